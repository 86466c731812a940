import type { RouteObject } from 'react-router';
import { centrePage } from '../centre-frame/centre-handle.ts';
import { peopleLoader } from './people-loader.ts';
import { personLoader } from './person-loader.ts';

/** People: the search of one box, and a person's page. */
export const peopleRoutes: RouteObject[] = [
  {
    path: 'people',
    id: 'lang-service-centre-people',
    handle: centrePage('service:people.title'),
    loader: peopleLoader,
    lazy: () => import('./people-page.tsx').then((m) => ({ Component: m.PeoplePage })),
  },
  {
    path: 'people/:user_id',
    id: 'lang-service-centre-person',
    handle: centrePage('service:person.title'),
    loader: personLoader,
    lazy: () => import('./person-page.tsx').then((m) => ({ Component: m.PersonPage })),
  },
];
