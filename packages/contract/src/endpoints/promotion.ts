import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import {
  EmptyPromotionBody,
  InvitesQuery,
  InvitesResponse,
  PromotionClickBody,
  PromotionClickResult,
  PromotionLanguageQuery,
  PromotionProfile,
  PromotionStats,
  PromotionStatsQuery,
} from '../promotion.ts';

/** The endpoints of the promotion programme and invites: served by `api/src/modules/promotion`. */
export const promotionEndpoints = {
  promotionClick: {
    ...endpointPaths.promotionClick,
    owner: 'nobody',
    example: { body: { coupon_code: 'HYDEMO1' } },
    summary:
      "A followed promotion link (the shell posts the link's coupon_code from any page): counted once per " +
      "visitor and promoter per day, and remembered as the visitor's last followed link in an HttpOnly 30-day " +
      'cookie, which decides the promoter of their orders; a code of no promoter counts nothing',
    body: PromotionClickBody,
    response: PromotionClickResult,
    auth: 'optional',
  },
  promotion: {
    ...endpointPaths.promotion,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      'The promotion programme for the caller (user/promote): the kinds of promoter and their income share, and ' +
      "the caller's coupon code and share link when they promote",
    query: PromotionLanguageQuery,
    response: PromotionProfile,
    auth: true,
  },
  joinPromotion: {
    ...endpointPaths.joinPromotion,
    owner: 'caller',
    example: { query: { language: 'en' }, body: {} },
    summary:
      'Makes the caller a promoter with a coupon code of their own: an employee (staff) at 3 %, a teacher at ' +
      '5 % (the rates are data); anyone else is refused with 403 (20601); joining twice answers the same',
    query: PromotionLanguageQuery,
    body: EmptyPromotionBody,
    response: PromotionProfile,
    auth: true,
  },
  promotionStats: {
    ...endpointPaths.promotionStats,
    owner: 'caller',
    example: { query: { days: '30' } },
    summary:
      "The caller's promotion statistics: clicks, paid orders and their amount, tuition total and income " +
      "(credited and pending), since joining and over the last 30 or 90 days, with a daily series in the caller's " +
      'time zone; 404 for someone who does not promote',
    query: PromotionStatsQuery,
    response: PromotionStats,
    auth: true,
  },
  invites: {
    ...endpointPaths.invites,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      "The caller's invite link (user/spread) and the friends who registered through it, newest first, each " +
      'registered or rewarded (their first purchase is final and earned the inviter the reward, bill type 7)',
    query: InvitesQuery,
    response: InvitesResponse,
    auth: true,
  },
} as const satisfies EndpointTable;
