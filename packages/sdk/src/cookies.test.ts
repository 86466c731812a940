import { describe, expect, it } from '@jest/globals';
import { cookieFromHeader } from './cookies.ts';

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
