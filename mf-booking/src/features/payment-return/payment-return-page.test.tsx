import type { TopUp } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, TOP_UP } from '../../testing/fixtures.ts';
import {
  apiError,
  apiResponse,
  mockApi,
  type RecordedCall,
  renderRoute,
} from '../../testing/render-route.tsx';
import { rememberReturnPath } from '../money/gateway-trip.ts';
import { pause } from './top-up-wait.ts';

let sleep: jest.SpiedFunction<typeof pause.sleep>;

beforeEach(() => {
  sessionStorage.clear();
  // The page's pauses between checks take no time here; each test says what the API answers.
  sleep = jest.spyOn(pause, 'sleep').mockResolvedValue(undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** The API: the top-up answered in turn by `answers` (the last one again and again), and the balance. */
function serve(...answers: Array<Partial<TopUp> | Response>) {
  let turn = 0;
  return mockApi((call) => {
    if (call.path === '/user/balance') return apiResponse({ response: BALANCE });
    const answer = answers[Math.min(turn++, answers.length - 1)];
    return answer instanceof Response ? answer.clone() : apiResponse({ response: { ...TOP_UP, ...answer } });
  });
}

const checks = (calls: RecordedCall[]) => calls.filter((call) => call.path.startsWith('/user/top-up/'));

describe('payment redirect pages', () => {
  it('checks while the payment is pending, then credits the top-up and its gift', async () => {
    let release: () => void = () => undefined;
    sleep.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve())));
    rememberReturnPath(88, '/en/checkout?sku=7&quantity=2');
    const balances: unknown[] = [];
    const off = bus.on('balance:changed', (payload) => balances.push(payload));
    const calls = serve({}, {}, { status: 'paid' });
    await renderRoute('/en/redirect/alipay?top_up=88&out_trade_no=TU1&sign=abc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Alipay payment' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Checking your payment…');
    expect(await screen.findByText('Top-up of CN¥1,000')).toBeTruthy();
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Top-up complete' })).toBeTruthy();
    expect(screen.getByText('CN¥1,000 was added to your balance.')).toBeTruthy();
    expect(screen.getByText('Plus a recharge gift of CN¥50.')).toBeTruthy();
    expect(await screen.findByText('Your balance is now CN¥302.')).toBeTruthy();
    expect(balances.at(-1)).toEqual({ balance_minor: 30_200, currency: 'CNY' });
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/en/checkout?sku=7&quantity=2',
    );
    expect(screen.getByRole('link', { name: 'See my balance and bills' }).getAttribute('href')).toBe(
      '/en/user/bill',
    );
    expect(checks(calls).map((call) => call.path)).toEqual([
      '/user/top-up/88',
      '/user/top-up/88',
      '/user/top-up/88',
    ]);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1_000, 1_500]);
    off();
  });

  it('says a failed payment word for word, with a way to top up again', async () => {
    rememberReturnPath(88, '/en/checkout?sku=7');
    serve({ status: 'failed' });
    await renderRoute('/en/redirect/alipay?top_up=88');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText('Payment was not successful, please try again later')).toBeTruthy();
    const again = new URL(
      screen.getByRole('link', { name: 'Top up again' }).getAttribute('href') ?? '',
      'http://site.test',
    );
    expect(again.pathname).toBe('/en/top-up');
    expect(again.searchParams.get('amount')).toBe('1000');
    expect(again.searchParams.get('return')).toBe('/en/checkout?sku=7');
  });

  it('offers to check again when the gateway has not answered after a minute', async () => {
    let paid = false;
    const calls = mockApi((call) =>
      call.path === '/user/balance'
        ? apiResponse({ response: BALANCE })
        : apiResponse({ response: { ...TOP_UP, gateway: 'goallpay', status: paid ? 'paid' : 'pending' } }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/redirect/goallpay?top_up=88');
    const fallback = await screen.findByRole('button', { name: 'System not responding, click here' });
    expect(screen.getByRole('heading', { level: 1, name: 'Still waiting for GoAllPay' })).toBeTruthy();
    const waited = sleep.mock.calls.reduce((sum, [ms]) => sum + ms, 0);
    expect(waited).toBeGreaterThanOrEqual(60_000);
    expect(waited).toBeLessThan(66_000);
    const checksBefore = checks(calls).length;

    paid = true;
    await user.click(fallback);
    expect(await screen.findByRole('heading', { level: 1, name: 'Top-up complete' })).toBeTruthy();
    expect(checks(calls).length).toBe(checksBefore + 1);
  });

  it('keeps checking after a check that got no answer', async () => {
    serve(apiError(500, 500), { gateway: 'paypal', status: 'paid' });
    await renderRoute('/es/redirect/paypal?top_up=88');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recarga completada' })).toBeTruthy();
  });

  it('fails without a valid top-up id, without asking the API', async () => {
    const calls = serve({ status: 'paid' });
    for (const search of ['', '?top_up=abc', '?top_up=0']) {
      const view = await renderRoute(`/en/redirect/paypal${search}`);
      expect(await screen.findByText('Payment was not successful, please try again later')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Top up again' }).getAttribute('href')).toBe('/en/top-up');
      view.unmount();
    }
    expect(calls).toHaveLength(0);
  });

  it('fails a top-up the API does not show, or one of another gateway', async () => {
    serve(apiError(404, 404));
    const view = await renderRoute('/en/redirect/alipay?top_up=12');
    expect(await screen.findByText('Payment was not successful, please try again later')).toBeTruthy();
    view.unmount();

    serve({ gateway: 'paypal', status: 'paid' });
    await renderRoute('/en/redirect/alipay?top_up=88');
    expect(await screen.findByText('Payment was not successful, please try again later')).toBeTruthy();
  });

  it('labels a sandbox payment', async () => {
    serve({ status: 'paid', sandbox: true });
    await renderRoute('/zh-cn/redirect/alipay?top_up=88');
    expect(await screen.findByRole('heading', { level: 1, name: '充值成功' })).toBeTruthy();
    expect(screen.getByText('沙箱环境：不会产生真实扣款')).toBeTruthy();
  });
});
