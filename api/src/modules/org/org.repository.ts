import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface OrgChildRow {
  id: string;
  email: string;
  nick_name: string;
  user_type: number;
  created_at: Date;
}

/** Whether an organisation with this id exists. */
export async function organisationExists(db: Kysely<Database>, id: number | string): Promise<boolean> {
  const row = await db
    .selectFrom('organisations')
    .select('id')
    .where('id', '=', String(id))
    .executeTakeFirst();
  return row !== undefined;
}

export async function findOrgIdByOwner(db: Kysely<Database>, ownerId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('organisations')
    .select('id')
    .where('owner_id', '=', String(ownerId))
    .executeTakeFirst();
  return row?.id;
}

export async function findOrgChildren(
  db: Kysely<Database>,
  orgId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: OrgChildRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('org_members')
      .innerJoin('users', 'users.id', 'org_members.user_id')
      .select([
        'users.id',
        'users.email',
        'users.nick_name',
        'org_members.user_type',
        'org_members.created_at',
      ])
      .where('org_members.org_id', '=', orgId)
      .orderBy('org_members.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('org_members')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Creates the account and its membership together. */
export function insertOrgChild(
  db: Kysely<Database>,
  child: { orgId: string; email: string; nickName: string; passwordHash: string; userType: number },
): Promise<OrgChildRow> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ email: child.email, nick_name: child.nickName, password_hash: child.passwordHash })
      .returning(['id', 'email', 'nick_name'])
      .executeTakeFirstOrThrow();
    const member = await trx
      .insertInto('org_members')
      .values({ user_id: user.id, org_id: child.orgId, user_type: child.userType })
      .returning(['user_type', 'created_at'])
      .executeTakeFirstOrThrow();
    return { ...user, ...member };
  });
}

/** Deletes the account if it is a member of `orgId`; false when it is not (or does not exist). */
export async function deleteOrgChild(db: Kysely<Database>, orgId: string, userId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('users')
    .where('id', '=', userId)
    .where('id', 'in', (eb) => eb.selectFrom('org_members').select('user_id').where('org_id', '=', orgId))
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}
