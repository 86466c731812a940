import { COOKIE_MAX_AGE_DAYS, COOKIES } from '@hanyu/contract';
import { writeCookie } from '@hanyu/sdk';

/** Query parameters remembered for 30 days, and the cookie each goes to (SPEC §3, §9). */
const REMEMBERED = [
  ['utm_source', COOKIES.utmSource],
  ['utm_medium', COOKIES.utmMedium],
  ['utm_campaign', COOKIES.utmCampaign],
  ['coupon_code', COOKIES.coupon],
] as const;

export function rememberCampaign(search: string): void {
  const params = new URLSearchParams(search);
  for (const [param, cookie] of REMEMBERED) {
    const value = params.get(param);
    if (value) writeCookie(cookie, value.slice(0, 200), { maxAgeSeconds: COOKIE_MAX_AGE_DAYS * 24 * 3600 });
  }
}
