export {
  createSessionStore,
  type LoginResult,
  rootDomain,
  type SessionActions,
  type SessionState,
  type SessionStore,
  sessionStore,
  type UserStatus,
} from './session-store.ts';
export { browserTimeZone, formatUtcOffset, isValidTimeZone, resolveTimeZone } from './time-zone.ts';
export { selectSignedIn, useSession } from './use-session.ts';
