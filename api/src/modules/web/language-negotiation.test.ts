import { cookieValue, langFromAcceptLanguage, preferredLang } from './language-negotiation.ts';

describe('cookieValue', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(cookieValue('a=1; lang=zh-cn; b=2', 'lang')).toBe('zh-cn');
    expect(cookieValue('redirect_url=%2Fen%2Fuser', 'redirect_url')).toBe('/en/user');
  });

  it('does not match a cookie whose name merely ends the same', () => {
    expect(cookieValue('xlang=ja', 'lang')).toBeUndefined();
    expect(cookieValue(undefined, 'lang')).toBeUndefined();
  });

  it('keeps a malformed encoding as it is', () => {
    expect(cookieValue('lang=%E0%A4%A', 'lang')).toBe('%E0%A4%A');
  });
});

describe('langFromAcceptLanguage', () => {
  it.each([
    ['zh-CN,zh;q=0.9', 'zh-cn'],
    ['zh-Hant-TW', 'zh-cn'],
    ['es-419', 'es'],
    ['ja-JP', 'ja'],
    ['ko', 'ko'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-CA, ko;q=0.2, es;q=0.7', 'es'],
    ['ko;q=0.5, ja;q=0.5', 'ko'],
    ['ja;q=0, ko', 'ko'],
  ])('%s → %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });

  it.each([[''], ['*'], ['de, fr;q=0.8'], ['en;q=abc'], [undefined]])('finds none in %p', (header) => {
    expect(langFromAcceptLanguage(header)).toBeNull();
  });
});

describe('preferredLang', () => {
  it('prefers a valid cookie, then the header, then English', () => {
    expect(preferredLang({ cookie: 'lang=es', 'accept-language': 'ja' })).toBe('es');
    expect(preferredLang({ cookie: 'lang=EN', 'accept-language': 'ja' })).toBe('ja');
    expect(preferredLang({})).toBe('en');
  });
});
