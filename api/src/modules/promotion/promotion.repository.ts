import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface PromoterRow {
  user_id: string;
  kind: string;
  income_bp: number;
  coupon_percent: number;
  coupon_code: string;
  created_at: Date;
}

export async function findPromoter(
  db: Kysely<Database>,
  userId: number | string,
): Promise<PromoterRow | undefined> {
  return db
    .selectFrom('promoters as p')
    .innerJoin('promoter_kinds as k', 'k.kind', 'p.kind')
    .innerJoin('coupons as c', 'c.id', 'p.coupon_id')
    .select([
      'p.user_id',
      'p.kind',
      'k.income_bp',
      'k.coupon_percent',
      'c.code as coupon_code',
      'p.created_at',
    ])
    .where('p.user_id', '=', String(userId))
    .executeTakeFirst();
}

export function promoterKinds(db: Kysely<Database>) {
  return db.selectFrom('promoter_kinds').selectAll().orderBy('income_bp').execute();
}

export async function findPromoterByCouponCode(
  db: Kysely<Database>,
  code: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('promoters as p')
    .innerJoin('coupons as c', 'c.id', 'p.coupon_id')
    .select('p.user_id')
    .where(sql`upper(c.code)`, '=', sql`upper(${code})`)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Counts a followed link once per visitor, promoter and day (the primary key decides between racing
 * requests) and makes it the visitor's last followed link, in one statement. Answers whether it counted.
 */
export async function insertClick(
  db: Kysely<Database>,
  click: { promoterId: string; visitorId: string; day: string; at: Date },
): Promise<boolean> {
  const { rows } = await sql<{ counted: boolean }>`
    with counted as (
      insert into promotion_clicks (promoter_id, visitor_id, day, clicked_at)
      values (${click.promoterId}, ${click.visitorId}, ${click.day}, ${click.at})
      on conflict do nothing
      returning 1
    ), hourly as (
      insert into promotion_click_hours (promoter_id, hour, clicks)
      select ${click.promoterId}, date_trunc('hour', ${click.at}::timestamptz, 'UTC'), 1 from counted
      on conflict (promoter_id, hour) do update set clicks = promotion_click_hours.clicks + 1
      returning 1
    ), remembered as (
      insert into promotion_visitors (visitor_id, promoter_id, clicked_at)
      values (${click.visitorId}, ${click.promoterId}, ${click.at})
      on conflict (visitor_id) do update
        set promoter_id = excluded.promoter_id, clicked_at = excluded.clicked_at
        where promotion_visitors.clicked_at <= excluded.clicked_at
      returning 1
    )
    select exists (select 1 from counted) as counted, (select count(*) from remembered) as remembered`.execute(
    db,
  );
  return rows[0]?.counted === true;
}

/** Recounts a promoter's clicks per hour from their clicks (after clicks written in bulk: the demo seed). */
export async function recountClickHours(db: Kysely<Database>, promoterId: string): Promise<void> {
  await sql`
    insert into promotion_click_hours (promoter_id, hour, clicks)
    select promoter_id, date_trunc('hour', clicked_at, 'UTC'), count(*) from promotion_clicks
    where promoter_id = ${promoterId} group by 1, 2
    on conflict (promoter_id, hour) do update set clicks = excluded.clicks`.execute(db);
}

/** The promoter of the visitor's last followed link at most `days` before `now`. */
export async function lastFollowedPromoter(
  db: Kysely<Database>,
  visitorId: string,
  now: Date,
  days: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('promotion_visitors')
    .select('promoter_id')
    .where('visitor_id', '=', visitorId)
    .where('clicked_at', '<=', now)
    .where('clicked_at', '>', new Date(now.getTime() - days * 86_400_000))
    .executeTakeFirst();
  return row?.promoter_id;
}

export async function findPromoterByCouponId(
  db: Kysely<Database>,
  couponId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('promoters')
    .select('user_id')
    .where('coupon_id', '=', couponId)
    .executeTakeFirst();
  return row?.user_id;
}

/** Records the order as the promoter's, at the income share of their kind now; once per order. */
export async function insertPromotionOrder(
  db: Kysely<Database>,
  order: { orderId: string; promoterId: string; source: 'click' | 'coupon'; at: Date },
): Promise<void> {
  await sql`
    insert into promotion_orders (order_id, promoter_id, income_bp, source, created_at, amount_minor, total_minor,
                                  status, paid_at)
    select o.id, p.user_id, k.income_bp, ${order.source}, ${order.at}, o.amount_minor, o.total_minor, o.status,
           o.paid_at
    from orders o, promoters p join promoter_kinds k on k.kind = p.kind
    where o.id = ${order.orderId} and p.user_id = ${order.promoterId}
    on conflict (order_id) do nothing`.execute(db);
}

/**
 * The SQL condition "this paid order can no longer be cancelled or refunded" (decisions: promotion): paid at
 * least the hold (the 30-day money-back guarantee) ago, and no seat in a group class that has not opened yet,
 * whose cancellation would refund it. `o` is the order.
 */
const orderIsFinal = (now: Date, holdMs: number) => sql<boolean>`
  o.status = 1 and o.paid_at <= ${new Date(now.getTime() - holdMs)}
  and not exists (
    select 1 from grants gr join group_classes g on g.course_id = gr.course_id
    where gr.order_id = o.id and gr.kind = 'seat' and g.opened_at is null)`;

/** Attributed orders whose income is due (final and not credited yet), oldest first. */
export async function dueIncomeOrders(
  db: Kysely<Database>,
  options: { now: Date; holdMs: number; limit: number },
): Promise<string[]> {
  const { rows } = await sql<{ order_id: string }>`
    select po.order_id from promotion_orders po join orders o on o.id = po.order_id
    where po.credited_at is null and ${orderIsFinal(options.now, options.holdMs)}
    order by po.order_id limit ${options.limit}`.execute(db);
  return rows.map((row) => row.order_id);
}

/**
 * An attributed order still to credit, locked, with its paid total; undefined when another process has it or
 * credited it, or when it is no longer final (checked again under the lock).
 */
/**
 * Whether two accounts are one person to the promotion programme (docs/decisions.md): linked accounts of one
 * family, or both seen signed in on one browser (its visitor cookie, 0032_visitor_accounts.sql). SQL over `a`
 * and `b`, for the queries that attribute orders and credit incomes and rewards.
 */
export const oneOwnerSql = (a: unknown, b: unknown) => sql<boolean>`(
  exists (
    select 1 from account_families fa join account_families fb on fb.main_id = fa.main_id
    where fa.user_id = ${a} and fb.user_id = ${b}
  ) or exists (
    select 1 from visitor_accounts va join visitor_accounts vb on vb.visitor_id = va.visitor_id
    where va.user_id = ${a} and vb.user_id = ${b}
  ))`;

export async function lockDueIncomeOrder(
  db: Kysely<Database>,
  orderId: string,
  options: { now: Date; holdMs: number },
) {
  const { rows } = await sql<{
    order_id: string;
    promoter_id: string;
    income_bp: number;
    total_minor: string;
    currency: string;
    one_owner: boolean;
  }>`
    select po.order_id, po.promoter_id, po.income_bp, o.total_minor, o.currency,
      ${oneOwnerSql(sql.ref('o.user_id'), sql.ref('po.promoter_id'))} as one_owner
    from promotion_orders po join orders o on o.id = po.order_id
    where po.order_id = ${orderId} and po.credited_at is null and ${orderIsFinal(options.now, options.holdMs)}
    for update of po skip locked`.execute(db);
  return rows[0];
}

export async function markIncomeCredited(
  db: Kysely<Database>,
  credit: { orderId: string; incomeMinor: number; at: Date; transferId: string | null },
): Promise<void> {
  await db
    .updateTable('promotion_orders')
    .set({ income_minor: credit.incomeMinor, credited_at: credit.at, transfer_id: credit.transferId })
    .where('order_id', '=', credit.orderId)
    .where('credited_at', 'is', null)
    .execute();
}

/** Invites whose friend's first purchase (first paid order with a price, oldest) is final, not yet rewarded. */
export async function dueInviteRewards(
  db: Kysely<Database>,
  options: { now: Date; holdMs: number; limit: number },
): Promise<string[]> {
  const { rows } = await sql<{ invitee_id: string }>`
    select i.invitee_id from invites i
    join lateral (
      select o.* from orders o
      where o.user_id = i.invitee_id and o.status = 1 and o.total_minor > 0
      order by o.paid_at, o.id limit 1
    ) o on true
    where i.rewarded_at is null and ${orderIsFinal(options.now, options.holdMs)}
      and not ${oneOwnerSql(sql.ref('i.invitee_id'), sql.ref('i.inviter_id'))}
    order by i.invitee_id limit ${options.limit}`.execute(db);
  return rows.map((row) => row.invitee_id);
}

export async function lockDueInvite(
  db: Kysely<Database>,
  inviteeId: string,
  options: { now: Date; holdMs: number },
) {
  const { rows } = await sql<{
    invitee_id: string;
    inviter_id: string;
    order_id: string;
    reward_minor: string;
  }>`
    select i.invitee_id, i.inviter_id, o.id as order_id, s.reward_minor
    from invites i
    join lateral (
      select o.* from orders o
      where o.user_id = i.invitee_id and o.status = 1 and o.total_minor > 0
      order by o.paid_at, o.id limit 1
    ) o on true
    cross join invite_reward_settings s
    where i.invitee_id = ${inviteeId} and i.rewarded_at is null and ${orderIsFinal(options.now, options.holdMs)}
      and not ${oneOwnerSql(sql.ref('i.invitee_id'), sql.ref('i.inviter_id'))}
    for update of i skip locked`.execute(db);
  return rows[0];
}

export async function markInviteRewarded(
  db: Kysely<Database>,
  reward: { inviteeId: string; orderId: string; rewardMinor: number; at: Date; transferId: string },
): Promise<void> {
  await db
    .updateTable('invites')
    .set({
      reward_order_id: reward.orderId,
      reward_minor: reward.rewardMinor,
      rewarded_at: reward.at,
      transfer_id: reward.transferId,
    })
    .where('invitee_id', '=', reward.inviteeId)
    .where('rewarded_at', 'is', null)
    .execute();
}
