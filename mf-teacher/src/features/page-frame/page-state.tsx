import { isApiError } from '@hanyu/sdk';
import { Button } from '@hanyu/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './page-frame.module.css';

/** What a page asked the API for: on its way, its answer, refused to a non-teacher (403), or no answer. */
export type Load<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'forbidden' }
  | { status: 'failed' };

/** Loads once per change of `deps`; the second value asks again. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on.
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) =>
        current && setState({ status: isApiError(error) && error.status === 403 ? 'forbidden' : 'failed' }),
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

/** A page's content once loaded; a busy line, the teachers-only notice or a retry otherwise. */
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
