import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createAlipayGateway } from './alipay-gateway.ts';
import type { GatewayName, PaymentGateway } from './gateway.ts';
import { createGoallpayGateway, type NonceStore } from './goallpay-gateway.ts';
import type { PaymentGatewaysConfig } from './payment-gateways-config.ts';
import { createPaypalGateway } from './paypal-gateway.ts';
import { type PaymentSandboxes, registerPaymentSandboxes } from './sandbox/payment-sandboxes.ts';

export type PaymentGateways = Record<GatewayName, PaymentGateway>;

/**
 * The three gateways: each from its configuration when it has credentials, else against its sandbox
 * (`sandboxes`, from `registerPaymentSandboxes` or `startPaymentSandboxes`), marked `sandbox: true`.
 */
export function createPaymentGateways(
  configured: PaymentGatewaysConfig,
  sandboxes: Required<PaymentGatewaysConfig>,
  options: { goallpayNonces?: NonceStore; now?: () => Date } = {},
): PaymentGateways {
  const goallpayOptions = (sandbox: boolean) => ({ sandbox, ...options });
  return {
    alipay: configured.alipay
      ? createAlipayGateway(configured.alipay)
      : createAlipayGateway(sandboxes.alipay, { sandbox: true }),
    paypal: configured.paypal
      ? createPaypalGateway(configured.paypal)
      : createPaypalGateway(sandboxes.paypal, { sandbox: true }),
    goallpay: configured.goallpay
      ? createGoallpayGateway(configured.goallpay, goallpayOptions(false))
      : createGoallpayGateway(sandboxes.goallpay, goallpayOptions(true)),
  };
}

/** Where gateways post their notifications (PayPal: the webhook registered for the app). */
export const notifyPath = (gateway: GatewayName) => `/api/pay/notify/${gateway}`;

export interface MountedPaymentGateways {
  gateways: PaymentGateways;
  /** The sandboxes mounted for the gateways without credentials, and their merchants' configuration. */
  sandboxes?: PaymentSandboxes;
  merchants?: Required<PaymentGatewaysConfig>;
}

/**
 * The gateways of the app: configured ones talk to their service; if any is not configured, the three
 * sandboxes are mounted on `app` under /sandbox and reached at `publicUrl` (the app calls them there). They
 * keep their state in `db`, so that every API process of a deployment shares their trades and merchants.
 */
export async function mountPaymentGateways(
  app: FastifyInstance,
  configured: PaymentGatewaysConfig,
  options: { publicUrl: string; db: Kysely<Database> },
): Promise<MountedPaymentGateways> {
  if (configured.alipay && configured.paypal && configured.goallpay) {
    return { gateways: createPaymentGateways(configured, configured as Required<PaymentGatewaysConfig>) };
  }
  const sandboxes = await registerPaymentSandboxes(app, { prefix: '/sandbox', db: options.db });
  const merchants = await sandboxes.deploymentMerchants({
    origin: options.publicUrl,
    paypalWebhookUrl: `${options.publicUrl.replace(/\/+$/, '')}${notifyPath('paypal')}`,
  });
  return { gateways: createPaymentGateways(configured, merchants), sandboxes, merchants };
}
