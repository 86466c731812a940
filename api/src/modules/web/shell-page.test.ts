import type { Registry } from '@hanyu/contract';
import { campaignCookies } from './campaign-cookies.ts';
import {
  alternateLinks,
  dataScripts,
  injectBody,
  injectHead,
  preloadLinks,
  registryScript,
  startOnIntent,
  styleTag,
  withHtmlBrand,
  withHtmlLang,
  withNonce,
  withPageMeta,
} from './shell-page.ts';

const NONCE = 'bm9uY2Utb2YtdGVzdA==';

describe('registryScript', () => {
  it('cannot be closed or commented out from inside the data', () => {
    const hostile: Registry = {
      remotes: { x: { manifest: '</script><!--', prefixes: ['\u2028'] } },
    };
    const script = registryScript(hostile, NONCE);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    const json = script.slice(
      `<script nonce="${NONCE}">window.__HANYU_REGISTRY__=`.length,
      -'</script>'.length,
    );
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

describe('alternateLinks', () => {
  it('links the page in the five languages, x-default and its canonical address', () => {
    const links = alternateLinks('/ja/t/3?x=1', 'https://www.hanyu.example');
    expect(links).toContain(
      '<link rel="alternate" hreflang="zh-CN" href="https://www.hanyu.example/zh-cn/t/3">',
    );
    expect(links).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.hanyu.example/en/t/3">',
    );
    expect(links).toContain('<link rel="canonical" href="https://www.hanyu.example/ja/t/3">');
    expect(links.match(/rel="alternate"/g)).toHaveLength(6);
  });

  it('has nothing for paths outside the languages', () => {
    expect(alternateLinks('/xx/about', 'http://localhost')).toBe('');
  });
});

describe('withHtmlLang', () => {
  it("sets the page's locale on <html>", () => {
    expect(withHtmlLang('<!doctype html><html lang="en"><head>', 'zh-cn')).toBe(
      '<!doctype html><html lang="zh-CN"><head>',
    );
  });
});

describe('server-rendered page in the shell', () => {
  const shell =
    '<html><head><title>Shell</title><meta name="description" content="Shell page" /></head><body><div id="root"><div class="boot-header"></div></div></body></html>';

  it('puts the rendered app in the root in place of the header placeholder, the styles before the root', () => {
    const app = '<div><header>H</header><main id="main"><h1>Hi</h1></main><footer>F</footer></div>';
    const page = injectBody(shell, { html: app, css: '.a{color:red}', zoneKnown: true }, NONCE);
    expect(page).toContain(
      `<style nonce="${NONCE}" data-server-rendered>.a{color:red}</style><div id="root" data-server-rendered>${app}</div>`,
    );
    expect(page).not.toContain('boot-header');
  });

  it("marks the root when the page's times wait for the visitor's zone", () => {
    expect(injectBody(shell, { html: '<p>x</p>', css: '', zoneKnown: false }, NONCE)).toContain(
      '<div id="root" data-server-rendered data-zone-unknown><p>x</p></div>',
    );
  });

  it('gives null for a page without the root it expects', () => {
    expect(
      injectBody('<div id="root"></div>', { html: '<h1>Hi</h1>', css: '', zoneKnown: true }, NONCE),
    ).toBeNull();
  });

  it('replaces the title and description, escaped', () => {
    const page = withPageMeta(shell, { title: 'A <b> & B', description: 'Say "hi"' });
    expect(page).toContain('<title>A &#60;b&#62; &#38; B</title>');
    expect(page).toContain('<meta name="description" content="Say &#34;hi&#34;" />');
    expect(withPageMeta(shell, {})).toBe(shell);
  });

  it('cannot close its <style> or <script> from the inside', () => {
    expect(styleTag('.x{content:"</style><script>"}', NONCE)).toBe(
      `<style nonce="${NONCE}" data-server-rendered>.x{content:"<\\/style><script>"}</style>`,
    );
    expect(styleTag('', NONCE)).toBe('');
    const scripts = dataScripts({ 'hanyu-hydration': { a: '</script><!--\u2028' }, 'not an id': 1 }, NONCE);
    expect(scripts.match(/<\/script>/g)).toHaveLength(1);
    expect(scripts).not.toContain('<!--');
    const opening = `<script nonce="${NONCE}" type="application/json" id="hanyu-hydration">`;
    expect(scripts.startsWith(opening)).toBe(true);
    expect(JSON.parse(scripts.slice(opening.length, -'</script>'.length))).toEqual({
      a: '</script><!--\u2028',
    });
  });
});

describe('startOnIntent', () => {
  const shell =
    '<html><head><!--hanyu:head--><script defer="defer" src="/assets/main.1a2b3c4d5e.js"></script></head><body></body></html>';

  it('takes the entry script out and lists it, first, with the code to fetch when idle', () => {
    const page = startOnIntent(
      shell,
      ['/m/mf-manifest.json', '/assets/main.1a2b3c4d5e.js', '/assets/9.</script>.js'],
      NONCE,
    );
    expect(page).not.toContain('<script defer');
    const json =
      new RegExp(`<script nonce="${NONCE}" type="application/json" id="hanyu-start">(.*?)</script>`).exec(
        page,
      )?.[1] ?? '';
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({
      entry: ['/assets/main.1a2b3c4d5e.js'],
      prefetch: ['/assets/main.1a2b3c4d5e.js', '/m/mf-manifest.json', '/assets/9.</script>.js'],
    });
  });

  it('finds the entry script once the nonce is on it', () => {
    const page = startOnIntent(withNonce(shell, NONCE), [], NONCE);
    expect(page).not.toContain('src="/assets/main.1a2b3c4d5e.js"');
    expect(page).toContain('"entry":["/assets/main.1a2b3c4d5e.js"]');
  });

  it('leaves a page without an entry script as it is', () => {
    const page = '<html><head><!--hanyu:head--></head></html>';
    expect(startOnIntent(page, ['/a.js'], NONCE)).toBe(page);
  });

  it('marks <html> with the brand, escaped', () => {
    expect(withHtmlBrand('<html lang="en">', 'hanyu')).toBe('<html data-brand="hanyu" lang="en">');
    expect(withHtmlBrand('<html lang="en">', 'a"b')).toBe('<html data-brand="a&#34;b" lang="en">');
  });

  it("draws the brand's theme before any stylesheet or script: colours on <html>, theme colour, tab icon", () => {
    const icon = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E";
    const page =
      '<html lang="en"><head><meta name="theme-color" content="#c73d22"><link rel="icon" href="data:image/svg+xml,old"></head></html>';
    expect(
      withHtmlBrand(page, 'jyda', {
        properties: { '--hy-color-primary': '#2456d6', '--hy-color-accent': '#e08a1e' },
        themeColor: '#2456d6',
        icon,
      }),
    ).toBe(
      '<html data-brand="jyda" style="--hy-color-primary:#2456d6;--hy-color-accent:#e08a1e" lang="en"><head>' +
        '<meta name="theme-color" content="#2456d6" />' +
        `<link rel="icon" href="${icon.replaceAll("'", '&#39;')}" /></head></html>`,
    );
  });

  it('writes only custom properties whose values cannot leave their declaration, and only data: icons', () => {
    const out = withHtmlBrand('<html lang="en"><link rel="icon" href="/keep.svg">', 'jyda', {
      properties: {
        '--hy-ok': 'red',
        color: 'blue',
        '--hy-semi': 'red;background:url(x)',
        '--hy-quote': 'x" onload="y',
      },
      themeColor: '#000',
      icon: 'javascript:alert(1)',
    });
    expect(out).toBe(
      '<html data-brand="jyda" style="--hy-ok:red" lang="en"><link rel="icon" href="/keep.svg">',
    );
  });
});

describe('withNonce', () => {
  it("marks every script and style element of the shell's page, whatever their case and attributes", () => {
    expect(
      withNonce('<script>a()</script><STYLE>b{}</STYLE><script defer src="/m.js"></script><scripts>', NONCE),
    ).toBe(
      `<script nonce="${NONCE}">a()</script><STYLE nonce="${NONCE}">b{}</STYLE><script nonce="${NONCE}" defer src="/m.js"></script><scripts>`,
    );
  });
});

describe('campaign cookies', () => {
  it('remembers the landing page campaign parameters for 30 days, as the shell does', () => {
    expect(campaignCookies('/en/about?utm_source=news%20letter&coupon_code=HSK10&other=1', false)).toEqual([
      'utm_source=news%20letter; path=/; SameSite=Lax; max-age=2592000',
      'app_coupon_code=HSK10; path=/; SameSite=Lax; max-age=2592000',
    ]);
    expect(campaignCookies('/en/about?utm_medium=email', true)).toEqual([
      'utm_medium=email; path=/; SameSite=Lax; max-age=2592000; Secure',
    ]);
    expect(campaignCookies('/en/about', false)).toEqual([]);
    expect(campaignCookies(`/en?utm_campaign=${'x'.repeat(300)}`, false)[0]).toContain(
      `=${'x'.repeat(200)};`,
    );
  });
});
