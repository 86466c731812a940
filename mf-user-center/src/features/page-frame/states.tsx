import { EmptyState, LoadFailed } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { filterHref } from './list-query.ts';

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
  return <LoadFailed title={t('states.pageErrorTitle')} />;
}
