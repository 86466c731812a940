import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * GoAllPay's signature (docs/payments/goallpay.md): the non-empty parameters except `sign`, sorted
 * by name in byte order, joined as `name=value` with `&`, HMAC-SHA256 with the merchant key, upper-case hex.
 * Shared by the client and its sandbox so the two cannot drift apart.
 */
export function goallpaySign(params: Record<string, string | undefined>, merchantKey: string): string {
  const text = Object.keys(params)
    .filter((name) => name !== 'sign' && params[name] !== undefined && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHmac('sha256', merchantKey).update(text, 'utf8').digest('hex').toUpperCase();
}

/** Constant-time comparison of `params.sign` with the expected signature. */
export function goallpaySignatureMatches(
  params: Record<string, string | undefined>,
  merchantKey: string,
): boolean {
  const given = Buffer.from(params.sign ?? '', 'utf8');
  const expected = Buffer.from(goallpaySign(params, merchantKey), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Seconds either side of the receiver's clock within which a signed message is accepted. */
export const GOALLPAY_REPLAY_WINDOW_SECONDS = 300;
