/** Error codes carried in `{ error: { code, message } }` (SPEC §7, §8). */
export const ERROR_CODES = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  invalidEmail: 422,
  tooManyRequests: 429,
  internal: 500,
  /** Our own codes (SPEC §8 names only 401, 422 and 20002); never 401, which signs the client out. */
  wrongCredentials: 20001,
  emailExists: 20002,
  wrongOldPassword: 20003,
  emailNotRegistered: 20004,
  resetLinkExpired: 20005,
  oauthFailed: 20006,
  oauthUnavailable: 20007,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | number;
