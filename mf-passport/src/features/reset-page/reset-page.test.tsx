import { sessionStore } from '@hanyu/session';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoaderFunctionArgs } from 'react-router';
import { apiError, apiResponse, LOGIN_FIXTURE, mockApi, renderRoute } from '../../testing/render-route.tsx';
import { resetLinkLoader } from './reset-page.tsx';

const CODE = 'a'.repeat(43);

beforeEach(() => sessionStore.getState().clear());

describe('passport/reset/{code}', () => {
  it('checks the link, sets the new password once and ends this browser session too', async () => {
    sessionStore.getState().signIn(LOGIN_FIXTURE);
    const calls = mockApi(({ method }) =>
      method === 'GET' ? apiResponse({ response: null }) : apiResponse({ response: null }),
    );
    const user = userEvent.setup();
    await renderRoute(`/en/passport/reset/${CODE}`);

    const password = await screen.findByLabelText('New password');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Please input your password')).toBeTruthy();

    await user.type(password, 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password has been reset' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/passport/login');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /passport/reset/password',
      'PUT /passport/reset/password',
    ]);
    expect(calls[1]?.body).toEqual({ code: CODE, password: 'a new secret' });
    expect(sessionStore.getState().token).toBeUndefined();
  });

  it("says 'Time out, please try again' for a spent or expired link and offers a new one", async () => {
    mockApi(() => apiError(20005, 400, 'Time out, please try again'));
    await renderRoute(`/en/passport/reset/${CODE}`);
    expect(await screen.findByText('Time out, please try again')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe(
      '/en/passport/login?mode=reset',
    );
  });

  it('treats a malformed code as an expired link', async () => {
    mockApi(() => apiError(400, 400, 'code is malformed'));
    await renderRoute('/ja/passport/reset/short');
    expect(await screen.findByText('リンクの有効期限が切れました。もう一度お試しください')).toBeTruthy();
  });

  it('shows the expiry when the link runs out between the check and the submit', async () => {
    mockApi(({ method }) =>
      method === 'GET' ? apiResponse({ response: null }) : apiError(20005, 400, 'Time out, please try again'),
    );
    const user = userEvent.setup();
    await renderRoute(`/en/passport/reset/${CODE}`);
    await user.type(await screen.findByLabelText('New password'), 'another secret');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Time out, please try again')).toBeTruthy();
  });

  it("leaves a server that cannot be reached to the route's error boundary (the server's render gives up)", async () => {
    mockApi(() => apiError(500, 500));
    const thrown = await resetLinkLoader({
      params: { lang: 'en', code: CODE },
      request: new Request(`http://localhost/en/passport/reset/${CODE}`),
      context: undefined,
    } as unknown as LoaderFunctionArgs).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ status: 500 });
  });
});
