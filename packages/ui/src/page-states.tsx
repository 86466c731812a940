import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Button } from './button.tsx';
import styles from './page-states.module.css';

/**
 * What an empty list says, with a way on (a link back to all tags, to the first page). Its picture is a list,
 * or a magnifier (`art="search"`) where a search or a filter found nothing.
 */
export function EmptyState({
  title,
  text,
  action,
  headingLevel = 2,
  art = 'list',
}: {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
  art?: 'list' | 'search';
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty} data-testid="list-empty">
      <svg className={styles.emptyArt} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        {art === 'search' ? (
          <>
            <circle cx="28" cy="28" r="16" fill="none" stroke="currentColor" strokeWidth="4" />
            <path d="M40 40l12 12" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
          </>
        ) : (
          <>
            <rect
              x="12"
              y="10"
              width="40"
              height="46"
              rx="6"
              fill="none"
              stroke="currentColor"
              strokeWidth="4"
            />
            <path
              d="M22 24h20M22 34h20M22 44h12"
              stroke="currentColor"
              strokeWidth="4"
              strokeLinecap="round"
            />
          </>
        )}
      </svg>
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

/**
 * A page whose data could not be loaded (no answer, a 5xx), as a route's error boundary shows it: says so, in
 * the page's own words when it gives a `title`, and "Try again" runs the route's loaders again.
 */
export function LoadFailed({ title, headingLevel = 1 }: { title?: string; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.problem} role="alert" data-testid="load-error">
      <Heading className={styles.title}>{title ?? t('states.loadFailedTitle')}</Heading>
      <p className={styles.text}>{t('states.loadFailedText')}</p>
      <Button onClick={() => void revalidator.revalidate()} disabled={retrying}>
        {retrying ? t('states.retrying') : t('states.retry')}
      </Button>
    </div>
  );
}
