import { ERROR_CODES, isEmailAddress } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';

/** Keys of the passport namespace's `errors` group. */
export type ErrorKey =
  | 'emailRequired'
  | 'emailFormat'
  | 'wrongCredentials'
  | 'termsRequired'
  | 'passwordRequired'
  | 'emailExists'
  | 'registerFailed'
  | 'emailUnregistered'
  | 'linkExpired'
  | 'tooManyRequests'
  | 'unavailable'
  | 'oauthFailed'
  | 'oauthUnavailable'
  | 'oauthCancelled';

/** The client-side check behind 'A mistake with your email': the server's own rule. */
export function isEmail(value: string): boolean {
  return isEmailAddress(value.trim());
}

function codeOf(error: unknown): number {
  return isApiError(error) ? error.code : 0;
}

function unreachable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

/** SPEC §5: on 422 the format message is shown, and then always the wrong-credentials message too. */
export function loginErrors(error: unknown): ErrorKey[] {
  const code = codeOf(error);
  if (code === ERROR_CODES.invalidEmail) return ['emailFormat', 'wrongCredentials'];
  if (code === ERROR_CODES.tooManyRequests) return ['tooManyRequests'];
  if (unreachable(error)) return ['unavailable'];
  return ['wrongCredentials'];
}

/** SPEC §5: 422 bad email format, 20002 account exists, anything else the sign-up failure. */
export function registerErrors(error: unknown): ErrorKey[] {
  const code = codeOf(error);
  if (code === ERROR_CODES.invalidEmail) return ['emailFormat'];
  if (code === ERROR_CODES.emailExists) return ['emailExists'];
  if (code === ERROR_CODES.tooManyRequests) return ['tooManyRequests'];
  return ['registerFailed'];
}

/** SPEC §5: an unregistered or invalid email has one message, so nothing else about accounts leaks. */
export function resetErrors(error: unknown): ErrorKey[] {
  if (codeOf(error) === ERROR_CODES.tooManyRequests) return ['tooManyRequests'];
  if (unreachable(error)) return ['unavailable'];
  return ['emailUnregistered'];
}

/** Setting a new password: a spent, expired or unknown code is 'Time out, please try again'. */
export function newPasswordErrors(error: unknown): ErrorKey[] {
  const code = codeOf(error);
  if (code === ERROR_CODES.resetLinkExpired) return ['linkExpired'];
  if (code === ERROR_CODES.tooManyRequests) return ['tooManyRequests'];
  return ['unavailable'];
}

/** Third-party sign-in: a refused state or code fails the sign-in; an unconfigured provider says so. */
export function oauthErrors(error: unknown): ErrorKey[] {
  const code = codeOf(error);
  if (code === ERROR_CODES.oauthUnavailable) return ['oauthUnavailable'];
  if (code === ERROR_CODES.tooManyRequests) return ['tooManyRequests'];
  if (unreachable(error)) return ['unavailable'];
  return ['oauthFailed'];
}
