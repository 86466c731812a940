import {
  ERROR_CODES,
  FALLBACK_LANG,
  isEmailAddress,
  isLang,
  type Lang,
  type LoginResponse,
  PASSPORT_MESSAGES,
  PASSWORD_MAX_LENGTH,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Admission, AttemptLimiter } from '../../http/attempt-limiter.ts';
import { ApiError } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { organisationExists } from '../org/index.ts';
import {
  createSession,
  hashPassword,
  hashSessionToken,
  newSessionToken,
  verifyAgainstDummy,
  verifyPassword,
} from '../users/index.ts';
import type { OAuthProviders } from './oauth-providers.ts';
import {
  deleteExpiredSessionsOfUser,
  deleteSessionByTokenHash,
  findCredentialsByEmail,
  findCredentialsById,
  findUserForResetByEmail,
  insertRegisteredUser,
  isResetCodeOpen,
  replacePasswordHashAndEndSessions,
  replaceResetCode,
  spendResetCodeAndSetPassword,
} from './passport.repository.ts';
import { resetMail } from './reset-mail.ts';

export interface PassportContext {
  db: Kysely<Database>;
  limiter: AttemptLimiter;
  now: () => Date;
  mailer: Mailer;
  /** The site's origin, for links in emails (`https://www.example.com`). */
  publicUrl: string;
  /** Configured third-party sign-in providers. */
  oauthProviders: OAuthProviders;
  /** Origins whose callback pages may receive an OAuth code (the site's own). */
  oauthRedirectOrigins: string[];
  /** Told once every session of a user has ended: their open classroom and chat sockets close. */
  sessionsEnded?: (userId: number) => Promise<void>;
}

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;

export const invalidEmail = () =>
  new ApiError(422, PASSPORT_MESSAGES.invalidEmail, { code: ERROR_CODES.invalidEmail });
const passwordMissing = () => new ApiError(400, PASSPORT_MESSAGES.passwordMissing);
const passwordTooLong = () =>
  new ApiError(400, `The password is longer than ${PASSWORD_MAX_LENGTH} characters`);
const wrongCredentials = () =>
  new ApiError(400, PASSPORT_MESSAGES.wrongCredentials, { code: ERROR_CODES.wrongCredentials });

/** A refused attempt; `retryAfterSeconds` goes out as the `Retry-After` header. */
export class TooManyAttempts extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(429, PASSPORT_MESSAGES.tooManyAttempts, { code: ERROR_CODES.tooManyRequests });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function checkPassword(password: string): void {
  if (password.length === 0) throw passwordMissing();
  if (password.length > PASSWORD_MAX_LENGTH) throw passwordTooLong();
}

export async function signIn(db: Kysely<Database>, userId: number, now: Date): Promise<LoginResponse> {
  await deleteExpiredSessionsOfUser(db, userId, now);
  const { token, expiresAt } = await createSession(db, userId, now);
  return { token, expired_at: expiresAt.toISOString(), user_id: userId };
}

/** Past a limit the caller answers 429, with `Retry-After` in seconds. */
export async function admitted(attempt: Promise<Admission>) {
  const admission = await attempt;
  if (!admission.allowed) throw new TooManyAttempts(admission.retryAfterSeconds);
  return admission;
}

/** Sign-in with email and password (SPEC §5): one answer for an unknown address and a wrong password. */
export async function loginWithEmail(
  ctx: PassportContext,
  input: { email: string; password: string; ip: string },
): Promise<LoginResponse> {
  if (!isEmailAddress(input.email)) throw invalidEmail();
  checkPassword(input.password);
  const now = ctx.now();
  const attempt = await admitted(ctx.limiter.admitLogin({ ip: input.ip, email: input.email }));

  const account = await findCredentialsByEmail(ctx.db, input.email);
  const valid = account
    ? await verifyPassword(account.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!account || !valid) throw wrongCredentials();

  await attempt.succeeded();
  return signIn(ctx.db, Number(account.id), now);
}

export interface Registration {
  email: string;
  password: string;
  checked: boolean;
  language: string;
  time_zone?: string | null | undefined;
  utm_source?: string | null | undefined;
  utm_medium?: string | null | undefined;
  utm_campaign?: string | null | undefined;
  org_id?: number | string | null | undefined;
}

const UNKNOWN_ORGANISATION = 'org_id must name an existing organisation';
const unknownOrganisation = () =>
  new ApiError(400, UNKNOWN_ORGANISATION, { issues: [{ path: 'org_id', message: UNKNOWN_ORGANISATION }] });

/**
 * Registration (SPEC §5), which signs the new account in. Two registrations of one address racing
 * each other are decided by the unique index on lower(email): the loser gets 20002.
 */
export async function registerWithEmail(
  ctx: PassportContext,
  input: Registration & { ip: string },
): Promise<LoginResponse> {
  if (!input.checked) throw new ApiError(400, PASSPORT_MESSAGES.termsNotAccepted);
  checkPassword(input.password);
  if (!isEmailAddress(input.email)) throw invalidEmail();
  if (input.org_id != null && !(await organisationExists(ctx.db, input.org_id))) throw unknownOrganisation();
  const now = ctx.now();
  await admitted(ctx.limiter.admitRegistration({ ip: input.ip, email: input.email }));

  const emailExists = () =>
    new ApiError(409, PASSPORT_MESSAGES.emailExists, { code: ERROR_CODES.emailExists });
  if (await findCredentialsByEmail(ctx.db, input.email)) throw emailExists();

  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await insertRegisteredUser(ctx.db, {
      email: input.email,
      nickName: input.email.slice(0, input.email.indexOf('@')),
      passwordHash,
      language: input.language,
      timeZone: input.time_zone ?? null,
      utmSource: input.utm_source ?? null,
      utmMedium: input.utm_medium ?? null,
      utmCampaign: input.utm_campaign ?? null,
      orgId: input.org_id == null ? null : String(input.org_id),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }
  return signIn(ctx.db, userId, now);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Ends the session of `token`; other sessions of the user stay. */
export async function logout(db: Kysely<Database>, token: string): Promise<void> {
  await deleteSessionByTokenHash(db, hashSessionToken(token));
}

/** Password change (SPEC §5): checks the old password, then ends every session of the user. */
export async function changePassword(
  ctx: PassportContext,
  input: { userId: number; oldPassword: string; newPassword: string },
): Promise<void> {
  checkPassword(input.newPassword);
  const attempt = await admitted(ctx.limiter.admitPasswordChange(input.userId));
  const account = await findCredentialsById(ctx.db, input.userId);
  if (!account || !(await verifyPassword(account.password_hash, input.oldPassword))) {
    throw new ApiError(400, PASSPORT_MESSAGES.wrongOldPassword, { code: ERROR_CODES.wrongOldPassword });
  }
  await attempt.succeeded();
  await replacePasswordHashAndEndSessions(ctx.db, input.userId, await hashPassword(input.newPassword));
  await ctx.sessionsEnded?.(input.userId);
}

const emailNotRegistered = (status: number, code: number) =>
  new ApiError(status, PASSPORT_MESSAGES.emailNotRegistered, { code });
const resetLinkExpired = () =>
  new ApiError(400, PASSPORT_MESSAGES.resetLinkExpired, { code: ERROR_CODES.resetLinkExpired });

/**
 * Emails a single-use reset link (SPEC §5). The spec's message says when an address has no account;
 * the per-address and per-IP limits keep that from becoming a fast way to list accounts.
 */
export async function sendResetLink(
  ctx: PassportContext,
  input: { email: string; language: Lang | undefined; ip: string },
): Promise<void> {
  if (!isEmailAddress(input.email)) throw emailNotRegistered(422, ERROR_CODES.invalidEmail);
  const now = ctx.now();
  await admitted(ctx.limiter.admitResetLink({ ip: input.ip, email: input.email }));
  const user = await findUserForResetByEmail(ctx.db, input.email);
  if (!user) throw emailNotRegistered(400, ERROR_CODES.emailNotRegistered);

  const code = newSessionToken();
  await replaceResetCode(ctx.db, {
    codeHash: hashSessionToken(code),
    userId: Number(user.id),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
  });
  const lang = isLang(user.language) ? user.language : (input.language ?? FALLBACK_LANG);
  await ctx.mailer.send(
    resetMail({ to: user.email, lang, publicUrl: ctx.publicUrl, code, validMinutes: RESET_LINK_MINUTES }),
  );
}

/** Whether a reset link can still be used: unknown, used and expired codes all read 'Time out'. */
export async function checkResetLink(ctx: PassportContext, code: string): Promise<void> {
  if (!(await isResetCodeOpen(ctx.db, hashSessionToken(code), ctx.now()))) throw resetLinkExpired();
}

/** Sets the new password with a reset link's code, which is spent; every session of the user ends. */
export async function resetPassword(
  ctx: PassportContext,
  input: { code: string; password: string },
): Promise<void> {
  checkPassword(input.password);
  const codeHash = hashSessionToken(input.code);
  // Checked before hashing, so made-up codes cost no argon2 time; spent atomically below.
  if (!(await isResetCodeOpen(ctx.db, codeHash, ctx.now()))) throw resetLinkExpired();
  const passwordHash = await hashPassword(input.password);
  const userId = await spendResetCodeAndSetPassword(ctx.db, codeHash, ctx.now(), passwordHash);
  if (userId === null) throw resetLinkExpired();
  await ctx.sessionsEnded?.(userId);
}
