import { type AccountSettings, EMAIL_PREFERENCE_KINDS, type NotificationPreferences } from '@hanyu/contract';
import { sessionStore } from '@hanyu/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { apiError, callsTo, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const SETTINGS: AccountSettings = {
  email: 'mei@example.com',
  language: 'en',
  time_zone: 'Asia/Shanghai',
  lesson_reminder_emails: true,
};

const NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: Object.fromEntries(
    EMAIL_PREFERENCE_KINDS.map((kind) => [kind, true]),
  ) as NotificationPreferences['email'],
};

function serveSettings(extra: Parameters<typeof serve>[0] = {}) {
  return serve({
    'GET /user/balance': () => ok(BALANCE),
    'GET /user/settings': () => ok(SETTINGS),
    'GET /user/notifications/preferences': () => ok(NOTIFICATION_PREFERENCES),
    ...extra,
  });
}

describe('account settings', () => {
  it('switches the mails of a kind of notification off', async () => {
    signIn(LEARNER);
    const calls = serveSettings({
      'PUT /user/notifications/preferences': (call) =>
        ok({ email: { ...NOTIFICATION_PREFERENCES.email, ...(call.body as NotificationPreferences).email } }),
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/setting');
    const group = within(await screen.findByRole('group', { name: 'Email notifications' }));
    const messages = group.getByRole('checkbox', { name: 'New messages' }) as HTMLInputElement;
    expect(messages.checked).toBe(true);
    expect(group.getByText('Refund decisions and payouts are receipts and are always emailed.')).toBeTruthy();
    await user.click(messages);
    await user.click(screen.getByRole('button', { name: 'Save email choices' }));
    expect(await screen.findByText('Your email choices were saved.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/user/notifications/preferences')[0]?.body).toEqual({
      email: { ...NOTIFICATION_PREFERENCES.email, new_message: false },
    });
    expect(messages.checked).toBe(false);
  });

  it('saves the language, the time zone and the reminder emails, and moves to the language chosen', async () => {
    signIn(LEARNER);
    const calls = serveSettings({
      'PUT /user/settings': (call) => ok({ ...SETTINGS, ...(call.body as object) }),
    });
    const user = userEvent.setup();
    const { router } = await renderRoute('/en/user/setting');
    expect(await screen.findByText('Emails go to mei@example.com.')).toBeTruthy();
    const zone = screen.getByLabelText('Time zone') as HTMLSelectElement;
    expect(zone.selectedOptions[0]?.textContent).toBe('Asia/Shanghai (UTC+8)');

    await user.selectOptions(screen.getByLabelText('Site language'), '日本語');
    await user.selectOptions(zone, 'Europe/Madrid');
    await user.click(screen.getByLabelText('Email me a reminder a day and an hour before each lesson'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/ja/user/setting'));
    expect(callsTo(calls, 'PUT', '/user/settings')[0]?.body).toEqual({
      language: 'ja',
      time_zone: 'Europe/Madrid',
      lesson_reminder_emails: false,
    });
    expect(sessionStore.getState().timeZone).toBe('Europe/Madrid');
  });

  it('says when the settings could not be saved', async () => {
    signIn(LEARNER);
    serveSettings({ 'PUT /user/settings': () => apiError(500) });
    const user = userEvent.setup();
    await renderRoute('/en/user/setting');
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Edit failed, please try again');
  });

  it('changes the password, then signs out and asks to sign in again', async () => {
    signIn(LEARNER);
    let attempts = 0;
    const calls = serveSettings({
      'PUT /user/passport/password': () =>
        ++attempts === 1
          ? apiError(20003, 400, 'The original password is wrong, please try again')
          : ok(null),
    });
    const user = userEvent.setup();
    const { router } = await renderRoute('/en/user/setting');
    const form = within(
      (await screen.findByRole('heading', { name: 'Change password' })).closest('form') as HTMLElement,
    );

    await user.type(form.getByLabelText('Current password'), 'old one');
    await user.type(form.getByLabelText('New password'), 'new passphrase');
    await user.type(form.getByLabelText('New password again'), 'other passphrase');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(form.getByText('The two new passwords are not the same.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/user/passport/password')).toHaveLength(0);

    await user.clear(form.getByLabelText('New password again'));
    await user.type(form.getByLabelText('New password again'), 'new passphrase');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('The original password is wrong, please try again')).toBeTruthy();
    expect(sessionStore.getState().token).toBe('tok');

    await user.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/passport/login'));
    expect(router.state.location.search).toBe(`?redirect_url=${encodeURIComponent('/en/user/setting')}`);
    expect(sessionStore.getState().token).toBeFalsy();
    expect(callsTo(calls, 'PUT', '/user/passport/password')[1]?.body).toEqual({
      old_password: 'old one',
      new_password: 'new passphrase',
    });
  });

  it('explains what deleting the account means, and deletes it with the password', async () => {
    signIn(LEARNER);
    let attempts = 0;
    const calls = serveSettings({
      'POST /user/current/delete': () =>
        ++attempts === 1 ? apiError(20003, 400, 'The password is wrong, please try again') : ok(null),
    });
    const user = userEvent.setup();
    const { router } = await renderRoute('/en/user/setting');
    const section = within(
      (await screen.findByRole('heading', { name: 'Delete account' })).closest('section') as HTMLElement,
    );
    expect(section.getByText(/Orders and payment records are kept/)).toBeTruthy();
    expect(section.getByText(/can no longer sign in with this address/)).toBeTruthy();
    await user.click(section.getByRole('button', { name: 'Delete my account…' }));
    await user.click(section.getByRole('button', { name: 'Delete my account for good' }));
    expect(section.getByText('Please input your password')).toBeTruthy();

    await user.type(section.getByLabelText('Your password, to confirm'), 'not it');
    await user.click(section.getByRole('button', { name: 'Delete my account for good' }));
    expect(await section.findByText('The password is wrong, please try again')).toBeTruthy();

    await user.clear(section.getByLabelText('Your password, to confirm'));
    await user.type(section.getByLabelText('Your password, to confirm'), 'my password');
    await user.click(section.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(sessionStore.getState().user).toBeFalsy();
    expect(callsTo(calls, 'POST', '/user/current/delete')[1]?.body).toEqual({ password: 'my password' });
  });
});
