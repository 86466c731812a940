import type { TopUpGateway } from '@hanyu/contract';
import type { JsonSchema } from '@valibot/to-json-schema';
import type { Acknowledgement } from '../payments/index.ts';
import {
  ALIPAY_ACKNOWLEDGEMENT,
  GOALLPAY_ACKNOWLEDGEMENT,
  notifyPath,
  PAYPAL_ACKNOWLEDGEMENT,
} from '../payments/index.ts';

/**
 * A gateway's notify route: outside the contract table, since it speaks the gateway's protocol (its form
 * or JSON, its signature, its acknowledgement) rather than the API's envelope.
 */
export interface NotificationRoute {
  gateway: TopUpGateway;
  summary: string;
  /** What the gateway posts. */
  contentType: string;
  body: JsonSchema;
  /** Headers the verification reads. */
  headers?: Array<{ name: string; description: string }>;
  /** What is checked, in order, before anything is credited. */
  verifies: string;
  acknowledgement: Acknowledgement;
}

const text = (description: string): JsonSchema => ({ type: 'string', description });

const form = (fields: Record<string, string>, required: string[]): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(fields).map(([name, description]) => [name, text(description)]),
  ),
  required,
});

/** What every notify route does once the message is verified. */
const APPLIED =
  'The payment must be one of ours, charged the amount and currency asked; the message is stored raw ' +
  'first, then applied once (a top-up is credited in the transaction that marks it paid), and the ' +
  'acknowledgement is sent only after the commit. A message about a payment already applied is ' +
  'acknowledged again and credits nothing.';

export const NOTIFICATION_ROUTES: NotificationRoute[] = [
  {
    gateway: 'alipay',
    summary: 'Alipay’s asynchronous notification of a top-up’s trade (OpenAPI v2)',
    contentType: 'application/x-www-form-urlencoded',
    body: form(
      {
        app_id: 'Our Alipay app id',
        out_trade_no: 'Our payment id',
        trade_no: 'Alipay’s trade id',
        trade_status: '`TRADE_SUCCESS`, `TRADE_FINISHED`, `TRADE_CLOSED` or `WAIT_BUYER_PAY`',
        total_amount: 'Yuan with two decimals',
        notify_id: 'Alipay’s id of the message',
        sign_type: '`RSA2`',
        sign: 'RSA2 signature of the other fields',
      },
      ['app_id', 'out_trade_no', 'trade_no', 'trade_status', 'total_amount', 'sign'],
    ),
    verifies: `The RSA2 signature with Alipay’s public key, then that \`app_id\` is ours. ${APPLIED}`,
    acknowledgement: ALIPAY_ACKNOWLEDGEMENT,
  },
  {
    gateway: 'paypal',
    summary:
      'PayPal’s webhook for the app: CHECKOUT.ORDER.APPROVED (the order is then captured here), ' +
      'CHECKOUT.ORDER.VOIDED and PAYMENT.CAPTURE.COMPLETED, PENDING, DENIED or DECLINED',
    contentType: 'application/json',
    body: {
      type: 'object',
      properties: {
        id: text('PayPal’s id of the event'),
        event_type: text('What happened'),
        resource: {
          type: 'object',
          description: 'The order or the capture; its `custom_id` is our payment id',
        },
      },
      required: ['id', 'event_type', 'resource'],
    },
    headers: [
      { name: 'paypal-transmission-id', description: 'PayPal’s id of this delivery' },
      { name: 'paypal-transmission-time', description: 'When PayPal sent it' },
      { name: 'paypal-transmission-sig', description: 'PayPal’s signature of the delivery' },
      { name: 'paypal-cert-url', description: 'The certificate that signed it' },
      { name: 'paypal-auth-algo', description: 'The signature’s algorithm' },
    ],
    verifies:
      'The event as received, with its transmission headers and our webhook id, through PayPal’s ' +
      `verify-webhook-signature call. ${APPLIED}`,
    acknowledgement: PAYPAL_ACKNOWLEDGEMENT,
  },
  {
    gateway: 'goallpay',
    summary: 'GoAllPay’s signed notification of a top-up’s trade (docs/payments/goallpay.md)',
    contentType: 'application/x-www-form-urlencoded',
    body: form(
      {
        merchant_id: 'Our merchant id',
        out_trade_no: 'Our payment id',
        trade_no: 'GoAllPay’s trade id',
        amount: 'Minor units (fen)',
        currency: '`CNY`',
        status: '`SUCCESS`, `FAILED` or `PENDING`',
        nonce: 'Random, once per message',
        timestamp: 'Unix seconds',
        sign_type: '`HMAC-SHA256`',
        sign: 'HMAC-SHA256 of the other fields with the merchant key',
      },
      [
        'merchant_id',
        'out_trade_no',
        'trade_no',
        'amount',
        'currency',
        'status',
        'nonce',
        'timestamp',
        'sign',
      ],
    ),
    verifies:
      'That `merchant_id` is ours, the HMAC-SHA256 signature with the merchant key, the timestamp within ' +
      '300 seconds, the fields, and the nonce: the very message sent again (its nonce seen) is never ' +
      `applied again, only acknowledged once its payment is applied. ${APPLIED}`,
    acknowledgement: GOALLPAY_ACKNOWLEDGEMENT,
  },
];

/** The route's path in the document, whose server is /api. */
export const notificationRoutePath = (gateway: TopUpGateway) => notifyPath(gateway).replace(/^\/api/, '');
