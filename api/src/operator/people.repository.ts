import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/*
 * What the service centre reads of a person (issue 28): the search of one box and the rows of their page.
 * Reads only; what changes a person goes through the modules that own it.
 */

export interface PersonRow {
  id: string;
  email: string;
  nick_name: string;
  created_at: Date;
}

/** `text` for LIKE, its wildcards taken literally (PostgreSQL's default escape is the backslash). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * People by an exact id, then by an email's beginning (any case, in the order of users_email_lower_prefix,
 * in the C collation), then by a fragment of the name (users_nick_name_trgm),
 * each part at most `limit` long: one round trip, each part read from its index and stopping at `limit`
 * (migration 0037, bench/person-search.mjs).
 */
export async function searchPeopleRows(
  db: Kysely<Database>,
  text: string,
  limit: number,
): Promise<PersonRow[]> {
  const id = /^[0-9]{1,18}$/.test(text) ? text : null;
  const emailPrefix = `${likeLiteral(text.toLowerCase())}%`;
  const nameFragment = `%${likeLiteral(text)}%`;
  const { rows } = await sql<PersonRow & { part: number }>`
    (select id, email, nick_name, created_at, 0 as part from users where id = ${id}::bigint)
    union all
    (select id, email, nick_name, created_at, 1 as part from users
      where lower(email) collate "C" like ${emailPrefix} order by lower(email) collate "C" limit ${limit})
    union all
    (select id, email, nick_name, created_at, 2 as part from users
      where nick_name ilike ${nameFragment} limit ${limit})
  `.execute(db);
  // Names as the index finds them (ordering thousands of "Li"s first would read every one), then by id.
  const names = rows.filter((row) => row.part === 2).sort((a, b) => Number(a.id) - Number(b.id));
  return [...rows.filter((row) => row.part !== 2), ...names];
}

export function findPersonRow(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'nick_name', 'created_at', 'time_zone', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The company that pays for the person (migration 0008), named as the company shows itself. */
export function findPayingCompany(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('company_users')
    .select(['company_user_id', 'show_name'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function listNewestOrders(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'course_id', 'total_minor', 'currency', 'created_at', 'paid_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Lessons the person learns or teaches, the latest start first. */
export function listNewestLessons(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom('lessons')
    .select(['id', 'status', 'starts_at', 'course_id', 'teacher_user_id'])
    .where((eb) => eb.or([eb('student_user_id', '=', userId), eb('teacher_user_id', '=', userId)]))
    .orderBy('starts_at', 'desc')
    .limit(limit)
    .execute();
}

export function listSignInProviders(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('oauth_accounts')
    .select(['provider', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** The other accounts of the person's family (migration 0026), the main account marked. */
export function listFamily(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('account_families as mine')
    .innerJoin('account_families as other', 'other.main_id', 'mine.main_id')
    .innerJoin('users', 'users.id', 'other.user_id')
    .select([
      'users.id',
      'users.email',
      'users.nick_name',
      sql<boolean>`other.user_id = other.main_id`.as('main'),
    ])
    .where('mine.user_id', '=', userId)
    .where('other.user_id', '<>', userId)
    .orderBy('users.id')
    .execute();
}

/** Sign-ins that still admit their token. */
export function listActiveSessions(db: Kysely<Database>, userId: string, now: Date) {
  return db
    .selectFrom('user_sessions')
    .select(['created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}
