import type { Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface UserRow {
  id: string;
  email: string;
  nick_name: string;
  time_zone: string | null;
  created_at: Date;
  /** The user's type in the organisation it belongs to, if any (loaded with the session). */
  org_user_type?: number | null;
  /** The company paying for the user, if any (loaded with the session). */
  company_id?: string | null;
  company_show_name?: string | null;
  company_share_type?: number | null;
  company_user_id?: string | null;
  /** The avatar's file in the avatar store, if one was uploaded (loaded with the session). */
  avatar_file?: string | null;
  /** Whether the user owns an organisation (loaded with the session: the menu offers its sub-accounts). */
  org_owner?: SqlBool | null;
  /** Whether the user is an operator, an assistant teacher (loaded with the session: the menu links their screens). */
  operator?: SqlBool | null;
  assistant?: SqlBool | null;
}

const userColumns = [
  'users.id',
  'users.email',
  'users.nick_name',
  'users.time_zone',
  'users.created_at',
] as const;

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(userColumns).where('users.id', '=', String(id)).executeTakeFirst();
}

/** The user owning the session with this token hash, if the session has not expired at `now`. */
export function findUserBySessionTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('user_sessions')
    .innerJoin('users', 'users.id', 'user_sessions.user_id')
    .leftJoin('org_members', 'org_members.user_id', 'users.id')
    .leftJoin('company_users', 'company_users.user_id', 'users.id')
    .leftJoin('user_profiles', 'user_profiles.user_id', 'users.id')
    .select((eb) => [
      ...userColumns,
      eb
        .exists(
          eb.selectFrom('organisations').select('id').whereRef('organisations.owner_id', '=', 'users.id'),
        )
        .as('org_owner'),
      eb
        .exists(eb.selectFrom('operators').select('user_id').whereRef('operators.user_id', '=', 'users.id'))
        .as('operator'),
      eb
        .exists(
          eb
            .selectFrom('assistant_teachers')
            .select('user_id')
            .whereRef('assistant_teachers.user_id', '=', 'users.id'),
        )
        .as('assistant'),
      'org_members.user_type as org_user_type',
      'company_users.id as company_id',
      'company_users.show_name as company_show_name',
      'company_users.share_type as company_share_type',
      'company_users.company_user_id as company_user_id',
      'user_profiles.avatar_file as avatar_file',
    ])
    .where('user_sessions.token_hash', '=', tokenHash)
    .where('user_sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function insertUser(
  db: Kysely<Database>,
  user: { email: string; nickName: string; passwordHash: string; timeZone?: string | null },
): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      email: user.email,
      nick_name: user.nickName,
      password_hash: user.passwordHash,
      time_zone: user.timeZone ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function insertSession(
  db: Kysely<Database>,
  session: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('user_sessions')
    .values({ token_hash: session.tokenHash, user_id: session.userId, expires_at: session.expiresAt })
    .execute();
}

/** Whether the user is an operator (the back office's role; `npm run operator` grants it). */
export async function isOperator(db: Kysely<Database>, userId: number | string): Promise<boolean> {
  const row = await db
    .selectFrom('operators')
    .select('user_id')
    .where('user_id', '=', String(userId))
    .executeTakeFirst();
  return row !== undefined;
}

/** True when the user became an operator now, false when they already were one. */
export async function insertOperator(db: Kysely<Database>, userId: number | string): Promise<boolean> {
  const row = await db
    .insertInto('operators')
    .values({ user_id: String(userId) })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** True when the user was an operator. */
export async function deleteOperator(db: Kysely<Database>, userId: number | string): Promise<boolean> {
  const rows = await db
    .deleteFrom('operators')
    .where('user_id', '=', String(userId))
    .returning('user_id')
    .execute();
  return rows.length > 0;
}
