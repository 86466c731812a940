import { useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from './centre-frame.module.css';
import { CENTRE_PATH, CENTRE_SECTIONS, sectionOf } from './centre-sections.ts';

/** The centre's sections, the current one marked, and Support: the chat's inbox of support lines. */
export function CentreNav() {
  const { t } = useTranslation('service');
  const lang = useLang();
  const current = sectionOf(useLocation().pathname);
  return (
    <nav className={styles.nav} aria-label={t('frame.navLabel')}>
      <ul>
        {CENTRE_SECTIONS.map((section) => (
          <li key={section}>
            <Link
              to={`/${lang}/${CENTRE_PATH}/${section}`}
              className={section === current ? styles.current : undefined}
              aria-current={section === current ? 'page' : undefined}
            >
              {t(`frame.nav.${section}`)}
            </Link>
          </li>
        ))}
        <li>
          <Link to={`/${lang}/module/im/room`}>{t('frame.nav.support')}</Link>
        </li>
      </ul>
    </nav>
  );
}
