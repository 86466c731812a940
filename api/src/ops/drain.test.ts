import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CHAT_SOCKET_PATH } from '@hanyu/contract';
import WebSocket from 'ws';
import { eventually } from '../test/classroom.ts';
import { API_ROOT } from '../test/databases.ts';
import { freePort } from '../test/free-port.ts';

/** The built server (the api's tests run after its build): the drain is the process's, signals and all. */
const SERVER = path.join(API_ROOT, 'dist', 'server.js');
/** Long enough to see /ready answer 503 while the server still takes requests. */
const DRAIN_DELAY_MS = 2_000;
const PASSWORD = 'correct horse battery';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function answerOf(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
      response.once('error', reject);
    });
  });
}

describe('the built server drains on SIGTERM', () => {
  let dir: string;
  let port: number;
  let server: ChildProcess | undefined;
  let output = '';
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

  const call = (method: string, url: string, options: { agent?: http.Agent | false; body?: object } = {}) => {
    const body = options.body ? JSON.stringify(options.body) : undefined;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method,
      path: url,
      agent: options.agent ?? keepAlive,
      headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
    });
    request.end(body);
    return answerOf(request);
  };

  beforeAll(async () => {
    if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: npm run build -w @hanyu/api`);
    dir = await mkdtemp(path.join(os.tmpdir(), 'hanyu-drain-'));
    await mkdir(path.join(dir, 'web'));
    port = await freePort();
    server = spawn(process.execPath, [SERVER], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, 'data'),
        // No site: the API alone, rendering nothing.
        WEB_ROOT: path.join(dir, 'web'),
        RENDER_THREADS: '0',
        SEED_DEMO_ACCOUNTS: 'false',
        LOG_LEVEL: 'warn',
        DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    // A fresh PGlite is migrated and seeded first.
    await eventually(async () => {
      if (server?.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
      return (await call('GET', '/ready', { agent: false }).catch(() => undefined))?.status === 200;
    }, 120_000);
  }, 150_000);

  afterAll(async () => {
    keepAlive.destroy();
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  it('answers what is in flight, says not ready first, closes sockets with 1012 and exits 0', async () => {
    const child = server as ChildProcess;
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    // A visitor with a session, whose connection is kept alive and idle.
    const email = `drain-${process.pid}@example.com`;
    const registered = await call('POST', '/api/passport/register/email', {
      body: { email, password: PASSWORD, checked: true, language: 'en' },
    });
    expect(registered.status).toBe(200);
    const { token } = JSON.parse(registered.body).response as { token: string };

    // A chat socket, said hello to.
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api${CHAT_SOCKET_PATH}`);
    const closed = once(socket, 'close') as Promise<[number, Buffer]>;
    await once(socket, 'open');
    const welcomed = once(socket, 'message');
    socket.send(JSON.stringify({ type: 'hello', token }));
    expect(JSON.parse(String((await welcomed)[0]))).toMatchObject({ type: 'welcome' });

    // A sign-in in flight: its headers are in, half of its body is still on the way.
    const slowAgent = new http.Agent({ keepAlive: true });
    const body = JSON.stringify({ email, password: PASSWORD });
    const slow = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/passport/login/email',
      agent: slowAgent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const slowAnswer = answerOf(slow);
    slow.write(body.slice(0, 10));
    // Another request answered: the server is reading this one's body (and has the drain's delay besides).
    expect((await call('GET', '/health', { agent: false })).status).toBe(200);

    child.kill('SIGTERM');

    // Not ready at once, while requests are still answered, on kept-alive connections too.
    await eventually(async () => (await call('GET', '/ready', { agent: false })).status === 503, 10_000);
    const notReady = await call('GET', '/ready', { agent: false });
    expect(notReady.status).toBe(503);
    expect(JSON.parse(notReady.body)).toEqual({ status: 'draining' });
    const kept = await call('GET', '/health');
    expect(kept.status).toBe(200);
    // Each answer meanwhile ends its connection: a balancer's pool reconnects elsewhere.
    expect(kept.headers.connection).toBe('close');

    // Then it stops taking connections…
    await eventually(
      async () =>
        call('GET', '/health', { agent: false }).then(
          () => false,
          (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
        ),
      15_000,
    );
    // …and answers the one in flight.
    slow.end(body.slice(10));
    const answer = await slowAnswer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).response).toMatchObject({ token: expect.any(String) });

    const [code, reason] = await closed;
    expect(code).toBe(1012);
    expect(String(reason)).toBe('Service restart');
    // With an idle kept-alive connection open, the process exits by itself, and cleanly.
    expect(await exited).toEqual([0, null]);
    slowAgent.destroy();
  }, 60_000);
});
