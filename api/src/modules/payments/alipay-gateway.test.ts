import { answerSandboxPage, startNotifyEndpoint } from '../../test/notify-endpoint.ts';
import { createAlipayGateway } from './alipay-gateway.ts';
import { isRefusal, type PaymentGateway, type VerifiedNotification } from './gateway.ts';
import { startPaymentSandboxes } from './sandbox/payment-sandboxes.ts';

let sandboxes: Awaited<ReturnType<typeof startPaymentSandboxes>>;
let gateway: PaymentGateway;
let notify: Awaited<ReturnType<typeof startNotifyEndpoint>>;

beforeAll(async () => {
  sandboxes = await startPaymentSandboxes();
  gateway = createAlipayGateway((await sandboxes.addMerchants({ origin: sandboxes.origin })).alipay, {
    sandbox: true,
  });
  notify = await startNotifyEndpoint(() => gateway);
});
afterAll(async () => {
  await notify.close();
  await sandboxes.close();
});

const payment = (paymentId: string, device: 'pc' | 'phone' = 'pc') => ({
  paymentId,
  amountMinor: 12_345,
  currency: 'CNY' as const,
  subject: 'Top-up 123.45 CNY',
  returnUrl: 'http://127.0.0.1:9/en/redirect/alipay',
  notifyUrl: notify.url,
  device,
});

describe('Alipay against its sandbox', () => {
  it('pays on the desktop page: signed notification verified, acknowledged, payer sent back', async () => {
    const created = await gateway.createPayment(payment('top-up-1'));
    expect(created.charged).toEqual({ amountMinor: 12_345, currency: 'CNY' });
    expect(new URL(created.redirectUrl).searchParams.get('method')).toBe('alipay.trade.page.pay');

    const { page, location } = await answerSandboxPage(created.redirectUrl, 'approve');
    expect(page).toContain('Sandbox');
    expect(page).toContain('123.45 CNY');
    const back = new URL(location);
    expect(back.pathname).toBe('/en/redirect/alipay');
    expect(back.searchParams.get('out_trade_no')).toBe('top-up-1');

    const [message] = notify.received.splice(0);
    expect(message?.check).toEqual({
      gateway: 'alipay',
      gatewayPaymentId: expect.stringMatching(/^\d{28}$/),
      messageId: expect.any(String),
      paymentId: 'top-up-1',
      amountMinor: 12_345,
      currency: 'CNY',
      status: 'paid',
      merchantId: expect.any(String),
    });
    expect(sandboxes.alipay.deliveries.at(-1)?.answer).toBe('success');

    const state = await gateway.queryPayment({ paymentId: 'top-up-1' });
    expect(state).toEqual({
      status: 'paid',
      gatewayPaymentId: (message?.check as VerifiedNotification | undefined)?.gatewayPaymentId,
      amountMinor: 12_345,
      currency: 'CNY',
    });
  });

  it('uses wap pay on phones; a decline is a failed payment', async () => {
    const created = await gateway.createPayment(payment('top-up-2', 'phone'));
    expect(new URL(created.redirectUrl).searchParams.get('method')).toBe('alipay.trade.wap.pay');
    // Alipay knows a trade once the payer has opened its page.
    await expect(gateway.queryPayment({ paymentId: 'top-up-2' })).resolves.toEqual({ status: 'not-found' });
    await fetch(created.redirectUrl);
    await expect(gateway.queryPayment({ paymentId: 'top-up-2' })).resolves.toMatchObject({
      status: 'pending',
    });

    await answerSandboxPage(created.redirectUrl, 'decline');
    expect(notify.received.splice(0).map((message) => message.check)).toEqual([
      expect.objectContaining({ paymentId: 'top-up-2', status: 'failed' }),
    ]);
    await expect(gateway.queryPayment({ paymentId: 'top-up-2' })).resolves.toMatchObject({
      status: 'failed',
    });
  });

  it('says when it has never seen a payment', async () => {
    await expect(gateway.queryPayment({ paymentId: 'never-sent' })).resolves.toEqual({ status: 'not-found' });
  });

  it('refuses a forged signature, a changed amount, another merchant and garbage', async () => {
    const created = await gateway.createPayment(payment('top-up-3'));
    await answerSandboxPage(created.redirectUrl, 'approve');
    const fields = Object.fromEntries(new URLSearchParams(notify.received.splice(0)[0]?.body));
    const verify = (body: Record<string, string> | string) =>
      gateway.verifyNotification({ headers: {}, body });

    await expect(verify(fields)).resolves.toMatchObject({ status: 'paid' });
    await expect(verify({ ...fields, total_amount: '1.00' })).resolves.toMatchObject({
      refused: 'forged-signature',
    });
    await expect(verify({ ...fields, sign: `${fields.sign?.slice(0, -4)}AAA=` })).resolves.toMatchObject({
      refused: 'forged-signature',
    });
    await expect(verify({ ...fields, sign: 'not base64 at all' })).resolves.toMatchObject({
      refused: 'forged-signature',
    });
    await expect(verify('')).resolves.toMatchObject({ refused: 'malformed' });
    await expect(verify({ nested: { a: 1 } } as never)).resolves.toMatchObject({ refused: 'malformed' });

    // Another app of the same Alipay: genuinely signed by Alipay, but not ours.
    const other = createAlipayGateway((await sandboxes.addMerchants({ origin: sandboxes.origin })).alipay);
    const otherNotify = await startNotifyEndpoint(() => other);
    try {
      const foreign = await other.createPayment({ ...payment('top-up-4'), notifyUrl: otherNotify.url });
      await answerSandboxPage(foreign.redirectUrl, 'approve');
      const body = otherNotify.received[0]?.body ?? '';
      const check = await verify(body);
      expect(isRefusal(check) && check.refused).toBe('unknown-merchant');
    } finally {
      await otherNotify.close();
    }
  });

  it('is refused by the sandbox when the merchant’s request signature is wrong', async () => {
    const created = await gateway.createPayment(payment('top-up-5'));
    const tampered = new URL(created.redirectUrl);
    tampered.searchParams.set(
      'biz_content',
      tampered.searchParams.get('biz_content')?.replace('123.45', '0.01') ?? '',
    );
    const response = await fetch(tampered);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('invalid sign');
  });
});
