import { alternatePaths, type BrandTheme, type Lang, LOCALE_OF_LANG, type Registry } from '@hanyu/contract';
import type { RemoteEntryLink } from './remote-manifest.ts';

/** Where the server writes its head tags in the shell's index.html. */
export const HEAD_PLACEHOLDER = '<!--hanyu:head-->';

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON safe inside a <script>: no `<` survives, so no `</script>` or `<!--` can. */
function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page's nonce on every `<script>` and `<style>` element of `template`, which must be the server's own
 * HTML (the shell's index.html): the page's Content-Security-Policy runs only elements that carry it, so
 * markup from anywhere else (a server render, content) must never pass through here.
 */
export function withNonce(template: string, nonce: string): string {
  return template.replace(/<(script|style)\b/gi, (_, tag: string) => `<${tag} nonce="${nonce}"`);
}

/** A value as a script assigning it to `window[name]`, safe inside HTML. */
function globalScript(name: string, value: unknown, nonce: string): string {
  return `<script nonce="${nonce}">window.${name}=${safeJson(value)}</script>`;
}

/** The registry as a script, safe inside HTML. */
export function registryScript(registry: Registry, nonce: string): string {
  return globalScript('__HANYU_REGISTRY__', registry, nonce);
}

/** JSON documents for the page's scripts, by element id: `<script type="application/json">`, safe inside HTML. */
export function dataScripts(data: Record<string, unknown>, nonce: string): string {
  return Object.entries(data)
    .filter(([id]) => /^[a-z][a-z0-9-]*$/.test(id))
    .map(([id, value]) => jsonScript(id, value, nonce))
    .join('');
}

/** Styles inside a <style> element: nothing in them may close it. */
export function styleTag(css: string, nonce: string): string {
  return css
    ? `<style nonce="${nonce}" data-server-rendered>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`
    : '';
}

/** Where the server-rendered page goes: the app's root, with the header placeholder it replaces. */
const ROOT_WITH_HEADER = /<div id="root">\s*<div class="boot-header"><\/div>/;

/**
 * The page's server-rendered markup as the app's root (the app hydrates it), marked `data-server-rendered`, and
 * `data-zone-unknown` when its times are Beijing time for index.html's script to show in the visitor's zone.
 * The styles go just before it: after every stylesheet in <head>, so the app's own stylesheets, added to
 * <head> as they load, cannot reorder the cascade under the server's markup; the app removes them once it has
 * hydrated. Null when the page has no such root.
 */
export function injectBody(
  html: string,
  page: { html: string; css: string; zoneKnown: boolean },
  nonce: string,
): string | null {
  if (!ROOT_WITH_HEADER.test(html)) return null;
  const marks = page.zoneKnown ? 'data-server-rendered' : 'data-server-rendered data-zone-unknown';
  return html.replace(
    ROOT_WITH_HEADER,
    () => `${styleTag(page.css, nonce)}<div id="root" ${marks}>${page.html}`,
  );
}

/** The shell's entry scripts, as its build writes them into index.html (and `withNonce` marks them). */
const ENTRY_SCRIPT = /<script(?: nonce="[^"]*")? defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * A server-rendered page starts the app when the visitor first reaches for a control (index.html's inline
 * script adds the entry then), not on load: reading, scrolling and following links need none of it, and on a
 * phone starting it is seconds of work. The entry and `prefetch` (the code it will load) are fetched once the
 * page has loaded and the browser is idle, so starting is not waiting on the network, nor the page's first
 * paint on that code. The page unchanged if it has no entry script.
 */
export function startOnIntent(html: string, prefetch: readonly string[], nonce: string): string {
  const entry = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  if (entry.length === 0) return html;
  const plan = { entry, prefetch: [...entry, ...prefetch.filter((url) => !entry.includes(url))] };
  return injectHead(html.replace(ENTRY_SCRIPT, ''), jsonScript('hanyu-start', plan, nonce));
}

/** Data for the page's scripts, not run: `<script type="application/json">`, safe inside HTML. */
function jsonScript(id: string, value: unknown, nonce: string): string {
  return `<script nonce="${nonce}" type="application/json" id="${id}">${safeJson(value)}</script>`;
}

/** The page's own title and description in place of the shell's defaults (crawlers and link previews). */
export function withPageMeta(
  html: string,
  meta: { title?: string | undefined; description?: string | undefined },
): string {
  let out = html;
  if (meta.title)
    out = out.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeText(meta.title ?? '')}</title>`);
  if (meta.description) {
    out = out.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/i,
      () => `<meta name="description" content="${escapeAttribute(meta.description ?? '')}" />`,
    );
  }
  return out;
}

const escapeText = (text: string) => text.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Preloads for the remote that will render the page: its manifest (fetched by the federation
 * runtime, hence `as="fetch"` with CORS) and, when known, its entry script, requested the way the
 * runtime requests it (an ESM import, or a classic script).
 */
export function preloadLinks(manifestUrl: string, entry: RemoteEntryLink | null): string {
  const links = [
    `<link rel="preload" href="${escapeAttribute(manifestUrl)}" as="fetch" crossorigin="anonymous">`,
  ];
  if (entry) {
    links.push(
      entry.module
        ? `<link rel="modulepreload" href="${escapeAttribute(entry.url)}">`
        : `<link rel="preload" href="${escapeAttribute(entry.url)}" as="script">`,
    );
  }
  return links.join('');
}

/** The page in every language and its canonical address, so crawlers find each translation (SPEC §2). */
export function alternateLinks(urlPath: string, origin: string): string {
  const pathname = urlPath.split(/[?#]/)[0] ?? '';
  const alternates = alternatePaths(pathname);
  if (!alternates) return '';
  const links = alternates.map(
    ({ hreflang, path }) =>
      `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(origin + path)}">`,
  );
  links.push(`<link rel="canonical" href="${escapeAttribute(origin + pathname)}">`);
  return links.join('');
}

/** The page's language on <html>, before any script runs. */
export function withHtmlLang(html: string, lang: Lang): string {
  return html.replace(/<html lang="[^"]*"/i, `<html lang="${LOCALE_OF_LANG[lang]}"`);
}

/** A CSS custom property's name, and a value that cannot end its declaration or the attribute. */
const CUSTOM_PROPERTY = /^--[a-z0-9-]+$/i;
const PROPERTY_VALUE = /^[^;{}<>"'\\]*$/;

/**
 * The brand a server-rendered page was drawn for, as the app sets it when it starts (@hanyu/ui
 * `applyBrandTheme`), so the first paint is the brand's and the app changes nothing: `data-brand` and its
 * colours (`style`, CSS custom properties) on <html>, the theme colour and the tab's icon.
 */
export function withHtmlBrand(html: string, brand: string, theme?: BrandTheme): string {
  const declarations = Object.entries(theme?.properties ?? {})
    .filter(([name, value]) => CUSTOM_PROPERTY.test(name) && PROPERTY_VALUE.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const style = declarations ? ` style="${escapeAttribute(declarations)}"` : '';
  let out = html.replace(/<html /i, () => `<html data-brand="${escapeAttribute(brand)}"${style} `);
  if (theme?.themeColor) {
    out = out.replace(
      /<meta name="theme-color" content="[^"]*"\s*\/?>/i,
      () => `<meta name="theme-color" content="${escapeAttribute(theme.themeColor)}" />`,
    );
  }
  if (theme?.icon?.startsWith('data:image/')) {
    out = out.replace(
      /<link rel="icon" href="[^"]*"\s*\/?>/i,
      () => `<link rel="icon" href="${escapeAttribute(theme.icon)}" />`,
    );
  }
  return out;
}

/** Puts `tags` in place of the placeholder, or at the end of <head> if a build dropped it. */
export function injectHead(html: string, tags: string): string {
  if (html.includes(HEAD_PLACEHOLDER)) return html.replace(HEAD_PLACEHOLDER, () => tags);
  const headEnd = html.search(/<\/head>/i);
  return headEnd < 0 ? tags + html : html.slice(0, headEnd) + tags + html.slice(headEnd);
}

/** Served when the shell has not been built: the API still runs. */
export const SHELL_NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Site not built</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1d2330}code{background:#f2f2f2;padding:2px 6px;border-radius:4px}</style>
</head>
<body>
<h1>The site has not been built yet</h1>
<p>The API is running, but there is no shell build to serve. Run <code>npm run build</code> at the repository root, then reload this page.</p>
<p>API reference: <a href="/api/docs">/api/docs</a></p>
</body>
</html>`;
