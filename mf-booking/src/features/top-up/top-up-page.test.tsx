import { bus } from '@hanyu/event-bus';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, CREATED_TOP_UP } from '../../testing/fixtures.ts';
import {
  apiError,
  apiResponse,
  mockApi,
  type RecordedCall,
  renderRoute,
} from '../../testing/render-route.tsx';
import { gatewayNavigation, returnPathOf } from '../money/gateway-trip.ts';

const originalMatchMedia = window.matchMedia;
let assign: jest.SpiedFunction<typeof gatewayNavigation.assign>;

beforeEach(() => {
  sessionStorage.clear();
  assign = jest.spyOn(gatewayNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.matchMedia = originalMatchMedia;
});

/** The API: the balance, and top-ups answered by `createTopUp`. */
function serve(
  createTopUp: (call: RecordedCall) => Response = () => apiResponse({ response: CREATED_TOP_UP }),
) {
  return mockApi((call) =>
    call.path === '/user/balance' ? apiResponse({ response: BALANCE }) : createTopUp(call),
  );
}

const topUps = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/user/top-up');

describe('top-up', () => {
  it('shows the current balance, announces it, and pre-fills the amount from the URL', async () => {
    const balances: unknown[] = [];
    const off = bus.on('balance:changed', (payload) => balances.push(payload));
    serve();
    await renderRoute('/en/top-up?amount=13');
    expect(await screen.findByText('CN¥302')).toBeTruthy();
    expect((screen.getByLabelText('Amount in yuan') as HTMLInputElement).value).toBe('13');
    expect(balances).toEqual([{ balance_minor: 30_200, currency: 'CNY' }]);
    off();
  });

  it('still offers the top-up when the balance cannot be read', async () => {
    mockApi(() => apiError(500, 500));
    await renderRoute('/en/top-up?amount=13');
    expect(await screen.findByText('Your balance could not be loaded right now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Top up CN¥13' })).toHaveProperty('disabled', false);
  });

  it('refuses an amount that is not whole yuan, and keeps the bounds', async () => {
    const calls = serve();
    const user = userEvent.setup();
    await renderRoute('/en/top-up');
    const amount = await screen.findByLabelText('Amount in yuan');
    await user.type(amount, '12.5');
    await user.click(screen.getByRole('button', { name: 'Top up your balance' }));
    expect(screen.getByText('Amount must be an integer')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);

    await user.clear(amount);
    await user.type(amount, '0');
    expect(screen.getByText('The smallest top-up is CN¥1')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '50001');
    expect(screen.getByText('The largest top-up is CN¥50,000')).toBeTruthy();
    expect(topUps(calls)).toHaveLength(0);
  });

  it('says which gift the amount reaches, and how much more brings one', async () => {
    serve();
    const user = userEvent.setup();
    await renderRoute('/en/top-up');
    await user.type(await screen.findByLabelText('Amount in yuan'), '100');
    expect(screen.getByText('Top up CN¥1,000 or more to get CN¥50 more as a gift.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'CN¥2,000' }));
    expect(screen.getByText('You get CN¥100 more as a recharge gift.')).toBeTruthy();
    const reached = screen.getByRole('row', { name: 'CN¥2,000 or more +CN¥100' });
    expect(reached.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Top up CN¥2,000' })).toBeTruthy();
  });

  it('starts the top-up in the page language for the payer’s device, then leaves for the gateway', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 640px)',
    })) as typeof window.matchMedia;
    const calls = serve();
    const user = userEvent.setup();
    await renderRoute(`/ja/top-up?amount=1000&return=${encodeURIComponent('/ja/checkout?sku=7&quantity=2')}`);
    expect(
      await screen.findByText('PayPal では、人民元をその日のレートで換算した別の通貨で請求されます。'),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    await user.click(screen.getByRole('button', { name: /チャージ$/ }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CREATED_TOP_UP.redirect_url));
    const [created] = topUps(calls);
    expect(created?.method).toBe('POST');
    expect(created?.body).toEqual({ amount: 1000, gateway: 'paypal', device: 'phone', language: 'ja' });
    expect(created?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(returnPathOf(CREATED_TOP_UP.id)).toBe('/ja/checkout?sku=7&quantity=2');
    expect(screen.getByRole('button', { name: 'PayPal に移動しています…' })).toHaveProperty('disabled', true);
  });

  it('pays on the desktop page from a wide screen, and never remembers a return to another site', async () => {
    const calls = serve();
    const user = userEvent.setup();
    await renderRoute('/en/top-up?amount=50&return=%2F%2Fevil.example%2Fx');
    await user.click(await screen.findByRole('button', { name: 'Top up CN¥50' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(topUps(calls)[0]?.body).toMatchObject({ device: 'pc', gateway: 'alipay', language: 'en' });
    expect(returnPathOf(CREATED_TOP_UP.id)).toBeUndefined();
  });

  it('retries a failed start with the same idempotency key', async () => {
    let answers = 0;
    const calls = serve(() =>
      answers++ === 0 ? apiError(502, 502) : apiResponse({ response: CREATED_TOP_UP }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/top-up?amount=100');
    await user.click(await screen.findByRole('button', { name: 'Top up CN¥100' }));
    expect(
      await screen.findByText('The payment service did not answer. Please try again later.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Top up CN¥100' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const [first, second] = topUps(calls);
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('labels the gateways as a sandbox once a top-up answer says so', async () => {
    serve(() => apiResponse({ response: { ...CREATED_TOP_UP, sandbox: true } }));
    const user = userEvent.setup();
    await renderRoute('/en/top-up?amount=100');
    expect(await screen.findByText('Alipay')).toBeTruthy();
    expect(screen.queryByText('Sandbox: no real money moves')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Top up CN¥100' }));
    expect(await screen.findByText('Sandbox: no real money moves')).toBeTruthy();
  });
});
