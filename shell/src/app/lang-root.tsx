import { type RouteHandle, useCurrentPageMeta } from '@hanyu/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigation, useOutlet } from 'react-router';
import { onNotFound, takeUnclaimedNotFound } from '../features/errors/not-found-announcements.ts';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { RouteError } from '../features/errors/route-error.tsx';
import { UnmatchedRoute } from '../features/errors/unmatched-route.tsx';
import { useDocumentHead } from '../features/i18n/use-document-head.ts';
import { DefaultFrame } from '../features/layout/layouts.tsx';
import { LoadingBar } from '../features/loading-bar/loading-bar.tsx';
import { ToastHost } from '../features/toast/toast-host.tsx';
import { TrackingTag } from '../features/tracking/tracking-tag.tsx';

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

/**
 * The document head of the page on screen. Its own component: a page naming itself (usePageMeta, after
 * its first render) re-renders only this, not the page.
 */
function DocumentHead() {
  const { t } = useTranslation('shell');
  const routeTitle = useRouteTitle();
  const pageMeta = useCurrentPageMeta();
  useDocumentHead({
    title: pageMeta?.title ?? routeTitle,
    description: pageMeta?.description ?? t('meta.description'),
  });
  return null;
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

  // SPEC §7: an API answer of HTTP 404 shows the not-found page until the next navigation. A call made
  // by a loader belongs to the location being navigated to, not to the one still on screen.
  const navigation = useNavigation();
  const announcedFor = useRef(location.key);
  announcedFor.current = navigation.location?.key ?? location.key;
  useEffect(() => {
    if (takeUnclaimedNotFound()) setNotFoundAt(announcedFor.current);
    return onNotFound(() => setNotFoundAt(announcedFor.current));
  }, []);

  return (
    <>
      <DocumentHead />
      <LoadingBar />
      <ToastHost />
      <TrackingTag />
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
  useDocumentHead({ title: useCurrentPageMeta()?.title });
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
