import * as v from 'valibot';
import { LANGS, type Lang, LOCALE_OF_LANG } from './constants.ts';
import { integerValue, text } from './request-fields.ts';

/** Messages of SPEC §5 and §8 the passport calls answer with (the client translates them by code). */
export const PASSPORT_MESSAGES = {
  invalidEmail: 'A mistake with your email',
  wrongCredentials: 'Email account or password is wrong',
  termsNotAccepted: 'Please read and agree the user agreement',
  passwordMissing: 'Please input your password',
  emailExists: 'This account exists already',
  wrongOldPassword: 'The original password is wrong, please try again',
  tooManyAttempts: 'Too many attempts, please try again later',
  emailNotRegistered: 'The email you entered has not been registered or invalid',
  resetLinkExpired: 'Time out, please try again',
} as const;

/** Longest address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest password accepted: enough for any passphrase, short enough that hashing it is cheap. */
export const PASSWORD_MAX_LENGTH = 1024;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether `email` (already trimmed) has the shape of an address; used by forms and the server alike. */
export function isEmailAddress(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Whether `zone` is an IANA time-zone name this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A `time_zone` field: an IANA name this runtime knows. */
/** An IANA time zone in a field named `name`, so a refusal names the field it came in. */
export const timeZoneText = (name: string) =>
  v.pipe(
    text(name, { max: 64 }),
    v.check(isTimeZone, `${name} must be an IANA time zone such as Europe/Madrid`),
  );
export const TimeZoneText = timeZoneText('time_zone');

const LOCALE_VALUES = Object.values(LOCALE_OF_LANG);
const langOfLocale = (value: string): Lang =>
  (LANGS as readonly string[]).includes(value)
    ? (value as Lang)
    : (LANGS.find((lang) => LOCALE_OF_LANG[lang] === value) as Lang);

const routeLanguage = v.pipe(
  v.picklist([...LANGS, ...LOCALE_VALUES], `language must be one of ${LANGS.join(', ')}`),
  v.transform(langOfLocale),
);

/**
 * The organisation the request is made for (SPEC §7): a non-negative integer, as number or string.
 * Registration also requires it to name an existing organisation.
 */
export const OrgId = integerValue('org_id', { min: 0 });

/**
 * Email and password are only bounded text here: their rules answer with the codes and messages of
 * SPEC §5 (422 for a malformed address), which the service decides, not a generic 400. The bound on
 * the address is far past EMAIL_MAX_LENGTH so that a long one still gets that 422. The service trims
 * the address.
 */
export const emailField = (name: string) => text(name, { max: EMAIL_MAX_LENGTH * 4 });
/** A password field: bounded text, so that hashing it stays cheap. */
export const passwordField = (name: string) => text(name, { max: PASSWORD_MAX_LENGTH });
const email = emailField('email');
const password = passwordField('password');

/** Registration payload of SPEC §3. */
export const RegisterEmailBody = v.object({
  email,
  password,
  /** The terms box; anything but true is refused with 'Please read and agree the user agreement'. */
  checked: v.boolean('checked must be true or false'),
  /** The site language: a route segment ("en") or its locale ("en-US"); stored as the route segment. */
  language: routeLanguage,
  time_zone: v.nullish(TimeZoneText),
  utm_source: v.nullish(text('utm_source', { max: 200 })),
  utm_medium: v.nullish(text('utm_medium', { max: 200 })),
  utm_campaign: v.nullish(text('utm_campaign', { max: 200 })),
  org_id: v.nullish(OrgId),
});
export type RegisterEmailBody = v.InferInput<typeof RegisterEmailBody>;

export const LoginEmailBody = v.object({ email, password, org_id: v.nullish(OrgId) });
export type LoginEmailBody = v.InferInput<typeof LoginEmailBody>;

/** Login response of SPEC §3: the bearer token, when it expires (ISO 8601) and whose it is. */
export const LoginResponse = v.object({
  token: v.string(),
  expired_at: v.string(),
  user_id: v.union([v.number(), v.string()]),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

/** Password change (SPEC §5): after success every session ends and the user signs in again. */
export const ChangePasswordBody = v.object({
  old_password: passwordField('old_password'),
  new_password: passwordField('new_password'),
});
export type ChangePasswordBody = v.InferInput<typeof ChangePasswordBody>;

/** Asks for a reset link (SPEC §5); `language` is the page's, used when the account has none. */
export const ResetPasswordRequestBody = v.object({
  email,
  language: v.optional(routeLanguage),
  org_id: v.nullish(OrgId),
});
export type ResetPasswordRequestBody = v.InferInput<typeof ResetPasswordRequestBody>;

/** The code of a reset link (`/{lang}/passport/reset/{code}`). */
export const ResetCode = text('code', {
  max: 43,
  pattern: /^[A-Za-z0-9_-]{43}$/,
  message: 'code is malformed',
});

export const ResetPasswordCheckQuery = v.object({ code: ResetCode });
export type ResetPasswordCheckQuery = v.InferInput<typeof ResetPasswordCheckQuery>;

/** Sets the new password with a link's code; the code is spent and every session of the user ends. */
export const ResetPasswordBody = v.object({ code: ResetCode, password });
export type ResetPasswordBody = v.InferInput<typeof ResetPasswordBody>;

/** The answer of calls that only succeed or fail. */
export const EmptyResponse = v.null();

/** Third-party sign-in types (SPEC §4); `chinesecio` is the partner account. */
export const OAUTH_TYPES = ['google', 'facebook', 'chinesecio'] as const;
export type OAuthType = (typeof OAUTH_TYPES)[number];
const oauthType = v.picklist(OAUTH_TYPES, `type must be one of ${OAUTH_TYPES.join(', ')}`);

/**
 * Starts an OAuth sign-in: `redirect_uri` is the site's callback page
 * (`<origin>/{lang}/passport/callback/{type}`), the only address the server sends a code to.
 */
export const OAuthUrlQuery = v.object({
  type: oauthType,
  redirect_uri: text('redirect_uri', { max: 2000 }),
  org_id: v.optional(OrgId),
});
export type OAuthUrlQuery = v.InferInput<typeof OAuthUrlQuery>;

export const OAuthUrlResponse = v.object({ url: v.string() });
export type OAuthUrlResponse = v.InferOutput<typeof OAuthUrlResponse>;

/** Finishes an OAuth sign-in with what the provider sent back to the callback page. */
export const OAuthLoginBody = v.object({
  type: oauthType,
  code: v.pipe(text('code', { max: 4096 }), v.minLength(1, 'code must not be empty')),
  state: text('state', { max: 43, pattern: /^[A-Za-z0-9_-]{43}$/, message: 'state is malformed' }),
  org_id: v.nullish(OrgId),
});
export type OAuthLoginBody = v.InferInput<typeof OAuthLoginBody>;

/** Messages of third-party sign-in failures. */
export const OAUTH_MESSAGES = {
  unavailable: 'This sign-in method is not available',
  failed: 'Fail to sign in, please try it again.',
} as const;
