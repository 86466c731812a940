import type { RouteObject } from 'react-router';
import { centrePage } from '../centre-frame/centre-handle.ts';
import { reportLoader, reportsLoader } from './reports-loader.ts';

/** The reports section: reported first questions, open first, and one report with its conversation. */
export const reportsRoutes: RouteObject[] = [
  {
    path: 'reports',
    id: 'lang-service-centre-reports',
    handle: centrePage('service:reports.title.list'),
    loader: reportsLoader,
    lazy: () => import('./reports-page.tsx').then((m) => ({ Component: m.ReportsPage })),
  },
  {
    path: 'reports/:id',
    id: 'lang-service-centre-report',
    handle: centrePage('service:reports.title.one'),
    loader: reportLoader,
    lazy: () => import('./report-page.tsx').then((m) => ({ Component: m.ReportPage })),
  },
];
