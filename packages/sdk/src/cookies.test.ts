import { afterEach, describe, expect, it } from '@jest/globals';
import { cookieFromHeader, readCookie, removeCookie, writeCookie } from './cookies.ts';

describe('cookieFromHeader', () => {
  it('reads one cookie of a request header, decoded, and nothing for a name it only ends with', () => {
    const header = 'xcurrency=GBP; currency=EUR; utc=Asia%2FShanghai; bad=%E0%A4%A';
    expect(cookieFromHeader(header, 'currency')).toBe('EUR');
    expect(cookieFromHeader(header, 'utc')).toBe('Asia/Shanghai');
    expect(cookieFromHeader(header, 'bad')).toBeUndefined();
    expect(cookieFromHeader(header, 'lang')).toBeUndefined();
    expect(cookieFromHeader(undefined, 'lang')).toBeUndefined();
  });
});

describe('cookies in the browser', () => {
  const written: string[] = [];
  const withBrowser = (protocol: string, cookie: string) => {
    Object.assign(globalThis, {
      location: { protocol },
      document: {
        get cookie() {
          return cookie;
        },
        set cookie(value: string) {
          written.push(value);
        },
      },
    });
  };
  afterEach(() => {
    written.length = 0;
    Reflect.deleteProperty(globalThis, 'document');
    Reflect.deleteProperty(globalThis, 'location');
  });

  it('writes a cookie for the whole site, percent-encoded, Lax, Secure over https', () => {
    withBrowser('https:', '');
    writeCookie('utc', 'Asia/Shanghai', { maxAgeSeconds: 90.7, domain: 'hanyu.com' });
    writeCookie('lang', 'ja');
    removeCookie('token', 'hanyu.com');
    expect(written).toEqual([
      'utc=Asia%2FShanghai; Max-Age=90; Domain=hanyu.com; Path=/; Secure; SameSite=Lax',
      'lang=ja; Path=/; Secure; SameSite=Lax',
      'token=; Max-Age=0; Domain=hanyu.com; Path=/; Secure; SameSite=Lax',
    ]);
  });

  it('is not Secure over http', () => {
    withBrowser('http:', '');
    writeCookie('lang', 'ja');
    expect(written).toEqual(['lang=ja; Path=/; SameSite=Lax']);
  });

  it("reads the page's cookies, decoded", () => {
    withBrowser('https:', 'xlang=ko; lang=zh-cn; utc=America%2FNew_York');
    expect(readCookie('lang')).toBe('zh-cn');
    expect(readCookie('utc')).toBe('America/New_York');
    expect(readCookie('currency')).toBeUndefined();
  });

  it('reads and writes nothing outside a browser', () => {
    expect(readCookie('lang')).toBeUndefined();
    writeCookie('lang', 'ja');
    expect(written).toEqual([]);
  });
});
