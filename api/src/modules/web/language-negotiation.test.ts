import { langFromAcceptLanguage, preferredLang } from './language-negotiation.ts';

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
    expect(preferredLang({ langCookie: 'es', acceptLanguage: 'ja' })).toBe('es');
    expect(preferredLang({ langCookie: 'EN', acceptLanguage: 'ja' })).toBe('ja');
    expect(preferredLang({})).toBe('en');
  });
});
