import { langOf } from './use-lang.ts';

describe('langOf', () => {
  it('reads the route language, and the fallback when the segment is not one', () => {
    expect(langOf({ lang: 'ja' })).toBe('ja');
    expect(langOf({ lang: 'zh-cn' })).toBe('zh-cn');
    expect(langOf({ lang: 'xx' })).toBe('en');
    expect(langOf({})).toBe('en');
  });
});
