import { Button } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRevalidator } from 'react-router';
import { filterHref } from './list-query.ts';
import styles from './states.module.css';

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

/**
 * The error boundary of the user area (UserAreaError puts it in the page's place, the menu beside it): a
 * loader's call that failed or a page that threw. Says the page could not be shown and offers to run the
 * loaders again.
 */
export function PageError() {
  const { t } = useTranslation('userCenter');
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <div className={styles.problem} role="alert" data-testid="load-error">
      <h1 className={styles.title}>{t('states.pageErrorTitle')}</h1>
      <p className={styles.text}>{t('states.errorText')}</p>
      <Button variant="secondary" onClick={() => revalidator.revalidate()} disabled={retrying}>
        {retrying ? t('states.retrying') : t('states.retry')}
      </Button>
    </div>
  );
}
