import type { RouteObject } from 'react-router';
import { centrePage } from '../centre-frame/centre-handle.ts';
import { reviewsLoader } from './reviews-loader.ts';

/** The reviews section: every review, newest first, each with its hide (with a reason) or un-hide form. */
export const reviewsRoutes: RouteObject[] = [
  {
    path: 'reviews',
    id: 'lang-service-centre-reviews',
    handle: centrePage('service:reviews.title'),
    loader: reviewsLoader,
    lazy: () => import('./reviews-page.tsx').then((m) => ({ Component: m.ReviewsPage })),
  },
];
