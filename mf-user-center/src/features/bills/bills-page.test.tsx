import { formatDateTime } from '@hanyu/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { apiError, callsTo, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const BILLS = [
  {
    id: 91,
    type: 5,
    amount: 19_800,
    balance_after: 30_200,
    description: 'Order 501 cancelled',
    order_id: 501,
    gateway: null,
    created_at: '2026-03-03T01:00:00.000Z',
  },
  {
    id: 90,
    type: 2,
    amount: -19_800,
    balance_after: 10_400,
    description: 'Order 501',
    order_id: 501,
    gateway: null,
    created_at: '2026-03-02T08:00:05.000Z',
  },
  {
    id: 89,
    type: 1,
    amount: 30_000,
    balance_after: 30_200,
    description: 'Top-up through alipay',
    order_id: null,
    gateway: 'alipay',
    created_at: '2026-03-01T23:30:00.000Z',
  },
];

function serveBills(
  answer: () => Response | Promise<Response> = () => ok({ list: BILLS, total: BILLS.length }),
) {
  return serve({ 'GET /user/balance': () => ok(BALANCE), 'GET /user/bills': answer });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('bills', () => {
  it('lists the bills with their type, description, signed amount, balance after and time in the user’s zone', async () => {
    signIn(LEARNER, 'Asia/Tokyo');
    const calls = serveBills();
    await renderRoute('/en/user/bill');
    const table = within(await screen.findByRole('table', { name: 'Bills, newest first' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Time',
      'Type',
      'Description',
      'Amount',
      'Balance after',
    ]);
    const [, refund, purchase, topUp] = table.getAllByRole('row') as HTMLElement[];
    const at = (iso: string) => formatDateTime(iso, 'en', 'Asia/Tokyo');
    expect(cellsOf(refund as HTMLElement)).toEqual([
      at('2026-03-03T01:00:00.000Z'),
      'Refund on order cancel',
      'Order 501 cancelled',
      'Credit +CN¥198',
      'CN¥302',
    ]);
    expect(cellsOf(purchase as HTMLElement)).toEqual([
      at('2026-03-02T08:00:05.000Z'),
      'Buy courses',
      'Order 501',
      'Debit \u2212CN¥198',
      'CN¥104',
    ]);
    expect(cellsOf(topUp as HTMLElement)[1]).toBe('Recharge');
    expect(Object.fromEntries(callsTo(calls, 'GET', '/user/bills')[0]?.query ?? [])).toEqual({
      page: '1',
      size: '20',
    });
  });

  it('filters by the seven bill types of SPEC §3, kept in the URL', async () => {
    signIn(LEARNER);
    const calls = serveBills();
    const user = userEvent.setup();
    await renderRoute('/en/user/bill?type=2&page=2');
    await screen.findByRole('table');
    expect(Object.fromEntries(callsTo(calls, 'GET', '/user/bills')[0]?.query ?? [])).toEqual({
      type: '2',
      page: '2',
      size: '20',
    });
    const filter = within(screen.getByRole('navigation', { name: 'Bill type' }));
    expect(filter.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/en/user/bill'],
      ['Recharge', '/en/user/bill?type=1'],
      ['Buy courses', '/en/user/bill?type=2'],
      ['Recharge by the service centre', '/en/user/bill?type=3'],
      ['Deduction', '/en/user/bill?type=4'],
      ['Refund on order cancel', '/en/user/bill?type=5'],
      ['Recharge gift', '/en/user/bill?type=6'],
      ['Reward', '/en/user/bill?type=7'],
    ]);
    expect(filter.getByRole('link', { name: 'Buy courses' }).getAttribute('aria-current')).toBe('page');

    await user.click(filter.getByRole('link', { name: 'Reward' }));
    await waitFor(() => expect(callsTo(calls, 'GET', '/user/bills')[1]?.query.get('type')).toBe('7'));
  });

  it('ignores an unknown type in the URL', async () => {
    signIn(LEARNER);
    const calls = serveBills();
    await renderRoute('/en/user/bill?type=9');
    await screen.findByRole('table');
    expect(callsTo(calls, 'GET', '/user/bills')[0]?.query.has('type')).toBe(false);
  });

  it('names the bill types in the page language', async () => {
    signIn(LEARNER);
    serveBills();
    await renderRoute('/ja/user/bill');
    const table = within(await screen.findByRole('table'));
    expect(table.getByText('注文キャンセルによる返金')).toBeTruthy();
    expect(table.getByText('コース購入')).toBeTruthy();
  });

  it('writes what each bill is about in the page language, not the English it was stored with', async () => {
    signIn(LEARNER);
    serveBills(() =>
      ok({
        list: [
          ...BILLS,
          { ...BILLS[2], id: 88, type: 6, amount: 5_000, description: 'Recharge gift', gateway: 'alipay' },
          { ...BILLS[2], id: 87, type: 3, description: 'Bank transfer 2026-02-28', gateway: null },
        ],
        total: 5,
      }),
    );
    await renderRoute('/ko/user/bill');
    const table = within(await screen.findByRole('table'));
    const descriptions = (table.getAllByRole('row') as HTMLElement[]).slice(1).map((row) => cellsOf(row)[2]);
    // The service centre's own note stays as it was written.
    expect(descriptions).toEqual([
      '주문 501 취소',
      '주문 501',
      'Alipay(으)로 충전',
      '충전 보너스',
      'Bank transfer 2026-02-28',
    ]);
  });

  it('says when there are no bills, or none of a type with the way back to all', async () => {
    signIn(LEARNER);
    serveBills(() => ok({ list: [], total: 0 }));
    const view = await renderRoute('/en/user/bill');
    expect(await screen.findByRole('heading', { name: 'No bills yet' })).toBeTruthy();
    view.unmount();

    await renderRoute('/en/user/bill?type=7');
    const empty = within(await screen.findByTestId('list-empty'));
    expect(empty.getByRole('heading', { name: 'No bills of this type' })).toBeTruthy();
    expect(empty.getByRole('link', { name: 'Show all bills' }).getAttribute('href')).toBe('/en/user/bill');
  });

  it('offers a retry, the menu still there, when the bills cannot be loaded', async () => {
    signIn(LEARNER);
    let failing = true;
    const calls = serveBills(() => (failing ? apiError(500) : ok({ list: BILLS, total: 3 })));
    const user = userEvent.setup();
    await renderRoute('/en/user/bill');
    const problem = within(await screen.findByTestId('load-error'));
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeTruthy();
    failing = false;
    await user.click(problem.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/user/bills')).toHaveLength(2);
  });
});
