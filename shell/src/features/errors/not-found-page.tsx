import { buttonClassName, useLocalePath, usePageMeta } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './error-page.module.css';

/** SPEC §2: 'This page could not be found.' with a link back to the homepage. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { t: tShell } = useTranslation('shell');
  const home = useLocalePath()();
  usePageMeta({ title: tShell('titles.notFound') });
  return (
    <section className={styles.page} data-page="not-found">
      <div className={styles.code} aria-hidden="true">
        404
      </div>
      <h1>{t('notFound.title')}</h1>
      <p className={styles.message}>{t('notFound.message')}</p>
      <Link to={home} className={buttonClassName('primary', 'large')}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
