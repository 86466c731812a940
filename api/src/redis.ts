import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { DatabaseConfig } from './db/database.ts';
import type { AttemptStore } from './http/attempt-limiter.ts';
import type { RoomBusOptions } from './realtime/room-bus.ts';

/**
 * The one Redis of a deployment (REDIS_URL) and the prefix every name it uses there starts with
 * (REDIS_PREFIX): keys and pub/sub channels alike, so deployments sharing a Redis server never see each
 * other's counts, rooms or events (pub/sub channels ignore the database number; ioredis' `keyPrefix`
 * would not cover them, nor the keys a Lua script builds from its arguments). Every user of Redis gets its
 * names from here: `redisStores` below.
 */
export interface SharedRedis {
  client: Redis;
  /** e.g. `hanyu:3f2a9c1b0d`; no trailing colon. */
  prefix: string;
}

/** The prefix's shape: letters, digits and `_ . : -`, not ending in `:`. */
export const REDIS_PREFIX_PATTERN = /^[A-Za-z0-9_.:-]{0,63}[A-Za-z0-9_.-]$/;

/** The name, under the deployment's prefix, of one user of Redis (`attempts`, `classroom`, `chat`, `video`). */
export const redisName = (redis: SharedRedis, purpose: string) => `${redis.prefix}:${purpose}`;

/**
 * The default prefix when REDIS_PREFIX is unset: the deployment is its database, so processes of one
 * deployment (one database) share their events and deployments with different databases do not. A
 * PostgreSQL database is named by host, port and database name (not the user or password); a PGlite one by
 * its folder.
 */
export function defaultRedisPrefix(database: DatabaseConfig): string {
  const identity =
    database.kind === 'postgres'
      ? postgresIdentity(database.connectionString)
      : `pglite:${database.dataDir ? path.resolve(database.dataDir) : 'memory'}`;
  return `hanyu:${createHash('sha256').update(identity).digest('hex').slice(0, 10)}`;
}

function postgresIdentity(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `postgres://${url.hostname.toLowerCase()}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return connectionString;
  }
}

/** How long ioredis waits between attempts to reach Redis again: growing to RECONNECT_MAX_MS, forever. */
const RECONNECT_MAX_MS = 5_000;
export const reconnectDelay = (attempt: number) => Math.min(attempt * 250, RECONNECT_MAX_MS);

/**
 * Connects to REDIS_URL without waiting: the server starts whether Redis answers or not, reports not-ready
 * (`/ready`) until it does, and keeps reconnecting. Without an offline queue a command fails at once while
 * Redis is away: the attempt limiter then counts in this process's memory, and a classroom join is refused,
 * instead of requests hanging until Redis is back. An outage is logged once, and its end.
 */
export function openSharedRedis(url: string, prefix: string, log: FastifyBaseLogger): SharedRedis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    // Auto-pipelining sends the commands of concurrent requests (classroom joins, chat) in one write.
    enableAutoPipelining: true,
    retryStrategy: reconnectDelay,
  });
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'redis unreachable: not ready, reconnecting');
  });
  client.on('ready', () => {
    log.info({ prefix, recovered: down }, 'redis ready');
    down = false;
  });
  return { client, prefix };
}

/** Whether the deployment's Redis answers commands now. */
export const redisReady = (redis: SharedRedis) => redis.client.status === 'ready';

/** Where each user of Redis keeps its names: every one under the deployment's prefix. */
export function redisStores(redis: SharedRedis): {
  attemptStore: AttemptStore;
  classroomBus: RoomBusOptions;
  chatBus: RoomBusOptions;
  videoBus: RoomBusOptions;
} {
  const bus = (purpose: string): RoomBusOptions => ({
    kind: 'redis',
    client: redis.client,
    keyPrefix: redisName(redis, purpose),
  });
  return {
    attemptStore: { kind: 'redis', client: redis.client, keyPrefix: redisName(redis, 'attempts') },
    classroomBus: bus('classroom'),
    chatBus: bus('chat'),
    videoBus: bus('video'),
  };
}
