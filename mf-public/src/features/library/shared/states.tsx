import { Container } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../content/list-states.tsx';
import styles from './states.module.css';

/** The page's frame while its data streams in: a busy status with grey blocks where the content goes. */
export function PageLoading() {
  const { t } = useTranslation('public');
  return (
    <Container className={styles.page} role="status" aria-busy="true">
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

/** The API could not be reached: the page's translated alert, whose button runs the route's loader again. */
export function PageFailed({ message }: { message?: string }) {
  const { t } = useTranslation('public');
  return (
    <Container className={styles.page}>
      <ErrorState
        headingLevel={1}
        title={t('library.states.failedTitle')}
        text={message ?? t('library.states.failedText')}
        testId="library-error"
      />
    </Container>
  );
}
