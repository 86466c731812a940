import type { RouteObject } from 'react-router';
import { auditRoutes } from './features/audit/routes.ts';
import {
  CENTRE_FRAME_ROUTE_ID,
  CentreFrame,
  CentreFrameError,
  CentreHome,
} from './features/centre-frame/centre-frame.tsx';
import {
  centreFrameLoader,
  shouldRevalidateCentreFrame,
} from './features/centre-frame/centre-frame-loader.ts';
import { centrePage } from './features/centre-frame/centre-handle.ts';
import { CENTRE_PATH } from './features/centre-frame/centre-sections.ts';
import { companiesRoutes } from './features/companies/routes.ts';
import { couponsRoutes } from './features/coupons/routes.ts';
import { disputesRoutes } from './features/disputes/routes.ts';
import { payoutsRoutes } from './features/payouts/routes.tsx';
import { peopleRoutes } from './features/people/routes.ts';
import { refundsRoutes } from './features/refunds/routes.ts';
import { reportsRoutes } from './features/reports/routes.ts';
import { reviewsRoutes } from './features/reviews/routes.ts';
import { textbooksRoutes } from './features/textbooks/routes.ts';
import { registerServiceStrings } from './locales/namespace.ts';

/**
 * The pages of the centre's features, each feature's route objects (relative to `service-centre`, e.g.
 * `{ path: 'people/:user_id' }`) exported by `src/features/<feature>/routes.ts(x)`: one import and one line
 * per feature.
 */
const featureRoutes: RouteObject[] = [
  ...peopleRoutes,
  ...refundsRoutes,
  ...couponsRoutes,
  ...auditRoutes,
  ...payoutsRoutes,
  ...disputesRoutes,
  ...reviewsRoutes,
  ...reportsRoutes,
  ...textbooksRoutes,
  ...companiesRoutes,
];

/**
 * The URL space mf-service-centre owns under /{lang}: the service centre (operators only), one parent route
 * in the default layout whose component is the centre's navigation above the page, and its pages, each its
 * own chunk. The frame's loader asks the API who is signed in as an operator; the API refuses anyone else,
 * and the frame's error boundary says the centre is for operators. Every page's data comes from its route's
 * loader, so the server renders it (docs/server-render.md).
 */
export const routes: RouteObject[] = [
  {
    path: CENTRE_PATH,
    id: CENTRE_FRAME_ROUTE_ID,
    handle: { layout: 'default', titleKey: 'service:frame.title' },
    loader: centreFrameLoader,
    shouldRevalidate: shouldRevalidateCentreFrame,
    Component: CentreFrame,
    ErrorBoundary: CentreFrameError,
    children: [
      {
        index: true,
        id: 'lang-service-centre-index',
        handle: centrePage('service:frame.title'),
        Component: CentreHome,
      },
      ...featureRoutes,
    ],
  },
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerServiceStrings;
