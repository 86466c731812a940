import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CompiledQuery, type Kysely } from 'kysely';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Database } from '../db/schema.ts';

/** At most `max` within `windowSeconds`, counted from the first of them. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Consecutive failed sign-ins from one IP to one address; a successful sign-in clears them. */
  loginPerIpAndAccount: Limit;
  /** Failed sign-ins from one IP across addresses: higher, an IP may serve many people behind a NAT. */
  loginPerIp: Limit;
  /** Failed sign-ins to one address from anywhere, past which the address is slowed, never locked. */
  loginPerAccount: Limit;
  /** While an address is slowed: attempts on it from IPs that never signed in to it. */
  loginSlowed: Limit;
  /**
   * Refused sign-ins from one IP past which its sign-ins are turned away before their body is read, for
   * the rest of the window: a flood from one address then costs next to nothing. Counted per process.
   */
  loginRefusedPerIp: Limit;
  /** How long an IP that signed in to an account is remembered as its owner's, and not slowed. */
  knownAddressSeconds: number;
  /** Registrations, successful or not, per address and per IP. */
  registerPerEmail: Limit;
  registerPerIp: Limit;
  /** Wrong old passwords per user. */
  passwordPerUser: Limit;
  /** Reset links asked for, per address and per IP. */
  resetPerEmail: Limit;
  resetPerIp: Limit;
  /** Addresses looked up to link accounts (GET and POST /user/bind), per user, found or not. */
  linkLookupPerUser: Limit;
  /** Chat messages per user, over HTTP and the socket together; counted in each process's memory. */
  chatMessagesPerUser: Limit;
  /** Followed promotion links counted per client IP (past it a click is not counted and decides no order). */
  promotionClicksPerIp: Limit;
}

const MINUTE = 60;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIpAndAccount: { max: 5, windowSeconds: 15 * MINUTE },
  loginPerIp: { max: 50, windowSeconds: 15 * MINUTE },
  loginPerAccount: { max: 10, windowSeconds: 60 * MINUTE },
  loginSlowed: { max: 1, windowSeconds: 30 },
  loginRefusedPerIp: { max: 20, windowSeconds: 60 },
  // RateLimiterMemory keeps a key with a timer, which Node caps at about 24 days.
  knownAddressSeconds: 14 * 24 * 60 * MINUTE,
  registerPerEmail: { max: 5, windowSeconds: 15 * MINUTE },
  registerPerIp: { max: 20, windowSeconds: 60 * MINUTE },
  passwordPerUser: { max: 5, windowSeconds: 15 * MINUTE },
  resetPerEmail: { max: 3, windowSeconds: 15 * MINUTE },
  resetPerIp: { max: 20, windowSeconds: 60 * MINUTE },
  linkLookupPerUser: { max: 20, windowSeconds: 60 * MINUTE },
  chatMessagesPerUser: { max: 60, windowSeconds: MINUTE },
  promotionClicksPerIp: { max: 20, windowSeconds: 60 * MINUTE },
};

/**
 * Where the counts live: this process's memory (one process, the one-command start), Redis (shared by
 * every API process), or the database's `rate_limits` table (shared through PostgreSQL). `keyPrefix`
 * keeps apart the counts of apps sharing a store (tests).
 */
export type AttemptStore =
  | { kind: 'memory' }
  | { kind: 'redis'; client: Redis; keyPrefix?: string }
  | { kind: 'database'; db: Kysely<Database>; keyPrefix?: string };

export type Admission =
  | { allowed: true /** Call when the attempt turned out well. */; succeeded(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Decides, before any password is hashed, whether an attempt may go on. A refused attempt only reads
 * the counters; an admitted one is counted *before* it is judged, so concurrent attempts cannot all
 * slip under a limit, and a success takes its count back (rate-limiter-flexible's login recipe).
 */
export interface AttemptLimiter {
  admitLogin(subject: { ip: string; email: string }): Promise<Admission>;
  /** Milliseconds until an IP that kept signing in after being refused may try again; 0 when it may. */
  msUntilLoginReopens(ip: string): Promise<number>;
  admitRegistration(subject: { ip: string; email: string }): Promise<Admission>;
  admitPasswordChange(userId: number): Promise<Admission>;
  admitResetLink(subject: { ip: string; email: string }): Promise<Admission>;
  /** Every look-up of an address to link counts: a found address is what an enumeration wants. */
  admitLinkLookup(userId: number): Promise<Admission>;
  /** A followed promotion link from this IP: counted while under the limit. */
  admitClick(ip: string): Promise<Admission>;
}

interface Counter {
  limiter: RateLimiterAbstract;
  key: string;
}

/** The store holds no addresses in clear. */
const accountKey = (email: string) => createHash('sha256').update(email.toLowerCase(), 'utf8').digest('hex');

const refused = (ms: number): Admission => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
});

/** How long until every counter has room again; 0 when all have room now. Reads only. */
async function msUntilRoom(counters: Counter[]): Promise<number> {
  const states = await Promise.all(counters.map(({ limiter, key }) => limiter.get(key)));
  return counters.reduce((wait, { limiter }, index) => {
    const state = states[index];
    const full = state && state.consumedPoints >= limiter.points && state.msBeforeNext > 0;
    return full ? Math.max(wait, state.msBeforeNext) : wait;
  }, 0);
}

/** Counts one attempt on every counter; how long to wait when one went over (a race the reads missed). */
async function consumeAll(counters: Counter[]): Promise<number> {
  const results = await Promise.allSettled(counters.map(({ limiter, key }) => limiter.consume(key)));
  let wait = 0;
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    wait = Math.max(wait, result.reason.msBeforeNext, 1);
  }
  return wait;
}

async function admit(counters: Counter[], onSuccess: () => Promise<unknown>): Promise<Admission> {
  const full = await msUntilRoom(counters);
  if (full > 0) return refused(full);
  const raced = await consumeAll(counters);
  if (raced > 0) return refused(raced);
  return { allowed: true, succeeded: async () => void (await onSuccess()) };
}

/** RateLimiterPostgres over Kysely, so it runs on the app's own connection pool. */
function kyselyStoreClient(db: Kysely<Database>) {
  return {
    async query(query: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(query.text, query.values ?? []));
      return { rows: result.rows, rowCount: Number(result.numAffectedRows ?? result.rows.length) };
    },
  };
}

function counterFactory(store: AttemptStore): (name: string, limit: Limit) => RateLimiterAbstract {
  if (store.kind === 'memory') {
    return (name, limit) =>
      new RateLimiterMemory({ keyPrefix: name, points: limit.max, duration: limit.windowSeconds });
  }
  const prefix = store.keyPrefix ?? 'attempts';
  return (name, limit) => {
    const options = {
      keyPrefix: `${prefix}:${name}`,
      points: limit.max,
      duration: limit.windowSeconds,
      // When the store fails, this process's memory counts instead: limits hold, per process.
      insuranceLimiter: new RateLimiterMemory({ points: limit.max, duration: limit.windowSeconds }),
    };
    return store.kind === 'redis'
      ? new RateLimiterRedis({ ...options, storeClient: store.client })
      : new RateLimiterPostgres({
          ...options,
          storeClient: kyselyStoreClient(store.db),
          storeType: 'client',
          tableName: 'rate_limits',
          tableCreated: true,
        });
  };
}

export function createAttemptLimiter(store: AttemptStore, limits: RateLimits): AttemptLimiter {
  const counter = counterFactory(store);
  const loginPerIp = counter('login_ip', limits.loginPerIp);
  const loginPerPair = counter('login_ip_account', limits.loginPerIpAndAccount);
  const loginPerAccount = counter('login_account', limits.loginPerAccount);
  const loginSlowed = counter('login_slowed', limits.loginSlowed);
  // Memory whatever the store: a local shield that must cost no round trip.
  const loginRefusedPerIp = new RateLimiterMemory({
    keyPrefix: 'login_refused_ip',
    points: limits.loginRefusedPerIp.max,
    duration: limits.loginRefusedPerIp.windowSeconds,
  });
  const knownAddresses = counter('login_known', { max: 1, windowSeconds: limits.knownAddressSeconds });
  const registerPerEmail = counter('register_email', limits.registerPerEmail);
  const registerPerIp = counter('register_ip', limits.registerPerIp);
  const passwordPerUser = counter('password_user', limits.passwordPerUser);
  const resetPerEmail = counter('reset_email', limits.resetPerEmail);
  const resetPerIp = counter('reset_ip', limits.resetPerIp);
  const linkLookupPerUser = counter('link_lookup_user', limits.linkLookupPerUser);
  const clicksPerIp = counter('promotion_click_ip', limits.promotionClicksPerIp);

  async function admitLoginAttempt(ip: string, email: string): Promise<Admission> {
    const account = accountKey(email);
    const pair = `${ip}/${account}`;
    const perIp = { limiter: loginPerIp, key: ip };
    const perPair = { limiter: loginPerPair, key: pair };

    const [full, accountState] = await Promise.all([
      msUntilRoom([perIp, perPair]),
      loginPerAccount.get(account),
    ]);
    if (full > 0) return refused(full);
    // An account under attack from many IPs is slowed for the IPs it does not know; its owner's stay open.
    const underAttack = accountState !== null && accountState.consumedPoints >= loginPerAccount.points;
    if (underAttack && (await knownAddresses.get(pair)) === null) {
      const paced = await consumeAll([{ limiter: loginSlowed, key: account }]);
      if (paced > 0) return refused(paced);
    }
    // The account's count never refuses by itself (penalty, not consume): it only turns on the pace.
    const [raced] = await Promise.all([consumeAll([perIp, perPair]), loginPerAccount.penalty(account)]);
    if (raced > 0) return refused(raced);
    return {
      allowed: true,
      // Only failures count: the pair's consecutive failures end, the others take this attempt back.
      succeeded: async () => {
        await Promise.all([
          loginPerPair.delete(pair),
          loginPerIp.reward(ip),
          loginPerAccount.reward(account),
          knownAddresses.set(pair, 1, limits.knownAddressSeconds),
        ]);
      },
    };
  }

  return {
    async admitLogin({ ip, email }) {
      const admission = await admitLoginAttempt(ip, email);
      if (!admission.allowed) await loginRefusedPerIp.penalty(ip);
      return admission;
    },

    async msUntilLoginReopens(ip) {
      const state = await loginRefusedPerIp.get(ip);
      return state && state.consumedPoints > loginRefusedPerIp.points ? Math.max(state.msBeforeNext, 0) : 0;
    },

    admitRegistration: ({ ip, email }) =>
      admit(
        [
          { limiter: registerPerEmail, key: accountKey(email) },
          { limiter: registerPerIp, key: ip },
        ],
        async () => {},
      ),

    admitPasswordChange: (userId) =>
      admit([{ limiter: passwordPerUser, key: String(userId) }], () =>
        passwordPerUser.reward(String(userId)),
      ),

    admitResetLink: ({ ip, email }) =>
      admit(
        [
          { limiter: resetPerEmail, key: accountKey(email) },
          { limiter: resetPerIp, key: ip },
        ],
        async () => {},
      ),

    admitLinkLookup: (userId) => admit([{ limiter: linkLookupPerUser, key: String(userId) }], async () => {}),

    admitClick: (ip) => admit([{ limiter: clicksPerIp, key: ip }], async () => {}),
  };
}
