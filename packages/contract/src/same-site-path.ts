/**
 * The one guard for every "go on to" address the site takes from outside (the login page's
 * `redirect_url`, the top-up page's `return`, the OAuth callback's remembered page): a path on this
 * site, or nothing.
 *
 * The value is normalised by the WHATWG URL parser against a fixed base, exactly as a browser resolves
 * it, and the result is kept only when it stays on that base's origin and is a plain absolute path.
 * Refused: other origins and schemes (`https:`, `javascript:`), protocol-relative addresses (`//host`,
 * also when they only appear after normalisation: `/.//host`, `/a/..//host`), backslashes (which
 * browsers read as slashes), their percent-encoded forms (`%2F`, `%5C`, in any depth of encoding),
 * whitespace and control characters (which browsers strip before parsing: `/\t/host`).
 */

const BASE_ORIGIN = 'http://same-site.invalid';
/** A second base, so that the answer is checked to stay on whichever origin resolves it. */
const OTHER_BASE = 'https://other-site.invalid/deep/path/';

/** Longer than any page address of the site; refused outright. */
export const SAME_SITE_PATH_MAX_LENGTH = 2048;

/** Whitespace, control characters and backslashes: never in a path the site makes. */
const FORBIDDEN_CHARACTERS = /[\s\\\p{Cc}]/u;

/** Decodes percent-encoding until it no longer changes (at most a few rounds); undefined when malformed. */
function fullyDecoded(text: string): string | undefined {
  let current = text;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/** Whether `path` is an absolute path that cannot be read as another host (`//`) in any encoding. */
function isPlainPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const decoded = fullyDecoded(path);
  return decoded?.startsWith('/') === true && !decoded.includes('//') && !FORBIDDEN_CHARACTERS.test(decoded);
}

/** `value` as a normalised same-site path (`/en/checkout?sku=7#x`), or undefined when it is anything else. */
export function sameSitePath(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value.length > SAME_SITE_PATH_MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || FORBIDDEN_CHARACTERS.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, `${BASE_ORIGIN}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE_ORIGIN || url.username || url.password) return undefined;
  if (!isPlainPath(url.pathname) || !isPlainPath(value.split(/[?#]/)[0] ?? '')) return undefined;
  const path = url.pathname + url.search + url.hash;
  // Resolved again against another base, the answer stays on that base's origin, at this path.
  try {
    const again = new URL(path, OTHER_BASE);
    if (again.origin !== new URL(OTHER_BASE).origin || again.pathname !== url.pathname) return undefined;
  } catch {
    return undefined;
  }
  return path;
}
