import { Button, Spinner } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';
import type { Load } from './use-load.ts';

/** Loading, not there, locked (SPEC §8's sequence message), or failed with a retry; else `children`. */
export function LoadState<T>({
  load,
  retry,
  locked,
  children,
}: {
  load: Load<T>;
  retry: () => void;
  /** What a locked answer shows instead of the sequence message alone (a way back to the course). */
  locked?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('video');
  switch (load.status) {
    case 'loading':
      return <Spinner label={t('load.loading')} />;
    case 'missing':
      return <Missing />;
    case 'locked':
      return <>{locked ?? <Locked />}</>;
    case 'failed':
      return (
        <div className={styles.problem} role="alert">
          <p>{t('load.failed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('load.retry')}
          </Button>
        </div>
      );
    case 'ready':
      return <>{children(load.data)}</>;
  }
}

/** Not there: a wrong address, or a course no longer offered. */
export function Missing() {
  const { t } = useTranslation('video');
  return (
    <section className={styles.problem}>
      <h1 className={styles.heading}>{t('load.notFound')}</h1>
      <p>{t('load.notFoundText')}</p>
    </section>
  );
}

/** A lesson that is not open yet: SPEC §8's message, in the page language. */
export function Locked({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('video');
  const { t: common } = useTranslation();
  return (
    <section className={styles.problem} role="alert">
      <h1 className={styles.heading}>{t('lesson.lockedHeading')}</h1>
      <p>{common('videoLearning.sequence')}</p>
      {children}
    </section>
  );
}
