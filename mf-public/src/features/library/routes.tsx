import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { withRates } from '../content/display-currency.ts';
import { cmsLoader } from './cms/cms-loader.ts';
import { levelLoader } from './level/level-loader.ts';
import { pubListLoader } from './pub/pub-list-loader.ts';
import { pubLoader } from './pub/pub-loader.ts';
import { teacherLoader } from './teacher/teacher-loader.ts';

const handle = (value: RouteHandle) => value;

/**
 * The library pages under /{lang}; each page is its own chunk. The loaders are small and static so the API
 * call starts with the chunk's download; they return the data the page renders.
 * `pub/tag/:tagId` and `pub/:itemId` do not collide: react-router ranks the static `tag` segment first.
 */
export const libraryRoutes: RouteObject[] = [
  {
    path: 't/:userId',
    handle: handle({ titleKey: 'public:library.teacher.title' }),
    // The teacher's courses show prices.
    loader: withRates(teacherLoader),
    lazy: () => import('./teacher/teacher-page.tsx').then((m) => ({ Component: m.TeacherPage })),
  },
  {
    path: 'pub',
    handle: handle({ titleKey: 'public:library.pub.title' }),
    loader: pubListLoader,
    lazy: () => import('./pub/pub-list-page.tsx').then((m) => ({ Component: m.PubListPage })),
  },
  {
    path: 'pub/tag/:tagId',
    handle: handle({ titleKey: 'public:library.pub.title' }),
    loader: pubListLoader,
    lazy: () => import('./pub/pub-list-page.tsx').then((m) => ({ Component: m.PubListPage })),
  },
  {
    path: 'pub/:itemId',
    handle: handle({ titleKey: 'public:library.pub.title' }),
    loader: pubLoader,
    lazy: () => import('./pub/pub-page.tsx').then((m) => ({ Component: m.PubPage })),
  },
  {
    path: 'p/:uri',
    handle: handle({ titleKey: 'public:library.cms.title' }),
    loader: cmsLoader,
    lazy: () => import('./cms/cms-page.tsx').then((m) => ({ Component: m.CmsPage })),
  },
  {
    path: 'learning/level',
    handle: handle({ titleKey: 'public:library.level.title' }),
    loader: levelLoader,
    lazy: () => import('./level/level-page.tsx').then((m) => ({ Component: m.LevelPage })),
  },
];
