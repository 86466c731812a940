import type { RouteObject } from 'react-router';
import { centrePage } from '../centre-frame/centre-handle.ts';
import { refundsLoader } from './refunds-loader.ts';

/** The refunds section: the requests, open first, each with its approve and decline form. */
export const refundsRoutes: RouteObject[] = [
  {
    path: 'refunds',
    id: 'lang-service-centre-refunds',
    handle: centrePage('service:refunds.title'),
    loader: refundsLoader,
    lazy: () => import('./refunds-page.tsx').then((m) => ({ Component: m.RefundsPage })),
  },
];
