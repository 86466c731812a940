import type { RouteObject } from 'react-router';
import { centrePage } from '../centre-frame/centre-handle.ts';
import { payoutRunLoader, payoutRunsLoader } from './payouts-loaders.ts';

/** The centre's payouts section: the runs, and one run with its bank file and payment. */
export const payoutsRoutes: RouteObject[] = [
  {
    path: 'payouts',
    id: 'lang-service-centre-payouts',
    handle: centrePage('service:payouts.title'),
    loader: payoutRunsLoader,
    lazy: () => import('./payout-runs-page.tsx').then((m) => ({ Component: m.PayoutRunsPage })),
  },
  {
    path: 'payouts/:run_id',
    id: 'lang-service-centre-payout-run',
    handle: centrePage('service:payouts.runTitle'),
    loader: payoutRunLoader,
    lazy: () => import('./payout-run-page.tsx').then((m) => ({ Component: m.PayoutRunPage })),
  },
];
