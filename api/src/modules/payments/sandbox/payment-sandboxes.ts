import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { PaymentGatewaysConfig } from '../payment-gateways-config.ts';
import { type AlipaySandbox, createAlipaySandbox } from './alipay-sandbox.ts';
import { createGoallpaySandbox, type GoallpaySandbox } from './goallpay-sandbox.ts';
import { createPaypalSandbox, type PaypalSandbox } from './paypal-sandbox.ts';
import {
  databaseSandboxStore,
  findOrAdd,
  memorySandboxStore,
  type SandboxGateway,
  type SandboxStore,
} from './sandbox-store.ts';

export interface PaymentSandboxes {
  alipay: AlipaySandbox;
  paypal: PaypalSandbox;
  goallpay: GoallpaySandbox;
  /**
   * A new merchant in each sandbox, as client configuration reaching the sandboxes at `origin` (where
   * the server listens, PUBLIC_URL when mounted on the app). PayPal posts webhooks to `paypalWebhookUrl`.
   */
  addMerchants(options: {
    origin: string;
    paypalWebhookUrl?: string;
  }): Promise<Required<PaymentGatewaysConfig>>;
  /**
   * The deployment's merchants, as addMerchants makes them, but made once per origin and webhook URL: every
   * API process of a deployment (one PUBLIC_URL) charges as the same merchants, whichever made them first.
   */
  deploymentMerchants(options: {
    origin: string;
    paypalWebhookUrl?: string;
  }): Promise<Required<PaymentGatewaysConfig>>;
}

/**
 * Mounts the three sandboxes on `app` under `${prefix}/alipay`, `/paypal` and `/goallpay`. With `db`, their
 * signing keys, merchants, trades and orders are kept in the database (payment_sandbox_records), the same for
 * every API process on it and kept across restarts; without, in this process's memory (tests).
 */
export async function registerPaymentSandboxes(
  app: FastifyInstance,
  options: { prefix?: string; db?: Kysely<Database> } = {},
): Promise<PaymentSandboxes> {
  const prefix = options.prefix ?? '/sandbox';
  const { db } = options;
  const storeOf = (gateway: SandboxGateway): SandboxStore =>
    db ? databaseSandboxStore(db, gateway) : memorySandboxStore();
  const stores = { alipay: storeOf('alipay'), paypal: storeOf('paypal'), goallpay: storeOf('goallpay') };
  const alipay = await createAlipaySandbox(stores.alipay);
  const paypal = await createPaypalSandbox(stores.paypal);
  const goallpay = createGoallpaySandbox(stores.goallpay);
  await app.register(alipay.routes, { prefix: `${prefix}/alipay` });
  await app.register(paypal.routes, { prefix: `${prefix}/paypal` });
  await app.register(goallpay.routes, { prefix: `${prefix}/goallpay` });
  const urlsOf = (origin: string) => {
    const base = `${origin.replace(/\/+$/, '')}${prefix}`;
    return { alipay: `${base}/alipay/gateway.do`, paypal: `${base}/paypal`, goallpay: `${base}/goallpay` };
  };
  return {
    alipay,
    paypal,
    goallpay,
    async addMerchants({ origin, paypalWebhookUrl }) {
      const urls = urlsOf(origin);
      return {
        alipay: await alipay.addMerchant(urls.alipay),
        paypal: await paypal.addMerchant(urls.paypal, paypalWebhookUrl),
        goallpay: await goallpay.addMerchant(urls.goallpay),
      };
    },
    async deploymentMerchants({ origin, paypalWebhookUrl }) {
      const urls = urlsOf(origin);
      return {
        alipay: await findOrAdd(stores.alipay, 'deployment-merchant', urls.alipay, () =>
          alipay.addMerchant(urls.alipay),
        ),
        paypal: await findOrAdd(
          stores.paypal,
          'deployment-merchant',
          `${urls.paypal} ${paypalWebhookUrl ?? ''}`,
          () => paypal.addMerchant(urls.paypal, paypalWebhookUrl),
        ),
        goallpay: await findOrAdd(stores.goallpay, 'deployment-merchant', urls.goallpay, () =>
          goallpay.addMerchant(urls.goallpay),
        ),
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
