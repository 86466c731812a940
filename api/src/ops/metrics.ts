import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { WebSocketServer } from 'ws';
import { errorBody } from '../http/errors.ts';

/** What a page render on the server came to (web.routes.ts): a page, a redirect, or the browser renders it. */
export type RenderOutcome = 'rendered' | 'redirect' | 'fallback';

/**
 * The Prometheus metrics of one app (issue 27), in a registry of its own rather than prom-client's global one,
 * so that tests building several apps in one process do not collide: the process's default metrics, request
 * latency by route pattern, open realtime connections, server renders and the job queue's depth.
 */
export interface AppMetrics {
  readonly registry: Registry;
  /** Times every request by its route pattern (never the raw URL: one series per route, not per id). */
  timeRequests(app: FastifyInstance): void;
  /** Counts the sockets `server` accepts on the given paths, by kind (`classroom`, `chat`). */
  countSockets(server: WebSocketServer, kinds: Record<string, string>): void;
  /** Reports what `count` says, on each scrape, as the open connections of `kind` (`video_events`). */
  countConnections(kind: string, count: () => number): void;
  /** One render on the server and what it came to. */
  rendered(outcome: RenderOutcome): void;
  /** Reads each queue's waiting jobs on each scrape (the job queue starts after the app). */
  watchQueues(depths: () => Promise<Record<string, number>>): void;
}

/** Latency buckets (seconds): API answers are milliseconds, server renders and uploads up to seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A fresh registry; `processMetrics: false` leaves out prom-client's default metrics, whose event-loop and GC
 * observers live as long as the process (an app whose metrics nobody reads: tests).
 */
export function createMetrics(options: { processMetrics?: boolean } = {}): AppMetrics {
  const registry = new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  /** Each kind of realtime connection and how to count its open ones. */
  const connections = new Map<string, () => number>();
  new Gauge({
    name: 'hanyu_realtime_connections',
    help: 'Open realtime connections (WebSockets, event streams) by kind',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      for (const [kind, count] of connections) this.set({ kind }, count());
    },
  });
  const renders = new Counter({
    name: 'hanyu_server_renders_total',
    help: 'Pages rendered on the server, by outcome (fallback: the browser renders the page)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of ['rendered', 'redirect', 'fallback'] satisfies RenderOutcome[])
    renders.inc({ outcome }, 0);
  let queueDepths: (() => Promise<Record<string, number>>) | undefined;
  new Gauge({
    name: 'hanyu_job_queue_depth',
    help: 'Jobs waiting in each queue (created or waiting to be retried)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      if (!queueDepths) return;
      // A scrape while the database is away shows no depth rather than failing the whole scrape.
      const depths = await queueDepths().catch(() => ({}));
      for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
    },
  });
  return {
    registry,
    timeRequests(app) {
      app.addHook('onResponse', async (request, reply) => {
        latency.observe(
          {
            // Unmatched requests share one series: their URLs are whatever a visitor or a scanner typed.
            route: request.routeOptions.url ?? 'unmatched',
            method: request.method,
            status_code: String(reply.statusCode),
          },
          reply.elapsedTime / 1000,
        );
      });
    },
    countSockets(server, kinds) {
      const open = new Map(Object.values(kinds).map((kind) => [kind, 0]));
      for (const kind of open.keys()) connections.set(kind, () => open.get(kind) ?? 0);
      server.on('connection', (socket, request) => {
        const kind = kinds[(request.url ?? '').split('?')[0] ?? ''];
        if (!kind) return;
        open.set(kind, (open.get(kind) ?? 0) + 1);
        socket.once('close', () => open.set(kind, (open.get(kind) ?? 1) - 1));
      });
    },
    countConnections(kind, count) {
      connections.set(kind, count);
    },
    rendered(outcome) {
      renders.inc({ outcome });
    },
    watchQueues(depths) {
      queueDepths = depths;
    },
  };
}

/**
 * GET /metrics for a bearer of `token` (METRICS_TOKEN, docs/decisions.md): 401 without it, so a scraper
 * reaches it through the load balancer or beside it, and visitors learn nothing.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: AppMetrics, token: string): void {
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .header('Cache-Control', 'no-store')
        .send(errorBody(401, 'Unauthorized'));
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
