import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { CHAT_SOCKET_PATH } from '@hanyu/contract';
import WebSocket from 'ws';
import { startJobQueue } from '../jobs/job-queue.ts';
import { openTestApp, type TestApp } from '../test/app.ts';
import { eventually } from '../test/classroom.ts';
import { API_ROOT, embeddedTestDatabase, type TestDatabase } from '../test/databases.ts';
import { signedInUser } from '../test/users.ts';
import { grantVideoCourse, insertVideoCourse } from '../test/video-learning.ts';
import { createMetrics } from './metrics.ts';
import { drainState } from './readiness.ts';

const TOKEN = 'a-scraper-token-0123456789';

/** The value of one series in Prometheus' text format (`name{labels} value`), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics, health and readiness on PGlite', () => {
  const pglite = embeddedTestDatabase();
  const metrics = createMetrics();
  const drain = drainState();
  let storageUp = true;
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(pglite, {
      seed: false,
      metrics,
      metricsToken: TOKEN,
      drain,
      readinessChecks: [{ name: 'storage', check: async () => storageUp }],
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('answers /metrics to the bearer of its token only', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 401, message: 'Unauthorized' } });
    }
    const unconfigured = await openTestApp(t, { seed: false });
    try {
      expect((await unconfigured.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await unconfigured.app.close();
    }
  });

  it('times a request under its route pattern, never its URL, and has the process metrics', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/open/teachers/987654321' });
    const text = await scrape();
    const series = `{route="/api/open/teachers/:id",method="GET",status_code="${response.statusCode}"}`;
    expect(sample(text, `http_request_duration_seconds_count${series}`)).toBe(1);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${series.slice(1)}`)).toBe(1);
    expect(text).not.toContain('987654321');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    for (const outcome of ['rendered', 'redirect', 'fallback']) {
      expect(sample(text, `hanyu_server_renders_total{outcome="${outcome}"}`)).toBe(0);
    }
  });

  it('counts open chat sockets', async () => {
    const user = await signedInUser(t.db, { email: 'metrics@example.com', nickName: 'Metrics' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const chat = async () => sample(await scrape(), 'hanyu_realtime_connections{kind="chat"}');
    expect(await chat()).toBe(0);
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api${CHAT_SOCKET_PATH}`);
    await once(socket, 'open');
    const welcomed = once(socket, 'message');
    socket.send(JSON.stringify({ type: 'hello', token: user.token }));
    await welcomed;
    expect(await chat()).toBe(1);
    expect(sample(await scrape(), 'hanyu_realtime_connections{kind="classroom"}')).toBe(0);
    socket.close(1000);
    await once(socket, 'close');
    await eventually(async () => (await chat()) === 0);
  });

  it('counts open video event streams, and ends them as the app closes', async () => {
    const own = createMetrics();
    const app = await openTestApp(t, { seed: false, metrics: own, metricsToken: TOKEN });
    let closed = false;
    try {
      const user = await signedInUser(t.db, { email: 'streams@example.com', nickName: 'Streams' });
      const course = await insertVideoCourse(t.db);
      await grantVideoCourse(t.db, user.id, course);
      const outline = await app.app.inject({
        method: 'GET',
        url: `/api/learning/video/${course.courseId}?language=en`,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(outline.statusCode).toBe(200);
      const { events_url: events } = outline.json().response as { events_url: string };
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.app.server.address() as { port: number };
      const streams = async () =>
        sample(await own.registry.metrics(), 'hanyu_realtime_connections{kind="video_events"}');
      expect(await streams()).toBe(0);
      const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get(`http://127.0.0.1:${port}${events}`, resolve).on('error', reject),
      );
      expect(response.statusCode).toBe(200);
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      const ended = once(response, 'end');
      await eventually(async () => (await streams()) === 1);
      // Closing waits for open requests: the stream ends by itself, telling the page when to come back.
      await app.close();
      closed = true;
      await ended;
      expect(text.endsWith('retry: 1000\n\n')).toBe(true);
    } finally {
      if (!closed) await app.app.close();
    }
  }, 30_000);

  it('counts each page rendered on the server by what it came to', async () => {
    const own = createMetrics();
    // The built site (the api's tests run after the shell's and the user centre's builds).
    const app = await openTestApp(t, { seed: false, metrics: own, webRoot: path.resolve(API_ROOT, '..') });
    try {
      const page = await app.app.inject({ method: 'GET', url: '/en/user', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBeLessThan(500);
      const text = await own.registry.metrics();
      const outcomes = ['rendered', 'redirect', 'fallback'].map(
        (outcome) => sample(text, `hanyu_server_renders_total{outcome="${outcome}"}`) ?? 0,
      );
      expect(outcomes.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await app.app.close();
    }
  }, 30_000);

  it("reports each queue's waiting jobs", async () => {
    const queue = await startJobQueue({
      db: t.db,
      schedule: false,
      // The worker has looked once by the time the job is sent: it waits in the queue.
      pollingIntervalSeconds: 600,
      jobs: () => [{ name: 'metrics-probe', run: async () => {} }],
      onError: () => {},
    });
    try {
      metrics.watchQueues(() => queue.depths());
      expect(sample(await scrape(), 'hanyu_job_queue_depth{queue="metrics-probe"}')).toBe(0);
      await queue.send('metrics-probe', {}, { key: 'metrics-probe-1' });
      expect(sample(await scrape(), 'hanyu_job_queue_depth{queue="metrics-probe"}')).toBe(1);
    } finally {
      await queue.stop();
    }
  }, 60_000);

  it('is ready while the database and every check answer, not ready otherwise, nor while draining', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ready', database: 'ready', redis: 'unused', storage: 'ready' });

    storageUp = false;
    const storageDown = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(storageDown.statusCode).toBe(503);
    expect(storageDown.json()).toEqual({
      status: 'not ready',
      database: 'ready',
      redis: 'unused',
      storage: 'unreachable',
    });
    storageUp = true;

    drain.start();
    const draining = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining' });
    // Still answering meanwhile, each answer ending its connection.
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });
});
