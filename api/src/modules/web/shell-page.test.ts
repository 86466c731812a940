import type { Registry } from '@hanyu/contract';
import { injectHead, preloadLinks, registryScript } from './shell-page.ts';

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
