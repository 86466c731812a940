import type { RouteObject } from 'react-router';
import { centrePage } from '../centre-frame/centre-handle.ts';
import { textbooksLoader } from './textbooks-loader.ts';

/** Textbooks: the delivery queue, one tab per state. */
export const textbooksRoutes: RouteObject[] = [
  {
    path: 'textbooks',
    id: 'lang-service-centre-textbooks',
    handle: centrePage('service:textbooks.title'),
    loader: textbooksLoader,
    lazy: () => import('./textbooks-page.tsx').then((m) => ({ Component: m.TextbooksPage })),
  },
];
