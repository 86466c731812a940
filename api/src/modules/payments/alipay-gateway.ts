import { AlipaySdk } from 'alipay-sdk';
import { fromDecimalAmount, toDecimalAmount } from './decimal-amount.ts';
import {
  type Acknowledgement,
  chargeFor,
  formFieldsOf,
  type PaymentGateway,
  type PaymentState,
  type PaymentStatus,
  refuse,
} from './gateway.ts';
import type { AlipayConfig } from './payment-gateways-config.ts';

const TRADE_STATUS: Record<string, PaymentStatus> = {
  WAIT_BUYER_PAY: 'pending',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'failed',
};

/** Alipay's answer to a notification it may stop sending: the plain text `success`. */
export const ALIPAY_ACKNOWLEDGEMENT: Acknowledgement = {
  status: 200,
  contentType: 'text/plain; charset=utf-8',
  body: 'success',
};

/**
 * Alipay through `alipay-sdk` (OpenAPI v2, RSA2): page pay on desktop, wap pay on phones, signed
 * asynchronous notifications answered `success`, and `alipay.trade.query`. Alipay charges CNY only.
 */
export function createAlipayGateway(
  config: AlipayConfig,
  options: { sandbox?: boolean } = {},
): PaymentGateway {
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKey,
    alipayPublicKey: config.alipayPublicKey,
    gateway: config.gateway,
    signType: 'RSA2',
    keyType: config.privateKey.includes('BEGIN PRIVATE KEY') ? 'PKCS8' : 'PKCS1',
  });

  return {
    name: 'alipay',
    chargeCurrency: 'CNY',
    sandbox: options.sandbox ?? false,
    acknowledgement: ALIPAY_ACKNOWLEDGEMENT,

    async createPayment(input) {
      const charged = chargeFor(input, 'CNY');
      const phone = input.device === 'phone';
      const redirectUrl = sdk.pageExecute(phone ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: input.paymentId,
          total_amount: toDecimalAmount(charged.amountMinor, 'CNY'),
          subject: input.subject,
          product_code: phone ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
          ...(phone ? { quit_url: input.returnUrl } : {}),
        },
        returnUrl: input.returnUrl,
        notifyUrl: input.notifyUrl,
      });
      return { redirectUrl, charged };
    },

    async verifyNotification(raw) {
      const fields = formFieldsOf(raw.body);
      if (!fields?.sign) return refuse('malformed', 'not a signed Alipay form');
      let signed: boolean;
      try {
        // V2 checks the values as received: the form parser has already decoded them once.
        signed = sdk.checkNotifySignV2(fields);
      } catch {
        signed = false;
      }
      if (!signed) return refuse('forged-signature', 'RSA2 signature does not match Alipay’s key');
      if (fields.app_id !== config.appId) return refuse('unknown-merchant', `app_id ${fields.app_id}`);
      const status = TRADE_STATUS[fields.trade_status ?? ''];
      const amountMinor = fromDecimalAmount(fields.total_amount, 'CNY');
      if (!status || amountMinor === undefined || !fields.trade_no || !fields.out_trade_no) {
        return refuse('malformed', 'trade_status, total_amount, trade_no or out_trade_no missing or invalid');
      }
      return {
        gateway: 'alipay',
        gatewayPaymentId: fields.trade_no,
        ...(fields.notify_id ? { messageId: fields.notify_id } : {}),
        paymentId: fields.out_trade_no,
        amountMinor,
        currency: 'CNY',
        status,
        merchantId: fields.app_id,
      };
    },

    async queryPayment(ref): Promise<PaymentState> {
      const result = await sdk.exec(
        'alipay.trade.query',
        { bizContent: { out_trade_no: ref.paymentId } },
        { validateSign: true },
      );
      if (result.code === '40004' && result.subCode === 'ACQ.TRADE_NOT_EXIST') return { status: 'not-found' };
      if (result.code !== '10000') {
        throw new Error(`alipay.trade.query failed: ${result.code} ${result.subCode ?? result.msg}`);
      }
      const status = TRADE_STATUS[result.tradeStatus as string];
      if (!status) throw new Error(`alipay.trade.query: unknown trade_status ${result.tradeStatus}`);
      const amountMinor = fromDecimalAmount(result.totalAmount, 'CNY');
      return {
        status,
        gatewayPaymentId: result.tradeNo as string,
        currency: 'CNY',
        ...(amountMinor === undefined ? {} : { amountMinor }),
      };
    },
  };
}
