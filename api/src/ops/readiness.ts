import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { redisReady, type SharedRedis } from '../redis.ts';

/**
 * One thing the process needs to answer requests, asked on every GET /ready: the database and Redis are
 * built in; others (object storage) are handed to buildApp as `readinessChecks`. `check` resolves true when
 * reachable; false, a rejection or no answer within READINESS_TIMEOUT_MS is "unreachable".
 */
export interface ReadinessCheck {
  /** The key in /ready's answer: `storage`. */
  name: string;
  check(): Promise<boolean>;
}

/** Whether this process is draining (server.ts sets it on SIGTERM): /ready answers 503 from that moment. */
export interface DrainState {
  readonly draining: boolean;
  start(): void;
}

export function drainState(): DrainState {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}

/** How long one check may take before /ready calls it unreachable (a load balancer's probe waits ~2 s). */
const READINESS_TIMEOUT_MS = 1_500;

type CheckState = 'ready' | 'unreachable' | 'unused';

async function ask(check: () => Promise<boolean>): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const answer = await Promise.race([
    check().catch(() => false),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  return answer ? 'ready' : 'unreachable';
}

/**
 * GET /health: the process is alive. GET /ready: it takes traffic — 200 when the database, Redis (when used)
 * and every extra check answer; 503 while one does not or while the process drains, with each state named.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    redis?: SharedRedis | undefined;
    checks?: ReadinessCheck[] | undefined;
    drain?: DrainState | undefined;
  },
): void {
  // While draining, every answer ends its connection: kept-alive clients (a balancer's pool) reconnect
  // elsewhere, and no connection left idle after its last answer holds the closing server open.
  app.addHook('onSend', async (_request, reply) => {
    if (options.drain?.draining) reply.header('Connection', 'close');
  });
  app.get('/health', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/ready', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // Draining answers at once, without asking anything: the balancer is to stop sending here.
    if (options.drain?.draining) return reply.status(503).send({ status: 'draining' });
    const { redis } = options;
    const named: Array<[string, () => Promise<CheckState>]> = [
      [
        'database',
        () =>
          ask(async () => {
            await sql`select 1`.execute(options.db);
            return true;
          }),
      ],
      // Redis reconnects by itself: its client's state is the answer, without a round trip.
      ['redis', async () => (redis ? (redisReady(redis) ? 'ready' : 'unreachable') : 'unused')],
      ...(options.checks ?? []).map(({ name, check }): [string, () => Promise<CheckState>] => [
        name,
        () => ask(check),
      ]),
    ];
    const states = Object.fromEntries(
      await Promise.all(named.map(async ([name, state]) => [name, await state()] as const)),
    );
    const ready = Object.values(states).every((state) => state !== 'unreachable');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', ...states });
  });
}
