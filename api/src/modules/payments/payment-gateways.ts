import { createAlipayGateway } from './alipay-gateway.ts';
import type { GatewayName, PaymentGateway } from './gateway.ts';
import { createGoallpayGateway, type NonceStore } from './goallpay-gateway.ts';
import type { PaymentGatewaysConfig } from './payment-gateways-config.ts';
import { createPaypalGateway } from './paypal-gateway.ts';

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
