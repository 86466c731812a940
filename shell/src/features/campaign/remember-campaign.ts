import { CAMPAIGN_COOKIES, COOKIE_MAX_AGE_DAYS, type Endpoints, endpointPaths } from '@hanyu/contract';
import { request, writeCookie } from '@hanyu/sdk';

let reported = '';

/**
 * A followed promotion link counts wherever it lands: the coupon code goes to the API, which counts the click
 * once per visitor and day and remembers it (HttpOnly cookie) for the orders of the next 30 days. Once per
 * address; a failure costs the visitor nothing.
 */
function reportPromotionClick(params: URLSearchParams): void {
  const code = params.get('coupon_code');
  if (!code || !/^[A-Za-z0-9_-]{1,40}$/.test(code) || reported === code) return;
  reported = code;
  request<Endpoints['promotionClick']>(
    endpointPaths.promotionClick,
    { body: { coupon_code: code } },
    { quiet: true },
  ).catch(() => {});
}

export function rememberCampaign(search: string): void {
  const params = new URLSearchParams(search);
  for (const [param, cookie] of CAMPAIGN_COOKIES) {
    const value = params.get(param);
    if (value) writeCookie(cookie, value.slice(0, 200), { maxAgeSeconds: COOKIE_MAX_AGE_DAYS * 24 * 3600 });
  }
  reportPromotionClick(params);
}
