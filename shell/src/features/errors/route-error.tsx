import { Button, buttonClassName, useLocalePath, usePageMeta } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForChunkError } from '../federation/chunk-reload.ts';
import styles from './error-page.module.css';
import { NotFoundPage } from './not-found-page.tsx';

/** SPEC §8: the status comes from statusCode, status or response.status; 500 when none. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error && typeof error === 'object') {
    const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
      if (typeof value === 'number' && value >= 400 && value < 600) return value;
    }
  }
  return 500;
}

export function errorMessage(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) {
    const payload = error.data as { message?: unknown } | string | null;
    if (typeof payload === 'string' && payload) return payload;
    if (payload && typeof payload === 'object' && typeof payload.message === 'string') return payload.message;
    return error.statusText || undefined;
  }
  return error instanceof Error ? error.message : undefined;
}

/** The content of a route error: 404 page, a one-time reload for a failed chunk, or status and message. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { t: tShell } = useTranslation('shell');
  const home = useLocalePath()();
  const status = errorStatus(error);
  usePageMeta({ title: tShell('titles.error') });

  if (status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;

  const message = errorMessage(error);
  const shown = message === 'Unknown middleware' ? t('error.unknownMiddleware') : message;
  return (
    <section className={styles.page} data-page="error" data-status={status}>
      <div className={styles.code}>{status}</div>
      <h1>{t('error.title')}</h1>
      {shown && <p className={styles.message}>{shown}</p>}
      <div className={styles.actions}>
        <Link to={home} className={buttonClassName('primary')}>
          {t('error.backHome')}
        </Link>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      </div>
    </section>
  );
}
