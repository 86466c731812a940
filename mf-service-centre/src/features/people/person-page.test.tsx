import type { PersonDetail } from '@hanyu/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asOperator } from '../../testing/fixtures.ts';
import {
  apiError,
  apiResponse,
  mockApi,
  type RecordedCall,
  renderRoute,
} from '../../testing/render-route.tsx';

const person = (balance: number, audit: PersonDetail['audit'] = []): PersonDetail => ({
  profile: {
    id: 5,
    email: 'learner@demo.hanyu.example',
    nick_name: 'Emma B.',
    created_at: '2026-01-05T09:00:00.000Z',
    time_zone: 'Europe/Madrid',
    language: 'en',
    is_operator: false,
    company: null,
  },
  wallet: { currency: 'CNY', balance_minor: balance, company_balance_minor: null },
  bills: { list: [], total: 0 },
  orders: [],
  lessons: [],
  linked: { providers: [], family: [] },
  sessions: [{ created_at: '2026-11-27T09:00:00.000Z', expires_at: '2026-12-27T09:00:00.000Z' }],
  audit,
});

describe('people', () => {
  it('finds people with one box and links each to their page', async () => {
    const calls = mockApi(
      asOperator((call) => {
        if (call.path === '/operator/people')
          return apiResponse({
            response: {
              data: [
                {
                  id: 5,
                  email: 'learner@demo.hanyu.example',
                  nick_name: 'Emma B.',
                  created_at: '2026-01-05T09:00:00.000Z',
                },
              ],
            },
          });
        throw new Error(`unexpected ${call.method} ${call.path}`);
      }),
    );
    await renderRoute('/en/service-centre/people?q=learner%40');
    expect(await screen.findByRole('link', { name: 'Emma B.' })).toHaveProperty(
      'href',
      expect.stringContaining('/en/service-centre/people/5'),
    );
    expect(calls.find((call) => call.path === '/operator/people')?.query.get('q')).toBe('learner@');
    expect((screen.getByRole('searchbox', { name: 'Email, name or id' }) as HTMLInputElement).value).toBe(
      'learner@',
    );
  });

  it('credits with a reason and one idempotency key for the form, then shows the new balance', async () => {
    let balance = 0;
    const credits: RecordedCall[] = [];
    mockApi(
      asOperator((call) => {
        if (call.path === '/operator/people/5') return apiResponse({ response: person(balance) });
        if (call.path === '/operator/wallet/credit') {
          credits.push(call);
          if (credits.length === 1) return apiError(0, 0, 'network');
          balance = 5_000;
          return apiResponse({
            response: {
              transfer_id: 1,
              type: 3,
              user: { id: 5, email: 'learner@demo.hanyu.example', nick_name: 'Emma B.' },
              currency: 'CNY',
              amount_minor: 5_000,
              balance_minor: 5_000,
              note: 'Bank transfer',
              created_at: '2026-11-28T01:00:00.000Z',
            },
          });
        }
        throw new Error(`unexpected ${call.method} ${call.path}`);
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/people/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma B.' })).toBeTruthy();

    await user.type(screen.getByLabelText('Amount in yuan'), '0.001');
    await user.type(screen.getByLabelText('Reason (kept in the audit log)'), 'Bank transfer');
    await user.click(screen.getByRole('button', { name: 'Credit the wallet' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Enter an amount above zero (at most two decimals) and the reason.',
    );
    expect(credits).toHaveLength(0);

    await user.clear(screen.getByLabelText('Amount in yuan'));
    await user.type(screen.getByLabelText('Amount in yuan'), '50');
    await user.click(screen.getByRole('button', { name: 'Credit the wallet' }));
    expect(await screen.findByText('The change could not be saved. Try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Credit the wallet' }));
    expect(await screen.findByText('Credited CN¥50. The balance is now CN¥50.')).toBeTruthy();
    expect(credits.map((call) => call.body)).toEqual([
      { user_id: 5, amount_minor: 5_000, note: 'Bank transfer' },
      { user_id: 5, amount_minor: 5_000, note: 'Bank transfer' },
    ]);
    // The retry after no answer carried the same key: the server credits once.
    const keys = credits.map((call) => call.headers.get('idempotency-key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(screen.getByTestId('person-balance').textContent).toBe('CN¥50'));
  });
});
