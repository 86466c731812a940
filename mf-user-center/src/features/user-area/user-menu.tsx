import { useSession } from '@hanyu/session';
import type { RouteHandle } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { usePayingBalance } from '../money/balance-context.tsx';
import { useMoney } from '../money/use-money.ts';
import { useLocalePath } from '../page-frame/use-lang.ts';
import styles from './user-menu.module.css';

type Icon = 'home' | 'bookings' | 'teachers' | 'orders' | 'bills' | 'topUp' | 'logOut';

interface MenuEntry {
  /** The `handle.tab` of the page the entry opens; entries leaving the area have none. */
  tab?: string;
  label: string;
  href: string;
  icon: Icon;
}

/** The tab the page on screen marks as active: the deepest route's `handle.tab`. */
function useActiveTab(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.tab)
    .filter(Boolean)
    .at(-1);
}

/**
 * The user menu (SPEC §2), with entries only for pages that exist. Top up is left out for a company-paid
 * learner, whose company pays (SPEC §6).
 */
export function UserMenu() {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  const { pathname, search } = useLocation();
  const companyPaid = useSession((state) => Boolean(state.user?.company_user));
  const activeTab = useActiveTab();
  const entries: MenuEntry[] = [
    { tab: 'home', label: t('menu.myPage'), href: to('user'), icon: 'home' },
    { tab: 'date', label: t('menu.bookings'), href: to('user/date'), icon: 'bookings' },
    { tab: 'teacher', label: t('menu.teachers'), href: to('user/teacher'), icon: 'teachers' },
    { tab: 'order', label: t('menu.orders'), href: to('user/order'), icon: 'orders' },
    { tab: 'bill', label: t('menu.bills'), href: to('user/bill'), icon: 'bills' },
    ...(companyPaid
      ? []
      : [
          {
            label: t('menu.topUp'),
            href: `${to('top-up')}?return=${encodeURIComponent(pathname + search)}`,
            icon: 'topUp' as const,
          },
        ]),
    { label: t('menu.logOut'), href: to('passport/logout'), icon: 'logOut' },
  ];
  return (
    <nav className={styles.menu} aria-label={t('menu.label')}>
      <MenuHeader />
      <ul className={styles.entries}>
        {entries.map((entry) => {
          const active = entry.tab !== undefined && entry.tab === activeTab;
          return (
            <li key={entry.icon} className={entry.icon === 'logOut' ? styles.last : undefined}>
              <Link
                to={entry.href}
                className={`${styles.entry} ${active ? styles.active : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                <MenuIcon icon={entry.icon} />
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Who is signed in and the balance they pay from. */
function MenuHeader() {
  const { t } = useTranslation('userCenter');
  const user = useSession((state) => state.user);
  const balance = usePayingBalance();
  const money = useMoney();
  const name = user?.nick_name || user?.email || '';
  return (
    <div className={styles.header}>
      <span className={styles.avatar} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <div className={styles.who}>
        <p className={styles.name}>{name}</p>
        {balance.state === 'ok' ? (
          <p className={styles.balance} data-testid="menu-balance">
            <span className={styles.balanceLabel}>
              {balance.company ? t('menu.companyBalance', { company: balance.company }) : t('menu.balance')}
            </span>{' '}
            <strong>{money(balance.minor, balance.currency)}</strong>
          </p>
        ) : (
          <p className={styles.balanceLabel} data-testid="menu-balance">
            {balance.state === 'loading' ? t('menu.balanceLoading') : t('menu.balanceUnavailable')}
          </p>
        )}
      </div>
    </div>
  );
}

const ICON_PATHS: Record<Icon, string> = {
  home: 'M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z',
  bookings: 'M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM4 10h16M8 3v4M16 3v4',
  teachers: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  bills: 'M4 6h16M4 12h16M4 18h10',
  topUp: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8v8M8 12h8',
  logOut: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
};

function MenuIcon({ icon }: { icon: Icon }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={ICON_PATHS[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
