import {
  answerSandboxPage,
  type ReceivedNotification,
  startNotifyEndpoint,
} from '../../test/notify-endpoint.ts';
import { type PaymentGateway, refuse } from './gateway.ts';
import { createPaypalGateway } from './paypal-gateway.ts';
import { startPaymentSandboxes } from './sandbox/payment-sandboxes.ts';

let sandboxes: Awaited<ReturnType<typeof startPaymentSandboxes>>;
let gateway: PaymentGateway;
let notify: Awaited<ReturnType<typeof startNotifyEndpoint>>;

beforeAll(async () => {
  sandboxes = await startPaymentSandboxes();
  notify = await startNotifyEndpoint(() => gateway);
  gateway = createPaypalGateway(
    (await sandboxes.addMerchants({ origin: sandboxes.origin, paypalWebhookUrl: notify.url })).paypal,
    {
      sandbox: true,
    },
  );
});
afterAll(async () => {
  await sandboxes.paypal.settled();
  await notify.close();
  await sandboxes.close();
});

/** 100 CNY charged as 14.06 USD at the stored rate. */
const payment = (paymentId: string) => ({
  paymentId,
  amountMinor: 10_000,
  currency: 'CNY' as const,
  subject: 'Top-up 100 CNY',
  returnUrl: 'http://127.0.0.1:9/en/redirect/paypal',
  notifyUrl: 'http://127.0.0.1:9/unused-paypal-posts-to-its-webhook',
  device: 'pc' as const,
  quote: { currency: 'USD' as const, amountMinor: 1_406, rate: '0.1406', rateDate: '2026-11-23' },
});

describe('PayPal against its sandbox', () => {
  it('charges the converted amount: approve, webhook, capture on the server, webhook, query', async () => {
    const created = await gateway.createPayment(payment('pp-1'));
    expect(created.charged).toEqual({
      amountMinor: 1_406,
      currency: 'USD',
      rate: '0.1406',
      rateDate: '2026-11-23',
    });
    expect(created.gatewayPaymentId).toMatch(/^[A-Z0-9]{17}$/);
    const ref = { paymentId: 'pp-1', gatewayPaymentId: created.gatewayPaymentId as string };
    await expect(gateway.queryPayment(ref)).resolves.toMatchObject({ status: 'pending' });

    const approvedWebhook = notify.next();
    const { page, location } = await answerSandboxPage(created.redirectUrl, 'approve');
    expect(page).toContain('PayPal Sandbox');
    expect(page).toContain('14.06 USD');
    const back = new URL(location);
    expect(back.searchParams.get('token')).toBe(created.gatewayPaymentId);
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);

    expect((await approvedWebhook).check).toEqual({
      gateway: 'paypal',
      gatewayPaymentId: created.gatewayPaymentId,
      messageId: expect.stringMatching(/^WH-/),
      paymentId: 'pp-1',
      amountMinor: 1_406,
      currency: 'USD',
      status: 'approved',
      merchantId: expect.any(String),
    });
    await expect(gateway.queryPayment(ref)).resolves.toMatchObject({ status: 'approved' });

    const capturedWebhook = notify.next();
    const captured = {
      status: 'paid',
      gatewayPaymentId: created.gatewayPaymentId,
      amountMinor: 1_406,
      currency: 'USD',
    };
    await expect(gateway.capture?.(ref)).resolves.toEqual(captured);
    expect((await capturedWebhook).check).toMatchObject({
      paymentId: 'pp-1',
      status: 'paid',
      amountMinor: 1_406,
    });
    // A second capture (the return page and the webhook racing) charges nothing more.
    await expect(gateway.capture?.(ref)).resolves.toEqual(captured);
    await expect(gateway.queryPayment(ref)).resolves.toEqual(captured);
    await sandboxes.paypal.settled();
    expect(sandboxes.paypal.deliveries.map((delivery) => delivery.eventType)).toEqual([
      'CHECKOUT.ORDER.APPROVED',
      'PAYMENT.CAPTURE.COMPLETED',
    ]);
    notify.received.splice(0);
  });

  it('declines: the order is voided, a failed payment that cannot be captured', async () => {
    const created = await gateway.createPayment(payment('pp-2'));
    const ref = { paymentId: 'pp-2', gatewayPaymentId: created.gatewayPaymentId as string };
    const voided = notify.next();
    await answerSandboxPage(created.redirectUrl, 'decline');
    expect((await voided).check).toMatchObject({ paymentId: 'pp-2', status: 'failed' });
    await expect(gateway.capture?.(ref)).resolves.toMatchObject({ status: 'failed' });
    await expect(gateway.queryPayment({ paymentId: 'pp-2' })).resolves.toEqual({ status: 'not-found' });
    notify.received.splice(0);
  });

  it('needs a quote: PayPal does not charge CNY', async () => {
    const { quote: _quote, ...withoutQuote } = payment('pp-3');
    await expect(gateway.createPayment(withoutQuote)).rejects.toThrow('a USD quote is needed');
  });

  it('refuses a forged signature, a changed amount, another merchant’s webhook and garbage', async () => {
    const created = await gateway.createPayment(payment('pp-4'));
    const approved = notify.next();
    await answerSandboxPage(created.redirectUrl, 'approve');
    const { headers, body } = (await approved) as ReceivedNotification;
    const verify = (changes: { headers?: Record<string, string | undefined>; body?: string }) =>
      gateway.verifyNotification({ headers: { ...headers, ...changes.headers }, body: changes.body ?? body });

    await expect(verify({})).resolves.toMatchObject({ status: 'approved' });
    await expect(verify({ body: body.replace('"14.06"', '"0.01"') })).resolves.toMatchObject({
      refused: 'forged-signature',
    });
    await expect(
      verify({ headers: { 'paypal-transmission-sig': Buffer.from('forged').toString('base64') } }),
    ).resolves.toMatchObject({ refused: 'forged-signature' });
    await expect(verify({ headers: { 'paypal-transmission-sig': undefined } })).resolves.toMatchObject({
      refused: 'forged-signature',
    });
    await expect(verify({ body: '{not json' })).resolves.toMatchObject({ refused: 'malformed' });
    await expect(verify({ body: '{"id":"WH-1"}' })).resolves.toMatchObject({ refused: 'malformed' });

    // A genuine webhook of another PayPal app, delivered to us: signed for its webhook id, not ours.
    const otherNotify = await startNotifyEndpoint(() => other);
    const other = createPaypalGateway(
      (await sandboxes.addMerchants({ origin: sandboxes.origin, paypalWebhookUrl: otherNotify.url })).paypal,
    );
    try {
      const foreign = await other.createPayment(payment('pp-5'));
      const foreignWebhook = otherNotify.next();
      await answerSandboxPage(foreign.redirectUrl, 'approve');
      const delivered = await foreignWebhook;
      expect(delivered.check).toMatchObject({ status: 'approved' });
      await expect(
        gateway.verifyNotification({ headers: delivered.headers, body: delivered.body }),
      ).resolves.toEqual(refuse('forged-signature', expect.any(String)));
    } finally {
      await sandboxes.paypal.settled();
      await otherNotify.close();
    }
  });

  it('does not authenticate with a wrong client secret', async () => {
    const config = (await sandboxes.addMerchants({ origin: sandboxes.origin })).paypal;
    const impostor = createPaypalGateway({ ...config, clientSecret: 'guessed' });
    await expect(impostor.createPayment(payment('pp-6'))).rejects.toThrow();
  });
});
