import type { PayoutRun } from '@hanyu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asOperator } from '../../testing/fixtures.ts';
import { apiError, apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

const RUN: PayoutRun = {
  id: 3,
  period: '2026-10',
  state: 'created',
  minimum_minor: 10_000,
  cutoff_at: '2026-10-31T16:00:00.000Z',
  total_minor: 120_000,
  payouts: 1,
  created_at: '2026-11-02T02:00:00.000Z',
  exported_at: null,
  paid_at: null,
  list: [
    {
      id: 7,
      teacher_user_id: 11,
      payee_name: 'Ana Li',
      email: 'ana-li@teachers.hanyu.invalid',
      period: '2026-10',
      amount_minor: 120_000,
      held_back_minor: 3_000,
      currency: 'CNY',
      reference: 'HYP-2026-10-11',
      state: 'created',
      created_at: '2026-11-02T02:00:00.000Z',
      paid_at: null,
    },
  ],
};
const { list: _list, ...SUMMARY } = RUN;

describe('payouts section', () => {
  it('starts a run for a month with a minimum and says who was paid and who was carried over', async () => {
    let runs: (typeof SUMMARY)[] = [];
    const calls = mockApi(
      asOperator((call) => {
        if (call.method === 'GET' && call.path === '/operator/payout-runs')
          return apiResponse({ response: { data: runs } });
        if (call.method === 'POST' && call.path === '/operator/payout-runs') {
          runs = [SUMMARY];
          return apiResponse({
            response: {
              ...RUN,
              carried_over: [{ teacher_user_id: 12, payee_name: 'Bo Chen', amount_minor: 800 }],
            },
          });
        }
        throw new Error(`unexpected ${call.method} ${call.path}`);
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/payouts');
    expect(await screen.findByText('No payout runs yet.')).toBeTruthy();
    const month = screen.getByLabelText('Month');
    await user.clear(month);
    await user.type(month, '2026-10');
    await user.clear(screen.getByLabelText('Minimum payout (yuan)'));
    await user.type(screen.getByLabelText('Minimum payout (yuan)'), '100');
    await user.click(screen.getByRole('button', { name: 'Start the run' }));
    const status = within(screen.getByRole('status'));
    expect(await status.findByText(/October 2026: 1 payout, CN¥1,200 in all./)).toBeTruthy();
    expect(status.getByText('Bo Chen: CN¥8')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      period: '2026-10',
      minimum_minor: 10_000,
    });
    const listed = within(screen.getByRole('region', { name: 'Payout runs' }));
    expect(await listed.findByRole('link', { name: 'October 2026' })).toBeTruthy();
    expect(listed.getByText('Not exported')).toBeTruthy();
  });

  it('says a month already run is taken', async () => {
    mockApi(
      asOperator((call) =>
        call.method === 'GET'
          ? apiResponse({ response: { data: [] } })
          : apiError(409, 409, 'A payout run for 2026-10 already exists'),
      ),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/payouts');
    const month = await screen.findByLabelText('Month');
    await user.clear(month);
    await user.type(month, '2026-10');
    await user.click(screen.getByRole('button', { name: 'Start the run' }));
    expect(await screen.findByText('A payout run for October 2026 already exists.')).toBeTruthy();
  });

  it('exports the bank file, then marks the run paid', async () => {
    let run: PayoutRun = RUN;
    const downloads: string[] = [];
    URL.createObjectURL = () => 'blob:payouts';
    URL.revokeObjectURL = () => {};
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      downloads.push(this.download);
    };
    mockApi(
      asOperator((call) => {
        if (call.path === '/operator/payout-runs/3') return apiResponse({ response: run });
        if (call.path === '/operator/payout-runs/3/export') {
          run = { ...run, state: 'exported', list: run.list.map((one) => ({ ...one, state: 'exported' })) };
          return apiResponse({
            response: { filename: 'payouts-2026-10-run-3.csv', csv: 'reference\r\n', run },
          });
        }
        if (call.path === '/operator/payout-runs/3/paid') {
          run = { ...run, state: 'paid', list: run.list.map((one) => ({ ...one, state: 'paid' })) };
          return apiResponse({ response: run });
        }
        throw new Error(`unexpected ${call.method} ${call.path}`);
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/payouts/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout run: October 2026' })).toBeTruthy();
    const table = within(screen.getByRole('table'));
    expect(table.getByText('HYP-2026-10-11')).toBeTruthy();
    expect(table.getByText('CN¥30')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as paid by the bank' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Export the bank file' }));
    expect(downloads).toEqual(['payouts-2026-10-run-3.csv']);
    await user.click(await screen.findByRole('button', { name: 'Mark as paid by the bank' }));
    expect(await table.findAllByText('Paid')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Download the bank file again' })).toBeTruthy();
  });
});
