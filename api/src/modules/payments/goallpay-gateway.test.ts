import { answerSandboxPage, startNotifyEndpoint } from '../../test/notify-endpoint.ts';
import { isRefusal, type PaymentGateway } from './gateway.ts';
import { createGoallpayGateway } from './goallpay-gateway.ts';
import { goallpaySign } from './goallpay-signature.ts';
import type { GoallpayConfig } from './payment-gateways-config.ts';
import { startPaymentSandboxes } from './sandbox/payment-sandboxes.ts';

let sandboxes: Awaited<ReturnType<typeof startPaymentSandboxes>>;
let config: GoallpayConfig;
let gateway: PaymentGateway;
let notify: Awaited<ReturnType<typeof startNotifyEndpoint>>;
/** The merchant's clock, moved by tests that check the replay window. */
let clockOffsetMs = 0;

beforeAll(async () => {
  sandboxes = await startPaymentSandboxes();
  config = (await sandboxes.addMerchants({ origin: sandboxes.origin })).goallpay;
  gateway = createGoallpayGateway(config, { sandbox: true, now: () => new Date(Date.now() + clockOffsetMs) });
  notify = await startNotifyEndpoint(() => gateway);
});
afterAll(async () => {
  await notify.close();
  await sandboxes.close();
});
afterEach(() => {
  clockOffsetMs = 0;
});

const payment = (paymentId: string) => ({
  paymentId,
  amountMinor: 5_000,
  currency: 'CNY' as const,
  subject: 'Top-up 50 CNY',
  returnUrl: 'http://127.0.0.1:9/en/redirect/goallpay',
  notifyUrl: notify.url,
  device: 'pc' as const,
});

describe('GoAllPay against its sandbox', () => {
  it('pays: signed notification verified and acknowledged, payer sent back, query agrees', async () => {
    const created = await gateway.createPayment(payment('gap-1'));
    expect(created.charged).toEqual({ amountMinor: 5_000, currency: 'CNY' });
    await expect(gateway.queryPayment({ paymentId: 'gap-1' })).resolves.toEqual({ status: 'not-found' });

    const { page, location } = await answerSandboxPage(created.redirectUrl, 'approve');
    expect(page).toContain('GoAllPay Sandbox');
    expect(page).toContain('50.00 CNY');
    expect(new URL(location).searchParams.get('out_trade_no')).toBe('gap-1');

    const check = notify.received.splice(0)[0]?.check;
    expect(check).toEqual({
      gateway: 'goallpay',
      gatewayPaymentId: expect.stringMatching(/^GAP/),
      messageId: expect.stringMatching(/^[0-9a-f]{32}$/),
      paymentId: 'gap-1',
      amountMinor: 5_000,
      currency: 'CNY',
      status: 'paid',
      merchantId: config.merchantId,
    });
    expect(sandboxes.goallpay.deliveries.at(-1)?.answer).toBe('SUCCESS');
    await expect(gateway.queryPayment({ paymentId: 'gap-1' })).resolves.toEqual({
      status: 'paid',
      gatewayPaymentId: (check as { gatewayPaymentId: string }).gatewayPaymentId,
      amountMinor: 5_000,
      currency: 'CNY',
    });
  });

  it('declines: a failed payment', async () => {
    const created = await gateway.createPayment(payment('gap-2'));
    await answerSandboxPage(created.redirectUrl, 'decline');
    expect(notify.received.splice(0)[0]?.check).toMatchObject({ paymentId: 'gap-2', status: 'failed' });
    await expect(gateway.queryPayment({ paymentId: 'gap-2' })).resolves.toMatchObject({ status: 'failed' });
  });

  it('refuses forged, changed, foreign and expired notifications, and marks one sent again', async () => {
    const created = await gateway.createPayment(payment('gap-3'));
    await answerSandboxPage(created.redirectUrl, 'approve');
    const delivered = notify.received.splice(0)[0];
    expect(delivered?.check).toMatchObject({ status: 'paid' });
    const fields = Object.fromEntries(new URLSearchParams(delivered?.body));
    const verify = (body: Record<string, string> | string) =>
      gateway.verifyNotification({ headers: {}, body });
    const reason = async (body: Record<string, string> | string) => {
      const check = await verify(body);
      return isRefusal(check) ? check.refused : check.status;
    };

    // The same message again, within the window: its nonce was used, so it is the first one sent again.
    expect(await verify(delivered?.body ?? '')).toEqual({ ...delivered?.check, redelivered: true });
    expect(await reason({ ...fields, amount: '500000' })).toBe('forged-signature');
    expect(await reason({ ...fields, sign: goallpaySign(fields, 'a guessed key') })).toBe('forged-signature');
    expect(await reason({ ...fields, merchant_id: 'GAP99999999' })).toBe('unknown-merchant');
    expect(await reason('sign=&merchant_id=')).toBe('malformed');
    expect(await reason('')).toBe('malformed');

    // Correctly signed, but from an hour ago (a captured message replayed later) or from the future.
    for (const offsetSeconds of [-3_600, 3_600]) {
      const stale = {
        ...fields,
        nonce: `n${offsetSeconds}`,
        timestamp: String(Number(fields.timestamp) + offsetSeconds),
      };
      expect(await reason({ ...stale, sign: goallpaySign(stale, config.merchantKey) })).toBe('expired');
    }
    // Within the window with a fresh nonce, the same signature rules accept it.
    const fresh = { ...fields, nonce: 'fresh-nonce' };
    expect(await reason({ ...fresh, sign: goallpaySign(fresh, config.merchantKey) })).toBe('paid');
  });

  it('refuses an expired notification by the merchant’s clock', async () => {
    const created = await gateway.createPayment(payment('gap-4'));
    clockOffsetMs = 10 * 60_000;
    await answerSandboxPage(created.redirectUrl, 'approve');
    expect(notify.received.splice(0)[0]?.check).toMatchObject({ refused: 'expired' });
    expect(sandboxes.goallpay.deliveries.at(-1)?.answer).toBe('refused');
  });

  it('is refused by the sandbox when the pay request is tampered with', async () => {
    const created = await gateway.createPayment(payment('gap-5'));
    const tampered = new URL(created.redirectUrl);
    tampered.searchParams.set('amount', '1');
    const response = await fetch(tampered);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('invalid sign');
  });
});
