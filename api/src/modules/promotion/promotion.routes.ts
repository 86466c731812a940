import { FALLBACK_LANG, INVITE_COOKIE, PROMOTION_ATTRIBUTION_DAYS, VISITOR_COOKIE } from '@hanyu/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AttemptLimiter } from '../../http/attempt-limiter.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import {
  invitesOf,
  joinPromotion,
  newVisitorId,
  promotionProfile,
  promotionStats,
  recordClick,
  type VisitorIds,
} from './promotion.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and reads the visitor cookie (promotion.service's visitorIdSigner); set by buildApp. */
    visitorIds?: VisitorIds;
  }
}

/** The visitor id of the request's HttpOnly cookie, if this server signed it (set by the click endpoint). */
export const visitorOf = (request: FastifyRequest): string | undefined =>
  request.server.visitorIds?.read(request.cookies[VISITOR_COOKIE]);

/** The invite code the shell remembered from an invite link (30-day cookie), if any. */
export const inviteCodeOf = (request: FastifyRequest): string | undefined => request.cookies[INVITE_COOKIE];

/**
 * The visitor cookie: HttpOnly, so no script can read or forge it from the page, and renewed at every followed
 * link for 30 days (SPEC §9), the window in which the last one decides an order's promoter.
 */
function visitorCookie(value: string, secure: boolean): string {
  const maxAge = PROMOTION_ATTRIBUTION_DAYS * 24 * 3600;
  return `${VISITOR_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

export function promotionHandlers(
  db: Kysely<Database>,
  options: {
    now: () => Date;
    publicUrl: string;
    /** Bounds the followed links counted per client IP (a flood from one address without a cookie). */
    limiter: AttemptLimiter;
  },
): Pick<EndpointHandlers, 'promotionClick' | 'promotion' | 'joinPromotion' | 'promotionStats' | 'invites'> {
  const page = (language: Parameters<typeof promotionProfile>[2]['language'] | undefined) => ({
    publicUrl: options.publicUrl,
    language: language ?? FALLBACK_LANG,
  });
  return {
    promotionClick: async ({ body, user, request, reply }) => {
      const ids = request.server.visitorIds;
      if (!ids) throw new Error('visitor ids are not set up (buildApp decorates visitorIds)');
      const visitorId = visitorOf(request) ?? newVisitorId();
      const result = await recordClick(db, {
        couponCode: body.coupon_code,
        visitorId,
        userId: user?.id ?? null,
        now: options.now(),
        admit: async () => (await options.limiter.admitClick(request.ip)).allowed,
      });
      if (result.promoter) {
        const secure = request.protocol === 'https' || options.publicUrl.startsWith('https:');
        reply.header('Set-Cookie', visitorCookie(ids.sign(visitorId), secure));
      }
      return result;
    },
    promotion: async ({ user, query }) => promotionProfile(db, user, page(query.language)),
    joinPromotion: async ({ user, query }) => joinPromotion(db, user, page(query.language)),
    promotionStats: async ({ user, query }) =>
      promotionStats(db, user, { days: query.days ?? 30, now: options.now() }),
    invites: async ({ user, query }) =>
      invitesOf(db, user, { ...page(query.language), page: query.page ?? 1 }),
  };
}
