import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toDecimalAmount } from '../decimal-amount.ts';
import {
  GOALLPAY_REPLAY_WINDOW_SECONDS,
  goallpaySign,
  goallpaySignatureMatches,
} from '../goallpay-signature.ts';
import type { GoallpayConfig } from '../payment-gateways-config.ts';
import { deliverNotification, parseSandboxBodies } from './sandbox-http.ts';
import { sendApprovalPage, sendSandboxError } from './sandbox-page.ts';
import { findNamed, findOrAddNamed, memorySandboxStore, type SandboxStore } from './sandbox-store.ts';

interface Trade {
  merchantId: string;
  outTradeNo: string;
  tradeNo: string;
  amount: string;
  currency: 'CNY';
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
}

export interface GoallpaySandbox {
  /** Fastify plugin: register it under a prefix, which is then the gateway URL. */
  routes(app: FastifyInstance): Promise<void>;
  /** A new merchant with its own key, as the client's configuration. */
  addMerchant(gatewayUrl: string): Promise<GoallpayConfig>;
  /** The notifications this process sent, with the merchant's answers, newest last (tests read them). */
  readonly deliveries: Array<{ url: string; fields: Record<string, string>; answer: string }>;
}

/**
 * A local GoAllPay speaking docs/payments/goallpay.md: signed pay form, approve page, notify, query. Merchants'
 * keys and trades are records of `store` ("merchant" by merchant id, "trade" by trade number, "trade-of" from
 * the merchant's out_trade_no to the trade number).
 */
export function createGoallpaySandbox(store: SandboxStore = memorySandboxStore()): GoallpaySandbox {
  const deliveries: GoallpaySandbox['deliveries'] = [];
  const merchantKey = async (merchantId: string) =>
    merchantId ? (await store.get<{ key: string }>('merchant', merchantId))?.key : undefined;

  const signedByUs = async (merchantId: string, fields: Record<string, string>) => {
    const message = {
      ...fields,
      merchant_id: merchantId,
      nonce: randomBytes(16).toString('hex'),
      timestamp: String(Math.floor(Date.now() / 1000)),
      sign_type: 'HMAC-SHA256',
    };
    return { ...message, sign: goallpaySign(message, (await merchantKey(merchantId)) as string) };
  };

  /** Why a merchant's signed request is refused, or undefined when it is good. */
  async function refusal(fields: Record<string, string>): Promise<string | undefined> {
    const key = await merchantKey(fields.merchant_id ?? '');
    if (!key) return `unknown merchant_id ${fields.merchant_id}`;
    if (!goallpaySignatureMatches(fields, key)) return 'invalid sign';
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > GOALLPAY_REPLAY_WINDOW_SECONDS) {
      return 'timestamp outside the replay window';
    }
    return undefined;
  }

  async function settle(reply: FastifyReply, tradeNo: string, approved: boolean) {
    // Pending → paid or failed once, whichever process the payer's click reaches.
    const settled = await store.update<Trade>('trade', tradeNo, (current) =>
      current.status === 'PENDING' ? { ...current, status: approved ? 'SUCCESS' : 'FAILED' } : undefined,
    );
    if (!settled) return sendSandboxError(reply, 404, 'no such trade');
    const trade = settled.record;
    if (!settled.changed) return sendSandboxError(reply, 409, `the trade is ${trade.status}`);
    const fields = await signedByUs(trade.merchantId, {
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      amount: trade.amount,
      currency: trade.currency,
      status: trade.status,
    });
    const answer = await deliverNotification(trade.notifyUrl, { form: fields });
    deliveries.push({ url: trade.notifyUrl, fields, answer: 'text' in answer ? answer.text : answer.error });
    const back = new URL(trade.returnUrl);
    back.searchParams.set('out_trade_no', trade.outTradeNo);
    back.searchParams.set('status', trade.status);
    return reply.redirect(back.toString(), 303);
  }

  async function routes(app: FastifyInstance) {
    parseSandboxBodies(app);

    app.get('/pay', async (request, reply) => {
      const fields = request.query as Record<string, string>;
      const refused = await refusal(fields);
      if (refused) return sendSandboxError(reply, 400, refused);
      if (!/^[1-9]\d{0,12}$/.test(fields.amount ?? '') || fields.currency !== 'CNY') {
        return sendSandboxError(reply, 400, 'amount must be a positive integer of fen and currency CNY');
      }
      if (!fields.out_trade_no || !fields.notify_url || !fields.return_url) {
        return sendSandboxError(reply, 400, 'out_trade_no, notify_url and return_url are required');
      }
      // A new trade, unless the merchant's out_trade_no has one already.
      const fresh: Trade = {
        merchantId: fields.merchant_id as string,
        outTradeNo: fields.out_trade_no,
        tradeNo: `GAP${Date.now()}${String(randomInt(1e6)).padStart(6, '0')}`,
        amount: fields.amount as string,
        currency: 'CNY',
        subject: fields.subject ?? '',
        notifyUrl: fields.notify_url,
        returnUrl: fields.return_url,
        status: 'PENDING',
      };
      const trade = await findOrAddNamed(
        store,
        'trade',
        'trade-of',
        `${fields.merchant_id}:${fields.out_trade_no}`,
        (made) => made.tradeNo,
        () => fresh,
      );
      if (trade.amount !== fields.amount)
        return sendSandboxError(reply, 400, 'out_trade_no was used with another amount');
      if (trade.status !== 'PENDING') return sendSandboxError(reply, 409, `the trade is ${trade.status}`);
      return sendApprovalPage(reply, {
        gateway: 'GoAllPay',
        merchant: trade.merchantId,
        subject: trade.subject,
        amount: `${toDecimalAmount(Number(trade.amount), 'CNY')} CNY`,
        approveUrl: `pay/${trade.tradeNo}/approve`,
        declineUrl: `pay/${trade.tradeNo}/decline`,
        returnUrl: trade.returnUrl,
      });
    });

    app.post<{ Params: { tradeNo: string } }>('/pay/:tradeNo/approve', (request, reply) =>
      settle(reply, request.params.tradeNo, true),
    );
    app.post<{ Params: { tradeNo: string } }>('/pay/:tradeNo/decline', (request, reply) =>
      settle(reply, request.params.tradeNo, false),
    );

    app.post('/api/query', async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, string>;
      const refused = await refusal(fields);
      if (refused) return reply.status(400).send({ code: 'INVALID_REQUEST', message: refused });
      const trade = await findNamed<Trade>(
        store,
        'trade',
        'trade-of',
        `${fields.merchant_id}:${fields.out_trade_no}`,
      );
      const merchantId = fields.merchant_id as string;
      if (!trade)
        return signedByUs(merchantId, { code: 'NOT_FOUND', out_trade_no: fields.out_trade_no ?? '' });
      return signedByUs(merchantId, {
        code: 'OK',
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        amount: trade.amount,
        currency: trade.currency,
        status: trade.status,
      });
    });
  }

  return {
    routes,
    deliveries,
    async addMerchant(gatewayUrl) {
      const merchantId = `GAP${String(randomInt(1e8)).padStart(8, '0')}`;
      const key = randomBytes(32).toString('base64url');
      await store.put('merchant', merchantId, { key });
      return { merchantId, merchantKey: key, gatewayUrl };
    },
  };
}
