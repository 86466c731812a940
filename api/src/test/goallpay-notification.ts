import { goallpaySign } from '../modules/payments/index.ts';

/**
 * Posts a GoAllPay notification to the app at `origin`, signed in-process as the sandbox signs it, with `key`
 * (the merchant's unless told): what the gateway would send, without going through its page.
 */
export function postGoallpayNotification(
  origin: string,
  merchant: { merchantId: string; merchantKey: string },
  fields: Record<string, string>,
  options: { key?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const message = {
    merchant_id: merchant.merchantId,
    trade_no: 'G-TRADE-1',
    status: 'SUCCESS',
    currency: 'CNY',
    nonce: Math.random().toString(16).slice(2),
    timestamp: String(Math.floor(Date.now() / 1000)),
    sign_type: 'HMAC-SHA256',
    ...fields,
  };
  const body = new URLSearchParams({
    ...message,
    sign: goallpaySign(message, options.key ?? merchant.merchantKey),
  });
  return fetch(`${origin}/api/pay/notify/goallpay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    body: body.toString(),
  });
}
