import { isApiError } from '@hanyu/sdk';
import { Button } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import styles from './page.module.css';

/**
 * The error boundary of a video page (its route's `ErrorBoundary`): what its loader threw, said in the page's
 * frame. A course or lesson the API does not know (404, `orNotFound`) is not there; a lesson the API refuses
 * (403) is not open yet (SPEC §8's sequence message); anything else failed, with a retry of the loader.
 */
export function PageError() {
  const error = useRouteError();
  return (
    <div className={styles.page}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <Missing />
      ) : isApiError(error) && error.status === 403 ? (
        <Locked />
      ) : (
        <Failed />
      )}
    </div>
  );
}

/** Loading failed (a server error, the network): says so and asks the route's loader again. */
function Failed() {
  const { t } = useTranslation('video');
  const revalidator = useRevalidator();
  return (
    <div className={styles.problem} role="alert">
      <p>{t('load.failed')}</p>
      <Button
        variant="secondary"
        disabled={revalidator.state === 'loading'}
        onClick={() => void revalidator.revalidate()}
      >
        {t('load.retry')}
      </Button>
    </div>
  );
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
