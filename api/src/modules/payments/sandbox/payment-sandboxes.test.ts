import Fastify from 'fastify';
import { registerSecurityHeaders } from '../../../http/security-headers.ts';
import { answerSandboxPage, startNotifyEndpoint } from '../../../test/notify-endpoint.ts';
import { createPaymentGateways, type PaymentGateways } from '../payment-gateways.ts';
import { registerPaymentSandboxes } from './payment-sandboxes.ts';

describe('payment sandboxes mounted on an app under /sandbox', () => {
  const app = Fastify();
  let origin: string;
  let gateways: PaymentGateways;
  let notify: Awaited<ReturnType<typeof startNotifyEndpoint>>;

  beforeAll(async () => {
    // The app's own headers forbid forms (`form-action 'none'`); the sandbox pages must still work.
    await registerSecurityHeaders(app, { publicUrl: 'http://127.0.0.1' });
    const sandboxes = await registerPaymentSandboxes(app, { prefix: '/sandbox' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    notify = await startNotifyEndpoint(() => gateways.alipay);
    gateways = createPaymentGateways(
      {},
      await sandboxes.addMerchants({ origin, paypalWebhookUrl: notify.url }),
    );
  });
  afterAll(async () => {
    await notify.close();
    await app.close();
  });

  it('uses a sandbox for every gateway without credentials, and the real service for one with them', () => {
    expect(
      Object.values(gateways).map((gateway) => [gateway.name, gateway.sandbox, gateway.chargeCurrency]),
    ).toEqual([
      ['alipay', true, 'CNY'],
      ['paypal', true, 'USD'],
      ['goallpay', true, 'CNY'],
    ]);
    const configured = createPaymentGateways(
      { goallpay: { merchantId: 'M1', merchantKey: 'k', gatewayUrl: 'https://pay.example.com' } },
      {
        alipay: gatewaysConfig().alipay,
        paypal: gatewaysConfig().paypal,
        goallpay: gatewaysConfig().goallpay,
      },
    );
    expect(configured.goallpay.sandbox).toBe(false);
    expect(configured.alipay.sandbox).toBe(true);
  });

  it('takes a payment end to end through the mounted Alipay sandbox, page labelled and allowed to post', async () => {
    const created = await gateways.alipay.createPayment({
      paymentId: 'mounted-1',
      amountMinor: 100,
      currency: 'CNY',
      subject: 'Top-up',
      returnUrl: 'http://localhost:3001/en/redirect/alipay',
      notifyUrl: notify.url,
      device: 'pc',
    });
    expect(created.redirectUrl.startsWith(`${origin}/sandbox/alipay/gateway.do?`)).toBe(true);
    const page = await fetch(created.redirectUrl);
    expect(page.headers.get('content-security-policy')).toMatch(
      /default-src 'none'; style-src 'sha256-[^']+'; form-action 'self' http:\/\/localhost:3001;/,
    );
    expect(await page.text()).toMatch(/<span class="badge">Sandbox<\/span>/);
    const { location } = await answerSandboxPage(created.redirectUrl, 'approve');
    expect(location.startsWith('http://localhost:3001/en/redirect/alipay?')).toBe(true);
    expect(notify.received[0]?.check).toMatchObject({
      paymentId: 'mounted-1',
      status: 'paid',
      amountMinor: 100,
    });
  });

  it('answers a stranger’s request with a plain refusal, not a page', async () => {
    const response = await fetch(`${origin}/sandbox/goallpay/pay?merchant_id=nobody&sign=x`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Sandbox: unknown merchant_id nobody');
  });

  function gatewaysConfig() {
    return {
      alipay: {
        appId: 'a',
        privateKey: 'k',
        alipayPublicKey: 'p',
        gateway: `${origin}/sandbox/alipay/gateway.do`,
      },
      paypal: {
        clientId: 'c',
        clientSecret: 's',
        webhookId: 'w',
        environment: 'sandbox' as const,
        baseUrl: `${origin}/sandbox/paypal`,
        currency: 'USD' as const,
      },
      goallpay: { merchantId: 'm', merchantKey: 'k', gatewayUrl: `${origin}/sandbox/goallpay` },
    };
  }
});
