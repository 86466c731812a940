import { COOKIES } from '@hanyu/contract';
import { readCookie, writeCookie } from '@hanyu/sdk';
import { sessionStore } from '@hanyu/session';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, apiResponse, LOGIN_FIXTURE, mockApi, renderRoute } from '../../testing/render-route.tsx';
import { finishSignIn } from './oauth-callback-page.tsx';

const STATE = 's'.repeat(43);

beforeEach(() => sessionStore.getState().clear());
afterEach(() => {
  jest.restoreAllMocks();
});

describe('passport/callback/{type}', () => {
  it('sends the code and state of its provider once and stores the session', async () => {
    const calls = mockApi(() => apiResponse({ response: LOGIN_FIXTURE }));
    // jsdom cannot navigate; the page's last step (finishSignIn) is tested on its own below.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoute(`/en/passport/callback/facebook?code=abc&state=${STATE}`);
    await waitFor(() => expect(sessionStore.getState().token).toBe('tok-123'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/passport/oauth/login');
    expect(calls[0]?.body).toEqual({ type: 'facebook', code: 'abc', state: STATE, org_id: 1 });
  });

  it('refuses a state the server does not know, and links back to log in', async () => {
    mockApi(() => apiError(20006, 400, 'Fail to sign in, please try it again.'));
    await renderRoute(`/es/passport/callback/google?code=abc&state=${STATE}`);
    expect(await screen.findByText('No se pudo iniciar sesión. Inténtalo de nuevo.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe(
      '/es/passport/login',
    );
    expect(sessionStore.getState().token).toBeUndefined();
  });

  it('says when the visitor cancelled at the provider, without calling the server', async () => {
    const calls = mockApi(() => apiResponse({ response: LOGIN_FIXTURE }));
    await renderRoute('/en/passport/callback/google?error=access_denied&state=x');
    expect(await screen.findByText('The sign-in was cancelled.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says so when the provider is not configured', async () => {
    mockApi(() => apiError(20007, 400, 'This sign-in method is not available'));
    await renderRoute(`/en/passport/callback/chinesecio?code=abc&state=${STATE}`);
    expect(await screen.findByText('This sign-in method is not available')).toBeTruthy();
  });
});

describe('finishSignIn', () => {
  it('returns to the remembered page on this site and forgets it', () => {
    writeCookie(COOKIES.redirect, '/en/user/date?tab=2', { maxAgeSeconds: 600 });
    const go = jest.fn<(url: string) => void>();
    finishSignIn('en', go);
    expect(go).toHaveBeenCalledWith('/en/user/date?tab=2');
    expect(readCookie(COOKIES.redirect)).toBeUndefined();
  });

  it('goes home instead of another site', () => {
    writeCookie(COOKIES.redirect, 'https://evil.example/', { maxAgeSeconds: 600 });
    const go = jest.fn<(url: string) => void>();
    finishSignIn('ko', go);
    expect(go).toHaveBeenCalledWith('/ko');
  });
});

describe('the social buttons', () => {
  it('remember where to come back to, and say when a provider is switched off', async () => {
    const calls = mockApi(() => apiError(20007, 400, 'This sign-in method is not available'));
    const user = userEvent.setup();
    await renderRoute('/en/passport/login?redirect_url=%2Fen%2Fvideo');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('This sign-in method is not available')).toBeTruthy();
    expect(readCookie(COOKIES.redirect)).toBe('/en/video');
    expect(calls[0]?.path).toBe('/passport/oauth/url');
  });
});
