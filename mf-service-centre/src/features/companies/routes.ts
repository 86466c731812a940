import type { RouteObject } from 'react-router';
import { centrePage } from '../centre-frame/centre-handle.ts';
import { companiesLoader, companyLoader } from './companies-loaders.ts';

/** Companies: the organisations and a new one, and one organisation's wallet, members and statement. */
export const companiesRoutes: RouteObject[] = [
  {
    path: 'companies',
    id: 'lang-service-centre-companies',
    handle: centrePage('service:companies.title.list'),
    loader: companiesLoader,
    lazy: () => import('./companies-page.tsx').then((m) => ({ Component: m.CompaniesPage })),
  },
  {
    path: 'companies/:id',
    id: 'lang-service-centre-company',
    handle: centrePage('service:companies.title.one'),
    loader: companyLoader,
    lazy: () => import('./company-page.tsx').then((m) => ({ Component: m.CompanyPage })),
  },
];
