import { createHmac } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { afterEach, beforeEach, jest } from '@jest/globals';
import { trtcUserSig } from './trtc-user-sig.ts';

/**
 * Tencent's published example (tencentyun/tls-sig-api-v2-node TLSSigAPITest.js and every other language's
 * README): SDKAppID 1400000000, this secret key, user "xiaojun", 180 days. Their tests print a signature of
 * the current time; the expected strings below are what their Node implementation (TLSSigAPIv2.js) answers
 * with its clock fixed at 1700000000 s, as it is here.
 */
const SDK_APP_ID = 1400000000;
const SECRET_KEY = '5bd2850fff3ecb11d7c805251c51ee463a25727bddc2385f3fa8bfee1bb93b5e';
const ISSUED_AT = 1700000000;

const XIAOJUN_180_DAYS =
  'eJyrVgrxCdYrSy1SslIy0jNQ0gHzM1NS80oy0zLBwhWZiflZpXlQqeKU7MSCgswUJStDEwMogMiUZOamKlkZmqOKplYUZBaBxE1NTY3gosWZ6UpWSj5ljuYp*p7l5unBxXnF2WVhVU4uAf7Ozi5JpX7O5SbuHuUhzgZJmQXaTia2SrUAohcx8g__';
const HANYU_7_15_MINUTES =
  'eJyrVgrxCdYrSy1SslIy0jNQ0gHzM1NS80oy0zLBwhmJeZWluuZQqeKU7MSCgswUJStDEwMogMiUZOamKlkZmqOKplYUZBalKllZwgSKM9OVrJSCg12qqozd0sJdKz21C3LLisvT9Z3LLTOjPML1y3KNQgs9Ii2jfMoNkrOKbZVqAZzaMTU_';

beforeEach(() => {
  jest.useFakeTimers({ now: ISSUED_AT * 1000 });
});
afterEach(() => {
  jest.useRealTimers();
});

const sign = (userId: string, expire: number) =>
  trtcUserSig({ sdkAppId: SDK_APP_ID, secretKey: SECRET_KEY, userId, expire });

describe("TRTC's UserSig", () => {
  it("reproduces Tencent's reference implementation", () => {
    expect(sign('xiaojun', 86400 * 180)).toBe(XIAOJUN_180_DAYS);
    expect(sign('hanyu-7', 900)).toBe(HANYU_7_15_MINUTES);
  });

  it('is the documented JSON, deflated, with the HMAC over the documented lines', () => {
    const sig = sign('hanyu-7', 900);
    expect(sig).toMatch(/^[A-Za-z0-9*_-]+$/);
    const base64 = sig.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');
    const document = JSON.parse(inflateSync(Buffer.from(base64, 'base64')).toString());
    const expectedHmac = createHmac('sha256', SECRET_KEY)
      .update(`TLS.identifier:hanyu-7\nTLS.sdkappid:${SDK_APP_ID}\nTLS.time:${ISSUED_AT}\nTLS.expire:900\n`)
      .digest('base64');
    expect(document).toEqual({
      'TLS.ver': '2.0',
      'TLS.identifier': 'hanyu-7',
      'TLS.sdkappid': SDK_APP_ID,
      'TLS.time': ISSUED_AT,
      'TLS.expire': 900,
      'TLS.sig': expectedHmac,
    });
  });

  it('is issued at the current time when the clock is not fixed', () => {
    jest.useRealTimers();
    const before = Math.floor(Date.now() / 1000);
    const base64 = sign('hanyu-7', 900).replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');
    const document = JSON.parse(inflateSync(Buffer.from(base64, 'base64')).toString());
    expect(document['TLS.time']).toBeGreaterThanOrEqual(before);
    expect(document['TLS.time']).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(document['TLS.expire']).toBe(900);
  });

  it('refuses a user id TRTC would refuse', () => {
    expect(() => sign('ana li', 900)).toThrow(/not a TRTC user id/);
    expect(() => sign('x'.repeat(33), 900)).toThrow(/not a TRTC user id/);
  });
});
