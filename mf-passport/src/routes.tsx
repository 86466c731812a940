import { OAUTH_TYPES } from '@hanyu/contract';
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
    lazy: () =>
      import('./features/login-page/login-page.tsx').then((m) => ({
        loader: m.loginPageLoader,
        Component: m.LoginPage,
      })),
  },
  {
    path: 'passport/logout',
    handle: handle({ titleKey: 'passport:title.logout', startAtLoad: true }),
    lazy: () =>
      import('./features/logout/logout.tsx').then((m) => ({
        loader: m.logoutLoader,
        Component: m.LogoutPage,
      })),
  },
  {
    path: 'passport/reset/:code',
    id: 'lang-passport-reset',
    handle: handle({ titleKey: 'passport:title.resetPassword' }),
    lazy: () =>
      import('./features/reset-page/reset-page.tsx').then((m) => ({
        loader: m.resetLinkLoader,
        Component: m.ResetPasswordPage,
      })),
  },
  // One route per provider, named as SPEC §2 names them.
  ...OAUTH_TYPES.map(
    (type): RouteObject => ({
      path: `passport/callback/${type}`,
      id: `lang-passport-callback-${type}`,
      handle: handle({ titleKey: 'passport:title.callback', startAtLoad: true }),
      lazy: () =>
        import('./features/oauth-callback/oauth-callback-page.tsx').then((m) => ({
          Component: m.OAuthCallbackPage,
        })),
    }),
  ),
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerPassportStrings;
