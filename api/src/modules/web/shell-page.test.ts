import type { Registry } from '@hanyu/contract';
import { injectHead, ownerOf, preloadLinks, registryScript, splitLangPath } from './shell-page.ts';

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
    expect(ownerOf(registry, 'aboutus')).toBeNull();
    expect(ownerOf(registry, 'tea')).toBeNull();
    expect(ownerOf(registry, 'users')).toBeNull();
  });
});

describe('registryScript', () => {
  it('cannot be closed or commented out from inside the data', () => {
    const hostile: Registry = {
      remotes: { x: { manifest: '</script><!--', prefixes: ['\u2028'] } },
    };
    const script = registryScript(hostile);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    const json = script.slice('<script>window.__HANYU_REGISTRY__='.length, -'</script>'.length);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('preloadLinks', () => {
  it('preloads the manifest as a CORS fetch and a classic entry as a script', () => {
    expect(preloadLinks('/m.json', { url: '/remoteEntry.js', module: false })).toBe(
      '<link rel="preload" href="/m.json" as="fetch" crossorigin="anonymous"><link rel="preload" href="/remoteEntry.js" as="script">',
    );
  });

  it('modulepreloads an ESM entry and escapes URLs', () => {
    expect(preloadLinks('/m.json?a=1&b="2"', { url: '/e.mjs', module: true })).toBe(
      '<link rel="preload" href="/m.json?a=1&#38;b=&#34;2&#34;" as="fetch" crossorigin="anonymous"><link rel="modulepreload" href="/e.mjs">',
    );
  });
});

describe('injectHead', () => {
  it('replaces the placeholder', () => {
    expect(injectHead('<head><!--hanyu:head--></head>', '<x>')).toBe('<head><x></head>');
  });

  it('keeps replacement patterns literal', () => {
    expect(injectHead('<head><!--hanyu:head--></head>', '$&$1')).toBe('<head>$&$1</head>');
  });

  it('falls back to the end of head without a placeholder', () => {
    expect(injectHead('<html><head><title>t</title></HEAD><body></body></html>', '<x>')).toBe(
      '<html><head><title>t</title><x></HEAD><body></body></html>',
    );
  });
});
