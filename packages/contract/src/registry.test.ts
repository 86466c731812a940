import * as v from 'valibot';
import { alternatePaths, ownerOf, Registry, splitLangPath } from './registry.ts';

const registry: Registry = {
  remotes: {
    mf_public: {
      manifest: '/remotes/mf-public/mf-manifest.json',
      prefixes: ['', 'about', 'learning/level', 't'],
    },
    mf_classroom: {
      manifest: '/remotes/mf-classroom/mf-manifest.json',
      prefixes: ['learning', 'module/live/'],
    },
    mf_user_center: { manifest: '/remotes/mf-user-center/mf-manifest.json', prefixes: ['user'] },
  },
};

describe('splitLangPath', () => {
  it.each([
    ['/en', { lang: 'en', rest: '' }],
    ['/zh-cn/', { lang: 'zh-cn', rest: '' }],
    ['/ja/about/contact?x=1#top', { lang: 'ja', rest: 'about/contact' }],
    ['/xx/about', { lang: null, rest: 'xx/about' }],
    ['/ZH-CN/about', { lang: null, rest: 'ZH-CN/about' }],
    ['/', { lang: null, rest: '' }],
  ])('%s', (url, expected) => {
    expect(splitLangPath(url)).toEqual(expected);
  });
});

describe('ownerOf', () => {
  it.each([
    ['', 'mf_public'],
    ['about', 'mf_public'],
    ['about/contact', 'mf_public'],
    ['learning/level', 'mf_public'],
    ['learning/level/2', 'mf_public'],
    ['learning/live/12', 'mf_classroom'],
    ['module/live/pc/3', 'mf_classroom'],
    ['t/42', 'mf_public'],
    ['user/order', 'mf_user_center'],
  ])('%p belongs to %s', (rest, name) => {
    expect(ownerOf(registry, rest)?.name).toBe(name);
  });

  it('matches whole segments only', () => {
    expect(ownerOf(registry, 'aboutus')).toBeUndefined();
    expect(ownerOf(registry, 'tea')).toBeUndefined();
    expect(ownerOf(registry, 'users')).toBeUndefined();
  });

  it('leaves unowned paths to the 404 page', () => {
    expect(ownerOf(registry, 'nothing/here')).toBeUndefined();
  });
});

describe('alternatePaths', () => {
  it('names the page in every language and the fallback as x-default', () => {
    expect(alternatePaths('/ja/t/12?tab=1')).toEqual([
      { hreflang: 'zh-CN', path: '/zh-cn/t/12' },
      { hreflang: 'en', path: '/en/t/12' },
      { hreflang: 'es', path: '/es/t/12' },
      { hreflang: 'ja', path: '/ja/t/12' },
      { hreflang: 'ko', path: '/ko/t/12' },
      { hreflang: 'x-default', path: '/en/t/12' },
    ]);
    expect(alternatePaths('/ko')?.[1]).toEqual({ hreflang: 'en', path: '/en' });
  });

  it('has none outside the language paths', () => {
    expect(alternatePaths('/api/docs')).toBeNull();
  });
});

describe('the registry’s tracking tag', () => {
  it('is off unless configured, and only an https script', () => {
    const parse = (value: unknown) => v.safeParse(Registry, value);
    const noTag = parse({ remotes: {} });
    expect(noTag.success && noTag.output.tracking).toBeUndefined();
    const tag = parse({ remotes: {}, tracking: { src: 'https://tags.example.com/t.js' } });
    expect(tag.success && tag.output.tracking).toEqual({ src: 'https://tags.example.com/t.js' });
    expect(parse({ remotes: {}, tracking: { src: 'http://tags.example.com/t.js' } }).success).toBe(false);
    expect(parse({ remotes: {}, tracking: { src: 'javascript:alert(1)' } }).success).toBe(false);
  });
});
