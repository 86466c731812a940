import fc from 'fast-check';
import { SAME_SITE_PATH_MAX_LENGTH, sameSitePath } from './same-site-path.ts';

/** Where a browser on the site would land following `path`, by the same parser browsers use. */
function landing(path: string) {
  return new URL(path, 'https://www.hanyu.example/en/passport/login');
}

describe('sameSitePath', () => {
  it.each([
    ['/en/user', '/en/user'],
    ['/en/checkout?sku=7&quantity=2', '/en/checkout?sku=7&quantity=2'],
    ['/zh-cn/book#slot-3', '/zh-cn/book#slot-3'],
    ['/en/./user', '/en/user'],
    ['/en/a/../user', '/en/user'],
    ['/en/%2e%2e/ja/user', '/ja/user'],
    ['/en/search?q=%2F%2Fnot-a-host', '/en/search?q=%2F%2Fnot-a-host'],
    ['/', '/'],
  ])('keeps the site path %j as %j', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it.each([
    // The reported one: %2F.%2F%2Fevil.com decoded by the query string, normalised to //evil.com.
    '/.//evil.com',
    '/./\\evil.com',
    '/a/..//evil.com',
    '/%2e//evil.com',
    '/%2e%2e//evil.com',
    '//evil.com',
    '//evil.com/path',
    '///evil.com',
    '////evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '/%2F%2Fevil.com',
    '/%2f/evil.com',
    '/%252F%252Fevil.com',
    '/%25252F%25252Fevil.com',
    '/%5C%5Cevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r/evil.com',
    '/ /evil.com',
    '/\u0000/evil.com',
    ' /evil',
    '/en/%E0%A4%A', // malformed encoding
    'https://evil.com',
    'http:evil.com',
    'https:/evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.com',
    './/evil.com',
    '../evil.com',
    '?next=x',
    '#top',
    '',
  ])('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeUndefined();
  });

  it('refuses what is not a string, or longer than any page address', () => {
    expect(sameSitePath(`/${'a'.repeat(SAME_SITE_PATH_MAX_LENGTH)}`)).toBeUndefined();
    expect(sameSitePath(null)).toBeUndefined();
    expect(sameSitePath(undefined)).toBeUndefined();
  });

  it('never answers an address that leaves the site, whatever it is given', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2F',
      '%2f',
      '%5C',
      '%252F',
      '%2e',
      '%2E%2E',
      '@',
      ':',
      '?',
      '#',
      '\t',
      ' ',
      'evil.com',
      'https:',
      'javascript:',
      'en',
      'user',
      '%',
      '%00',
    );
    const tricky = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string(), fc.webUrl(), fc.webPath()), (value) => {
        const path = sameSitePath(value);
        if (path === undefined) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(path).not.toMatch(/[\\\s]/);
        const url = landing(path);
        expect(url.origin).toBe('https://www.hanyu.example');
        // A second pass changes nothing: the answer is already the normalised path.
        expect(sameSitePath(path)).toBe(path);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps every ordinary site path', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(sameSitePath(path)).toBe(path);
      }),
    );
  });
});
