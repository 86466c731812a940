import { formatUtcOffset, useSession } from '@hanyu/session';
import { useLang, withNodes, ZoneName, ZoneOffset } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../brand/brand-context.tsx';
import { Logo } from '../header/header.tsx';
import styles from './footer.module.css';

const SOCIAL_NAMES = {
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
  x: 'X',
  weibo: 'Weibo',
};

export function Footer() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const lang = useLang();
  const timeZone = useSession((state) => state.timeZone);
  const to = (path: string) => `/${lang}/${path}`;

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brand}>
          <Logo />
          <p>{t('slogans.s0')}</p>
          <span className={styles.guarantee}>{t('footer.guarantee')}</span>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 className={styles.heading} id="footer-services">
            {t('footer.services')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to={to('live')}>{t('footer.live')}</Link>
            </li>
            <li>
              <Link to={to('video')}>{t('footer.video')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 className={styles.heading} id="footer-company">
            {t('footer.company')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to={to(brand.aboutPath)}>{t('footer.about')}</Link>
            </li>
            <li>
              <Link to={to('about/contact')}>{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to={to('about/terms')}>{t('footer.terms')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 className={styles.heading} id="footer-resources">
            {t('footer.resources')}
          </h2>
          <ul className={styles.list}>
            {brand.external.map((link) => (
              <li key={link.id}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {t(`footer.external.${link.id}` as 'footer.external.hsk')}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.contactTitle')}</h2>
          <ul className={styles.list}>
            <li>
              {t('footer.email')}: <a href={`mailto:${brand.contact.email}`}>{brand.contact.email}</a>
            </li>
            <li>
              {t('footer.phone')}:{' '}
              <a href={`tel:${brand.contact.phone.replace(/\s/g, '')}`}>{brand.contact.phone}</a>
            </li>
            <li>
              {t('footer.wechat')}: {brand.contact.wechat}
            </li>
          </ul>
          <h2 className={styles.heading} style={{ marginTop: 'var(--hy-space-4)' }}>
            {t('footer.follow')}
          </h2>
          <div className={styles.social}>
            {brand.social.map((link) => (
              <a
                key={link.id}
                className={styles.socialLink}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {SOCIAL_NAMES[link.id]}
              </a>
            ))}
          </div>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          {/* The year as the server rendered it; a browser whose clock is in another year keeps it. */}
          <span suppressHydrationWarning>
            {t('footer.rights', { year: new Date().getFullYear(), brand: brand.name })}
          </span>
          <span data-testid="time-zone">
            {withNodes((values) => t('timeZone.shown', values), {
              offset: <ZoneOffset label={formatUtcOffset(timeZone)} />,
              zone: <ZoneName zone={timeZone} />,
            })}
          </span>
        </div>
      </div>
    </footer>
  );
}
