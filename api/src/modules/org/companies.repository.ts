import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * Company accounts (issue 28): organisations, their company-paid members (org_members with a
 * company_users row naming the owner's account as the payer) and the owner's invitations.
 */

export interface OrganisationRow {
  id: string;
  name: string;
  owner_id: string;
  owner_email: string;
  owner_nick_name: string;
  created_at: Date;
  member_count: number;
}

const organisationColumns = (db: Kysely<Database>) =>
  db
    .selectFrom('organisations')
    .innerJoin('users as owner', 'owner.id', 'organisations.owner_id')
    .select([
      'organisations.id',
      'organisations.name',
      'organisations.owner_id',
      'owner.email as owner_email',
      'owner.nick_name as owner_nick_name',
      'organisations.created_at',
      (eb) =>
        eb
          .selectFrom('org_members')
          .select(eb.fn.countAll<string>().as('count'))
          .whereRef('org_members.org_id', '=', 'organisations.id')
          .as('member_count'),
    ]);

const toOrganisation = (row: Omit<OrganisationRow, 'member_count'> & { member_count: string | null }) => ({
  ...row,
  member_count: Number(row.member_count ?? 0),
});

export async function findOrganisation(
  db: Kysely<Database>,
  id: string,
): Promise<OrganisationRow | undefined> {
  const row = await organisationColumns(db).where('organisations.id', '=', id).executeTakeFirst();
  return row && toOrganisation(row);
}

export async function findOrganisations(
  db: Kysely<Database>,
  page: { offset: number; limit: number },
): Promise<{ rows: OrganisationRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    organisationColumns(db)
      .orderBy('organisations.created_at', 'desc')
      .orderBy('organisations.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('organisations')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toOrganisation), total: Number(count.count) };
}

/** A new organisation; undefined when the owner already owns one (owner_id is unique). */
export async function insertOrganisationUnlessOwned(
  db: Kysely<Database>,
  organisation: { ownerId: string; name: string },
): Promise<{ id: string } | undefined> {
  return db
    .insertInto('organisations')
    .values({ owner_id: organisation.ownerId, name: organisation.name })
    .onConflict((conflict) => conflict.column('owner_id').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** The organisation a user belongs to, if any. */
export async function findMembershipOrgId(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('org_members')
    .select('org_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.org_id;
}

export interface MemberRow {
  id: string;
  email: string;
  nick_name: string;
  joined_at: Date;
  company_paid: boolean;
}

/** The organisation's members, newest first, and whether its owner pays for each. */
export function findMembers(db: Kysely<Database>, organisation: { id: string; ownerId: string }) {
  return db
    .selectFrom('org_members')
    .innerJoin('users', 'users.id', 'org_members.user_id')
    .leftJoin('company_users', (join) =>
      join
        .onRef('company_users.user_id', '=', 'org_members.user_id')
        .on('company_users.company_user_id', '=', organisation.ownerId),
    )
    .select([
      'users.id',
      'users.email',
      'users.nick_name',
      'org_members.created_at as joined_at',
      sql<boolean>`company_users.id is not null`.as('company_paid'),
    ])
    .where('org_members.org_id', '=', organisation.id)
    .orderBy('org_members.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .execute() as Promise<MemberRow[]>;
}

/**
 * Makes the user a member of the organisation whose owner pays for them: the membership (unless they
 * belong to another organisation: then false, nothing written) and the company_users row.
 */
export async function upsertCompanyPaidMembership(
  trx: Kysely<Database>,
  membership: {
    orgId: string;
    userId: string;
    userType: number;
    company: { company_user_id: string; show_name: string; share_type: number };
  },
): Promise<boolean> {
  const member = await trx
    .insertInto('org_members')
    .values({ user_id: membership.userId, org_id: membership.orgId, user_type: membership.userType })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ user_type: membership.userType })
        .where('org_members.org_id', '=', membership.orgId),
    )
    .returning('user_id')
    .executeTakeFirst();
  if (!member) return false;
  await trx
    .insertInto('company_users')
    .values({ user_id: membership.userId, ...membership.company })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(membership.company))
    .execute();
  return true;
}

/** Ends a membership and the company's paying for it; false when the user was not a member. */
export async function deleteCompanyMembership(
  trx: Kysely<Database>,
  membership: { orgId: string; ownerId: string; userId: string },
): Promise<boolean> {
  await trx
    .deleteFrom('company_users')
    .where('user_id', '=', membership.userId)
    .where('company_user_id', '=', membership.ownerId)
    .execute();
  const deleted = await trx
    .deleteFrom('org_members')
    .where('user_id', '=', membership.userId)
    .where('org_id', '=', membership.orgId)
    .returning('user_id')
    .executeTakeFirst();
  return deleted !== undefined;
}

export interface StatementRow {
  month: string;
  user_id: string;
  email: string;
  nick_name: string;
  orders: string;
  amount_minor: string;
  currency: string;
}

/**
 * What the company (its owner's account) paid for each member per month (UTC) from `from` to before
 * `until`: the paid orders it was the payer of, whoever they were for, less what an approved refund gave
 * back to it (counted in the month the order was paid).
 */
export function findCompanySpending(
  db: Kysely<Database>,
  filter: { ownerId: string; from: Date; until: Date },
): Promise<StatementRow[]> {
  const month = sql<string>`to_char(orders.paid_at at time zone 'UTC', 'YYYY-MM')`;
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('refund_requests as refunds', (join) =>
      join.onRef('refunds.order_id', '=', 'orders.id').on('refunds.state', '=', 'approved'),
    )
    .select([
      month.as('month'),
      'orders.user_id',
      'users.email',
      'users.nick_name',
      'orders.currency',
      (eb) => eb.fn.countAll<string>().as('orders'),
      sql<string>`sum(orders.total_minor - coalesce(refunds.refunded_minor, 0))`.as('amount_minor'),
    ])
    .where('orders.payer_id', '=', filter.ownerId)
    .whereRef('orders.user_id', '<>', 'orders.payer_id')
    .where('orders.paid_at', '>=', filter.from)
    .where('orders.paid_at', '<', filter.until)
    .groupBy([month, 'orders.user_id', 'users.email', 'users.nick_name', 'orders.currency'])
    .orderBy(month)
    .orderBy('users.email')
    .execute();
}
