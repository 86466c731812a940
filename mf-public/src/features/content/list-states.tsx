import { Button } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import styles from './list-states.module.css';

/** Placeholder cards while a list streams in; announced once as "Loading…". */
export function ListSkeleton({
  count = 6,
  variant = 'course',
}: {
  count?: number;
  variant?: 'course' | 'teacher';
}) {
  const { t } = useTranslation('public');
  return (
    <div role="status" aria-busy="true" data-testid="list-loading">
      <span className="hy-visually-hidden">{t('catalogue.states.loading')}</span>
      <ul className={`${styles.grid} ${variant === 'teacher' ? styles.wide : ''}`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
          <li key={index} className={`${styles.skeleton} ${styles[variant]}`}>
            <span className={styles.block} />
            <span className={styles.line} />
            <span className={`${styles.line} ${styles.short}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What an empty list says, with a way on (e.g. a link back to all tags). */
export function EmptyState({
  title,
  text,
  action,
  headingLevel = 2,
}: {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty} data-testid="list-empty">
      <svg className={styles.emptyArt} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="28" cy="28" r="16" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M40 40l12 12" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <Heading className={styles.emptyTitle}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

/**
 * A list (or a whole page) that could not be loaded: says so and offers to try again (revalidates the route by
 * default).
 */
export function ErrorState({
  title,
  text,
  onRetry,
  headingLevel = 2,
  testId = 'list-error',
}: {
  title?: string;
  text?: string;
  onRetry?: () => void;
  headingLevel?: 1 | 2 | 3;
  testId?: string;
}) {
  const { t } = useTranslation('public');
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <div className={styles.problem} role="alert" data-testid={testId}>
      <Heading className={styles.problemTitle}>{title ?? t('catalogue.states.errorTitle')}</Heading>
      <p className={styles.text}>{text ?? t('catalogue.states.errorText')}</p>
      <Button
        variant="secondary"
        onClick={() => (onRetry ? onRetry() : revalidator.revalidate())}
        disabled={retrying}
      >
        {retrying ? t('catalogue.states.retrying') : t('catalogue.states.retry')}
      </Button>
    </div>
  );
}
