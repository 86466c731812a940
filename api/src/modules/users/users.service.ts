import { createHash, randomBytes } from 'node:crypto';
import { avatarUrl, COOKIE_MAX_AGE_DAYS, type UserInfo } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { findUserBySessionTokenHash, insertSession, type UserRow } from './users.repository.ts';

/** The signed-in user a request carries (its shape is http/auth.ts's `AuthUser`). */
export type CurrentUser = AuthUser;

/** Sessions last as long as the token cookie (SPEC §9). */
export const SESSION_TTL_MS = COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** Tokens are 32 random bytes (43 base64url characters); anything far longer is not ours. */
const MAX_TOKEN_LENGTH = 256;

/** Sessions are stored by this hash, so a leaked table does not leak usable tokens. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, { tokenHash: hashSessionToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function findUserByToken(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<CurrentUser | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const row = await findUserBySessionTokenHash(db, hashSessionToken(token), now);
  return row ? toCurrentUser(row) : null;
}

function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: Number(row.id),
    email: row.email,
    nickName: row.nick_name,
    timeZone: row.time_zone,
    createdAt: row.created_at,
    orgUserType: row.org_user_type ?? null,
    company:
      row.company_id != null && row.company_user_id != null
        ? {
            id: Number(row.company_id),
            showName: row.company_show_name ?? '',
            shareType: row.company_share_type ?? 0,
            companyUserId: Number(row.company_user_id),
          }
        : null,
    avatarFile: row.avatar_file ?? null,
    orgOwner: row.org_owner === true || row.org_owner === 1,
    operator: row.operator === true || row.operator === 1,
    assistant: row.assistant === true || row.assistant === 1,
  };
}

/** User info of SPEC §3. */
export function toUserInfo(user: CurrentUser): UserInfo {
  return {
    id: user.id,
    nick_name: user.nickName,
    email: user.email,
    created_at: user.createdAt.toISOString(),
    company_user: user.company
      ? {
          id: user.company.id,
          show_name: user.company.showName,
          share_type: user.company.shareType,
          company_user_id: user.company.companyUserId,
        }
      : null,
    org_user: user.orgUserType === null ? null : { user_type: user.orgUserType },
    time_zone: user.timeZone,
    avatar: user.avatarFile === null ? null : avatarUrl(user.avatarFile),
    org_owner: user.orgOwner,
    operator: user.operator,
    assistant: user.assistant,
  };
}
