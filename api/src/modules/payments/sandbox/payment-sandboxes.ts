import Fastify, { type FastifyInstance } from 'fastify';
import type { PaymentGatewaysConfig } from '../payment-gateways-config.ts';
import { type AlipaySandbox, createAlipaySandbox } from './alipay-sandbox.ts';
import { createGoallpaySandbox, type GoallpaySandbox } from './goallpay-sandbox.ts';
import { createPaypalSandbox, type PaypalSandbox } from './paypal-sandbox.ts';

export interface PaymentSandboxes {
  alipay: AlipaySandbox;
  paypal: PaypalSandbox;
  goallpay: GoallpaySandbox;
  /**
   * A new merchant in each sandbox, as client configuration reaching the sandboxes at `origin` (where
   * the server listens, PUBLIC_URL when mounted on the app). PayPal posts webhooks to `paypalWebhookUrl`.
   */
  addMerchants(options: { origin: string; paypalWebhookUrl?: string }): Required<PaymentGatewaysConfig>;
}

/**
 * Mounts the three sandboxes on `app` under `${prefix}/alipay`, `/paypal` and `/goallpay`. Their keys
 * are generated here, new on every start, and nothing is stored: a restart forgets every payment.
 */
export async function registerPaymentSandboxes(
  app: FastifyInstance,
  options: { prefix?: string } = {},
): Promise<PaymentSandboxes> {
  const prefix = options.prefix ?? '/sandbox';
  const alipay = createAlipaySandbox();
  const paypal = createPaypalSandbox();
  const goallpay = createGoallpaySandbox();
  await app.register(alipay.routes, { prefix: `${prefix}/alipay` });
  await app.register(paypal.routes, { prefix: `${prefix}/paypal` });
  await app.register(goallpay.routes, { prefix: `${prefix}/goallpay` });
  return {
    alipay,
    paypal,
    goallpay,
    addMerchants({ origin, paypalWebhookUrl }) {
      const base = `${origin.replace(/\/+$/, '')}${prefix}`;
      return {
        alipay: alipay.addMerchant(`${base}/alipay/gateway.do`),
        paypal: paypal.addMerchant(`${base}/paypal`, paypalWebhookUrl),
        goallpay: goallpay.addMerchant(`${base}/goallpay`),
      };
    },
  };
}

/** The sandboxes on a server of their own (tests): 127.0.0.1 on a free port unless told otherwise. */
export async function startPaymentSandboxes(
  options: { host?: string; port?: number } = {},
): Promise<PaymentSandboxes & { origin: string; close(): Promise<void> }> {
  const server = Fastify();
  const sandboxes = await registerPaymentSandboxes(server);
  const host = options.host ?? '127.0.0.1';
  await server.listen({ host, port: options.port ?? 0 });
  const address = server.server.address();
  const origin = `http://${host}:${typeof address === 'object' && address ? address.port : options.port}`;
  return { ...sandboxes, origin, close: () => server.close() };
}
