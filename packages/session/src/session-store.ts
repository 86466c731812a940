import { COOKIES, type Endpoints, endpointPaths, type UserInfo } from '@hanyu/contract';
import { bus, renderScoped } from '@hanyu/event-bus';
import { readCookie, removeCookie, request, writeCookie } from '@hanyu/sdk';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { browserTimeZone, isValidTimeZone, resolveTimeZone } from './time-zone.ts';

export type UserStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface SessionState {
  token: string | undefined;
  uid: string | undefined;
  user: UserInfo | undefined;
  userStatus: UserStatus;
  /** IANA zone every time on the site is shown in. */
  timeZone: string;
}

export interface LoginResult {
  token: string;
  /** ISO date or unix seconds. */
  expired_at: string | number;
  user_id: string | number;
}

export interface SessionActions {
  /** Stores token and uid cookies for the root domain until the token expires (SPEC §3). */
  signIn(login: LoginResult): void;
  /** Forgets token and user info, removing the cookies (SPEC §4). */
  clear(): void;
  /** Loads user info when there is a token and it is not loaded yet; a failure clears the session. */
  ensureUser(): Promise<UserInfo | undefined>;
  /** Chooses the time zone and remembers it in the utc cookie. */
  setTimeZone(zone: string): void;
}

export type SessionStore = StoreApi<SessionState & SessionActions>;

const TIME_ZONE_COOKIE_DAYS = 365;

/** What a server render knew of the session, for the page's store to start from (see readServerSession). */
export interface ServerSession {
  /** The signed-in user the page was rendered for, null when signed out. */
  user: UserInfo | null;
  /** The zone the page's times were rendered in, when the server knew the visitor's (cookie or profile). */
  timeZone: string | null;
}

/** The zone a server render shows times in when it does not know the visitor's (the teachers' zone, SPEC §4). */
export const SERVER_RENDER_TIME_ZONE = 'Asia/Shanghai';

/** The element a server-rendered page carries its ServerSession in (`<script type="application/json">`). */
export const SERVER_SESSION_ELEMENT_ID = 'hanyu-session';

/**
 * The session a server-rendered page was rendered with, so the app hydrates the same header and times; null
 * on a page the browser renders alone.
 */
export function readServerSession(): ServerSession | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SERVER_SESSION_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<ServerSession> | null;
    return {
      user: parsed?.user && typeof parsed.user === 'object' ? parsed.user : null,
      timeZone: typeof parsed?.timeZone === 'string' ? parsed.timeZone : null,
    };
  } catch {
    return null;
  }
}

/** The registrable domain the session cookies are shared on ("hanyu.com" for "www.hanyu.com"). */
export function rootDomain(hostname: string): string | undefined {
  if (hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined;
  const labels = hostname.split('.');
  if (labels.length < 2 || labels.at(-1) === 'localhost') return undefined;
  return labels.slice(-2).join('.');
}

function expirySeconds(expiredAt: string | number, now = Date.now()): number {
  const at =
    typeof expiredAt === 'number' || /^\d+$/.test(expiredAt)
      ? Number(expiredAt) * 1000
      : Date.parse(expiredAt);
  return Number.isFinite(at) ? Math.max(0, (at - now) / 1000) : 30 * 24 * 3600;
}

export function createSessionStore(): SessionStore {
  let inflight: Promise<UserInfo | undefined> | undefined;
  const domain = () => rootDomain(globalThis.location?.hostname ?? 'localhost');

  const token = readCookie(COOKIES.token) || undefined;
  const server = readServerSession();
  const user = token && server?.user ? server.user : undefined;

  return createStore<SessionState & SessionActions>()((set, get) => ({
    token,
    uid: readCookie(COOKIES.uid) || undefined,
    user,
    userStatus: user ? 'loaded' : 'idle',
    timeZone: isValidTimeZone(server?.timeZone)
      ? server.timeZone
      : resolveTimeZone({ cookie: readCookie(COOKIES.utc), browser: browserTimeZone() }),

    signIn(login) {
      const maxAgeSeconds = expirySeconds(login.expired_at);
      const options = { maxAgeSeconds, ...(domain() ? { domain: domain() } : {}) };
      writeCookie(COOKIES.token, login.token, options);
      writeCookie(COOKIES.uid, String(login.user_id), options);
      set({ token: login.token, uid: String(login.user_id), user: undefined, userStatus: 'idle' });
      bus.emit('session:changed', { signedIn: true });
    },

    clear() {
      removeCookie(COOKIES.token, domain());
      removeCookie(COOKIES.uid, domain());
      const wasSignedIn = Boolean(get().token);
      set({ token: undefined, uid: undefined, user: undefined, userStatus: 'idle' });
      if (wasSignedIn) bus.emit('session:changed', { signedIn: false });
    },

    ensureUser() {
      const { token, user } = get();
      if (!token) return Promise.resolve(undefined);
      if (user) return Promise.resolve(user);
      inflight ??= request<Endpoints['currentUser']>(endpointPaths.currentUser, {}, { quiet: true })
        .then((loaded) => {
          const timeZone = resolveTimeZone({
            cookie: readCookie(COOKIES.utc),
            user: loaded.time_zone,
            browser: browserTimeZone(),
          });
          set({ user: loaded, userStatus: 'loaded', timeZone });
          bus.emit('session:changed', { signedIn: true });
          return loaded;
        })
        .catch(() => {
          // SPEC §4: a 401 or any failure loading user info clears token and user info.
          get().clear();
          set({ userStatus: 'failed' });
          return undefined;
        })
        .finally(() => {
          inflight = undefined;
        });
      set({ userStatus: 'loading' });
      return inflight;
    },

    setTimeZone(zone) {
      writeCookie(COOKIES.utc, zone, { maxAgeSeconds: TIME_ZONE_COOKIE_DAYS * 24 * 3600 });
      set({ timeZone: zone });
    },
  }));
}

const currentStore = renderScoped('session', createSessionStore);

/**
 * The page's one session store, shared by the shell and every remote. Inside a server render, that render's
 * own store (renderScoped): renders of different visitors run side by side and never see each other's session.
 */
export const sessionStore: SessionStore = {
  getState: () => currentStore().getState(),
  getInitialState: () => currentStore().getInitialState(),
  setState: ((...args: Parameters<SessionStore['setState']>) =>
    currentStore().setState(...args)) as SessionStore['setState'],
  subscribe: (listener) => currentStore().subscribe(listener),
};
