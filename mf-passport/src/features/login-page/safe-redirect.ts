/**
 * A redirect_url the login page may follow: a path on this site. Anything else (another origin,
 * `//host`, `javascript:`) is ignored, so the login page cannot be used to send users elsewhere.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    const url = new URL(value, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? url.pathname + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}
