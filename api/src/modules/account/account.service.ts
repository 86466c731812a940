import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type AccountSettings,
  type AvatarUploadResponse,
  avatarUrl,
  BOOKING_MESSAGES,
  contactIdFor,
  ERROR_CODES,
  fillMessage,
  isLang,
  type Profile,
  type UpdateAccountSettingsBody,
  type UpdateCurrentUserBody,
  type UserInfo,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AttemptLimiter } from '../../http/attempt-limiter.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError, unauthorized } from '../../http/errors.ts';
import { admitted } from '../passport/index.ts';
import { toUserInfo, verifyPassword } from '../users/index.ts';
import {
  type AccountChanges,
  eraseAccount,
  findPasswordHash,
  findProfileByUserId,
  findSettingsByUserId,
  isOpenAccount,
  type ProfileChanges,
  type ProfileRow,
  replaceAvatarFile,
  updateAccountAndProfile,
} from './account.repository.ts';
import { avatarTypeOf, newAvatarFileName, squareWebp } from './avatar-image.ts';
import type { AvatarStore } from './avatar-store.ts';

/** The account module's dependencies: the database and where avatars are kept. */
export interface AccountSettingsDeps {
  db: Kysely<Database>;
  avatars: AvatarStore;
  /** Reports an avatar file that could not be removed (it stays behind, unreferenced). */
  onStoreError?: (error: unknown) => void;
}

/** The profile as the wire carries it; the database's checks keep the values within the enumerations. */
function toProfile(row: ProfileRow): Profile {
  return {
    nick_name: row.nick_name,
    email: row.email,
    time_zone: row.time_zone,
    avatar: row.avatar_file ? avatarUrl(row.avatar_file) : null,
    full_name: row.full_name,
    gender: (row.gender ?? 0) as Profile['gender'],
    native_language: row.native_language as Profile['native_language'],
    age_range: row.age_range as Profile['age_range'],
    job: row.job as Profile['job'],
    medium_language: row.medium_language as Profile['medium_language'],
    purpose: row.purpose as Profile['purpose'],
    grade: row.grade as Profile['grade'],
    hsk_level: row.hsk_level as Profile['hsk_level'],
    learning_plan: row.learning_plan,
    wechat_id: row.wechat_id,
    skype_id: row.skype_id,
    delivery_way: row.delivery_way as Profile['delivery_way'],
  };
}

export async function profileOf(db: Kysely<Database>, user: AuthUser): Promise<Profile> {
  const row = await findProfileByUserId(db, user.id);
  if (!row) throw unauthorized();
  return toProfile(row);
}

/** The parsed body of PUT /user/current (blank texts already null). */
type ProfileUpdate = {
  [K in keyof UpdateCurrentUserBody]?: Exclude<UpdateCurrentUserBody[K], undefined> | null;
};

const PROFILE_COLUMNS = [
  'full_name',
  'native_language',
  'age_range',
  'job',
  'medium_language',
  'purpose',
  'learning_plan',
  'wechat_id',
  'skype_id',
  'delivery_way',
] as const;

/**
 * Profile update (`PUT /user/current`): only the fields given change. Lessons given on Wechat or Skype need
 * that ID, as a booking does: checked here against the profile as it will be (a 400 naming the field), and
 * by the database's check should two saves cross.
 */
export async function updateProfile(
  db: Kysely<Database>,
  user: AuthUser,
  body: ProfileUpdate,
): Promise<UserInfo> {
  const account: AccountChanges = {};
  if (body.nick_name != null) account.nick_name = body.nick_name;
  if (body.time_zone !== undefined) account.time_zone = body.time_zone;
  if (body.grade !== undefined) account.grade = body.grade;
  if (body.hsk_level !== undefined) account.hsk_level = body.hsk_level;
  const profile: ProfileChanges = {};
  for (const column of PROFILE_COLUMNS) {
    const value = body[column];
    if (value !== undefined) (profile as Record<string, unknown>)[column] = value;
  }
  if (body.gender !== undefined) profile.gender = body.gender ?? 0;

  const before = await findProfileByUserId(db, user.id);
  if (!before) throw unauthorized();
  const after = { ...before, ...profile };
  const way = after.delivery_way;
  if ((way === 'wechat' || way === 'skype') && contactIdFor(way, after) === null) {
    throw contactIdMissing(way);
  }
  let row: ProfileRow | undefined;
  try {
    row = await updateAccountAndProfile(db, user.id, account, profile);
  } catch (error) {
    // Another save cleared the ID in between: the same answer as above.
    if ((error as { code?: unknown }).code === '23514' && (way === 'wechat' || way === 'skype')) {
      throw contactIdMissing(way);
    }
    throw error;
  }
  if (!row) throw unauthorized();
  return {
    ...toUserInfo(user),
    nick_name: row.nick_name,
    time_zone: row.time_zone,
  };
}

function contactIdMissing(way: 'wechat' | 'skype'): ApiError {
  const field = way === 'wechat' ? 'wechat_id' : 'skype_id';
  const message = fillMessage(BOOKING_MESSAGES.contactIdRequired, way === 'wechat' ? 'WeChat' : 'Skype');
  return new ApiError(400, message, {
    code: ERROR_CODES.contactIdRequired,
    issues: [{ path: field, message }],
  });
}

export async function settingsOf(db: Kysely<Database>, userId: number): Promise<AccountSettings> {
  const row = await findSettingsByUserId(db, userId);
  if (!row) throw unauthorized();
  return {
    email: row.email,
    language: isLang(row.language) ? row.language : null,
    time_zone: row.time_zone,
    lesson_reminder_emails: row.lesson_reminder_emails ?? true,
  };
}

export async function updateSettings(
  db: Kysely<Database>,
  userId: number,
  body: { [K in keyof UpdateAccountSettingsBody]?: UpdateAccountSettingsBody[K] | undefined },
): Promise<AccountSettings> {
  const account: AccountChanges = {};
  if (body.language !== undefined) account.language = body.language;
  if (body.time_zone !== undefined) account.time_zone = body.time_zone;
  const profile: ProfileChanges = {};
  if (body.lesson_reminder_emails !== undefined) profile.lesson_reminder_emails = body.lesson_reminder_emails;
  await updateAccountAndProfile(db, userId, account, profile);
  return settingsOf(db, userId);
}

/** What an avatar upload was refused for. */
const notImage = () => new ApiError(415, ACCOUNT_MESSAGES.avatarNotImage);

/**
 * A new avatar: the bytes must be a JPEG, PNG or WebP by their content (whatever the header claimed) and
 * decode; it is stored as a square WebP under a new name, and the file it replaces removed.
 */
export async function uploadAvatar(
  deps: AccountSettingsDeps,
  userId: number,
  bytes: Buffer,
): Promise<AvatarUploadResponse> {
  if (!avatarTypeOf(bytes)) throw notImage();
  const webp = await squareWebp(bytes);
  if (!webp) throw notImage();
  const name = newAvatarFileName();
  await deps.avatars.put(name, webp);
  // The account may have been deleted while the image was processed: its file must not stay.
  if (!(await isOpenAccount(deps.db, userId))) {
    await removeQuietly(deps, name);
    throw unauthorized();
  }
  const { replaced } = await replaceAvatarFile(deps.db, userId, name);
  if (replaced) await removeQuietly(deps, replaced);
  return { avatar: avatarUrl(name) };
}

async function removeQuietly(deps: AccountSettingsDeps, name: string): Promise<void> {
  try {
    await deps.avatars.remove(name);
  } catch (error) {
    deps.onStoreError?.(error);
  }
}

/**
 * Deletes the account, confirmed with its password (SPEC §6): personal data erased, sign-in closed, orders
 * and ledger entries kept. The erased address is unique and undeliverable (.invalid, RFC 2606). Wrong
 * passwords count against the same per-user limit as a password change's (one guess budget per account).
 */
export async function deleteAccount(
  deps: AccountSettingsDeps,
  limiter: AttemptLimiter,
  userId: number,
  password: string,
): Promise<void> {
  const attempt = await admitted(limiter.admitPasswordChange(userId));
  const account = await findPasswordHash(deps.db, userId);
  if (!account || !(await verifyPassword(account.password_hash, password))) {
    throw new ApiError(400, ACCOUNT_MESSAGES.wrongPassword, { code: ERROR_CODES.wrongOldPassword });
  }
  await attempt.succeeded();
  const erasedEmail = `deleted-${userId}-${randomBytes(6).toString('hex')}@deleted.invalid`;
  const erased = await eraseAccount(deps.db, userId, erasedEmail);
  if (erased?.avatarFile) await removeQuietly(deps, erased.avatarFile);
}
