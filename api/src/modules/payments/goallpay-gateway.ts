import { randomBytes } from 'node:crypto';
import { CURRENCIES, type Currency } from '@hanyu/contract';
import {
  type Acknowledgement,
  chargeFor,
  formFieldsOf,
  type PaymentGateway,
  type PaymentState,
  type PaymentStatus,
  refuse,
  type VerifiedNotification,
} from './gateway.ts';
import {
  GOALLPAY_REPLAY_WINDOW_SECONDS,
  goallpaySign,
  goallpaySignatureMatches,
} from './goallpay-signature.ts';
import type { GoallpayConfig } from './payment-gateways-config.ts';

/** Remembers the nonces of verified notifications for the replay window; `claim` is false for a repeat. */
export interface NonceStore {
  claim(nonce: string, ttlSeconds: number): Promise<boolean>;
}

/**
 * This process's memory: enough for one API process, since a replay that slips past it (another process)
 * is still a duplicate the inbox's unique key turns into a no-op.
 */
export function memoryNonceStore(now: () => number = Date.now): NonceStore {
  const expiries = new Map<string, number>();
  return {
    async claim(nonce, ttlSeconds) {
      const time = now();
      for (const [seen, expiry] of expiries) if (expiry <= time) expiries.delete(seen);
      if (expiries.has(nonce)) return false;
      expiries.set(nonce, time + ttlSeconds * 1000);
      return true;
    },
  };
}

const STATUS: Record<string, PaymentStatus> = { SUCCESS: 'paid', FAILED: 'failed', PENDING: 'pending' };

/** GoAllPay's answer to a notification it may stop sending: the plain text `SUCCESS`. */
export const GOALLPAY_ACKNOWLEDGEMENT: Acknowledgement = {
  status: 200,
  contentType: 'text/plain; charset=utf-8',
  body: 'SUCCESS',
};

/** GoAllPay's signed redirect-and-notify protocol (docs/payments/goallpay.md). */
export function createGoallpayGateway(
  config: GoallpayConfig,
  options: { sandbox?: boolean; goallpayNonces?: NonceStore; now?: () => Date } = {},
): PaymentGateway {
  const nonces = options.goallpayNonces ?? memoryNonceStore();
  const nowSeconds = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const signed = (params: Record<string, string>) => {
    const fields = {
      ...params,
      merchant_id: config.merchantId,
      nonce: randomBytes(16).toString('hex'),
      timestamp: String(nowSeconds()),
      sign_type: 'HMAC-SHA256',
    };
    return { ...fields, sign: goallpaySign(fields, config.merchantKey) };
  };

  return {
    name: 'goallpay',
    chargeCurrency: 'CNY',
    sandbox: options.sandbox ?? false,
    acknowledgement: GOALLPAY_ACKNOWLEDGEMENT,

    async createPayment(input) {
      const charged = chargeFor(input, 'CNY');
      const params = signed({
        version: '1.0',
        out_trade_no: input.paymentId,
        amount: String(charged.amountMinor),
        currency: charged.currency,
        subject: input.subject,
        notify_url: input.notifyUrl,
        return_url: input.returnUrl,
        device: input.device,
      });
      return { redirectUrl: `${config.gatewayUrl}/pay?${new URLSearchParams(params)}`, charged };
    },

    async verifyNotification(raw) {
      const fields = formFieldsOf(raw.body);
      if (!fields?.sign || !fields.merchant_id) return refuse('malformed', 'not a signed GoAllPay form');
      if (fields.merchant_id !== config.merchantId) {
        return refuse('unknown-merchant', `merchant_id ${fields.merchant_id}`);
      }
      if (!goallpaySignatureMatches(fields, config.merchantKey)) {
        return refuse('forged-signature', 'HMAC-SHA256 does not match the merchant key');
      }
      const timestamp = Number(fields.timestamp);
      if (
        !Number.isInteger(timestamp) ||
        Math.abs(nowSeconds() - timestamp) > GOALLPAY_REPLAY_WINDOW_SECONDS
      ) {
        return refuse('expired', `timestamp ${fields.timestamp} is outside the replay window`);
      }
      const status = STATUS[fields.status ?? ''];
      const amountMinor = Number(fields.amount);
      if (
        !status ||
        !/^\d{1,15}$/.test(fields.amount ?? '') ||
        !(CURRENCIES as readonly string[]).includes(fields.currency ?? '') ||
        !fields.trade_no ||
        !fields.out_trade_no ||
        !fields.nonce
      ) {
        return refuse(
          'malformed',
          'status, amount, currency, trade_no, out_trade_no or nonce missing or invalid',
        );
      }
      const verified: VerifiedNotification = {
        gateway: 'goallpay',
        gatewayPaymentId: fields.trade_no,
        messageId: fields.nonce,
        paymentId: fields.out_trade_no,
        amountMinor,
        currency: fields.currency as Currency,
        status,
        merchantId: fields.merchant_id,
      };
      // Claimed last: a forged or stale message must not use up a nonce.
      const fresh = await nonces.claim(
        `${fields.merchant_id}:${fields.nonce}`,
        2 * GOALLPAY_REPLAY_WINDOW_SECONDS,
      );
      return fresh ? verified : { ...verified, redelivered: true };
    },

    async queryPayment(ref): Promise<PaymentState> {
      const response = await fetch(`${config.gatewayUrl}/api/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(signed({ out_trade_no: ref.paymentId })).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`GoAllPay query failed: HTTP ${response.status}`);
      const answer = (await response.json()) as Record<string, string>;
      if (answer.merchant_id !== config.merchantId || !goallpaySignatureMatches(answer, config.merchantKey)) {
        throw new Error('GoAllPay query: the answer’s signature does not match');
      }
      if (answer.code === 'NOT_FOUND') return { status: 'not-found' };
      const status = STATUS[answer.status ?? ''];
      if (answer.code !== 'OK' || !status)
        throw new Error(`GoAllPay query failed: ${answer.code} ${answer.message}`);
      return {
        status,
        gatewayPaymentId: answer.trade_no,
        amountMinor: Number(answer.amount),
        currency: answer.currency as Currency,
      };
    },
  };
}
