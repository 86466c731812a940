export { type Api, createApi } from './api.ts';
export { announceBalance, refreshBalance } from './balance.ts';
export {
  type CallOptions,
  configureSdk,
  pendingRequestCount,
  type RequestInput,
  type ResponseOf,
  request,
  type SdkConfig,
  upload,
} from './client.ts';
export { type CookieOptions, cookieFromHeader, readCookie, removeCookie, writeCookie } from './cookies.ts';
export { ApiError, isApiError } from './errors.ts';
export { parseJsonLossless } from './json.ts';
export { type Recording, recordResponses } from './recording.ts';
