/** Reads one cookie in the browser; undefined elsewhere. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

/** One cookie from a Cookie request header (a server render reading the visitor's); undefined if absent. */
export function cookieFromHeader(header: string | null | undefined, name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const part = (header ?? '').split(/;\s*/).find((candidate) => candidate.startsWith(prefix));
  if (part === undefined) return undefined;
  try {
    return decodeURIComponent(part.slice(prefix.length));
  } catch {
    return undefined;
  }
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
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  if (maxAgeSeconds !== undefined) cookie += `; max-age=${Math.floor(maxAgeSeconds)}`;
  if (domain) cookie += `; domain=${domain}`;
  if (typeof location !== 'undefined' && location.protocol === 'https:') cookie += '; Secure';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = cookie;
}

export function removeCookie(name: string, domain?: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0, ...(domain ? { domain } : {}) });
}
