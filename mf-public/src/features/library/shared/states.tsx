import { Button, Container } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import styles from './states.module.css';

/** The page's frame while its data streams in: a busy status with grey blocks where the content goes. */
export function PageLoading() {
  const { t } = useTranslation('public');
  return (
    <Container className={styles.loading} role="status" aria-busy="true">
      <span className="hy-visually-hidden">{t('library.states.loading')}</span>
      <div aria-hidden="true">
        <div className={`${styles.bone} ${styles.title}`} />
        <div className={`${styles.bone} ${styles.line}`} />
        <div className={`${styles.bone} ${styles.line}`} />
        <div className={`${styles.bone} ${styles.block}`} />
      </div>
    </Container>
  );
}

/** The API could not be reached: a translated alert whose button runs the route's loader again. */
export function PageFailed({ message }: { message?: string }) {
  const { t } = useTranslation('public');
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <Container className={styles.failedWrap}>
      <div className={styles.failed} role="alert" data-testid="library-error">
        <h1 className={styles.failedTitle}>{t('library.states.failedTitle')}</h1>
        <p className={styles.failedText}>{message ?? t('library.states.failedText')}</p>
        <Button variant="secondary" onClick={() => revalidator.revalidate()} disabled={retrying}>
          {retrying ? t('library.states.retrying') : t('library.states.retry')}
        </Button>
      </div>
    </Container>
  );
}
