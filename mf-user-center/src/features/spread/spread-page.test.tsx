import type { InvitesResponse } from '@hanyu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, signIn } from '../../testing/fixtures.ts';
import { ok, renderRoute, serve } from '../../testing/render-route.tsx';

const URL_ = 'https://hanyu.example/en/?invite_code=ABCD2345';
const INVITES: InvitesResponse = {
  invite_code: 'ABCD2345',
  invite_url: URL_,
  currency: 'CNY',
  reward_minor: 2_000,
  rewarded_total_minor: 2_000,
  registered_count: 2,
  rewarded_count: 1,
  list: [
    {
      name: 'an****ng',
      state: 'registered',
      registered_at: '2026-11-20T08:00:00.000Z',
      rewarded_at: null,
      reward_minor: 0,
    },
    {
      name: 'li****ei',
      state: 'rewarded',
      registered_at: '2026-10-02T08:00:00.000Z',
      rewarded_at: '2026-11-10T08:00:00.000Z',
      reward_minor: 2_000,
    },
  ],
  total: 2,
};

const serveInvites = (answer: () => Response) =>
  serve({ 'GET /user/balance': () => ok(BALANCE), 'GET /user/invites': answer });

describe('earn tuition', () => {
  it('shows the invite link, how rewards work, what was earned and each friend with their state', async () => {
    signIn();
    serveInvites(() => ok(INVITES));
    await renderRoute('/en/user/spread');
    expect(((await screen.findByLabelText('Your invite link')) as HTMLInputElement).value).toBe(URL_);
    expect(screen.getByText(/you get CN¥20 in tuition balance/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
    expect(within(screen.getByTestId('spread-earned')).getByText('CN¥20')).toBeTruthy();
    expect(within(screen.getByTestId('spread-invited')).getByText('2')).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Invited friends, newest first' }));
    const [, first, second] = table.getAllByRole('row') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('Registered')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Purchased, rewarded')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('CN¥20')).toBeTruthy();
  });

  it('asks to copy by hand, the link selected, when there is no clipboard', async () => {
    signIn();
    serveInvites(() => ok(INVITES));
    const user = userEvent.setup();
    await renderRoute('/en/user/spread');
    const input = (await screen.findByLabelText('Your invite link')) as HTMLInputElement;
    const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(
        await screen.findByText('Your browser does not support it, please copy it manually'),
      ).toBeTruthy();
      expect(document.activeElement).toBe(input);
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, URL_.length]);
    } finally {
      if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
    }
  });

  it('says when no friend has registered yet', async () => {
    signIn();
    serveInvites(() =>
      ok({ ...INVITES, list: [], total: 0, registered_count: 0, rewarded_count: 0, rewarded_total_minor: 0 }),
    );
    await renderRoute('/en/user/spread');
    expect(await screen.findByRole('heading', { name: 'No friends invited yet' })).toBeTruthy();
  });

  it('offers a retry when the invites cannot be loaded', async () => {
    signIn();
    serveInvites(() => new Response('', { status: 500 }));
    await renderRoute('/en/user/spread');
    expect(await screen.findByTestId('load-error')).toBeTruthy();
  });
});
