import { screen, within } from '@testing-library/react';
import { signIn } from '../../testing/fixtures.ts';
import { apiError, apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

describe('payouts page', () => {
  it('shows the balance split into the next payout and what is held back, and each payout with its state', async () => {
    signIn();
    mockApi((call) => {
      if (call.path === '/teacher/payouts')
        return apiResponse({
          response: {
            currency: 'CNY',
            balance_minor: 17_000,
            available_minor: 12_000,
            held_back_minor: 5_000,
            list: [
              {
                id: 2,
                period: '2026-11',
                amount_minor: 12_000,
                reference: 'HYP-2026-11-11',
                state: 'exported',
                created_at: '2026-11-20T04:00:00.000Z',
                paid_at: null,
              },
              {
                id: 1,
                period: '2026-10',
                amount_minor: 30_050,
                reference: 'HYP-2026-10-11',
                state: 'paid',
                created_at: '2026-10-20T04:00:00.000Z',
                paid_at: '2026-10-22T04:00:00.000Z',
              },
            ],
          },
        });
      throw new Error(`unexpected ${call.path}`);
    });
    await renderRoute('/en/teach/payouts');
    const balances = within(await screen.findByLabelText('Your earnings'));
    expect(balances.getByText('CN¥170')).toBeTruthy();
    expect(balances.getByText('CN¥120')).toBeTruthy();
    expect(balances.getByText('CN¥50')).toBeTruthy();
    const payouts = within(screen.getByRole('region', { name: 'Your payouts' }));
    expect(payouts.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(payouts.getByText('Sent to the bank')).toBeTruthy();
    expect(payouts.getByText('CN¥300.50')).toBeTruthy();
    expect(payouts.getByText('Paid on Oct 22, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payouts' }).getAttribute('aria-current')).toBe('page');
  });

  it('tells a learner the centre is for teachers', async () => {
    signIn();
    mockApi(() => apiError(403, 403, 'Only teachers can use the teaching centre'));
    await renderRoute('/en/teach/payouts');
    expect(await screen.findByRole('heading', { name: 'For teachers only' })).toBeTruthy();
  });
});
