import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { withRates } from '../content/display-currency.ts';
import { courseLoader, groupLoader, liveLoader, searchLoader, videoLoader } from './loaders.ts';

const handle = (value: RouteHandle) => value;
const live = () => import('./live-page.tsx').then((m) => ({ Component: m.LivePage }));
const group = () => import('./course-list-page.tsx').then((m) => ({ Component: m.GroupPage }));
const video = () => import('./course-list-page.tsx').then((m) => ({ Component: m.VideoPage }));

/**
 * The catalogue pages under /{lang}; each page is its own chunk. Static loaders make the API calls while the
 * chunk downloads and return the data (the server renders it; the browser hydrates from it). The pages name
 * themselves with usePageMeta (tag pages their tag, the course page its course); the handle's titleKey is the
 * title until they do. Pages showing prices ask for the display rates too (withRates).
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
  ...listing('live', withRates(liveLoader), live),
  ...listing('group', withRates(groupLoader), group),
  ...listing('video', withRates(videoLoader), video),
  {
    path: 'i/:itemId',
    handle: handle({ titleKey: 'public:catalogue.course.title' }),
    loader: withRates(courseLoader),
    lazy: () => import('./course-page.tsx').then((m) => ({ Component: m.CoursePage })),
  },
  {
    path: 'search',
    handle: handle({ titleKey: 'public:catalogue.search.title' }),
    loader: withRates(searchLoader),
    lazy: () => import('./search-page.tsx').then((m) => ({ Component: m.SearchPage })),
  },
];
