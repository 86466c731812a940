import { bus } from '@hanyu/event-bus';
import type { RouteHandle } from '@hanyu/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useOutlet } from 'react-router';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { RouteError } from '../features/errors/route-error.tsx';
import { UnmatchedRoute } from '../features/errors/unmatched-route.tsx';
import { usePageTitle } from '../features/i18n/use-page-title.ts';
import { DefaultFrame } from '../features/layout/layouts.tsx';
import { LoadingBar } from '../features/loading-bar/loading-bar.tsx';
import { ToastHost } from '../features/toast/toast-host.tsx';

/** The page title from the deepest route that names one. */
function useRouteTitle(): string | undefined {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean);
  return titleKey ? (t as (key: string) => string)(titleKey) : undefined;
}

/** Everything under /{lang}: the loading bar, titles, and the 404 an API call can ask for. */
export function LangRoot() {
  const location = useLocation();
  const [notFoundAt, setNotFoundAt] = useState<string>();
  // `/{lang}` itself matches no child until a remote patches in its home route.
  const outlet = useOutlet() ?? (
    <DefaultFrame>
      <UnmatchedRoute />
    </DefaultFrame>
  );
  usePageTitle(useRouteTitle());

  // SPEC §7: an API answer of HTTP 404 shows the not-found page until the next navigation.
  useEffect(() => bus.on('navigation:not-found', () => setNotFoundAt(location.key)), [location.key]);

  return (
    <>
      <LoadingBar />
      <ToastHost />
      {notFoundAt === location.key ? (
        <DefaultFrame>
          <NotFoundPage />
        </DefaultFrame>
      ) : (
        outlet
      )}
    </>
  );
}

/** Errors above every layout (a bad language segment) still get the header and footer. */
export function LangError() {
  return (
    <DefaultFrame>
      <RouteError />
    </DefaultFrame>
  );
}

/** While the first route loads: the same calm frame index.html paints before any script. */
export function BootFallback() {
  return <div className="boot-header" />;
}
