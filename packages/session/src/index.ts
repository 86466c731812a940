export {
  createSessionStore,
  type LoginResult,
  readServerSession,
  rootDomain,
  SERVER_RENDER_TIME_ZONE,
  SERVER_SESSION_ELEMENT_ID,
  type ServerSession,
  type SessionActions,
  type SessionState,
  type SessionStore,
  sessionStore,
  type UserStatus,
} from './session-store.ts';
export {
  browserTimeZone,
  formatUtcOffset,
  formatZoneLabel,
  isValidTimeZone,
  resolveTimeZone,
} from './time-zone.ts';
export { selectSignedIn, useSession, useTimeZoneAsRendered } from './use-session.ts';
