import * as v from 'valibot';
import { COOKIES, LANGS } from './constants.ts';
import { integerText, text } from './request-fields.ts';

/**
 * The promotion programme and invite rewards (issue 14, SPEC §1, §2 user/promote and user/spread, §3 promotion
 * stats, §9). A promoter (an employee, or a part-time teacher) hands out a share link: the site address with
 * utm_source, utm_medium, utm_campaign and their own coupon_code. The shell remembers those values (30-day
 * cookies) and reports the followed link to POST /open/promotion/click, which counts a click once per visitor
 * per day and remembers the visitor's last followed link in an HttpOnly 30-day cookie; an order created within
 * 30 days of it is the promoter's. Once the order can no longer be cancelled or refunded, the promoter's share
 * of its paid total (the rate of their kind when the order was made) goes to their tuition wallet, bill type 7.
 *
 * A learner's invite link carries invite_code: a friend who registers through it is recorded as invited, and
 * when the friend's first purchase is final the inviter gets the invite reward in tuition balance (bill type 7).
 */

/** The query value of an invite link, remembered by the shell in a cookie of the same name for 30 days. */
export const INVITE_CODE_PARAM = 'invite_code';
export const INVITE_COOKIE = 'invite_code';
/**
 * The query parameters a landing page's address may carry that are remembered for 30 days (SPEC §3, §9), and
 * the cookie each goes to: written by the shell in the browser and by the API with a server-rendered page.
 */
export const CAMPAIGN_COOKIES = [
  ['utm_source', COOKIES.utmSource],
  ['utm_medium', COOKIES.utmMedium],
  ['utm_campaign', COOKIES.utmCampaign],
  ['coupon_code', COOKIES.coupon],
  // A friend's invite link: registration reads it to record who invited them.
  [INVITE_CODE_PARAM, INVITE_COOKIE],
] as const;
/** The HttpOnly cookie naming the visitor whose followed links are counted. */
export const VISITOR_COOKIE = 'hy_visitor';
/** How long a followed link decides the promoter of an visitor's orders (SPEC §9: 30 days). */
export const PROMOTION_ATTRIBUTION_DAYS = 30;
/** The utm values of a promoter's share link. */
export const PROMOTION_UTM = { source: 'promoter', medium: 'referral', campaign: 'promote' } as const;

export const PROMOTER_KINDS = ['employee', 'part_time_teacher'] as const;
export type PromoterKind = (typeof PROMOTER_KINDS)[number];
export const PROMOTION_STATS_RANGES = [30, 90] as const;

export const PROMOTION_ERROR_CODES = {
  /** Only employees (staff) and teachers may join the promotion programme. */
  notEligible: 20601,
} as const;

export const PROMOTION_MESSAGES = {
  notEligible: 'Only employees and teachers can join the promotion programme',
} as const;

const couponCode = text('coupon_code', { max: 40, pattern: /^[A-Za-z0-9_-]{1,40}$/ });

export const PromotionClickBody = v.object({ coupon_code: couponCode });
export const PromotionClickResult = v.object({
  /** True when this visit was counted (the first of this visitor for this promoter today). */
  counted: v.boolean(),
  /** False when the code names no promoter's coupon: nothing was remembered. */
  promoter: v.boolean(),
});
export type PromotionClickResult = v.InferOutput<typeof PromotionClickResult>;

export const PromotionLanguageQuery = v.object({
  language: v.optional(v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`)),
});

const PromoterKindRate = v.object({
  kind: v.picklist(PROMOTER_KINDS),
  /** The income share in basis points (300 = 3 %). */
  income_bp: v.number(),
  coupon_percent: v.number(),
});

export const PromotionProfile = v.object({
  /** The kinds of promoter and their shares, as the programme's data says. */
  kinds: v.array(PromoterKindRate),
  /** Whether the caller may join (an employee or a teacher who is not yet a promoter). */
  can_join: v.boolean(),
  promoter: v.nullable(
    v.object({
      kind: v.picklist(PROMOTER_KINDS),
      income_bp: v.number(),
      coupon_code: v.string(),
      coupon_percent: v.number(),
      share_url: v.string(),
      since: v.string(),
    }),
  ),
});
export type PromotionProfile = v.InferOutput<typeof PromotionProfile>;

export const PromotionStatsQuery = v.object({
  days: v.optional(
    v.pipe(
      integerText('days', { min: 1, max: 366 }),
      v.check(
        (days) => (PROMOTION_STATS_RANGES as readonly number[]).includes(Number(days)),
        `days must be one of ${PROMOTION_STATS_RANGES.join(', ')}`,
      ),
    ),
  ),
});

const PromotionTotals = v.object({
  clicks: v.number(),
  orders: v.number(),
  /** Sum of the listed prices (before coupons) of the paid orders attributed. */
  order_amount_minor: v.number(),
  /** Sum of the tuition actually paid for those orders (after coupons): what income is a share of. */
  tuition_total_minor: v.number(),
  /** Income credited to the wallet (bill type 7). */
  income_credited_minor: v.number(),
  /** Income of paid orders that can still be cancelled or refunded: credited once they are final. */
  income_pending_minor: v.number(),
});

export const PromotionDay = v.object({
  /** YYYY-MM-DD in the promoter's time zone. */
  date: v.string(),
  clicks: v.number(),
  orders: v.number(),
  order_amount_minor: v.number(),
  income_minor: v.number(),
});
export type PromotionDay = v.InferOutput<typeof PromotionDay>;

export const PromotionStats = v.object({
  currency: v.string(),
  time_zone: v.string(),
  days: v.number(),
  /** Since the promoter joined. */
  totals: PromotionTotals,
  /** Within the range. */
  range: PromotionTotals,
  /** One entry a day, oldest first, days without activity included. */
  series: v.array(PromotionDay),
});
export type PromotionStats = v.InferOutput<typeof PromotionStats>;

export const INVITE_STATES = ['registered', 'rewarded'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

export const InvitesQuery = v.object({
  language: v.optional(v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`)),
  page: v.optional(integerText('page', { max: 10_000 })),
});

export const InvitesResponse = v.object({
  invite_code: v.string(),
  invite_url: v.string(),
  currency: v.string(),
  /** What each friend's first purchase earns the inviter, as the programme's data says. */
  reward_minor: v.number(),
  rewarded_total_minor: v.number(),
  registered_count: v.number(),
  rewarded_count: v.number(),
  list: v.array(
    v.object({
      /** The friend's nickname with its middle hidden. */
      name: v.string(),
      state: v.picklist(INVITE_STATES),
      registered_at: v.string(),
      rewarded_at: v.nullable(v.string()),
      reward_minor: v.number(),
    }),
  ),
  total: v.number(),
});
export type InvitesResponse = v.InferOutput<typeof InvitesResponse>;

export const EmptyPromotionBody = v.object({});
