import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { redisName, type SharedRedis } from '../../redis.ts';
import { RELEASE_VERSION, REMOTE_NAME } from './release-manifest.ts';
import { type RegistryRow, registryRows, releaseExists } from './releases.service.ts';

/** The cookie naming a visitor for canaries (random, set when absent while a canary runs). */
export const VISITOR_COOKIE = 'hanyu_visitor';
/** The cookie asking for given releases whatever the shares: `mf-booking@1.3.0`, several joined by `,`. */
export const CANARY_COOKIE = 'hanyu_canary';
/** The channel, under the deployment's Redis prefix, on which a registry change is announced. */
export const RELEASES_CHANNEL = 'releases';

/** With Redis a change is announced and the poll is only a safety net; without, the poll is how it arrives. */
const POLL_WITH_REDIS_MS = 4_000;
const POLL_WITHOUT_REDIS_MS = 2_000;

/**
 * The visitor's place in [0, 100) for `remote`'s canary: a hash of the visitor's id and the remote, so the same
 * visitor gets the same answer on every page and every API process, and each remote's canary picks its own
 * visitors.
 */
export function canaryBucket(visitorId: string, remote: string): number {
  const digest = createHash('sha256').update(`${remote}\u0000${visitorId}`).digest();
  return (digest.readUInt32BE(0) / 0x1_0000_0000) * 100;
}

/** The releases an override cookie asks for, by remote (malformed parts ignored). */
export function parseCanaryCookie(value: string | undefined): Map<string, string> {
  const asked = new Map<string, string>();
  for (const part of (value ?? '').split(',')) {
    const at = part.trim().lastIndexOf('@');
    if (at <= 0) continue;
    const [remote, version] = [part.trim().slice(0, at), part.trim().slice(at + 1)];
    if (REMOTE_NAME.test(remote) && RELEASE_VERSION.test(version)) asked.set(remote, version);
  }
  return asked;
}

/** What one visitor is served of `row`: the canary for a visitor in its share, else the live release. */
export function chooseRelease(row: RegistryRow, visitorId: string | undefined): string | null {
  if (row.canary && row.share > 0 && visitorId && canaryBucket(visitorId, row.remote) < row.share) {
    return row.canary;
  }
  return row.live;
}

export interface LiveRegistryOptions {
  redis?: SharedRedis;
  /** How often the rows are read again (defaults: 4 s with Redis, 2 s without: a lost announcement still arrives within the 5 s budget). */
  pollMs?: number;
  log?: FastifyBaseLogger;
}

/**
 * The live registry rows of the database, kept in this process: read at start, again when a change is announced
 * on Redis (`announceRegistryChange`), and on a short poll (the fallback without Redis, or when an announcement
 * is lost). Every API process sees a promote or rollback within seconds, without a restart.
 */
export class LiveRegistry {
  readonly #db: Kysely<Database>;
  readonly #options: LiveRegistryOptions;
  #rows = new Map<string, RegistryRow>();
  #timer: NodeJS.Timeout | undefined;
  #subscriber: Redis | undefined;
  #refreshing: Promise<void> | null = null;
  #again = false;
  #closed = false;
  /** Overrides checked against the database lately: `remote@version` → recorded or not. */
  readonly #known = new Map<string, boolean>();

  constructor(db: Kysely<Database>, options: LiveRegistryOptions = {}) {
    this.#db = db;
    this.#options = options;
  }

  async start(): Promise<void> {
    await this.refresh();
    const { redis } = this.#options;
    if (redis) {
      const subscriber = redis.client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
      this.#subscriber = subscriber;
      subscriber.on('error', (error) =>
        this.#options.log?.debug({ err: error }, 'releases channel: redis error'),
      );
      subscriber.on('message', () => void this.refresh());
      // After a reconnection a change may have been missed: read the rows again.
      subscriber.on('ready', () => void this.refresh());
      subscriber.subscribe(redisName(redis, RELEASES_CHANNEL)).catch(() => {});
    }
    const pollMs = this.#options.pollMs ?? (redis ? POLL_WITH_REDIS_MS : POLL_WITHOUT_REDIS_MS);
    this.#timer = setInterval(() => void this.refresh(), pollMs);
    this.#timer.unref();
  }

  /** Reads the rows again (one read at a time; a call during one asks for another after it). */
  refresh(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    if (this.#refreshing) {
      this.#again = true;
      return this.#refreshing;
    }
    this.#refreshing = (async () => {
      do {
        this.#again = false;
        try {
          const rows = await registryRows(this.#db);
          this.#rows = new Map(rows.map((row) => [row.remote, row]));
          this.#known.clear();
        } catch (error) {
          this.#options.log?.warn({ err: error }, 'live registry unreadable; keeping the last one read');
        }
      } while (this.#again && !this.#closed);
    })().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  /** Whether any remote has a release live or in canary (none: the built-in remotes, as before releases). */
  get empty(): boolean {
    for (const row of this.#rows.values()) if (row.live || row.canary) return false;
    return true;
  }

  /** Whether a canary with a share runs: visitors then need an id. */
  get canaryRunning(): boolean {
    for (const row of this.#rows.values()) if (row.canary && row.share > 0) return true;
    return false;
  }

  rows(): RegistryRow[] {
    return [...this.#rows.values()];
  }

  /**
   * The release each remote with one serves this visitor: the override cookie's when it names a recorded
   * release, else the canary for a visitor in its share, else the live release.
   */
  async choices(
    visitorId: string | undefined,
    overrideCookie: string | undefined,
  ): Promise<Map<string, string>> {
    const chosen = new Map<string, string>();
    for (const row of this.#rows.values()) {
      const version = chooseRelease(row, visitorId);
      if (version) chosen.set(row.remote, version);
    }
    for (const [remote, version] of parseCanaryCookie(overrideCookie)) {
      if (await this.#recorded(remote, version)) chosen.set(remote, version);
    }
    return chosen;
  }

  async #recorded(remote: string, version: string): Promise<boolean> {
    const key = `${remote}@${version}`;
    const row = this.#rows.get(remote);
    if (row && (row.live === version || row.canary === version)) return true;
    const known = this.#known.get(key);
    if (known !== undefined) return known;
    const exists = await releaseExists(this.#db, remote, version).catch(() => false);
    if (this.#known.size > 1000) this.#known.clear();
    this.#known.set(key, exists);
    return exists;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    this.#subscriber?.disconnect();
    await this.#refreshing;
  }
}

/** Tells every API process of the deployment that the registry changed (they also poll, should this be lost). */
export async function announceRegistryChange(redis: SharedRedis): Promise<void> {
  await redis.client.publish(redisName(redis, RELEASES_CHANNEL), 'changed');
}
