import * as v from 'valibot';
import { BILL_TYPE } from './enums.ts';
import { BillsResponse, COUPON_CODE_MAX_LENGTH, fillMessage } from './orders.ts';
import { emailField } from './passport.ts';
import { integerText, integerValue, text } from './request-fields.ts';

/*
 * What operators of the service centre do (issue: operator actions, types 3 and 4, coupons): credit a
 * wallet with a payment received offline (bill type 3), deduct from it (bill type 4, never below zero),
 * read any user's balance and bills, create coupons. The operator CLI checks its flags against the same
 * limits.
 */

/** The largest single credit or deduction: ten million yuan, in fen. */
export const OPERATOR_ADJUSTMENT_MAX_MINOR = 1_000_000_000;
/** The note recorded on an adjustment (the ledger keeps 500 characters of description). */
export const OPERATOR_NOTE_MAX_LENGTH = 500;
/** A coupon code: letters, digits, `_` and `-`, so that it survives a URL and a cookie unchanged. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const COUPON_MIN_AMOUNT_MAX_YUAN = 10_000_000;
export const COUPON_PER_USER_LIMIT_MAX = 1_000;
export const COUPON_DISCOUNT_TYPES = ['fixed', 'percent'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** The refusals of the operator endpoints that the operator acts on (`{0}` filled by `fillMessage`). */
export const OPERATOR_MESSAGES = {
  oneUser: 'Give exactly one of email and user_id',
  noUserWithEmail: 'No user with the email {0}',
  noUserWithId: 'No user with the id {0}',
  noCourse: 'No course with the id {0}',
  couponCodeTaken: 'A coupon with the code {0} already exists',
  percentTooHigh: 'discount_value of a percent coupon must be at most 100',
  startsBeforeEnds: 'starts_at must be before ends_at',
  reasonRequired: '{0}: give the reason',
  noCoupon: 'No coupon with the id {0}',
  couponAlreadyDisabled: 'The coupon {0} is already disabled',
} as const;

/** Why an operator acts: required, and kept by the ledger and the audit log. */
const reasonField = (name: string) =>
  v.pipe(
    text(name, { max: OPERATOR_NOTE_MAX_LENGTH }),
    v.check((value) => value.trim().length > 0, fillMessage(OPERATOR_MESSAGES.reasonRequired, name)),
  );

/** Whom an operator acts on: exactly one of an email address and a user id. */
const hasOneUser = (input: { email?: string | undefined; user_id?: number | undefined }) =>
  (input.email === undefined) !== (input.user_id === undefined);

const Email = emailField('email');

export const OperatorWalletQuery = v.pipe(
  v.object({
    email: v.optional(Email),
    user_id: v.optional(integerText('user_id')),
    /** How many of the newest bills to answer: 20 unless given. */
    size: v.optional(integerText('size', { max: 100 })),
  }),
  v.check((input) => hasOneUser(input), OPERATOR_MESSAGES.oneUser),
);
export type OperatorWalletQuery = v.InferInput<typeof OperatorWalletQuery>;

export const WalletAdjustmentBody = v.pipe(
  v.object({
    email: v.optional(Email),
    user_id: v.optional(integerValue('user_id')),
    amount_minor: integerValue('amount_minor', { max: OPERATOR_ADJUSTMENT_MAX_MINOR }),
    /** Why (the service centre's audit log keeps it): the bank transfer's reference, the reason for a correction. */
    note: reasonField('note'),
  }),
  v.check((input) => hasOneUser(input), OPERATOR_MESSAGES.oneUser),
);
export type WalletAdjustmentBody = v.InferInput<typeof WalletAdjustmentBody>;

const IsoTime = (name: string) =>
  v.pipe(
    text(name, { max: 40 }),
    v.isoTimestamp(`${name} must be an ISO date-time with a time zone, e.g. 2026-12-01T00:00:00Z`),
  );

/** A coupon's rules (SPEC §3, §5): `discount_value` is fen off for 'fixed', percent off for 'percent'. */
export const CreateCouponBody = v.pipe(
  v.object({
    code: text('code', {
      max: COUPON_CODE_MAX_LENGTH,
      pattern: COUPON_CODE_PATTERN,
      message: `code has 1 to ${COUPON_CODE_MAX_LENGTH} letters, digits, _ or -`,
    }),
    discount_type: v.picklist(
      COUPON_DISCOUNT_TYPES,
      `discount_type must be one of ${COUPON_DISCOUNT_TYPES.join(', ')}`,
    ),
    discount_value: integerValue('discount_value', { max: OPERATOR_ADJUSTMENT_MAX_MINOR }),
    /** The order's amount must reach this many yuan; 0 (no minimum) unless given. */
    min_amount_yuan: v.optional(integerValue('min_amount_yuan', { min: 0, max: COUPON_MIN_AMOUNT_MAX_YUAN })),
    /** How many paid orders of one user may use it; 1 unless given. */
    per_user_limit: v.optional(integerValue('per_user_limit', { max: COUPON_PER_USER_LIMIT_MAX })),
    new_users_only: v.optional(v.boolean('new_users_only must be true or false')),
    starts_at: v.optional(IsoTime('starts_at')),
    ends_at: v.optional(IsoTime('ends_at')),
    /** Valid for this course only; every course unless given. */
    course_id: v.optional(integerValue('course_id')),
  }),
  v.check(
    (input) => input.discount_type !== 'percent' || input.discount_value <= 100,
    OPERATOR_MESSAGES.percentTooHigh,
  ),
  v.check(
    (input) => !input.starts_at || !input.ends_at || new Date(input.starts_at) < new Date(input.ends_at),
    OPERATOR_MESSAGES.startsBeforeEnds,
  ),
);
export type CreateCouponBody = v.InferInput<typeof CreateCouponBody>;

/** The user an operator acted on or looked up. */
export const OperatedUser = v.object({ id: v.number(), email: v.string(), nick_name: v.string() });
export type OperatedUser = v.InferOutput<typeof OperatedUser>;

/** A credit (bill type 3) or deduction (bill type 4) as written; a replay answers the same. */
export const WalletAdjustment = v.object({
  transfer_id: v.number(),
  type: v.picklist([BILL_TYPE.serviceCentreRecharge, BILL_TYPE.deduction]),
  user: OperatedUser,
  currency: v.string(),
  /** Signed minor units: positive into the wallet. */
  amount_minor: v.number(),
  /** The wallet's balance right after it. */
  balance_minor: v.number(),
  note: v.string(),
  created_at: v.string(),
});
export type WalletAdjustment = v.InferOutput<typeof WalletAdjustment>;

/** A user's tuition balance, their paying company's, and their newest bills. */
export const OperatorWallet = v.object({
  user: OperatedUser,
  currency: v.string(),
  balance_minor: v.number(),
  /** The balance of the company that pays for the user, else null. */
  company_balance_minor: v.nullable(v.number()),
  bills: BillsResponse,
});
export type OperatorWallet = v.InferOutput<typeof OperatorWallet>;

export const CreatedCoupon = v.object({
  id: v.number(),
  code: v.string(),
  discount_type: v.picklist(COUPON_DISCOUNT_TYPES),
  discount_value: v.number(),
  min_amount_yuan: v.number(),
  per_user_limit: v.number(),
  new_users_only: v.boolean(),
  starts_at: v.nullable(v.string()),
  ends_at: v.nullable(v.string()),
  course_id: v.nullable(v.number()),
});
export type CreatedCoupon = v.InferOutput<typeof CreatedCoupon>;

/*
 * The service centre's pages (issue 28): finding a person, their page, ending their sessions, the audit log,
 * the coupons with their redemptions and disabling one.
 */

/** The people a search answers at most: a search is narrowed by typing more, not paged. */
export const PERSON_SEARCH_LIMIT = 20;
export const PERSON_SEARCH_MAX_LENGTH = 100;

/** One box: an email's beginning, a fragment of the name, or an id (digits). */
export const PeopleQuery = v.object({
  q: v.pipe(
    text('q', { max: PERSON_SEARCH_MAX_LENGTH }),
    v.check((value) => value.trim().length > 0, 'q: type an email, a name or an id'),
  ),
});
export type PeopleQuery = v.InferInput<typeof PeopleQuery>;

export const PersonSummary = v.object({
  id: v.number(),
  email: v.string(),
  nick_name: v.string(),
  created_at: v.string(),
});
export type PersonSummary = v.InferOutput<typeof PersonSummary>;

/** Exact id first, then emails beginning with the text, then names holding it; each by id. */
export const PeopleResponse = v.object({ data: v.array(PersonSummary) });
export type PeopleResponse = v.InferOutput<typeof PeopleResponse>;

export const PersonParams = v.object({ user_id: integerText('user_id') });
export type PersonParams = v.InferInput<typeof PersonParams>;

/** A row of the audit log (migration 0036): who did what to what, before and after, and why. */
export const OperatorActionEntry = v.object({
  id: v.number(),
  operator: v.object({ id: v.number(), email: v.nullable(v.string()) }),
  action: v.string(),
  subject: v.string(),
  user_id: v.nullable(v.number()),
  before: v.unknown(),
  after: v.unknown(),
  reason: v.string(),
  created_at: v.string(),
});
export type OperatorActionEntry = v.InferOutput<typeof OperatorActionEntry>;

export const AUDIT_PAGE_SIZE = 50;

export const OperatorActionsQuery = v.object({
  user_id: v.optional(integerText('user_id')),
  /** The page after the one that ended with this id (newest first). */
  before_id: v.optional(integerText('before_id')),
  size: v.optional(integerText('size', { max: 100 })),
});
export type OperatorActionsQuery = v.InferInput<typeof OperatorActionsQuery>;

export const OperatorActionsResponse = v.object({
  data: v.array(OperatorActionEntry),
  /** `before_id` of the next (older) page; null on the last. */
  next_before_id: v.nullable(v.number()),
});
export type OperatorActionsResponse = v.InferOutput<typeof OperatorActionsResponse>;

/** How many of a person's newest orders, lessons and audit rows their page shows. */
export const PERSON_PAGE_ROWS = 20;

/** Everything the service centre knows of a person, for their page. */
export const PersonDetail = v.object({
  profile: v.object({
    id: v.number(),
    email: v.string(),
    nick_name: v.string(),
    created_at: v.string(),
    time_zone: v.nullable(v.string()),
    language: v.nullable(v.string()),
    is_operator: v.boolean(),
    /** The company paying for them, if one does. */
    company: v.nullable(v.object({ id: v.number(), name: v.string() })),
  }),
  wallet: v.object({
    currency: v.string(),
    balance_minor: v.number(),
    company_balance_minor: v.nullable(v.number()),
  }),
  bills: BillsResponse,
  orders: v.array(
    v.object({
      id: v.number(),
      status: v.number(),
      course_id: v.number(),
      total_minor: v.number(),
      currency: v.string(),
      created_at: v.string(),
      paid_at: v.nullable(v.string()),
    }),
  ),
  /** Lessons they learn or teach, newest first. */
  lessons: v.array(
    v.object({
      id: v.number(),
      status: v.string(),
      starts_at: v.string(),
      course_id: v.number(),
      as: v.picklist(['learner', 'teacher']),
    }),
  ),
  linked: v.object({
    /** Sign-in providers linked to the account (WeChat, Google…). */
    providers: v.array(v.object({ provider: v.string(), created_at: v.string() })),
    /** The other accounts of their family (linked accounts share courses), `main` the one who asked. */
    family: v.array(v.object({ ...OperatedUser.entries, main: v.boolean() })),
  }),
  /** Active sign-ins. */
  sessions: v.array(v.object({ created_at: v.string(), expires_at: v.string() })),
  audit: v.array(OperatorActionEntry),
});
export type PersonDetail = v.InferOutput<typeof PersonDetail>;

/** An operator action that needs only its reason (ending sessions, disabling a coupon). */
export const OperatorReasonBody = v.object({ reason: reasonField('reason') });
export type OperatorReasonBody = v.InferInput<typeof OperatorReasonBody>;

export const SessionsEnded = v.object({ user_id: v.number(), ended: v.number() });
export type SessionsEnded = v.InferOutput<typeof SessionsEnded>;

export const CouponParams = v.object({ id: integerText('id') });
export type CouponParams = v.InferInput<typeof CouponParams>;

/** Where a coupon stands at the time of the answer: usable, not yet, no longer (its end), or disabled. */
export const OPERATOR_COUPON_STATES = ['active', 'scheduled', 'expired', 'disabled'] as const;

/** A coupon as the service centre lists it: its rules, where it stands, how often it was used. */
export const OperatorCoupon = v.object({
  ...CreatedCoupon.entries,
  state: v.picklist(OPERATOR_COUPON_STATES),
  disabled_at: v.nullable(v.string()),
  redemptions: v.number(),
  created_at: v.string(),
});
export type OperatorCoupon = v.InferOutput<typeof OperatorCoupon>;

export const OperatorCouponsResponse = v.object({ data: v.array(OperatorCoupon) });
export type OperatorCouponsResponse = v.InferOutput<typeof OperatorCouponsResponse>;

export const CouponRedemptionsResponse = v.object({
  coupon: OperatorCoupon,
  data: v.array(
    v.object({
      id: v.number(),
      user: OperatedUser,
      order_id: v.number(),
      use_number: v.number(),
      created_at: v.string(),
    }),
  ),
});
export type CouponRedemptionsResponse = v.InferOutput<typeof CouponRedemptionsResponse>;

/**
 * What an operator types as an amount in yuan ("50", "12.5", "0.05") in fen; null for anything else (no sign,
 * at most two decimals, above zero).
 */
export function yuanInputToMinor(text: string): number | null {
  const match = /^(\d{1,8})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 && minor <= OPERATOR_ADJUSTMENT_MAX_MINOR ? minor : null;
}
