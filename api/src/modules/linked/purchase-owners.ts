import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The one answer to "whose purchases may this user use" (SPEC §1 "linked accounts share courses"): the user's
 * own, and those of the accounts linked to them — a family's main account uses its members' purchases and
 * each member the main account's (members do not reach each other's: each consented to the main account
 * only). Every check of a purchase (lesson time, grants) goes through here.
 */

/** The ids of the users whose purchases `userId` may use, the user first. */
export function purchaseOwnersSql(userId: number | string) {
  const user = String(userId);
  return sql<string>`(select ${user}::bigint as owner_id
    union select main_id from account_families where user_id = ${user} and main_id <> ${user}
    union select user_id from account_families where main_id = ${user} and user_id <> ${user})`;
}

/** A condition for a query: `column` (an owner id) is one whose purchases `userId` may use. */
export function ownedForUser(column: Expression<string>, userId: number | string): Expression<SqlBool> {
  return sql<SqlBool>`${column} in ${purchaseOwnersSql(userId)}`;
}

/** The users whose purchases `userId` may use: the user first, then linked accounts by id. */
export async function purchaseOwners(db: Kysely<Database>, userId: number | string): Promise<string[]> {
  const result = await sql<{ owner_id: string }>`select owner_id from ${purchaseOwnersSql(userId)} as owners
    order by owner_id::bigint = ${String(userId)}::bigint desc, owner_id::bigint`.execute(db);
  return result.rows.map((row) => String(row.owner_id));
}
