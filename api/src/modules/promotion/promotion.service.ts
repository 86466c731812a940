import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  BILL_TYPE,
  INVITE_CODE_PARAM,
  type InvitesResponse,
  type Lang,
  PROMOTION_ATTRIBUTION_DAYS,
  PROMOTION_ERROR_CODES,
  PROMOTION_MESSAGES,
  PROMOTION_UTM,
  type PromoterKind,
  type PromotionDay,
  type PromotionProfile,
  type PromotionStats,
} from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { openWallet, platformAccount, transfer } from '../ledger/index.ts';
import { isTeacher } from '../lessons/index.ts';
import { isOperator } from '../users/index.ts';
import {
  dueIncomeOrders,
  dueInviteRewards,
  findPromoter,
  findPromoterByCouponCode,
  findPromoterByCouponId,
  insertClick,
  insertPromotionOrder,
  lastFollowedPromoter,
  lockDueIncomeOrder,
  lockDueInvite,
  markIncomeCredited,
  markInviteRewarded,
  oneOwnerSql,
  type PromoterRow,
  promoterKinds,
} from './promotion.repository.ts';

/**
 * How long a paid order stays open to a refund before income and invite rewards are credited: SPEC §9's
 * 30-day money-back guarantee. PROMOTION_HOLD_DAYS sets another (0: final once paid, for a demo or e2e).
 */
export const DEFAULT_PROMOTION_HOLD_DAYS = 30;

export function promotionHoldMs(env: Record<string, string | undefined>): number {
  const raw = env.PROMOTION_HOLD_DAYS;
  if (raw === undefined || raw === '') return DEFAULT_PROMOTION_HOLD_DAYS * 86_400_000;
  const days = Number(raw);
  if (!Number.isFinite(days) || days < 0 || days > 365) {
    throw new Error('PROMOTION_HOLD_DAYS must be a number of days from 0 to 365');
  }
  return days * 86_400_000;
}

const DAY_MS = 86_400_000;
const SWEEP_BATCH = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Visitor ids as their cookie carries them: `uuid.mac`, the MAC an HMAC-SHA256 of the id under the deployment's
 * signing secret (CLASSROOM_SECRET), so that only ids this server issued are taken. A made-up or copied-over
 * UUID is no visitor: the click is counted as a new one, under the per-IP limit.
 */
export interface VisitorIds {
  /** The cookie value of a visitor id. */
  sign(id: string): string;
  /** The visitor id of a cookie value this server signed; undefined for anything else. */
  read(value: string | undefined): string | undefined;
}

export function visitorIdSigner(secret: string): VisitorIds {
  const mac = (id: string) => createHmac('sha256', secret).update(`hanyu-visitor:${id}`).digest('base64url');
  return {
    sign: (id) => `${id}.${mac(id)}`,
    read(value) {
      if (!value || value.length > 100) return undefined;
      const [id, given, ...rest] = value.split('.');
      if (!id || !given || rest.length > 0 || !UUID.test(id)) return undefined;
      const expected = Buffer.from(mac(id));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
    },
  };
}

export const newVisitorId = (): string => randomUUID();

/** Notes that `userId` was signed in on the browser of `visitorId` (0032_visitor_accounts.sql). */
export async function rememberVisitorAccount(
  db: Kysely<Database>,
  visitorId: string,
  userId: number | string,
  at: Date,
): Promise<void> {
  await sql`
    insert into visitor_accounts (visitor_id, user_id, seen_at) values (${visitorId}, ${String(userId)}, ${at})
    on conflict (visitor_id, user_id) do update set seen_at = excluded.seen_at`.execute(db);
}

async function oneOwner(db: Kysely<Database>, a: number | string, b: number | string): Promise<boolean> {
  const { rows } = await sql<{ one: boolean }>`select ${oneOwnerSql(String(a), String(b))} as one`.execute(
    db,
  );
  return rows[0]?.one === true;
}

/** The promoter's share of a paid total: rounded down, so never above rate × total. */
export const incomeOf = (totalMinor: number, incomeBp: number): number =>
  Math.floor((totalMinor * incomeBp) / 10_000);

/** A followed link: counted once per visitor and promoter per day (UTC), remembered as the visitor's last. */
export async function recordClick(
  db: Kysely<Database>,
  click: {
    couponCode: string;
    visitorId: string;
    userId: number | null;
    now: Date;
    /**
     * The per-IP bound, asked only for a link that would be counted (a promoter's, not their own): false past it,
     * and the link is not counted and decides no order.
     */
    admit?: () => Promise<boolean>;
  },
): Promise<{ counted: boolean; promoter: boolean }> {
  const promoterId = await findPromoterByCouponCode(db, click.couponCode);
  if (!promoterId) return { counted: false, promoter: false };
  // Whoever is signed in on this browser is noted: the promoter's own browser earns them nothing.
  if (click.userId !== null) await rememberVisitorAccount(db, click.visitorId, click.userId, click.now);
  // A promoter following their own link is not a visitor they brought.
  if (click.userId !== null && String(click.userId) === promoterId) return { counted: false, promoter: true };
  if (click.admit && !(await click.admit())) return { counted: false, promoter: true };
  const counted = await insertClick(db, {
    promoterId,
    visitorId: click.visitorId,
    day: click.now.toISOString().slice(0, 10),
    at: click.now,
  });
  return { counted, promoter: true };
}

/**
 * Decides the promoter of an order as it is created (in its transaction): the visitor's last followed link
 * within 30 days, else the promoter whose coupon the order uses; never the buyer themself, nor a promoter who
 * is one person with the buyer (linked accounts, or seen on the buyer's browser: docs/decisions.md).
 */
export async function attributeOrder(
  trx: Kysely<Database>,
  order: {
    orderId: string | number;
    buyerId: number;
    couponId: string | null;
    visitorId?: string | undefined;
    now: Date;
  },
): Promise<void> {
  let promoterId: string | undefined;
  let source: 'click' | 'coupon' = 'click';
  if (order.visitorId) {
    promoterId = await lastFollowedPromoter(trx, order.visitorId, order.now, PROMOTION_ATTRIBUTION_DAYS);
  }
  if (!promoterId && order.couponId) {
    promoterId = await findPromoterByCouponId(trx, order.couponId);
    source = 'coupon';
  }
  if (order.visitorId) await rememberVisitorAccount(trx, order.visitorId, order.buyerId, order.now);
  if (!promoterId || promoterId === String(order.buyerId)) return;
  if (await oneOwner(trx, order.buyerId, promoterId)) return;
  await insertPromotionOrder(trx, { orderId: String(order.orderId), promoterId, source, at: order.now });
}

/**
 * Credits what is due, safe on any number of processes at once: each order's income and each invite's reward
 * in its own transaction, under its row's lock (skip locked: another process has it), rechecked there, with a
 * ledger idempotency key, so it is paid once. Answers how many of each were credited.
 */
export async function creditDuePromotions(
  db: Kysely<Database>,
  options: { now: Date; holdMs: number; onError?: (error: unknown, what: string) => void },
): Promise<{ incomes: number; rewards: number }> {
  let incomes = 0;
  let rewards = 0;
  for (const orderId of await dueIncomeOrders(db, { ...options, limit: SWEEP_BATCH })) {
    try {
      if (await creditIncome(db, orderId, options)) incomes++;
    } catch (error) {
      options.onError?.(error, `order ${orderId}`);
    }
  }
  for (const inviteeId of await dueInviteRewards(db, { ...options, limit: SWEEP_BATCH })) {
    try {
      if (await creditInviteReward(db, inviteeId, options)) rewards++;
    } catch (error) {
      options.onError?.(error, `invite ${inviteeId}`);
    }
  }
  return { incomes, rewards };
}

function creditIncome(db: Kysely<Database>, orderId: string, options: { now: Date; holdMs: number }) {
  return db.transaction().execute(async (trx) => {
    const due = await lockDueIncomeOrder(trx, orderId, options);
    if (!due) return false;
    // Found to be one person since the order (accounts linked, a browser shared): settled with no income.
    const income = due.one_owner ? 0 : incomeOf(Number(due.total_minor), due.income_bp);
    let transferId: string | null = null;
    if (income > 0) {
      const wallet = await openWallet(trx, due.promoter_id, 'wallet', due.currency);
      const expense = await platformAccount(trx, 'promotion_expense', due.currency);
      const moved = await transfer(trx, {
        kind: BILL_TYPE.reward,
        entries: [
          { accountId: expense.id, amount: -income },
          { accountId: wallet.id, amount: income },
        ],
        idempotencyKey: `promotion:order:${orderId}`,
        reference: `order:${orderId}`,
        description: `Promotion income, order ${orderId}`,
        metadata: { income_bp: due.income_bp },
      });
      transferId = moved.id;
    }
    await markIncomeCredited(trx, { orderId, incomeMinor: income, at: options.now, transferId });
    return true;
  });
}

function creditInviteReward(db: Kysely<Database>, inviteeId: string, options: { now: Date; holdMs: number }) {
  return db.transaction().execute(async (trx) => {
    const due = await lockDueInvite(trx, inviteeId, options);
    if (!due) return false;
    const reward = Number(due.reward_minor);
    const wallet = await openWallet(trx, due.inviter_id);
    const expense = await platformAccount(trx, 'promotion_expense');
    const moved = await transfer(trx, {
      kind: BILL_TYPE.reward,
      entries: [
        { accountId: expense.id, amount: -reward },
        { accountId: wallet.id, amount: reward },
      ],
      idempotencyKey: `invite:${inviteeId}`,
      reference: `order:${due.order_id}`,
      description: 'Invite reward',
    });
    await markInviteRewarded(trx, {
      inviteeId,
      orderId: due.order_id,
      rewardMinor: reward,
      at: options.now,
      transferId: moved.id,
    });
    return true;
  });
}

// ---- The promoter's page ----

const siteRoot = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export function shareUrl(publicUrl: string, language: Lang, couponCode: string): string {
  const query = new URLSearchParams({
    utm_source: PROMOTION_UTM.source,
    utm_medium: PROMOTION_UTM.medium,
    utm_campaign: PROMOTION_UTM.campaign,
    coupon_code: couponCode,
  });
  return `${siteRoot(publicUrl)}/${language}/?${query}`;
}

async function profileOf(
  db: Kysely<Database>,
  user: AuthUser,
  options: { publicUrl: string; language: Lang },
  promoter?: PromoterRow,
): Promise<PromotionProfile> {
  const kinds = await promoterKinds(db);
  const own = promoter ?? (await findPromoter(db, user.id));
  return {
    kinds: kinds.map((kind) => ({
      kind: kind.kind as PromoterKind,
      income_bp: kind.income_bp,
      coupon_percent: kind.coupon_percent,
    })),
    can_join: !own && (await eligibleKind(db, user.id)) !== undefined,
    promoter: own
      ? {
          kind: own.kind as PromoterKind,
          income_bp: own.income_bp,
          coupon_code: own.coupon_code,
          coupon_percent: own.coupon_percent,
          share_url: shareUrl(options.publicUrl, options.language, own.coupon_code),
          since: own.created_at.toISOString(),
        }
      : null,
  };
}

export function promotionProfile(
  db: Kysely<Database>,
  user: AuthUser,
  options: { publicUrl: string; language: Lang },
): Promise<PromotionProfile> {
  return profileOf(db, user, options);
}

/** Staff (operators) are employees; teachers promote part time; no one else may join. */
async function eligibleKind(db: Kysely<Database>, userId: number): Promise<PromoterKind | undefined> {
  if (await isOperator(db, userId)) return 'employee';
  if (await isTeacher(db, userId)) return 'part_time_teacher';
  return undefined;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function randomCode(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/**
 * Makes an eligible caller a promoter of their kind with a coupon of their own (a percent off at the kind's
 * rate, once per buyer). Joining again, or twice at once, answers the one promoter row the key allows.
 */
export async function joinPromotion(
  db: Kysely<Database>,
  user: AuthUser,
  options: { publicUrl: string; language: Lang },
): Promise<PromotionProfile> {
  const existing = await findPromoter(db, user.id);
  if (existing) return profileOf(db, user, options, existing);
  const kind = await eligibleKind(db, user.id);
  if (!kind) {
    throw new ApiError(403, PROMOTION_MESSAGES.notEligible, { code: PROMOTION_ERROR_CODES.notEligible });
  }
  await makePromoter(db, user.id, kind);
  return profileOf(db, user, options);
}

/** A promoter row and its coupon, in one transaction; nothing when the user already promotes. */
export async function makePromoter(
  db: Kysely<Database>,
  userId: number | string,
  kind: PromoterKind,
  code: string = `HY${randomCode(6)}`,
): Promise<void> {
  // Within a caller's transaction (the seed) its work joins it; else it is a transaction of its own.
  const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  await inTransaction(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('promoter'), ${Number(userId)}::int)`.execute(trx);
    if (await findPromoter(trx, userId)) return;
    const rate = await trx
      .selectFrom('promoter_kinds')
      .select('coupon_percent')
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    const coupon = await trx
      .insertInto('coupons')
      .values({ code, discount_type: 'percent', discount_value: rate.coupon_percent, per_user_limit: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('promoters')
      .values({ user_id: String(userId), kind, coupon_id: coupon.id })
      .execute();
  });
}

// ---- Statistics ----

export function zoneOf(zone: string | null | undefined): string {
  if (!zone) return 'Asia/Shanghai';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'Asia/Shanghai';
  }
}

/** YYYY-MM-DD of an instant in a zone. */
function dateIn(zone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The `days` dates ending today in the zone, oldest first. */
export function rangeDates(zone: string, now: Date, days: number): string[] {
  const today = dateIn(zone, now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const base = Date.UTC(year, month - 1, day);
  return Array.from({ length: days }, (_, index) =>
    new Date(base - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

interface TotalsRow {
  clicks: string;
  orders: string;
  order_amount: string;
  tuition_total: string;
  income_credited: string;
  income_pending: string;
}

const toTotals = (row: TotalsRow | undefined) => ({
  clicks: Number(row?.clicks ?? 0),
  orders: Number(row?.orders ?? 0),
  order_amount_minor: Number(row?.order_amount ?? 0),
  tuition_total_minor: Number(row?.tuition_total ?? 0),
  income_credited_minor: Number(row?.income_credited ?? 0),
  income_pending_minor: Number(row?.income_pending ?? 0),
});

/**
 * The promoter's numbers (contract PromotionStats): orders are the paid (not cancelled) orders attributed to
 * them; order amount their listed prices, tuition total what the buyers paid, income credited what reached
 * the wallet and pending the share of paid orders not final yet. Days and the range are in the promoter's
 * time zone. Two statements over the hourly click counts and the covering index of the attributed orders:
 * see bench/promotion-stats.mjs.
 */
export async function promotionStats(
  db: Kysely<Database>,
  user: AuthUser,
  options: { days: number; now: Date },
): Promise<PromotionStats> {
  const promoter = await findPromoter(db, user.id);
  if (!promoter) throw notFound();
  const zone = zoneOf(user.timeZone);
  const dates = rangeDates(zone, options.now, options.days);
  const first = dates[0] as string;
  const id = promoter.user_id;
  const from = sql<Date>`(${first}::date::timestamp at time zone ${zone})`;
  const income = sql`coalesce(income_minor, floor(total_minor * income_bp / 10000))`;

  // Paid orders only (status 1; a cancelled one counts nothing). Both read the covering index of
  // promotion_orders and the hourly click counts: no order or click row is visited (budget: bench/).
  const totals = await sql<TotalsRow & { scope: string }>`
    with attributed as (
      select created_at, amount_minor, total_minor, income_minor, ${income} as income
      from promotion_orders where promoter_id = ${id} and status = 1
    )
    select 'all' as scope,
      (select coalesce(sum(clicks), 0) from promotion_click_hours where promoter_id = ${id}) as clicks,
      count(*) as orders, coalesce(sum(amount_minor), 0) as order_amount,
      coalesce(sum(total_minor), 0) as tuition_total,
      coalesce(sum(income_minor), 0) as income_credited,
      coalesce(sum(income) filter (where income_minor is null), 0) as income_pending
    from attributed
    union all
    select 'range',
      (select coalesce(sum(clicks), 0) from promotion_click_hours where promoter_id = ${id} and hour >= ${from}),
      count(*), coalesce(sum(amount_minor), 0), coalesce(sum(total_minor), 0),
      coalesce(sum(income_minor), 0), coalesce(sum(income) filter (where income_minor is null), 0)
    from attributed where created_at >= ${from}`.execute(db);

  const days = await sql<{ date: string; clicks: string; orders: string; amount: string; income: string }>`
    select date, sum(clicks) as clicks, sum(orders) as orders, sum(amount) as amount, sum(income) as income
    from (
      select to_char(hour at time zone ${zone}, 'YYYY-MM-DD') as date, clicks, 0 as orders, 0 as amount,
        0 as income
      from promotion_click_hours where promoter_id = ${id} and hour >= ${from}
      union all
      select to_char(created_at at time zone ${zone}, 'YYYY-MM-DD'), 0, 1, amount_minor, ${income}
      from promotion_orders where promoter_id = ${id} and created_at >= ${from} and status = 1
    ) d
    group by date`.execute(db);

  const byDate = new Map<string, PromotionDay>(
    dates.map((date) => [date, { date, clicks: 0, orders: 0, order_amount_minor: 0, income_minor: 0 }]),
  );
  for (const row of days.rows) {
    const day = byDate.get(row.date);
    if (!day) continue;
    day.clicks = Number(row.clicks);
    day.orders = Number(row.orders);
    day.order_amount_minor = Number(row.amount);
    day.income_minor = Number(row.income);
  }
  return {
    currency: 'CNY',
    time_zone: zone,
    days: options.days,
    totals: toTotals(totals.rows.find((row) => row.scope === 'all')),
    range: toTotals(totals.rows.find((row) => row.scope === 'range')),
    series: [...byDate.values()],
  };
}

// ---- Invites ----

/** The learner's invite code, made on first use (racing requests settle on the one the key keeps). */
export async function inviteCodeOf(db: Kysely<Database>, userId: number | string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await db
      .selectFrom('invite_codes')
      .select('code')
      .where('user_id', '=', String(userId))
      .executeTakeFirst();
    if (found) return found.code;
    try {
      await db
        .insertInto('invite_codes')
        .values({ user_id: String(userId), code: randomCode(8) })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
    } catch (error) {
      // Another learner's code: try another.
      if ((error as { code?: string }).code !== '23505') throw error;
    }
  }
  throw new Error('no invite code could be made');
}

export function inviteUrl(publicUrl: string, language: Lang, code: string): string {
  // The home page: the shell remembers the code (30-day cookie) and registration, from any page's sign-up, reads it.
  return `${siteRoot(publicUrl)}/${language}/?${new URLSearchParams({ [INVITE_CODE_PARAM]: code })}`;
}

/**
 * Records a new account as invited by the code's owner; nothing for an unknown code, for one's own code, or
 * when the account was already recorded (once per friend: the primary key).
 */
export async function recordInvite(
  db: Kysely<Database>,
  invite: { inviteeId: number | string; code: string | undefined; now: Date },
): Promise<boolean> {
  if (!invite.code || !/^[A-Za-z0-9]{6,20}$/.test(invite.code)) return false;
  const { rows } = await sql<{ invitee_id: string }>`
    insert into invites (invitee_id, inviter_id, registered_at)
    select ${String(invite.inviteeId)}, c.user_id, ${invite.now}
    from invite_codes c where c.code = ${invite.code} and c.user_id <> ${String(invite.inviteeId)}
    on conflict (invitee_id) do nothing
    returning invitee_id`.execute(db);
  return rows.length > 0;
}

const INVITES_PAGE_SIZE = 20;

/** Hides the middle of a friend's nickname: "li****ng". */
export function maskedName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  const keep = Math.max(1, Math.floor(chars.length / 4));
  return `${chars.slice(0, keep).join('')}****${chars.slice(-keep).join('')}`;
}

export async function invitesOf(
  db: Kysely<Database>,
  user: AuthUser,
  options: { publicUrl: string; language: Lang; page: number },
): Promise<InvitesResponse> {
  const code = await inviteCodeOf(db, user.id);
  const settings = await db
    .selectFrom('invite_reward_settings')
    .select('reward_minor')
    .executeTakeFirstOrThrow();
  const summary = await db
    .selectFrom('invites')
    .select((eb) => [
      eb.fn.countAll<string>().as('registered'),
      eb.fn.count<string>('rewarded_at').as('rewarded'),
      eb.fn.coalesce(eb.fn.sum<string>('reward_minor'), sql<string>`0`).as('total'),
    ])
    .where('inviter_id', '=', String(user.id))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('invites as i')
    .innerJoin('users as u', 'u.id', 'i.invitee_id')
    .select(['u.nick_name', 'i.registered_at', 'i.rewarded_at', 'i.reward_minor'])
    .where('i.inviter_id', '=', String(user.id))
    .orderBy('i.registered_at', 'desc')
    .orderBy('i.invitee_id', 'desc')
    .limit(INVITES_PAGE_SIZE)
    .offset((options.page - 1) * INVITES_PAGE_SIZE)
    .execute();
  return {
    invite_code: code,
    invite_url: inviteUrl(options.publicUrl, options.language, code),
    currency: 'CNY',
    reward_minor: Number(settings.reward_minor),
    rewarded_total_minor: Number(summary.total),
    registered_count: Number(summary.registered),
    rewarded_count: Number(summary.rewarded),
    list: rows.map((row) => ({
      name: maskedName(row.nick_name),
      state: row.rewarded_at ? 'rewarded' : 'registered',
      registered_at: row.registered_at.toISOString(),
      rewarded_at: row.rewarded_at ? new Date(row.rewarded_at).toISOString() : null,
      reward_minor: Number(row.reward_minor ?? 0),
    })),
    total: Number(summary.registered),
  };
}
