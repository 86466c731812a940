import type { Currency } from '@hanyu/contract';

export type GatewayName = 'alipay' | 'paypal' | 'goallpay';

/** The payer's device: Alipay has a desktop page and a phone page. */
export type PayerDevice = 'pc' | 'phone';

/**
 * A conversion the currency module computed (its `transform`): the amount in the charge currency,
 * at `rate` units per one CNY of `rateDate`. Gateways take it as given, so the rounding rule lives once.
 */
export interface ExchangeQuote {
  currency: Currency;
  amountMinor: number;
  rate: string;
  rateDate: string;
}

export interface CreatePaymentInput {
  /** Our id of the payment, the gateway's "out trade no": unique per attempt. */
  paymentId: string;
  /** What the payment is worth in `currency` (the top-up's amount, CNY fen). */
  amountMinor: number;
  currency: Currency;
  /** Shown to the payer by the gateway. */
  subject: string;
  /** Where the gateway sends the payer back; never proof of payment. */
  returnUrl: string;
  /** Where the gateway posts its signed notification (PayPal uses the app's registered webhook instead). */
  notifyUrl: string;
  device: PayerDevice;
  /** Required when the gateway's `chargeCurrency` differs from `currency`. */
  quote?: ExchangeQuote;
}

/** What the gateway was asked to charge: the converted amount and the rate when converted. */
export interface Charge {
  amountMinor: number;
  currency: Currency;
  rate?: string;
  rateDate?: string;
}

export interface CreatedPayment {
  /** Send the payer here (HTTP 302 or `location.assign`). */
  redirectUrl: string;
  /** The gateway's id when it assigns one before payment (PayPal's order id). */
  gatewayPaymentId?: string;
  charged: Charge;
}

/** `approved`: the payer approved but nothing is charged until the server captures (PayPal). */
export type PaymentStatus = 'paid' | 'failed' | 'pending' | 'approved';

/** A notification whose signature and merchant were verified. Amounts are in the charged currency. */
export interface VerifiedNotification {
  gateway: GatewayName;
  /** The gateway's id of the payment; with `gateway`, the inbox's unique key. */
  gatewayPaymentId: string;
  /** The gateway's id of this message when it has one (PayPal's event id). */
  messageId?: string;
  paymentId: string;
  amountMinor: number;
  currency: Currency;
  status: PaymentStatus;
  merchantId: string;
  /**
   * The very message accepted once before (GoAllPay: its nonce was seen): the gateway sends it again
   * when our acknowledgement was lost. It is never applied again, only acknowledged once applied.
   */
  redelivered?: true;
}

export type RefusalReason = 'forged-signature' | 'unknown-merchant' | 'malformed' | 'expired';

export interface NotificationRefusal {
  refused: RefusalReason;
  /** For the log: why, without secrets. */
  detail: string;
}

export type NotificationCheck = VerifiedNotification | NotificationRefusal;

/** A notification as it arrived: headers lower-cased, body raw text (form or JSON) or already parsed. */
export interface RawNotification {
  headers: Record<string, string | string[] | undefined>;
  body: string | Record<string, unknown> | undefined;
  query?: Record<string, string | undefined>;
}

/** The answer the gateway wants once the caller has committed the notification (else it retries). */
export interface Acknowledgement {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentState {
  /** `not-found`: the gateway has no such payment (the payer never reached it). */
  status: PaymentStatus | 'not-found';
  gatewayPaymentId?: string;
  amountMinor?: number;
  currency?: Currency;
}

export interface PaymentReference {
  paymentId: string;
  gatewayPaymentId?: string;
}

/** Every payment gateway speaks through this; a sandbox or the real service stands behind it. */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** The currency the gateway charges in; others need a quote. */
  readonly chargeCurrency: Currency;
  /** True when it talks to a local sandbox, so pages can say so. */
  readonly sandbox: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Never throws for bad input: a forged, foreign or malformed message is a refusal. */
  verifyNotification(raw: RawNotification): Promise<NotificationCheck>;
  /** The current state, for the job that re-queries payments left pending. */
  queryPayment(ref: PaymentReference): Promise<PaymentState>;
  /** Charges an approved payment (PayPal); idempotent per payment. Absent where payment is one step. */
  capture?(ref: Required<PaymentReference>): Promise<PaymentState>;
  readonly acknowledgement: Acknowledgement;
}

export function isRefusal(check: NotificationCheck): check is NotificationRefusal {
  return 'refused' in check;
}

export function refuse(refused: RefusalReason, detail: string): NotificationRefusal {
  return { refused, detail };
}

/** The amount to charge: the payment's own, or the quote when the gateway charges another currency. */
export function chargeFor(input: CreatePaymentInput, chargeCurrency: Currency): Charge {
  if (input.currency === chargeCurrency) return { amountMinor: input.amountMinor, currency: chargeCurrency };
  const quote = input.quote;
  if (!quote || quote.currency !== chargeCurrency) {
    throw new Error(`a ${chargeCurrency} quote is needed to charge a ${input.currency} payment`);
  }
  return {
    amountMinor: quote.amountMinor,
    currency: quote.currency,
    rate: quote.rate,
    rateDate: quote.rateDate,
  };
}

/** A form-encoded body (raw text or parsed by the server) as plain string fields; undefined if neither. */
export function formFieldsOf(body: RawNotification['body']): Record<string, string> | undefined {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  if (!body || typeof body !== 'object') return undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string') return undefined;
    fields[name] = value;
  }
  return fields;
}
