import { createSign, createVerify, generateKeyPairSync, randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AlipayConfig } from '../payment-gateways-config.ts';
import { deliverNotification, parseSandboxBodies } from './sandbox-http.ts';
import { sendApprovalPage, sendSandboxError } from './sandbox-page.ts';
import {
  findNamed,
  findOrAdd,
  findOrAddNamed,
  memorySandboxStore,
  type SandboxStore,
} from './sandbox-store.ts';

interface Trade {
  appId: string;
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
}

export interface AlipaySandbox {
  /** Fastify plugin: register it under a prefix; `${origin}${prefix}/gateway.do` is the gateway URL. */
  routes(app: FastifyInstance): Promise<void>;
  /** A new merchant application with its own key pair, as the client's configuration. */
  addMerchant(gatewayUrl: string): Promise<AlipayConfig>;
  /** The notifications this process sent, with the merchant's answers, newest last (tests read them). */
  readonly deliveries: Array<{ url: string; fields: Record<string, string>; answer: string }>;
}

const rsaKeyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** Alipay's OpenAPI v2 signing string: the parameters sorted by name as `name=value`, `&`-joined. */
const signingText = (fields: Record<string, string>, leaveOut: string[]) =>
  Object.keys(fields)
    .filter((name) => !leaveOut.includes(name))
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');

/**
 * A local Alipay: verifies the merchant's RSA2-signed page/wap pay requests, shows the payer an
 * approve/decline page, posts the notification signed with its own "platform" key (RSA-2048, made once
 * and kept in `store`) and answers `alipay.trade.query` signed the same way. Merchants and trades are
 * records of `store` ("merchant" by app id, "trade" by trade number, "trade-of" from the merchant's
 * out_trade_no to the trade number).
 */
export async function createAlipaySandbox(
  store: SandboxStore = memorySandboxStore(),
): Promise<AlipaySandbox> {
  const platform = await findOrAdd(store, 'key', 'platform', rsaKeyPair);
  const deliveries: AlipaySandbox['deliveries'] = [];
  const platformSign = (text: string) =>
    createSign('RSA-SHA256').update(text, 'utf8').sign(platform.privateKey, 'base64');

  /** The merchant's signed request: its parameters, or why it is refused. */
  async function verifyRequest(
    fields: Record<string, string>,
  ): Promise<{ appId: string } | { error: string }> {
    const merchant = fields.app_id
      ? await store.get<{ publicKey: string }>('merchant', fields.app_id)
      : undefined;
    if (!merchant) return { error: `unknown app_id ${fields.app_id}` };
    const valid =
      !!fields.sign &&
      createVerify('RSA-SHA256')
        .update(signingText(fields, ['sign']), 'utf8')
        .verify(merchant.publicKey, fields.sign, 'base64');
    return valid ? { appId: fields.app_id as string } : { error: 'invalid sign' };
  }

  function notificationOf(trade: Trade): Record<string, string> {
    const fields: Record<string, string> = {
      notify_time: alipayTime(),
      notify_type: 'trade_status_sync',
      notify_id: randomUUID().replaceAll('-', ''),
      app_id: trade.appId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      total_amount: trade.totalAmount,
      subject: trade.subject,
      trade_status: trade.status,
      seller_id: '2088000000000000',
    };
    if (trade.status === 'TRADE_SUCCESS') fields.gmt_payment = alipayTime();
    // Alipay signs notifications without `sign` and `sign_type`, then adds both.
    return { ...fields, sign_type: 'RSA2', sign: platformSign(signingText(fields, [])) };
  }

  async function settle(reply: FastifyReply, tradeNo: string, approved: boolean) {
    // Waiting → paid or closed once, whichever process the payer's click reaches.
    const settled = await store.update<Trade>('trade', tradeNo, (current) =>
      current.status === 'WAIT_BUYER_PAY'
        ? { ...current, status: approved ? 'TRADE_SUCCESS' : 'TRADE_CLOSED' }
        : undefined,
    );
    if (!settled) return sendSandboxError(reply, 404, 'no such trade');
    const trade = settled.record;
    if (!settled.changed) return sendSandboxError(reply, 409, `the trade is ${trade.status}`);
    const fields = notificationOf(trade);
    const answer = await deliverNotification(trade.notifyUrl, { form: fields });
    deliveries.push({ url: trade.notifyUrl, fields, answer: 'text' in answer ? answer.text : answer.error });
    const back = new URL(trade.returnUrl);
    back.searchParams.set('out_trade_no', trade.outTradeNo);
    if (approved) {
      const returned: Record<string, string> = {
        app_id: trade.appId,
        method: 'alipay.trade.page.pay.return',
        charset: 'utf-8',
        timestamp: alipayTime(),
        version: '1.0',
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        total_amount: trade.totalAmount,
        seller_id: '2088000000000000',
      };
      returned.sign = platformSign(signingText(returned, []));
      returned.sign_type = 'RSA2';
      for (const [name, value] of Object.entries(returned)) back.searchParams.set(name, value);
    }
    return reply.redirect(back.toString(), 303);
  }

  async function routes(app: FastifyInstance) {
    parseSandboxBodies(app);

    // Page pay and wap pay: the payer's browser arrives with the merchant's signed request.
    app.get('/gateway.do', async (request, reply) => {
      const fields = request.query as Record<string, string>;
      const checked = await verifyRequest(fields);
      if ('error' in checked) return sendSandboxError(reply, 400, checked.error);
      if (fields.method !== 'alipay.trade.page.pay' && fields.method !== 'alipay.trade.wap.pay') {
        return sendSandboxError(reply, 400, `method ${fields.method} is not a page method`);
      }
      let content: Record<string, string>;
      try {
        content = JSON.parse(fields.biz_content ?? '');
      } catch {
        return sendSandboxError(reply, 400, 'biz_content is not JSON');
      }
      if (
        !content.out_trade_no ||
        !/^\d+(\.\d{1,2})?$/.test(content.total_amount ?? '') ||
        !fields.notify_url
      ) {
        return sendSandboxError(reply, 400, 'out_trade_no, total_amount and notify_url are required');
      }
      // A new trade, unless the merchant's out_trade_no has one already.
      const fresh: Trade = {
        appId: checked.appId,
        outTradeNo: content.out_trade_no,
        tradeNo: `${new Date().toISOString().slice(0, 10).replaceAll('-', '')}22${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e9)).padStart(9, '0')}`,
        totalAmount: content.total_amount as string,
        subject: content.subject ?? '',
        notifyUrl: fields.notify_url,
        returnUrl: fields.return_url || content.quit_url || fields.notify_url,
        status: 'WAIT_BUYER_PAY',
      };
      const trade = await findOrAddNamed(
        store,
        'trade',
        'trade-of',
        `${checked.appId}:${content.out_trade_no}`,
        (made) => made.tradeNo,
        () => fresh,
      );
      if (trade.totalAmount !== content.total_amount) {
        return sendSandboxError(reply, 400, 'out_trade_no was used with another amount');
      }
      if (trade.status !== 'WAIT_BUYER_PAY')
        return sendSandboxError(reply, 409, `the trade is ${trade.status}`);
      return sendApprovalPage(reply, {
        gateway: 'Alipay',
        merchant: checked.appId,
        subject: trade.subject,
        amount: `${trade.totalAmount} CNY`,
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

    // Server-to-server methods: the signed parameters come in the query string and the form body.
    app.post('/gateway.do', async (request, reply) => {
      const fields = {
        ...(request.query as Record<string, string>),
        ...(request.body as Record<string, string>),
      };
      const method = fields.method ?? '';
      const responseKey = `${method.replaceAll('.', '_')}_response`;
      const answer = (inner: Record<string, string>) => {
        const text = JSON.stringify(inner);
        return reply
          .type('application/json; charset=utf-8')
          .send(`{"${responseKey}":${text},"sign":"${platformSign(text)}"}`);
      };
      const checked = await verifyRequest(fields);
      if ('error' in checked) {
        return answer({
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-signature',
          sub_msg: checked.error,
        });
      }
      if (method !== 'alipay.trade.query') {
        return answer({
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'isv.invalid-method',
          sub_msg: method,
        });
      }
      let content: Record<string, string> = {};
      try {
        content = JSON.parse(fields.biz_content ?? '{}');
      } catch {}
      const trade = await findNamed<Trade>(
        store,
        'trade',
        'trade-of',
        `${checked.appId}:${content.out_trade_no}`,
      );
      if (!trade) {
        return answer({
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.TRADE_NOT_EXIST',
          sub_msg: '交易不存在',
        });
      }
      return answer({
        code: '10000',
        msg: 'Success',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_status: trade.status,
        total_amount: trade.totalAmount,
      });
    });
  }

  return {
    routes,
    deliveries,
    async addMerchant(gatewayUrl) {
      const keys = rsaKeyPair();
      const appId = `2021${String(randomInt(1e9)).padStart(12, '0')}`;
      await store.put('merchant', appId, { publicKey: keys.publicKey });
      return { appId, privateKey: keys.privateKey, alipayPublicKey: platform.publicKey, gateway: gatewayUrl };
    },
  };
}

/** Alipay's timestamps: "yyyy-MM-dd HH:mm:ss" in China Standard Time. */
function alipayTime(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
