import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { registerPassportStrings } from './locales/namespace.ts';

const handle = (value: RouteHandle) => value;

/** The URL space mf-passport owns under /{lang}; every page is its own chunk. */
export const routes: RouteObject[] = [
  {
    path: 'passport/login',
    id: 'lang-passport-login',
    handle: handle({ titleKey: 'passport:title.login' }),
    lazy: () => import('./features/login-page/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'passport/logout',
    handle: handle({ titleKey: 'passport:title.logout' }),
    lazy: () =>
      import('./features/logout/logout.tsx').then((m) => ({
        loader: m.logoutLoader,
        Component: m.LogoutPage,
      })),
  },
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerPassportStrings;
