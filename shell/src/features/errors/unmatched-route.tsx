import { ownerOf, splitLangPath } from '@hanyu/contract';
import { Spinner } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RemoteFallback } from '../federation/remote-fallback.tsx';
import { useRemoteStatus, useRemotes } from '../federation/remotes-context.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * What the catch-all route shows: the remote fallback when the remote owning this URL failed to load,
 * otherwise the 404 page.
 */
export function UnmatchedRoute() {
  const { registry } = useRemotes();
  const { t } = useTranslation();
  const owner = ownerOf(registry, splitLangPath(useLocation().pathname).rest);
  const status = useRemoteStatus(owner?.name);
  if (owner && status === 'failed') return <RemoteFallback remote={owner.name} />;
  if (owner && status === 'loading') return <Spinner label={t('loading')} />;
  return <NotFoundPage />;
}
