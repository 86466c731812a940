import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface Credentials {
  id: string;
  password_hash: string;
}

/** The account of an address, whatever its letter case. */
export function findCredentialsByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<Credentials | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export function findCredentialsById(db: Kysely<Database>, id: number): Promise<Credentials | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('id', '=', String(id))
    .executeTakeFirst();
}

export async function insertRegisteredUser(
  db: Kysely<Database>,
  user: {
    email: string;
    nickName: string;
    passwordHash: string;
    language: string | null;
    timeZone: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    orgId: string | null;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      email: user.email,
      nick_name: user.nickName,
      password_hash: user.passwordHash,
      language: user.language,
      time_zone: user.timeZone,
      utm_source: user.utmSource,
      utm_medium: user.utmMedium,
      utm_campaign: user.utmCampaign,
      org_id: user.orgId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Sets a new password hash and ends every session of the user, in one transaction. */
export async function replacePasswordHashAndEndSessions(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', String(userId))
      .execute();
    await endEverySession(trx, userId);
  });
}

/**
 * Ends every session of a user, inside the caller's transaction: the sessions are deleted, the session
 * generation is raised (room tokens given before stop admitting, 0030_session_generation.sql), and the
 * private calendar feed gets a new address (the old one may have been shared by whoever had the account).
 */
export async function endEverySession(trx: Kysely<Database>, userId: number | string): Promise<void> {
  const id = String(userId);
  await trx.deleteFrom('user_sessions').where('user_id', '=', id).execute();
  await trx
    .updateTable('users')
    .set((eb) => ({ session_generation: eb('session_generation', '+', 1) }))
    .where('id', '=', id)
    .execute();
  await trx
    .updateTable('calendar_feeds')
    .set({ token: randomBytes(24).toString('base64url') })
    .where('user_id', '=', id)
    .execute();
}

/** The user's session generation; undefined for no such user. */
export async function sessionGenerationOf(db: Kysely<Database>, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('session_generation')
    .where('id', '=', String(userId))
    .executeTakeFirst();
  return row?.session_generation;
}

export async function deleteSessionByTokenHash(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('user_sessions').where('token_hash', '=', tokenHash).execute();
}

/** Sessions past their expiry answer nobody; they are deleted when the user signs in again. */
export async function deleteExpiredSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('user_sessions')
    .where('user_id', '=', String(userId))
    .where('expires_at', '<=', now)
    .execute();
}

export function findUserForResetByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<{ id: string; email: string; language: string | null } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'language'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** Stores a new reset code; earlier unused codes of the user stop working. */
export async function replaceResetCode(
  db: Kysely<Database>,
  reset: { codeHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('password_resets')
      .where('user_id', '=', String(reset.userId))
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        code_hash: reset.codeHash,
        user_id: reset.userId,
        created_at: reset.createdAt,
        expires_at: reset.expiresAt,
      })
      .execute();
  });
}

export async function isResetCodeOpen(db: Kysely<Database>, codeHash: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('user_id')
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends the code and sets the password in one transaction: of two concurrent uses of one code,
 * only the one whose update marks it used goes on. Every session of the user ends. The user's id, or null
 * when the code was not open.
 */
export async function spendResetCodeAndSetPassword(
  db: Kysely<Database>,
  codeHash: string,
  now: Date,
  passwordHash: string,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) return null;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', spent.user_id)
      .execute();
    await endEverySession(trx, spent.user_id);
    return Number(spent.user_id);
  });
}

export async function insertOAuthState(
  db: Kysely<Database>,
  state: {
    stateHash: string;
    provider: string;
    codeVerifier: string;
    redirectUri: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.deleteFrom('oauth_states').where('expires_at', '<', state.createdAt).execute();
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: state.stateHash,
      provider: state.provider,
      code_verifier: state.codeVerifier,
      redirect_uri: state.redirectUri,
      created_at: state.createdAt,
      expires_at: state.expiresAt,
    })
    .execute();
}

/** Deletes and returns the state if it is for `provider` and still valid: a state works once. */
export function takeOAuthState(
  db: Kysely<Database>,
  stateHash: string,
  provider: string,
  now: Date,
): Promise<{ code_verifier: string; redirect_uri: string } | undefined> {
  return db
    .deleteFrom('oauth_states')
    .where('state_hash', '=', stateHash)
    .where('provider', '=', provider)
    .where('expires_at', '>', now)
    .returning(['code_verifier', 'redirect_uri'])
    .executeTakeFirst();
}

export async function findUserIdByOAuthAccount(
  db: Kysely<Database>,
  provider: string,
  subject: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('oauth_accounts')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row ? Number(row.user_id) : undefined;
}

/** Links a provider account; a link made meanwhile by a concurrent sign-in is kept. */
export async function linkOAuthAccount(
  db: Kysely<Database>,
  link: { provider: string; subject: string; userId: number },
): Promise<void> {
  await db
    .insertInto('oauth_accounts')
    .values({ provider: link.provider, subject: link.subject, user_id: link.userId })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute();
}
