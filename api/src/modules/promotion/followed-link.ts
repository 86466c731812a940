import { COOKIES, endpointPaths } from '@hanyu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const COUPON_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * A page requested with a promotion link's coupon_code counts the followed link as the page is served, through
 * the click endpoint (POST /api/open/promotion/click), so a visitor who reads a server-rendered page and leaves
 * before the app starts is counted too. Answers the endpoint's Set-Cookie (the visitor cookie), if any. The app,
 * once started, reports the same link again: same visitor, same day, counted once.
 */
export async function followedLinkCookies(app: FastifyInstance, request: FastifyRequest): Promise<string[]> {
  if (request.method !== 'GET') return [];
  const query = request.url.indexOf('?');
  if (query < 0) return [];
  const code = new URLSearchParams(request.url.slice(query + 1).split('#')[0]).get('coupon_code');
  if (!code || !COUPON_CODE.test(code)) return [];
  const token = request.cookies[COOKIES.token];
  const answer = await app.inject({
    // The visitor's own address, so that the per-IP bound on counted clicks applies to page loads too.
    remoteAddress: request.ip,
    method: endpointPaths.promotionClick.method,
    url: `/api${endpointPaths.promotionClick.path}`,
    headers: {
      'content-type': 'application/json',
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      // The promoter following their own link is not counted: the page's session says who it is.
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.headers['x-forwarded-proto']
        ? { 'x-forwarded-proto': request.headers['x-forwarded-proto'] }
        : {}),
    },
    payload: { coupon_code: code },
  });
  const set = answer.headers['set-cookie'];
  return set === undefined ? [] : [set].flat().map(String);
}
