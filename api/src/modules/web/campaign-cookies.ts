import { CAMPAIGN_COOKIES, COOKIE_MAX_AGE_DAYS, COOKIES, type Lang } from '@hanyu/contract';

/** A Set-Cookie header kept for 30 days (SPEC §9) on the whole site, as the shell's writeCookie writes it. */
function rememberedCookie(name: string, value: string, secure: boolean): string {
  const maxAge = COOKIE_MAX_AGE_DAYS * 24 * 3600;
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax; max-age=${maxAge}${
    secure ? '; Secure' : ''
  }`;
}

/**
 * Set-Cookie headers remembering a landing page's campaign parameters, written the way the shell writes them
 * (shell/src/features/campaign/remember-campaign.ts). The server sets them with the page, so a visitor who
 * reads a server-rendered page and leaves before the app has started is still remembered.
 */
export function campaignCookies(url: string, secure: boolean): string[] {
  const query = url.indexOf('?');
  if (query < 0) return [];
  const params = new URLSearchParams(url.slice(query + 1).split('#')[0]);
  const cookies: string[] = [];
  for (const [param, cookie] of CAMPAIGN_COOKIES) {
    const value = params.get(param);
    if (!value) continue;
    cookies.push(rememberedCookie(cookie, value.slice(0, 200), secure));
  }
  return cookies;
}

/**
 * The page's language remembered as the shell remembers it (shell/src/features/i18n/lang-route.ts), set with
 * the page when the visitor's cookie says otherwise: `/` goes back to it even if the app never started.
 */
export function languageCookie(lang: Lang, langCookie: string | undefined, secure: boolean): string[] {
  if (langCookie === lang) return [];
  return [rememberedCookie(COOKIES.lang, lang, secure)];
}

/**
 * Set-Cookie headers forgetting the session (token and uid), for both places the shell may have written them:
 * the host, and the registrable domain the session is shared on (packages/session rootDomain).
 */
export function clearedSessionCookies(hostname: string, secure: boolean): string[] {
  const labels = hostname.split('.');
  const shared =
    labels.length >= 2 && !/^[\d.]+$/.test(hostname) && labels.at(-1) !== 'localhost'
      ? `; domain=${labels.slice(-2).join('.')}`
      : '';
  const expired = `path=/; SameSite=Lax; max-age=0${secure ? '; Secure' : ''}`;
  return [COOKIES.token, COOKIES.uid].flatMap((name) => [
    `${name}=; ${expired}`,
    ...(shared ? [`${name}=; ${expired}${shared}`] : []),
  ]);
}

/**
 * The header's slogan a page was rendered with (the shell's `slogan` cookie, read by the next render to show
 * another one): for the session only, the whole site.
 */
export function sloganCookie(index: number, secure: boolean): string {
  return `slogan=${index}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
