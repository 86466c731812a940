import { CURRENCIES, type Currency } from '@hanyu/contract';

export interface AlipayConfig {
  appId: string;
  /** The merchant's application private key, PEM (PKCS#1 or PKCS#8) or its bare base64 body. */
  privateKey: string;
  /** Alipay's public key, to verify notifications and answers. */
  alipayPublicKey: string;
  /** The OpenAPI gateway, e.g. https://openapi.alipay.com/gateway.do. */
  gateway: string;
}

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook registered for this app; signatures are checked against it. */
  webhookId: string;
  environment: 'sandbox' | 'production';
  /** Overrides the environment's API origin (a local sandbox). */
  baseUrl?: string;
  /** PayPal does not charge CNY: payments are converted into this currency. */
  currency: Currency;
}

export interface GoallpayConfig {
  merchantId: string;
  merchantKey: string;
  /** Where GoAllPay's pay page and query API live. */
  gatewayUrl: string;
}

/** Gateways with credentials; one left out runs against its local sandbox. */
export interface PaymentGatewaysConfig {
  alipay?: AlipayConfig;
  paypal?: PaypalConfig;
  goallpay?: GoallpayConfig;
}

type Env = Record<string, string | undefined>;

/**
 * Reads `ALIPAY_*`, `PAYPAL_*` and `GOALLPAY_*` (api/README.md lists them). A gateway with none of
 * its variables set is absent (sandbox); one with some but not all required ones throws.
 */
export function readPaymentGateways(env: Env): PaymentGatewaysConfig {
  const config: PaymentGatewaysConfig = {};
  const alipay = required(
    env,
    ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'],
    ['ALIPAY_GATEWAY'],
  );
  if (alipay) {
    config.alipay = {
      appId: alipay.ALIPAY_APP_ID,
      privateKey: unescapeNewlines(alipay.ALIPAY_PRIVATE_KEY),
      alipayPublicKey: unescapeNewlines(alipay.ALIPAY_PUBLIC_KEY),
      gateway: httpUrl(
        'ALIPAY_GATEWAY',
        env.ALIPAY_GATEWAY?.trim() || 'https://openapi.alipay.com/gateway.do',
      ),
    };
  }
  const paypal = required(
    env,
    ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
    ['PAYPAL_ENVIRONMENT', 'PAYPAL_BASE_URL', 'PAYPAL_CURRENCY'],
  );
  if (paypal) {
    const environment = env.PAYPAL_ENVIRONMENT?.trim() || 'sandbox';
    if (environment !== 'sandbox' && environment !== 'production') {
      throw new Error(`PAYPAL_ENVIRONMENT must be sandbox or production, got "${environment}"`);
    }
    const currency = env.PAYPAL_CURRENCY?.trim() || 'USD';
    if (currency === 'CNY' || !(CURRENCIES as readonly string[]).includes(currency)) {
      throw new Error(`PAYPAL_CURRENCY must be one of ${CURRENCIES.filter((c) => c !== 'CNY').join(', ')}`);
    }
    const baseUrl = env.PAYPAL_BASE_URL?.trim();
    config.paypal = {
      clientId: paypal.PAYPAL_CLIENT_ID,
      clientSecret: paypal.PAYPAL_CLIENT_SECRET,
      webhookId: paypal.PAYPAL_WEBHOOK_ID,
      environment,
      currency: currency as Currency,
      ...(baseUrl ? { baseUrl: httpUrl('PAYPAL_BASE_URL', baseUrl) } : {}),
    };
  }
  const goallpay = required(env, ['GOALLPAY_MERCHANT_ID', 'GOALLPAY_KEY', 'GOALLPAY_GATEWAY_URL'], []);
  if (goallpay) {
    config.goallpay = {
      merchantId: goallpay.GOALLPAY_MERCHANT_ID,
      merchantKey: goallpay.GOALLPAY_KEY,
      gatewayUrl: httpUrl('GOALLPAY_GATEWAY_URL', goallpay.GOALLPAY_GATEWAY_URL),
    };
  }
  return config;
}

/** The required variables, or undefined when none of the gateway's variables is set. */
function required<Name extends string>(
  env: Env,
  names: Name[],
  optional: string[],
): Record<Name, string> | undefined {
  const values = names.map((name) => env[name]?.trim() ?? '');
  if ([...values, ...optional.map((name) => env[name]?.trim() ?? '')].every((value) => value === '')) {
    return undefined;
  }
  const missing = names.filter((_, index) => values[index] === '');
  if (missing.length > 0) throw new Error(`${missing.join(', ')} must be set as well (or none of them)`);
  return Object.fromEntries(names.map((name, index) => [name, values[index]])) as Record<Name, string>;
}

function httpUrl(name: string, value: string): string {
  if (!/^https?:\/\/[^/]+/.test(value)) throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** A PEM written on one line in an env file, with `\n` for its line breaks. */
function unescapeNewlines(value: string): string {
  return value.replace(/\\n/g, '\n');
}
