import type { DeliveryWay } from '@hanyu/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { endEverySession } from '../passport/index.ts';

/** The account and its profile in one row; the profile's columns are null before its first save. */
export interface ProfileRow {
  nick_name: string;
  email: string;
  time_zone: string | null;
  grade: string | null;
  hsk_level: number | null;
  full_name: string | null;
  gender: number | null;
  native_language: string | null;
  age_range: string | null;
  job: string | null;
  medium_language: string | null;
  purpose: string | null;
  learning_plan: string | null;
  wechat_id: string | null;
  skype_id: string | null;
  delivery_way: string | null;
  avatar_file: string | null;
}

export function findProfileByUserId(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
): Promise<ProfileRow | undefined> {
  return db
    .selectFrom('users')
    .leftJoin('user_profiles', 'user_profiles.user_id', 'users.id')
    .select([
      'users.nick_name',
      'users.email',
      'users.time_zone',
      'users.grade',
      'users.hsk_level',
      'user_profiles.full_name',
      'user_profiles.gender',
      'user_profiles.native_language',
      'user_profiles.age_range',
      'user_profiles.job',
      'user_profiles.medium_language',
      'user_profiles.purpose',
      'user_profiles.learning_plan',
      'user_profiles.wechat_id',
      'user_profiles.skype_id',
      'user_profiles.delivery_way',
      'user_profiles.avatar_file',
    ])
    .where('users.id', '=', String(userId))
    .executeTakeFirst();
}

export type ProfileChanges = Partial<{
  full_name: string | null;
  gender: number;
  native_language: string | null;
  age_range: string | null;
  job: string | null;
  medium_language: string | null;
  purpose: string | null;
  learning_plan: string | null;
  wechat_id: string | null;
  skype_id: string | null;
  delivery_way: DeliveryWay | null;
  lesson_reminder_emails: boolean;
}>;

export type AccountChanges = Partial<{
  nick_name: string;
  time_zone: string | null;
  language: string | null;
  grade: string | null;
  hsk_level: number | null;
}>;

/**
 * Applies the changes to the account and its profile in one transaction (the profile row is made on its
 * first save); the database's checks have the last word. Answers the profile as it now is.
 */
export function updateAccountAndProfile(
  db: Kysely<Database>,
  userId: number,
  account: AccountChanges,
  profile: ProfileChanges,
): Promise<ProfileRow | undefined> {
  return db.transaction().execute(async (trx) => {
    if (Object.keys(account).length > 0)
      await trx.updateTable('users').set(account).where('id', '=', String(userId)).execute();
    if (Object.keys(profile).length > 0)
      await trx
        .insertInto('user_profiles')
        .values({ user_id: userId, ...profile })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...profile, updated_at: new Date() }))
        .execute();
    return findProfileByUserId(trx, userId);
  });
}

export function findSettingsByUserId(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('user_profiles', 'user_profiles.user_id', 'users.id')
    .select(['users.email', 'users.language', 'users.time_zone', 'user_profiles.lesson_reminder_emails'])
    .where('users.id', '=', String(userId))
    .executeTakeFirst();
}

/**
 * Points the user's profile at a new avatar file; answers the file it replaced (for removal), or null. The
 * row is locked, so of two uploads at once each learns the file the other replaced.
 */
export function replaceAvatarFile(
  db: Kysely<Database>,
  userId: number,
  file: string,
): Promise<{ replaced: string | null }> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_profiles')
      .values({ user_id: userId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const before = await trx
      .selectFrom('user_profiles')
      .select('avatar_file')
      .where('user_id', '=', String(userId))
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('user_profiles')
      .set({ avatar_file: file, updated_at: new Date() })
      .where('user_id', '=', String(userId))
      .execute();
    return { replaced: before.avatar_file };
  });
}

/** Whether a user with this id has an account that is not deleted (the avatar upload may race a deletion). */
export async function isOpenAccount(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', '=', String(userId))
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('deleted_accounts').select('user_id').whereRef('user_id', '=', 'users.id')),
      ),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export function findPasswordHash(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select('password_hash').where('id', '=', String(userId)).executeTakeFirst();
}

/**
 * Erases an account's personal data in one transaction and records the deletion: the row in users stays,
 * since orders and the ledger point at it, with an undeliverable address and a password hash nothing
 * verifies; profile, sessions, reset codes, third-party sign-ins, calendar feed and organisation membership
 * go. Answers the avatar file to remove, or undefined when the account was deleted already.
 */
export function eraseAccount(
  db: Kysely<Database>,
  userId: number,
  erasedEmail: string,
): Promise<{ avatarFile: string | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    const id = String(userId);
    const recorded = await trx
      .insertInto('deleted_accounts')
      .values({ user_id: id })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!recorded) return undefined;
    const profile = await trx
      .deleteFrom('user_profiles')
      .where('user_id', '=', id)
      .returning('avatar_file')
      .executeTakeFirst();
    await trx
      .updateTable('users')
      .set({
        email: erasedEmail,
        nick_name: '',
        // Not an argon2 hash: verifyPassword refuses every password against it.
        password_hash: 'deleted',
        time_zone: null,
        language: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        grade: null,
        hsk_level: null,
        learning_plan: null,
      })
      .where('id', '=', id)
      .execute();
    // Sessions end, and room tokens given under them stop admitting (the generation rises).
    await endEverySession(trx, id);
    await trx.deleteFrom('password_resets').where('user_id', '=', id).execute();
    await trx.deleteFrom('oauth_accounts').where('user_id', '=', id).execute();
    await trx.deleteFrom('calendar_feeds').where('user_id', '=', id).execute();
    await trx.deleteFrom('org_members').where('user_id', '=', id).execute();
    await trx.deleteFrom('delivery_addresses').where('user_id', '=', id).execute();
    await trx.deleteFrom('mentor_plans').where('user_id', '=', id).execute();
    await trx.deleteFrom('wechat_bind_states').where('user_id', '=', id).execute();
    // Linked accounts stop sharing with the erased one; a main account left alone leaves its family too.
    await trx
      .deleteFrom('account_link_requests')
      .where((eb) => eb.or([eb('from_user_id', '=', id), eb('to_user_id', '=', id)]))
      .execute();
    const family = await trx
      .deleteFrom('account_families')
      .where('user_id', '=', id)
      .returning('main_id')
      .executeTakeFirst();
    if (family && family.main_id !== id) {
      await trx
        .deleteFrom('account_families')
        .where('user_id', '=', family.main_id)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('account_families as member')
                .select('member.user_id')
                .where('member.main_id', '=', family.main_id)
                .whereRef('member.user_id', '<>', 'member.main_id'),
            ),
          ),
        )
        .execute();
    }
    return { avatarFile: profile?.avatar_file ?? null };
  });
}
