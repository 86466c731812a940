import { bus } from '@hanyu/event-bus';
import { setLanguage } from '@hanyu/i18n';
import { readCookie, writeCookie } from '@hanyu/sdk';
import { sessionStore } from '@hanyu/session';
import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, apiResponse, LOGIN_FIXTURE, loadStrings, mockApi } from '../../testing/render-route.tsx';
import LoginModal from './login-modal.tsx';

function Page({ reload }: { reload: () => void }) {
  return (
    <>
      <button type="button" onClick={() => bus.emit('passport:open', { mode: 'login' })}>
        open login
      </button>
      <LoginModal reload={reload} />
    </>
  );
}

async function openModal(mode: 'login' | 'register' | 'reset' = 'login') {
  const reload = jest.fn();
  const user = userEvent.setup();
  render(<Page reload={reload} />);
  // The modal loads its strings before it listens: wait until it answers the event.
  await waitFor(() => {
    act(() => bus.emit('passport:open', { mode }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
  return { reload, user, dialog: screen.getByRole('dialog') };
}

beforeEach(async () => {
  await loadStrings('en');
  sessionStore.getState().clear();
});

describe('LoginModal', () => {
  it('is closed until passport:open asks for a panel', async () => {
    render(<Page reload={() => {}} />);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers a passport:open emitted before it loaded, once', async () => {
    bus.emit('passport:open', { mode: 'register' });
    const first = render(<Page reload={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeTruthy();
    first.unmount();
    render(<Page reload={() => {}} />);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog that takes the focus, traps Tab and gives the focus back on Escape', async () => {
    const reload = jest.fn();
    const user = userEvent.setup();
    render(<Page reload={reload} />);
    const opener = screen.getByRole('button', { name: 'open login' });
    await waitFor(async () => {
      await user.click(opener);
      expect(screen.getByRole('dialog')).toBeTruthy();
    });
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Email'));

    // Shift+Tab from the first control wraps to the last one, Tab from the last back to the first.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    const reopened = screen.getByRole('dialog');
    const close = within(reopened).getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab({ shift: true });
    expect(reopened.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(close);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('switches between login, register and reset', async () => {
    const { user } = await openModal('login');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the Google and Facebook buttons on the main brand', async () => {
    await openModal('login');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
  });

  describe('login', () => {
    it('requires email and password, and checks the email format', async () => {
      const calls = mockApi(() => apiResponse({ response: LOGIN_FIXTURE }));
      const { user } = await openModal('login');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(screen.getByText('Please input your email')).toBeTruthy();
      expect(screen.getByText('Please input your password')).toBeTruthy();
      expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(screen.getByLabelText('Email'));

      await user.type(screen.getByLabelText('Email'), 'learner@example');
      await user.type(screen.getByLabelText('Password'), 'secret');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(screen.getByText('A mistake with your email')).toBeTruthy();
      expect(calls).toHaveLength(0);
    });

    it('on 422 shows the format message and then the wrong-credentials message, announced', async () => {
      mockApi(() => apiError(422));
      const { user } = await openModal('login');
      await user.type(screen.getByLabelText('Email'), 'learner@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      const messages = await screen.findByTestId('form-errors');
      expect([...messages.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        'A mistake with your email',
        'Email account or password is wrong',
      ]);
      expect(messages.parentElement?.getAttribute('aria-live')).toBe('assertive');
    });

    it('on wrong credentials says so', async () => {
      mockApi(() => apiError(20001));
      const { user, reload } = await openModal('login');
      await user.type(screen.getByLabelText('Email'), 'learner@example.com');
      await user.type(screen.getByLabelText('Password'), 'wrong');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByText('Email account or password is wrong')).toBeTruthy();
      expect(reload).not.toHaveBeenCalled();
    });

    it('stores the session and reloads the page on success', async () => {
      const calls = mockApi(() => apiResponse({ response: LOGIN_FIXTURE }));
      const { user, reload } = await openModal('login');
      await user.type(screen.getByLabelText('Email'), ' learner@example.com ');
      await user.type(screen.getByLabelText('Password'), 'secret');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(calls[0]).toMatchObject({
        method: 'POST',
        path: '/passport/login/email',
        body: { email: 'learner@example.com', password: 'secret', org_id: 1 },
      });
      expect(readCookie('token')).toBe('tok-123');
      expect(readCookie('uid')).toBe('42');
      expect(sessionStore.getState().token).toBe('tok-123');
    });
  });

  describe('register', () => {
    async function fill(
      user: ReturnType<typeof userEvent.setup>,
      { terms = true, password = 'secret' } = {},
    ) {
      await user.type(screen.getByLabelText('Email'), 'new@example.com');
      if (password) await user.type(screen.getByLabelText('Password'), password);
      if (terms) await user.click(screen.getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Create account' }));
    }

    it('asks for the user agreement and the password', async () => {
      const calls = mockApi(() => apiResponse({ response: LOGIN_FIXTURE }));
      const { user } = await openModal('register');
      await fill(user, { terms: false });
      expect(screen.getByText('Please read and agree the user agreement')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('checkbox'));
      await user.clear(screen.getByLabelText('Password'));
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(screen.getByText('Please input your password')).toBeTruthy();
      expect(calls).toHaveLength(0);
    });

    it.each([
      [422, 'A mistake with your email'],
      [20002, 'This account exists already'],
      [500, 'Fail to sign up, please try it again.'],
    ])('maps code %s to its message', async (code, message) => {
      mockApi(() => apiError(code));
      const { user, reload } = await openModal('register');
      await fill(user);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(reload).not.toHaveBeenCalled();
    });

    it('sends language, time zone, the remembered campaign and the organisation, then signs in', async () => {
      writeCookie('utm_source', 'newsletter');
      writeCookie('utm_campaign', 'spring');
      await setLanguage('es');
      sessionStore.getState().setTimeZone('Europe/Madrid');
      const calls = mockApi(() => apiResponse({ response: LOGIN_FIXTURE }));
      const { user, reload } = await openModal('register');
      await user.type(screen.getByLabelText('Correo electrónico'), 'new@example.com');
      await user.type(screen.getByLabelText('Contraseña'), 'secret');
      await user.click(screen.getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
      await waitFor(() => expect(reload).toHaveBeenCalled());
      expect(calls[0]).toMatchObject({ method: 'POST', path: '/passport/register/email' });
      expect(calls[0]?.body).toEqual({
        email: 'new@example.com',
        password: 'secret',
        checked: true,
        language: 'es',
        time_zone: 'Europe/Madrid',
        utm_source: 'newsletter',
        utm_campaign: 'spring',
        org_id: 1,
      });
      expect(sessionStore.getState().token).toBe('tok-123');
      await act(() => setLanguage('en'));
    });
  });

  describe('reset', () => {
    it('requires the email and announces the link with a 5 s toast', async () => {
      const toasts: unknown[] = [];
      const off = bus.on('toast:show', (toast) => toasts.push(toast));
      const calls = mockApi(() => apiResponse({ response: null }));
      const { user } = await openModal('reset');
      await user.click(screen.getByRole('button', { name: 'Send the link' }));
      expect(screen.getByText('Please input your email')).toBeTruthy();
      await user.type(screen.getByLabelText('Email'), 'learner@example.com');
      await user.click(screen.getByRole('button', { name: 'Send the link' }));
      expect(
        await screen.findByText('A link to reset your password has been sent to your email'),
      ).toBeTruthy();
      expect(calls[0]).toMatchObject({
        method: 'POST',
        path: '/passport/reset/password',
        body: { email: 'learner@example.com', org_id: 1 },
      });
      expect(toasts).toEqual([
        {
          message: 'A link to reset your password has been sent to your email',
          kind: 'success',
          duration: 5000,
        },
      ]);
      off();
    });

    it('says when the email is not registered or invalid', async () => {
      mockApi(() => apiError(404, 404));
      const { user } = await openModal('reset');
      await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
      await user.click(screen.getByRole('button', { name: 'Send the link' }));
      expect(
        await screen.findByText('The email you entered has not been registered or invalid'),
      ).toBeTruthy();
    });
  });
});
