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
  addMerchant(gatewayUrl: string): GoallpayConfig;
  /** The notifications sent, with the merchant's answers, newest last (tests read them). */
  readonly deliveries: Array<{ url: string; fields: Record<string, string>; answer: string }>;
}

/** A local GoAllPay speaking docs/payments/goallpay.md: signed pay form, approve page, notify, query. */
export function createGoallpaySandbox(): GoallpaySandbox {
  const merchantKeys = new Map<string, string>();
  const trades = new Map<string, Trade>();
  const deliveries: GoallpaySandbox['deliveries'] = [];

  const signedByUs = (merchantId: string, fields: Record<string, string>) => {
    const message = {
      ...fields,
      merchant_id: merchantId,
      nonce: randomBytes(16).toString('hex'),
      timestamp: String(Math.floor(Date.now() / 1000)),
      sign_type: 'HMAC-SHA256',
    };
    return { ...message, sign: goallpaySign(message, merchantKeys.get(merchantId) as string) };
  };

  /** Why a merchant's signed request is refused, or undefined when it is good. */
  function refusal(fields: Record<string, string>): string | undefined {
    const key = merchantKeys.get(fields.merchant_id ?? '');
    if (!key) return `unknown merchant_id ${fields.merchant_id}`;
    if (!goallpaySignatureMatches(fields, key)) return 'invalid sign';
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > GOALLPAY_REPLAY_WINDOW_SECONDS) {
      return 'timestamp outside the replay window';
    }
    return undefined;
  }

  async function settle(reply: FastifyReply, tradeNo: string, approved: boolean) {
    const trade = [...trades.values()].find((candidate) => candidate.tradeNo === tradeNo);
    if (!trade) return sendSandboxError(reply, 404, 'no such trade');
    if (trade.status !== 'PENDING') return sendSandboxError(reply, 409, `the trade is ${trade.status}`);
    trade.status = approved ? 'SUCCESS' : 'FAILED';
    const fields = signedByUs(trade.merchantId, {
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
      const refused = refusal(fields);
      if (refused) return sendSandboxError(reply, 400, refused);
      if (!/^[1-9]\d{0,12}$/.test(fields.amount ?? '') || fields.currency !== 'CNY') {
        return sendSandboxError(reply, 400, 'amount must be a positive integer of fen and currency CNY');
      }
      if (!fields.out_trade_no || !fields.notify_url || !fields.return_url) {
        return sendSandboxError(reply, 400, 'out_trade_no, notify_url and return_url are required');
      }
      const key = `${fields.merchant_id}:${fields.out_trade_no}`;
      const trade: Trade = trades.get(key) ?? {
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
      if (trade.amount !== fields.amount)
        return sendSandboxError(reply, 400, 'out_trade_no was used with another amount');
      trades.set(key, trade);
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
      const refused = refusal(fields);
      if (refused) return reply.status(400).send({ code: 'INVALID_REQUEST', message: refused });
      const trade = trades.get(`${fields.merchant_id}:${fields.out_trade_no}`);
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
    addMerchant(gatewayUrl) {
      const merchantId = `GAP${String(randomInt(1e8)).padStart(8, '0')}`;
      const merchantKey = randomBytes(32).toString('base64url');
      merchantKeys.set(merchantId, merchantKey);
      return { merchantId, merchantKey, gatewayUrl };
    },
  };
}
