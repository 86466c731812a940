import type { Registry } from '@hanyu/contract';
import type { RemoteEntryLink } from './remote-manifest.ts';

/** Where the server writes its head tags in the shell's index.html. */
export const HEAD_PLACEHOLDER = '<!--hanyu:head-->';

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The registry as a script, safe inside HTML: no `<` survives, so no `</script>` or `<!--` can. */
export function registryScript(registry: Registry): string {
  const json = JSON.stringify(registry)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script>window.__HANYU_REGISTRY__=${json}</script>`;
}

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
