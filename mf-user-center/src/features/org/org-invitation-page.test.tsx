import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { apiError, callsTo, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const TOKEN = 'a'.repeat(43);
const OPEN = {
  organisation: 'School Ltd',
  email: 'mei@example.com',
  state: 'open',
  expires_at: '2026-12-12T00:00:00.000Z',
  for_caller: true,
};

describe('a company invitation', () => {
  it('is accepted by the person invited', async () => {
    signIn(LEARNER);
    let accepted = false;
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/org/invitation': () => ok({ ...OPEN, state: accepted ? 'accepted' : 'open' }),
      'POST /user/org/invitation/accept': () => {
        accepted = true;
        return ok({ organisation: 'School Ltd', show_name: 'School Ltd' });
      },
    });
    const user = userEvent.setup();
    await renderRoute(`/en/user/org-invitation?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'School Ltd invites mei@example.com to learn Chinese at its expense: the company pays for your courses.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('Welcome! School Ltd now pays for your courses.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/user/org/invitation/accept')[0]?.body).toEqual({ token: TOKEN });
  });

  it('tells someone else whom it was sent to, and a missing one that it does not exist', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/org/invitation': (call) =>
        call.query.get('token') === TOKEN ? ok({ ...OPEN, for_caller: false }) : apiError(404),
    });
    await renderRoute(`/en/user/org-invitation?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This invitation is for someone else' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });

  it('says when the link names no invitation', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/org/invitation': () => apiError(404),
    });
    await renderRoute(`/en/user/org-invitation?token=${'b'.repeat(43)}`);
    expect(await screen.findByRole('heading', { name: 'This invitation does not exist' })).toBeTruthy();
  });
});
