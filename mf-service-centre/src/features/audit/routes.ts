import type { RouteObject } from 'react-router';
import { centrePage } from '../centre-frame/centre-handle.ts';
import { auditLoader } from './audit-loader.ts';

/** The audit log: every operator action, newest first. */
export const auditRoutes: RouteObject[] = [
  {
    path: 'audit',
    id: 'lang-service-centre-audit',
    handle: centrePage('service:audit.title'),
    loader: auditLoader,
    lazy: () => import('./audit-page.tsx').then((m) => ({ Component: m.AuditPage })),
  },
];
