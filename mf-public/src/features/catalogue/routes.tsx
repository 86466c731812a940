import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { courseLoader, groupLoader, liveLoader, searchLoader, videoLoader } from './loaders.ts';

const handle = (value: RouteHandle) => value;
const live = () => import('./live-page.tsx').then((m) => ({ Component: m.LivePage }));
const group = () => import('./course-list-page.tsx').then((m) => ({ Component: m.GroupPage }));
const video = () => import('./course-list-page.tsx').then((m) => ({ Component: m.VideoPage }));

/**
 * The catalogue pages under /{lang}; each page is its own chunk. Static loaders start the API calls while
 * the chunk downloads and return their promises unawaited, so the page's frame paints at once. The pages name
 * themselves with usePageMeta (tag pages their tag, the course page its course); the handle's titleKey is
 * the title until they do.
 */
/** A listing and its tag pages: one page, one loader, the same fallback title. */
function listing(path: string, loader: RouteObject['loader'], lazy: RouteObject['lazy']): RouteObject[] {
  const routeHandle = handle({ titleKey: `public:catalogue.${path}.title` });
  return [path, `${path}/tag/:tagId`].map((routePath) => ({
    path: routePath,
    handle: routeHandle,
    loader,
    lazy,
  }));
}

export const catalogueRoutes: RouteObject[] = [
  ...listing('live', liveLoader, live),
  ...listing('group', groupLoader, group),
  ...listing('video', videoLoader, video),
  {
    path: 'i/:itemId',
    handle: handle({ titleKey: 'public:catalogue.course.title' }),
    loader: courseLoader,
    lazy: () => import('./course-page.tsx').then((m) => ({ Component: m.CoursePage })),
  },
  {
    path: 'search',
    handle: handle({ titleKey: 'public:catalogue.search.title' }),
    loader: searchLoader,
    lazy: () => import('./search-page.tsx').then((m) => ({ Component: m.SearchPage })),
  },
];
