import { parseCookie, stringifySetCookie } from 'cookie';

/** A value that is not valid percent-encoding is no value: the cookie reads as absent. */
function decodeOrSkip(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** One cookie from a Cookie request header (a server render reading the visitor's); undefined if absent. */
export function cookieFromHeader(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parseCookie(header, { decode: decodeOrSkip })[name];
}

/** Reads one cookie in the browser; undefined elsewhere. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return cookieFromHeader(document.cookie, name);
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  /** Root domain for the session cookies; default: the current host. */
  domain?: string;
}

export function writeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, domain }: CookieOptions = {},
): void {
  if (typeof document === 'undefined') return;
  const cookie = stringifySetCookie(
    {
      name,
      value,
      path: '/',
      sameSite: 'lax',
      ...(maxAgeSeconds === undefined ? {} : { maxAge: Math.floor(maxAgeSeconds) }),
      ...(domain ? { domain } : {}),
      secure: typeof location !== 'undefined' && location.protocol === 'https:',
    },
    // Every value percent-encoded, as the API's Set-Cookie headers write them.
    { encode: encodeURIComponent },
  );
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = cookie;
}

export function removeCookie(name: string, domain?: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0, ...(domain ? { domain } : {}) });
}
