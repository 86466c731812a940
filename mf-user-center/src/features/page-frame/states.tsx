import { Button } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRevalidator } from 'react-router';
import { filterHref } from './list-query.ts';
import styles from './states.module.css';

/** Grey rows where a list goes while it loads; announced once as "Loading…". */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('userCenter');
  return (
    <div role="status" aria-busy="true" data-testid="list-loading">
      <span className="hy-visually-hidden">{t('states.loading')}</span>
      <ul className={styles.skeleton} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
          <li key={index} className={styles.row}>
            <span className={`${styles.bone} ${styles.line}`} />
            <span className={`${styles.bone} ${styles.line} ${styles.short}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What an empty list says, with a way on. */
export function EmptyState({
  title,
  text,
  action,
  headingLevel = 2,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty} data-testid="list-empty">
      <svg className={styles.emptyArt} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect x="12" y="10" width="40" height="46" rx="6" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M22 24h20M22 34h20M22 44h12" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

/** A page number past the end of a list (the list shrank, or the URL was typed): the way back to page 1. */
export function PastLastPage() {
  const { t } = useTranslation('userCenter');
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      title={t('pager.pastLastPage')}
      action={<Link to={filterHref(pathname, search, 'page', undefined)}>{t('pager.firstPage')}</Link>}
    />
  );
}

/** Data that could not be loaded: says so and offers to load the page's data again. */
export function ErrorState({ title }: { title?: string }) {
  const { t } = useTranslation('userCenter');
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <div className={styles.problem} role="alert" data-testid="load-error">
      <h2 className={styles.title}>{title ?? t('states.errorTitle')}</h2>
      <p className={styles.text}>{t('states.errorText')}</p>
      <Button variant="secondary" onClick={() => revalidator.revalidate()} disabled={retrying}>
        {retrying ? t('states.retrying') : t('states.retry')}
      </Button>
    </div>
  );
}

/**
 * The error boundary of each user-area page: the menu stays, the page says it could not be shown and
 * offers a retry, instead of the shell's whole-page error.
 */
export function PageError() {
  const { t } = useTranslation('userCenter');
  return <ErrorState title={t('states.pageErrorTitle')} />;
}
