import { isApiError } from '@hanyu/sdk';
import { Button } from '@hanyu/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './page-frame.module.css';
import { useLang } from './use-lang.ts';

/**
 * What a page asked the API for: on its way, its answer, refused to a non-teacher (403), a learner or lesson
 * that is not the caller's (404), or no answer.
 */
export type Load<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'forbidden' }
  | { status: 'missing' }
  | { status: 'failed' };

function failure(error: unknown): Load<never> {
  if (isApiError(error) && error.status === 403) return { status: 'forbidden' };
  if (isApiError(error) && error.status === 404) return { status: 'missing' };
  return { status: 'failed' };
}

/** Loads once per change of `deps`; the second value asks again. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on.
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) => current && setState(failure(error)),
    );
    return () => {
      current = false;
    };
  }, [...deps, attempt]);
  return [
    state,
    () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  ];
}

/**
 * A page's content once loaded; a busy line, the teachers-only notice, the not-yours notice with the way back
 * to the teaching centre, or a retry otherwise.
 */
export function PageState<T>({
  load,
  retry,
  children,
}: {
  load: Load<T>;
  retry: () => void;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  if (load.status === 'ready') return children(load.value);
  if (load.status === 'loading')
    return (
      <p className={styles.loading} role="status" aria-busy="true">
        {t('states.loading')}
      </p>
    );
  if (load.status === 'forbidden')
    return (
      <div className={styles.problem} role="alert">
        <h2>{t('states.teachersOnly')}</h2>
        <p>{t('states.teachersOnlyText')}</p>
      </div>
    );
  if (load.status === 'missing')
    return (
      <div className={styles.problem} role="alert">
        <h2>{t('states.missing')}</h2>
        <p>{t('states.missingText')}</p>
        <Link className={styles.back} to={`/${lang}/teach`}>
          {t('states.backToCentre')}
        </Link>
      </div>
    );
  return (
    <div className={styles.problem} role="alert">
      <h2>{t('states.failedTitle')}</h2>
      <p>{t('states.failedText')}</p>
      <Button type="button" onClick={retry}>
        {t('states.retry')}
      </Button>
    </div>
  );
}
