import { CURRENCIES, type Currency } from '@hanyu/contract';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type OAuthToken,
  type Order,
  OrdersController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import { fromDecimalAmount, toDecimalAmount } from './decimal-amount.ts';
import {
  type Acknowledgement,
  chargeFor,
  type NotificationCheck,
  type PaymentGateway,
  type PaymentReference,
  type PaymentState,
  type PaymentStatus,
  type RawNotification,
  refuse,
} from './gateway.ts';
import type { PaypalConfig } from './payment-gateways-config.ts';

const API_ORIGIN = { sandbox: 'https://api-m.sandbox.paypal.com', production: 'https://api-m.paypal.com' };

const ORDER_STATUS: Record<string, PaymentStatus> = {
  CREATED: 'pending',
  SAVED: 'pending',
  PAYER_ACTION_REQUIRED: 'pending',
  APPROVED: 'approved',
  VOIDED: 'failed',
};
const CAPTURE_STATUS: Record<string, PaymentStatus> = {
  COMPLETED: 'paid',
  PENDING: 'pending',
  DECLINED: 'failed',
  FAILED: 'failed',
};
/** Webhook events that say something about a payment, and what. */
const EVENT_STATUS: Record<string, PaymentStatus> = {
  'CHECKOUT.ORDER.APPROVED': 'approved',
  'CHECKOUT.ORDER.VOIDED': 'failed',
  'PAYMENT.CAPTURE.COMPLETED': 'paid',
  'PAYMENT.CAPTURE.PENDING': 'pending',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.DECLINED': 'failed',
};

/**
 * The SDK's API origin is fixed per environment; a `fetch` for its HTTP client (axios's fetch adapter,
 * through `unstable_httpClientOptions`) sends the same requests to `baseUrl` instead: a local sandbox.
 */
function rebasedFetch(baseUrl: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    return fetch(`${baseUrl}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.arrayBuffer() : undefined,
      signal: request.signal,
    });
  };
}

const TRANSMISSION_HEADERS = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
];

/**
 * Whether a webhook's transmission headers could be PayPal's: all present and of sane length, a time that
 * parses, a certificate on PayPal's own host (or the configured API origin's, a sandbox) over a web URL.
 */
function plausibleTransmission(header: (name: string) => string | undefined, apiOrigin: string): boolean {
  const values = TRANSMISSION_HEADERS.map(header);
  if (values.some((value) => !value || value.length > 2048)) return false;
  if (Number.isNaN(Date.parse(header('paypal-transmission-time') ?? ''))) return false;
  try {
    const cert = new URL(header('paypal-cert-url') ?? '');
    const own = new URL(apiOrigin);
    const paypalHost = cert.protocol === 'https:' && /(^|\.)paypal\.com$/.test(cert.hostname);
    return paypalHost || cert.origin === own.origin;
  } catch {
    return false;
  }
}

/** PayPal takes any 2xx as delivered: an empty 200. */
export const PAYPAL_ACKNOWLEDGEMENT: Acknowledgement = {
  status: 200,
  contentType: 'text/plain; charset=utf-8',
  body: '',
};

/**
 * PayPal Orders v2 through `@paypal/paypal-server-sdk`: an order with the converted amount, the payer's
 * approve link, capture on the server, webhooks checked by PayPal's verify-webhook-signature call
 * (the SDK has no webhook API, so that one call is made with the SDK's OAuth token).
 */
export function createPaypalGateway(
  config: PaypalConfig,
  options: { sandbox?: boolean } = {},
): PaymentGateway {
  const client = new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: config.clientId,
      oAuthClientSecret: config.clientSecret,
    },
    environment: config.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: 10_000,
    ...(config.baseUrl
      ? { unstable_httpClientOptions: { adapter: 'fetch', env: { fetch: rebasedFetch(config.baseUrl) } } }
      : {}),
  });
  const orders = new OrdersController(client);
  const apiOrigin = config.baseUrl ?? API_ORIGIN[config.environment];
  let token: OAuthToken | undefined;

  async function verifySignature(headers: RawNotification['headers'], event: unknown): Promise<boolean> {
    const header = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    // A post without a plausible signature is refused here: PayPal's API is asked only about real candidates.
    if (!plausibleTransmission(header, apiOrigin)) return false;
    token = await client.clientCredentialsAuthManager.updateToken(token);
    const response = await fetch(`${apiOrigin}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
        webhook_id: config.webhookId,
        webhook_event: event,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    // PayPal answers 400 for a message that cannot be checked at all (headers missing): not genuine.
    if (response.status === 400) return false;
    if (!response.ok) throw new Error(`PayPal verify-webhook-signature failed: HTTP ${response.status}`);
    const answer = (await response.json()) as { verification_status?: string };
    return answer.verification_status === 'SUCCESS';
  }

  function stateOfOrder(order: Order): PaymentState {
    const unit = order.purchaseUnits?.[0];
    const capture = unit?.payments?.captures?.[0];
    const money = capture?.amount ?? unit?.amount;
    const currency = money?.currencyCode as Currency | undefined;
    const amountMinor = currency ? fromDecimalAmount(money?.value, currency) : undefined;
    const status = capture ? CAPTURE_STATUS[capture.status ?? ''] : ORDER_STATUS[order.status ?? ''];
    if (!status) throw new Error(`PayPal order ${order.id}: unexpected status ${order.status}`);
    return {
      status,
      ...(order.id ? { gatewayPaymentId: order.id } : {}),
      ...(currency && amountMinor !== undefined ? { currency, amountMinor } : {}),
    };
  }

  async function queryPayment(ref: PaymentReference): Promise<PaymentState> {
    if (!ref.gatewayPaymentId) return { status: 'not-found' };
    try {
      const { result } = await orders.getOrder({ id: ref.gatewayPaymentId });
      return stateOfOrder(result);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return { status: 'not-found' };
      throw error;
    }
  }

  return {
    name: 'paypal',
    chargeCurrency: config.currency,
    sandbox: options.sandbox ?? false,
    acknowledgement: PAYPAL_ACKNOWLEDGEMENT,

    async createPayment(input) {
      const charged = chargeFor(input, config.currency);
      const { result } = await orders.createOrder({
        paypalRequestId: input.paymentId,
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              customId: input.paymentId,
              invoiceId: input.paymentId,
              description: input.subject.slice(0, 127),
              amount: {
                currencyCode: charged.currency,
                value: toDecimalAmount(charged.amountMinor, charged.currency),
              },
            },
          ],
          paymentSource: {
            paypal: {
              experienceContext: {
                returnUrl: input.returnUrl,
                cancelUrl: input.returnUrl,
                userAction: PaypalExperienceUserAction.PayNow,
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              },
            },
          },
        },
      });
      const approve = result.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!result.id || !approve) throw new Error('PayPal created an order without an id or approve link');
      return { redirectUrl: approve.href, gatewayPaymentId: result.id, charged };
    },

    async verifyNotification(raw): Promise<NotificationCheck> {
      let event: {
        id?: string;
        event_type?: string;
        resource?: {
          id?: string;
          custom_id?: string;
          amount?: { currency_code?: string; value?: string };
          payee?: { merchant_id?: string };
          purchase_units?: Array<{
            custom_id?: string;
            amount?: { currency_code?: string; value?: string };
            payee?: { merchant_id?: string };
          }>;
          supplementary_data?: { related_ids?: { order_id?: string } };
        };
      };
      try {
        event = typeof raw.body === 'string' ? JSON.parse(raw.body) : (raw.body ?? {});
      } catch {
        return refuse('malformed', 'the body is not JSON');
      }
      if (!event || typeof event !== 'object' || !event.id || !event.event_type || !event.resource) {
        return refuse('malformed', 'not a PayPal webhook event');
      }
      // An event this app does not handle is refused before PayPal is asked about its signature.
      const status = Object.hasOwn(EVENT_STATUS, event.event_type)
        ? EVENT_STATUS[event.event_type]
        : undefined;
      if (!status) return refuse('malformed', `event ${event.event_type} is not about a payment`);
      if (!(await verifySignature(raw.headers, event))) {
        return refuse('forged-signature', 'PayPal did not verify the signature for this app’s webhook');
      }
      const resource = event.resource;
      const isCapture = event.event_type.startsWith('PAYMENT.CAPTURE.');
      const unit = isCapture ? resource : resource.purchase_units?.[0];
      const orderId = isCapture ? resource.supplementary_data?.related_ids?.order_id : resource.id;
      const currency = unit?.amount?.currency_code;
      if (
        !unit ||
        !orderId ||
        !unit.custom_id ||
        !(CURRENCIES as readonly string[]).includes(currency ?? '')
      ) {
        return refuse('malformed', 'order id, custom_id or currency missing');
      }
      const amountMinor = fromDecimalAmount(unit.amount?.value, currency as Currency);
      if (amountMinor === undefined) return refuse('malformed', 'amount is not a decimal');
      return {
        gateway: 'paypal',
        gatewayPaymentId: orderId,
        messageId: event.id,
        paymentId: unit.custom_id,
        amountMinor,
        currency: currency as Currency,
        status,
        merchantId: unit.payee?.merchant_id ?? '',
      };
    },

    queryPayment,

    async capture(ref) {
      try {
        const { result } = await orders.captureOrder({
          id: ref.gatewayPaymentId,
          paypalRequestId: `capture-${ref.paymentId}`,
        });
        return stateOfOrder(result);
      } catch (error) {
        // Captured already (a webhook and the return page racing): the order says how it went.
        if (error instanceof ApiError && error.statusCode === 422) {
          return queryPayment(ref);
        }
        throw error;
      }
    },
  };
}
