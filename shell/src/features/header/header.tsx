import { ORG_USER_TYPE } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { readCookie } from '@hanyu/sdk';
import { selectSignedIn, useSession } from '@hanyu/session';
import { Button, buttonClassName, formatPrice, useLang } from '@hanyu/ui';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useBrand } from '../brand/brand-context.tsx';
import { requestRemote } from '../federation/remote-intent.ts';
import { NotificationBell, useNotificationFeed } from '../notifications/notification-bell.tsx';
import { Dropdown } from './dropdown.tsx';
import styles from './header.module.css';
import { LanguageSwitcher } from './language-switcher.tsx';
import { FirstSlogan, firstSloganIndex, nextSloganIndex, rememberSlogan, SLOGAN_COOKIE } from './slogan.ts';
import { useLastBalance } from './use-balance.ts';
import { useOpenUntilNavigation } from './use-open-until-navigation.ts';

export function Logo() {
  const brand = useBrand();
  const lang = useLang();
  const { t } = useTranslation('shell');
  return (
    <Link to={`/${lang}`} className={styles.logo} data-brand-logo={brand.id} aria-label={brand.name}>
      <span className={styles.logoMark} aria-hidden="true">
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.1"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {brand.markPaths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </span>
      <span className={styles.logoText}>
        <span className={styles.logoName}>{brand.name}</span>
        <span className={styles.logoTagline}>{brand.id === 'hanyu' ? t('brandTagline') : brand.tagline}</span>
      </span>
    </Link>
  );
}

function useSlogan(): number {
  const { pathname } = useLocation();
  const first = useContext(FirstSlogan);
  const [slogan, setSlogan] = useState(() => ({
    pathname,
    index: first ?? firstSloganIndex(() => readCookie(SLOGAN_COOKIE)),
  }));
  // The next full page load shows another one.
  useEffect(() => rememberSlogan(slogan.index), [slogan.index]);
  if (slogan.pathname === pathname) return slogan.index;
  // A new slogan on every route change, decided while rendering the new route.
  const next = { pathname, index: nextSloganIndex(slogan.index) };
  setSlogan(next);
  return next.index;
}

function AccountActions() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const signedIn = useSession(selectSignedIn);
  const isTeacher = useSession((state) => state.user?.org_user?.user_type === ORG_USER_TYPE.teacher);
  const balance = useLastBalance();

  if (signedIn) {
    return (
      <Link to={`/${lang}/${isTeacher ? 'teach' : 'user'}`} className={buttonClassName('primary', 'small')}>
        {isTeacher ? t('account.teachingCentre') : t('account.myPage')}
        {balance ? (
          <span className={styles.balance} data-testid="header-balance">
            <span className="hy-visually-hidden">{t('account.balance')}</span>
            {formatPrice(balance.balance_minor, balance.currency, lang)}
          </span>
        ) : null}
      </Link>
    );
  }
  // The passport remote opens its modal on this event (the shell stands in while it is absent).
  const open = (mode: 'login' | 'register') => bus.emit('passport:open', { mode });
  // The modal's code loads when a visitor reaches for these buttons, not with every page.
  const intent = {
    onPointerEnter: () => requestRemote('mf_passport'),
    onTouchStart: () => requestRemote('mf_passport'),
    onFocus: () => requestRemote('mf_passport'),
  };
  return (
    <>
      <Button variant="ghost" size="small" onClick={() => open('login')} {...intent}>
        {t('account.login')}
      </Button>
      <Button size="small" onClick={() => open('register')} {...intent}>
        {t('account.register')}
      </Button>
    </>
  );
}

export function Header() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const lang = useLang();
  const slogan = useSlogan();
  const [drawerOpen, setDrawerOpen] = useOpenUntilNavigation();
  const signedIn = useSession(selectSignedIn);
  useNotificationFeed();

  const to = (path: string) => `/${lang}${path ? `/${path}` : ''}`;
  const courses = [
    { path: 'live', label: t('nav.live'), hint: t('nav.liveHint') },
    { path: 'group', label: t('nav.group'), hint: t('nav.groupHint') },
    { path: 'video', label: t('nav.video'), hint: t('nav.videoHint') },
  ];
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `${styles.navLink} ${isActive ? styles.active : ''}`;

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <p className={styles.slogan} data-testid="slogan" data-slogan={slogan}>
        {t(`slogans.s${slogan}` as 'slogans.s0')}
      </p>
      <div className={styles.bar}>
        <Logo />
        <nav
          className={`${styles.nav} ${drawerOpen ? styles.navOpen : ''}`}
          aria-label={t('nav.label')}
          id="site-nav"
        >
          <ul className={styles.navList}>
            <li>
              <NavLink to={to('')} end className={navClass}>
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={to('about/how')} className={navClass}>
                {t('nav.freeTrial')}
              </NavLink>
            </li>
            <li>
              <Dropdown label={t('nav.courses')} testId="courses-menu">
                <ul className={styles.menuList}>
                  {courses.map((course) => (
                    <li key={course.path}>
                      <Link className={styles.menuItem} to={to(course.path)}>
                        <span className={styles.menuItemLabel}>{course.label}</span>
                        <span className={styles.menuItemHint}>{course.hint}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </Dropdown>
            </li>
            <li>
              <NavLink to={to('about/guide')} className={navClass}>
                {t('nav.curriculum')}
              </NavLink>
            </li>
            <li>
              <NavLink to={to('pub')} className={navClass}>
                {t('nav.blog')}
              </NavLink>
            </li>
            <li>
              <NavLink to={to(brand.aboutPath)} end className={navClass} data-testid="about-link">
                {t('nav.about')}
              </NavLink>
            </li>
          </ul>
          <div className={styles.drawerAccount}>
            <AccountActions />
          </div>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitcher label={t('language.label')} />
          {signedIn ? <NotificationBell /> : null}
          <div className={styles.account}>
            <AccountActions />
          </div>
          <button
            type="button"
            className={styles.menuToggle}
            aria-expanded={drawerOpen}
            aria-controls="site-nav"
            onClick={() => setDrawerOpen((open) => !open)}
          >
            <span className="hy-visually-hidden">{drawerOpen ? t('nav.closeMenu') : t('nav.menu')}</span>
            <span className={styles.burger} aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  );
}
