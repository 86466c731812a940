import type { RouteObject } from 'react-router';
import { centrePage } from '../centre-frame/centre-handle.ts';
import { disputeLoader, disputesLoader } from './disputes-loader.ts';

/** The disputes section: the list, open first, and one dispute with its resolution form. */
export const disputesRoutes: RouteObject[] = [
  {
    path: 'disputes',
    id: 'lang-service-centre-disputes',
    handle: centrePage('service:disputes.title.list'),
    loader: disputesLoader,
    lazy: () => import('./disputes-page.tsx').then((m) => ({ Component: m.DisputesPage })),
  },
  {
    path: 'disputes/:id',
    id: 'lang-service-centre-dispute',
    handle: centrePage('service:disputes.title.one'),
    loader: disputeLoader,
    lazy: () => import('./dispute-page.tsx').then((m) => ({ Component: m.DisputePage })),
  },
];
