import { LANGS } from '@hanyu/contract';
import { i18n } from '@hanyu/i18n';
import { sessionStore } from '@hanyu/session';
import type { RouteHandle } from '@hanyu/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from './routes.tsx';
import { apiError, apiResponse, LOGIN_FIXTURE, mockApi, renderRoute } from './testing/render-route.tsx';

beforeEach(() => sessionStore.getState().clear());

describe('routes', () => {
  it('has the passport pages, each lazy with a translated title in every language', async () => {
    expect(routes.map((route) => route.path)).toEqual([
      'passport/login',
      'passport/logout',
      'passport/reset/:code',
      'passport/callback/google',
      'passport/callback/facebook',
      'passport/callback/chinesecio',
    ]);
    expect(routes.slice(3).map((route) => route.id)).toEqual([
      'lang-passport-callback-google',
      'lang-passport-callback-facebook',
      'lang-passport-callback-chinesecio',
    ]);
    expect(routes[0]?.id).toBe('lang-passport-login');
    for (const lang of LANGS) {
      await renderRoute(`/${lang}/passport/logout`);
      for (const route of routes) {
        expect(typeof route.lazy).toBe('function');
        const titleKey = (route.handle as RouteHandle).titleKey ?? '';
        const title = (i18n.t as (key: string) => string)(titleKey);
        expect(title.trim().length).toBeGreaterThan(0);
        expect(title).not.toBe(titleKey.split(':')[1]);
      }
    }
  });

  describe('passport/login', () => {
    async function signIn(path: string) {
      mockApi(() => apiResponse({ response: LOGIN_FIXTURE }));
      const user = userEvent.setup();
      const view = await renderRoute(path);
      await screen.findByRole('heading', { level: 1, name: 'Log in' });
      await user.type(screen.getByLabelText('Email'), 'learner@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(sessionStore.getState().token).toBe('tok-123'));
      return view;
    }

    it('goes to redirect_url after signing in', async () => {
      const { router } = await signIn('/en/passport/login?redirect_url=%2Fen%2Fuser%2Fdate%3Ftab%3D2');
      await waitFor(() => expect(router.state.location.pathname).toBe('/en/user/date'));
      expect(router.state.location.search).toBe('?tab=2');
    });

    it('goes home without a redirect_url, and never to another site', async () => {
      const { router } = await signIn('/en/passport/login?redirect_url=%2F%2Fevil.example%2Fx');
      await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    });

    it('sends a signed-in visitor straight on to redirect_url', async () => {
      sessionStore.getState().signIn(LOGIN_FIXTURE);
      const { router } = await renderRoute('/en/passport/login?redirect_url=%2Fen%2Fuser');
      await waitFor(() => expect(router.state.location.pathname).toBe('/en/user'));
    });

    it('opens the panel named by mode', async () => {
      await renderRoute('/en/passport/login?mode=register');
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeTruthy();
    });
  });

  describe('passport/logout', () => {
    it('calls logout, clears the session and goes home', async () => {
      sessionStore.getState().signIn(LOGIN_FIXTURE);
      const calls = mockApi(() => apiResponse({ response: null }));
      const { router } = await renderRoute('/ja/passport/logout');
      await waitFor(() => expect(router.state.location.pathname).toBe('/ja'));
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /passport/logout']);
      expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok-123');
      expect(sessionStore.getState().token).toBeUndefined();
    });

    it('ignores a failing logout call', async () => {
      sessionStore.getState().signIn(LOGIN_FIXTURE);
      mockApi(() => apiError(401, 401));
      const { router } = await renderRoute('/en/passport/logout');
      await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
      expect(sessionStore.getState().token).toBeUndefined();
    });

    it('makes no call without a session', async () => {
      const calls = mockApi(() => apiResponse({ response: null }));
      const { router } = await renderRoute('/en/passport/logout');
      await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
      expect(calls).toHaveLength(0);
    });
  });
});
