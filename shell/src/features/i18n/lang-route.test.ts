import { preferredLang } from './lang-route.ts';

describe('preferredLang', () => {
  it('takes the cookie first', () => expect(preferredLang('ja', ['es-ES'])).toBe('ja'));
  it('ignores an invalid cookie and uses the browser languages in order', () => {
    expect(preferredLang('xx', ['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(preferredLang(undefined, ['zh-TW'])).toBe('zh-cn');
    expect(preferredLang(undefined, ['ko-KR'])).toBe('ko');
  });
  it('falls back to en', () => expect(preferredLang(undefined, ['fr', 'de'])).toBe('en'));
});
