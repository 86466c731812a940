import type { Order } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { formatDateTime } from '@hanyu/ui';
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BALANCE,
  CANCELLED_ORDER,
  COMPANY_BALANCE,
  COMPANY_LEARNER,
  LEARNER,
  ORDER,
  PAID_ORDER,
  signIn,
} from '../../testing/fixtures.ts';
import { apiError, callsTo, ok, type RecordedCall, renderRoute, serve } from '../../testing/render-route.tsx';

const orderCard = async (title: string) => within(await screen.findByRole('article', { name: title }));

/** An API with one order list, which paying and cancelling change as the server would. */
function serveOrders(orders: Order[], handlers: Record<string, (call: RecordedCall) => Response> = {}) {
  let list = orders;
  const replace = (changed: Order) => {
    list = list.map((order) => (order.id === changed.id ? changed : order));
    return ok(changed);
  };
  const calls = serve({
    'GET /user/balance': () => ok(BALANCE),
    'GET /user/orders': () => ok({ list, total: list.length }),
    'GET /user/refunds': () => ok({ list: [] }),
    'POST /user/order/501/pay': () => replace({ ...ORDER, status: 1, paid_at: '2026-03-03T01:00:00.000Z' }),
    'POST /user/order/501/cancel': () =>
      replace({ ...ORDER, status: 4, cancelled_at: '2026-03-03T01:00:00.000Z' }),
    ...handlers,
  });
  return calls;
}

describe('orders', () => {
  it('shows each order: course, kind, lessons, prices, coupon, times in the user’s zone and status', async () => {
    signIn(LEARNER, 'America/New_York');
    const calls = serveOrders([ORDER, { ...PAID_ORDER, company_paid: true }]);
    await renderRoute('/en/user/order');

    const paid = await orderCard('HSK 3 small group');
    expect(paid.getByText('Small-group live class')).toBeTruthy();
    expect(paid.getByText('Paid', { selector: 'span' })).toBeTruthy();
    expect(paid.getByRole('link', { name: 'HSK 3 small group' }).getAttribute('href')).toBe('/en/i/32');
    expect(paid.getByText('Lessons: 12 × 60 min')).toBeTruthy();
    expect(paid.getByRole('link', { name: 'Class sessions and replays' }).getAttribute('href')).toBe(
      '/en/learning/group/32',
    );
    const price = (label: string) =>
      paid.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(price('Quantity')).toBe('2');
    expect(price('Amount')).toBe('CN¥600');
    expect(paid.getByText('Coupon SPRING')).toBeTruthy();
    expect(price('Total')).toBe('CN¥550');
    expect(paid.getByText('Discount', { exact: false, selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '−CN¥50',
    );
    expect(paid.getByText('Paid by your company')).toBeTruthy();
    expect(paid.getByText('Order 502')).toBeTruthy();
    const inZone = (iso: string) => formatDateTime(iso, 'en', 'America/New_York');
    expect(paid.getByText(inZone(PAID_ORDER.created_at)).getAttribute('datetime')).toBe(
      PAID_ORDER.created_at,
    );
    expect(paid.getByText(inZone(PAID_ORDER.paid_at ?? ''))).toBeTruthy();
    expect(paid.queryByRole('button')).toBeNull();
    const zoneNote = 'Times are shown in your time zone, America/New_York.';
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === zoneNote),
    ).toBeTruthy();

    const awaiting = await orderCard('Everyday Mandarin');
    expect(awaiting.getByText('Awaiting payment', { selector: 'span' })).toBeTruthy();
    expect(awaiting.queryByText('Discount')).toBeNull();
    expect(awaiting.queryByText('Paid by your company')).toBeNull();
    expect(awaiting.getByRole('button', { name: 'Pay CN¥198' })).toBeTruthy();
    expect(awaiting.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    // Not paid yet: no way to lessons it does not give yet.
    expect(awaiting.queryByRole('link', { name: 'My lessons of this course' })).toBeNull();

    const [request] = callsTo(calls, 'GET', '/user/orders');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ language: 'en', page: '1', size: '10' });
  });

  it('filters by status from the URL, with tabs that keep the filter in the URL', async () => {
    signIn(LEARNER);
    const calls = serveOrders([ORDER]);
    const user = userEvent.setup();
    await renderRoute('/en/user/order?status=0');
    await orderCard('Everyday Mandarin');
    const tabs = within(screen.getByRole('navigation', { name: 'Order status' }));
    expect(tabs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/en/user/order'],
      ['Awaiting payment', '/en/user/order?status=0'],
      ['Paid', '/en/user/order?status=1'],
      ['Cancelled', '/en/user/order?status=4'],
    ]);
    expect(tabs.getByRole('link', { name: 'Awaiting payment' }).getAttribute('aria-current')).toBe('page');
    expect(callsTo(calls, 'GET', '/user/orders')[0]?.query.get('status')).toBe('0');

    await user.click(tabs.getByRole('link', { name: 'Cancelled' }));
    await waitFor(() => expect(callsTo(calls, 'GET', '/user/orders')).toHaveLength(2));
    expect(callsTo(calls, 'GET', '/user/orders')[1]?.query.get('status')).toBe('4');
    await waitFor(() =>
      expect(tabs.getByRole('link', { name: 'Cancelled' }).getAttribute('aria-current')).toBe('page'),
    );
    // Moving between statuses keeps the balance the area read.
    expect(callsTo(calls, 'GET', '/user/balance')).toHaveLength(1);
  });

  it('asks for the page in the URL and offers the others', async () => {
    signIn(LEARNER);
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () => ok({ list: [PAID_ORDER], total: 25 }),
      'GET /user/refunds': () => ok({ list: [] }),
    });
    await renderRoute('/en/user/order?status=1&page=2');
    await orderCard('HSK 3 small group');
    expect(Object.fromEntries(callsTo(calls, 'GET', '/user/orders')[0]?.query ?? [])).toEqual({
      language: 'en',
      status: '1',
      page: '2',
      size: '10',
    });
    const pager = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(pager.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/en/user/order?status=1&page=3',
    );
    expect(pager.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe(
      '/en/user/order?status=1',
    );
  });

  it.each([
    ['', 'No orders yet'],
    ['?status=0', 'Nothing awaiting payment'],
    ['?status=1', 'No paid orders'],
    ['?status=4', 'No cancelled orders'],
  ])('says what an empty list of %s means', async (query, title) => {
    signIn(LEARNER);
    serveOrders([]);
    await renderRoute(`/en/user/order${query}`);
    const empty = within(await screen.findByTestId('list-empty'));
    expect(empty.getByRole('heading', { name: title })).toBeTruthy();
    expect(empty.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/en/live');
  });

  it('leads back to the first page from a page past the end', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () => ok({ list: [], total: 4 }),
      'GET /user/refunds': () => ok({ list: [] }),
    });
    await renderRoute('/en/user/order?status=1&page=7');
    const empty = within(await screen.findByTestId('list-empty'));
    expect(empty.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/en/user/order?status=1',
    );
  });

  it('says in the area, the menu beside it, when the list cannot be loaded, and loads it again on request', async () => {
    signIn(LEARNER);
    let failing = true;
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () => (failing ? apiError(500) : ok({ list: [ORDER], total: 1 })),
      'GET /user/refunds': () => ok({ list: [] }),
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/order');
    const problem = within(await screen.findByTestId('load-error'));
    expect(problem.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeTruthy();
    expect(screen.getByTestId('menu-balance').textContent).toContain('CN¥302');
    failing = false;
    await user.click(problem.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Everyday Mandarin' })).toBeTruthy();
    expect(callsTo(calls, 'GET', '/user/orders')).toHaveLength(2);
    expect(screen.queryByTestId('load-error')).toBeNull();
  });

  it('pays with an idempotency key and sends the same key when the payment is tried again', async () => {
    signIn(LEARNER);
    let payAttempts = 0;
    const calls = serveOrders([ORDER], {
      'POST /user/order/501/pay': () => (++payAttempts === 1 ? apiError(500) : ok({ ...ORDER, status: 1 })),
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/order');
    const card = await orderCard('Everyday Mandarin');

    await user.click(card.getByRole('button', { name: 'Pay CN¥198' }));
    expect((await card.findByRole('alert')).textContent).toBe(
      'The payment could not be completed. Please try again.',
    );
    await user.click(card.getByRole('button', { name: 'Pay CN¥198' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/user/order/501/pay')).toHaveLength(2));

    const [first, retry] = callsTo(calls, 'POST', '/user/order/501/pay');
    const key = first?.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry?.headers.get('Idempotency-Key')).toBe(key);
    expect(first?.body).toEqual({ payment_method: 'balance' });
    expect(first?.query.get('language')).toBe('en');
  });

  it('after paying refreshes the list, reads the balance again and announces it', async () => {
    signIn(LEARNER);
    const announced: number[] = [];
    const off = bus.on('balance:changed', ({ balance_minor }) => announced.push(balance_minor));
    const calls = serveOrders([ORDER]);
    const user = userEvent.setup();
    await renderRoute('/en/user/order');
    const card = await orderCard('Everyday Mandarin');
    await waitFor(() => expect(announced).toHaveLength(1));

    await user.click(card.getByRole('button', { name: 'Pay CN¥198' }));
    const notice = await screen.findByText('Order 501 is paid.');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(
      await (await orderCard('Everyday Mandarin')).findByText('Paid', { selector: 'span' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay CN¥198' })).toBeNull();
    // The live course it bought: its lessons, once paid.
    expect(
      (await orderCard('Everyday Mandarin'))
        .getByRole('link', { name: 'My lessons of this course' })
        .getAttribute('href'),
    ).toBe('/en/learning/live/31');
    expect(callsTo(calls, 'GET', '/user/orders')).toHaveLength(2);
    expect(callsTo(calls, 'GET', '/user/balance')).toHaveLength(2);
    await waitFor(() => expect(announced).toHaveLength(2));
    off();
  });

  it('says how much is missing and links to a top-up of it that comes back here', async () => {
    signIn(LEARNER);
    const calls = serveOrders([ORDER], {
      'POST /user/order/501/pay': () => apiError(20101, 409, 'Not enough balance, 148.00 yuan missing'),
      'GET /user/balance': () => ok({ ...BALANCE, balance_minor: 5_000 }),
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/order?status=0');
    const card = await orderCard('Everyday Mandarin');
    await user.click(card.getByRole('button', { name: 'Pay CN¥198' }));

    const alert = within(await card.findByRole('alert'));
    expect(alert.getByText('Not enough balance, CN¥148 missing')).toBeTruthy();
    expect(alert.getByRole('link', { name: 'Top up CN¥148' }).getAttribute('href')).toBe(
      '/en/top-up?amount=148&return=%2Fen%2Fuser%2Forder%3Fstatus%3D0',
    );
    // Read again after the refusal, quietly: the page says what went wrong itself.
    expect(callsTo(calls, 'GET', '/user/balance')).toHaveLength(2);
  });

  it('tells a company-paid learner to contact the service centre, with no top-up', async () => {
    signIn(COMPANY_LEARNER);
    serveOrders([{ ...ORDER, company_paid: true }], {
      'GET /user/balance': () => ok(COMPANY_BALANCE),
      'POST /user/order/501/pay': () => apiError(20102, 409),
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/order');
    const card = await orderCard('Everyday Mandarin');
    await user.click(card.getByRole('button', { name: 'Pay CN¥198' }));
    const alert = within(await card.findByRole('alert'));
    expect(alert.getByText('Not enough company balance, please contact the service centre')).toBeTruthy();
    expect(alert.queryByRole('link')).toBeNull();
  });

  it('says an order paid elsewhere is no longer awaiting payment, and refreshes the list', async () => {
    signIn(LEARNER);
    let listed: Order[] = [ORDER, { ...ORDER, id: 504, course_title: 'Business Chinese' }];
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () => ok({ list: listed, total: listed.length }),
      'GET /user/refunds': () => ok({ list: [] }),
      'POST /user/order/501/pay': () => {
        listed = [{ ...ORDER, status: 1 }, ...listed.slice(1)];
        return apiError(20107, 409);
      },
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/order');
    const card = await orderCard('Everyday Mandarin');
    await user.click(card.getByRole('button', { name: 'Pay CN¥198' }));
    expect((await card.findByRole('alert')).textContent).toBe('The order is not awaiting payment');
    await waitFor(() => expect(callsTo(calls, 'GET', '/user/orders')).toHaveLength(2));
    const refreshed = await orderCard('Everyday Mandarin');
    expect(await refreshed.findByText('Paid', { selector: 'span' })).toBeTruthy();
    expect(
      within(await screen.findByRole('article', { name: 'Business Chinese' })).getByRole('button', {
        name: 'Pay CN¥198',
      }),
    ).toBeTruthy();
  });

  it('asks before cancelling: keeping the order, by button or Escape, changes nothing', async () => {
    signIn(LEARNER);
    const calls = serveOrders([ORDER]);
    const user = userEvent.setup();
    await renderRoute('/en/user/order');
    const card = await orderCard('Everyday Mandarin');
    const cancel = card.getByRole('button', { name: 'Cancel order' });

    await user.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(
      within(dialog).getByText(
        'Order 501 for “Everyday Mandarin” will be cancelled. Anything it took from your balance goes back to it.',
      ),
    ).toBeTruthy();
    const keep = within(dialog).getByRole('button', { name: 'Keep the order' });
    expect(document.activeElement).toBe(keep);
    // Tab stays inside the dialog.
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await user.tab();
    expect(document.activeElement).toBe(keep);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(cancel);

    await user.click(cancel);
    await user.click(await screen.findByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, 'POST', '/user/order/501/cancel')).toHaveLength(0);
    expect(callsTo(calls, 'GET', '/user/orders')).toHaveLength(1);
  });

  it('cancels once confirmed, refreshes the list and announces the balance read again', async () => {
    signIn(LEARNER);
    const announced: number[] = [];
    const off = bus.on('balance:changed', ({ balance_minor }) => announced.push(balance_minor));
    const calls = serveOrders([ORDER, CANCELLED_ORDER]);
    const user = userEvent.setup();
    await renderRoute('/en/user/order');
    const card = await orderCard('Everyday Mandarin');
    await waitFor(() => expect(announced).toHaveLength(1));

    await user.click(card.getByRole('button', { name: 'Cancel order' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));

    expect(await screen.findByText('Order 501 was cancelled.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [cancelCall] = callsTo(calls, 'POST', '/user/order/501/cancel');
    expect(cancelCall?.query.get('language')).toBe('en');
    await waitFor(() => expect(callsTo(calls, 'GET', '/user/orders')).toHaveLength(2));
    const refreshed = await orderCard('Everyday Mandarin');
    expect(await refreshed.findByText('Cancelled', { selector: 'span' })).toBeTruthy();
    expect(refreshed.queryByRole('button')).toBeNull();
    await waitFor(() => expect(announced).toHaveLength(2));
    expect(callsTo(calls, 'GET', '/user/balance')).toHaveLength(2);
    off();
  });

  it('keeps the dialog open and says why when cancelling fails', async () => {
    signIn(LEARNER);
    serveOrders([ORDER], { 'POST /user/order/501/cancel': () => apiError(500) });
    const user = userEvent.setup();
    await renderRoute('/en/user/order');
    const card = await orderCard('Everyday Mandarin');
    await user.click(card.getByRole('button', { name: 'Cancel order' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = within(screen.getByRole('dialog'));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'The order could not be cancelled. Please try again.',
    );
    expect(dialog.getByRole('button', { name: 'Cancel the order' })).toBeTruthy();
  });

  it('keeps the menu around a page that fails to render, with a retry', async () => {
    signIn(LEARNER);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () => ok({ total: 1 }),
      'GET /user/refunds': () => ok({ list: [] }),
    });
    await renderRoute('/en/user/order');
    const problem = within(await screen.findByTestId('load-error'));
    expect(problem.getByRole('heading', { name: 'This page could not be shown' })).toBeTruthy();
    expect(problem.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeTruthy();
    quiet.mockRestore();
  });
});

describe('refunds of orders', () => {
  const RECENT: Order = { ...PAID_ORDER, paid_at: new Date(Date.now() - 86_400_000).toISOString() };

  it('asks for a refund of a recent paid order with a reason, then says it is being looked at', async () => {
    signIn(LEARNER);
    let refunds: unknown[] = [];
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () => ok({ list: [RECENT, PAID_ORDER], total: 2 }),
      'GET /user/refunds': () => ok({ list: refunds }),
      'POST /user/order/502/refund': () => {
        refunds = [
          {
            id: 9,
            order_id: 502,
            state: 'open',
            reason: 'Not for me',
            reply: null,
            refunded_minor: null,
            created_at: new Date().toISOString(),
            decided_at: null,
          },
        ];
        return ok(refunds[0]);
      },
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/order');
    const [recent, old] = await screen.findAllByRole('article', { name: 'HSK 3 small group' });
    // Paid more than 30 days ago: no refund.
    expect(within(old as HTMLElement).queryByRole('button', { name: 'Ask for a refund' })).toBeNull();
    const card = within(recent as HTMLElement);
    await user.click(card.getByRole('button', { name: 'Ask for a refund' }));
    await user.click(card.getByRole('button', { name: 'Send the request' }));
    expect((await card.findByRole('alert')).textContent).toBe('Please tell us why you would like a refund.');
    await user.type(card.getByRole('textbox', { name: 'Why would you like a refund?' }), 'Not for me');
    await user.click(card.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/user/order/502/refund')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/user/order/502/refund')[0]?.body).toEqual({ reason: 'Not for me' });
    expect(
      await card.findByText(
        'You asked for a refund. The service centre is looking at it and will answer here and by email.',
      ),
    ).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Ask for a refund' })).toBeNull();
  });

  it("shows the service centre's reply, and says a refusal in the page's language", async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () =>
        ok({
          list: [
            { ...RECENT, status: 4 },
            { ...RECENT, id: 505 },
          ],
          total: 2,
        }),
      'GET /user/refunds': () =>
        ok({
          list: [
            {
              id: 8,
              order_id: 502,
              state: 'approved',
              reason: 'Moving abroad',
              reply: 'Refunded the unused lessons',
              refunded_minor: 40_000,
              created_at: '2026-03-02T10:00:00.000Z',
              decided_at: '2026-03-03T10:00:00.000Z',
            },
          ],
        }),
      'POST /user/order/505/refund': () => apiError(20603, 409),
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/order');
    const [refunded, other] = await screen.findAllByRole('article', { name: 'HSK 3 small group' });
    const done = within(refunded as HTMLElement);
    expect(done.getByText('Refunded: CN¥400 went back to the balance it was paid from.')).toBeTruthy();
    expect(done.getByText('The service centre replied: Refunded the unused lessons')).toBeTruthy();
    const card = within(other as HTMLElement);
    await user.click(card.getByRole('button', { name: 'Ask for a refund' }));
    await user.type(card.getByRole('textbox'), 'Changed my mind');
    await user.click(card.getByRole('button', { name: 'Send the request' }));
    expect((await card.findByRole('alert')).textContent).toBe(
      'You have already asked for a refund of this order; the service centre is looking at it.',
    );
  });
});
