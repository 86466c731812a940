import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { type ErrorJson, openTestApp, type TestApp } from '../test/app.ts';
import { embeddedTestDatabase } from '../test/databases.ts';

const pglite = embeddedTestDatabase();

describe('API error responses', () => {
  let t: TestApp;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    t = await openTestApp(pglite, { seed: false, loggerInstance: pino({ level: 'error' }, sink) });
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/nothing/here'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['POST', '/api/open/util/langs?language=en'],
    ['DELETE', '/api/user/current'],
  ] as const)('%s %s is a JSON 404', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: { accept: 'text/html,application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code: 404, message: 'Not found' } });
  });

  it.each(['/api/open/teachers/%ZZ/avatar.svg', '/en/%E0%A4%A'])(
    'answers the malformed URL %s with a 400 envelope',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect((res.json() as ErrorJson).error.code).toBe(400);
    },
  );

  it('answers an unexpected failure with a bare 500 and logs it', async () => {
    const app = (await import('../app.ts')).buildApp;
    const logs: Array<Record<string, unknown>> = [];
    const local = await app({
      db: t.db,
      loggerInstance: pino(
        { level: 'error' },
        new Writable({
          write(chunk, _encoding, done) {
            logs.push(JSON.parse(String(chunk)));
            done();
          },
        }),
      ),
    });
    local.get('/api/boom', async () => {
      throw new Error('database on fire: password=hunter2');
    });
    const res = await local.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 500, message: 'Internal server error' } });
    expect(res.body).not.toContain('hunter2');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      level: 50,
      msg: 'request failed',
      // Logged, but without the secret it quoted.
      err: { message: 'database on fire: password=[redacted]' },
    });
    await local.close();
  });

  it('answers client errors Fastify detects with their 4xx status in the envelope', async () => {
    const { buildApp } = await import('../app.ts');
    const local = await buildApp({ db: t.db });
    local.post('/api/echo', async (request) => ({ response: request.body }));
    const post = (contentType: string, payload: string) =>
      local.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': contentType }, payload });

    const malformed = await post('application/json', '{not json');
    expect(malformed.statusCode).toBe(400);
    expect((malformed.json() as ErrorJson).error.code).toBe(400);

    const unsupported = await post('application/xml', '<a/>');
    expect(unsupported.statusCode).toBe(415);
    expect((unsupported.json() as ErrorJson).error.code).toBe(415);

    const tooLarge = await post('application/json', JSON.stringify({ text: 'x'.repeat(1_100_000) }));
    expect(tooLarge.statusCode).toBe(413);
    expect((tooLarge.json() as ErrorJson).error.code).toBe(413);
    await local.close();
  });

  it('never quotes more than a short, escaped excerpt of what the client sent', async () => {
    const { buildApp } = await import('../app.ts');
    const local = await buildApp({ db: t.db });
    local.post('/api/echo', async (request) => ({ response: request.body }));
    local.get('/things/:id', async () => ({ response: null }));
    const secret = 'password=hunter2';
    const answers = await Promise.all([
      // A parser's message quotes the body.
      local.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json' },
        payload: `{"${secret}${'x'.repeat(10_000)}`,
      }),
      local.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': `application/${'x'.repeat(10_000)}\u0000` },
        payload: '<a/>',
      }),
      // Fastify's own 414 repeated the whole URL.
      local.inject({ method: 'GET', url: `/things/${secret}${'x'.repeat(10_000)}` }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([400, 415, 414]);
    expect(answers.map((res) => (res.json() as ErrorJson).error.message)).toEqual([
      'The body is not valid JSON',
      `Unsupported media type "application/${'x'.repeat(47)}…": send application/json`,
      'The URL is too long',
    ]);
    for (const res of answers) {
      expect((res.json() as ErrorJson).error.code).toBe(res.statusCode);
      expect(res.body).not.toContain('hunter2');
    }
    await local.close();
  });

  it('answers headers over 16 KB and a malformed request line in the envelope', async () => {
    const { buildApp } = await import('../app.ts');
    const local = await buildApp({ db: t.db });
    await local.listen({ port: 0, host: '127.0.0.1' });
    const { port } = local.server.address() as { port: number };

    const big = await new Promise<{ status: number | undefined; headers: IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const outgoing = request(
          {
            port,
            agent: false,
            path: '/api/open/util/langs?language=en',
            headers: { 'x-padding': 'a'.repeat(20_000) },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk) => {
              body += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      },
    );
    expect(big.status).toBe(431);
    expect(big.headers['content-type']).toMatch(/^application\/json/);
    // No hook runs for what Node's parser refuses: the answer carries the security headers all the same.
    expect(big.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    });
    expect(JSON.parse(big.body)).toEqual({
      error: { code: 431, message: 'Request Header Fields Too Large' },
    });

    const garbled = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT A REQUEST\r\n\r\n'));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(garbled).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(garbled.slice(garbled.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 400, message: 'Bad Request' },
    });
    await local.close();
  });

  it('does not log client errors as server errors', () => {
    expect(logLines).toEqual([]);
  });
});

describe('API paths beside the served site', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    webRoot = await mkdtemp(path.join(tmpdir(), 'hanyu-api-errors-'));
    await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(
      path.join(webRoot, 'shell', 'dist', 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    t = await openTestApp(pglite, { seed: false, webRoot, podcastDir: webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (app: FastifyInstance, url: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

  const long = (unit: string, length: number) =>
    unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

  it.each(['teachers', 'courses', 'pub', 'pages'])(
    'answers odd ids under /api/open/%s with the API envelope, never the static files’ 403',
    async (collection) => {
      for (const id of [
        '..%2F..%2Fpackage.json',
        '%2e%2e',
        long('1', 5_000),
        long('a', 10_000),
        long('..%2F', 10_000),
      ]) {
        const res = await get(t.app, `/api/open/${collection}/${id}?language=en`);
        expect([400, 404]).toContain(res.statusCode);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect((res.json() as ErrorJson).error.code).toBe(res.statusCode);
        expect(res.body.length).toBeLessThan(400);
      }
    },
  );

  it.each([
    '/api/open/teachers/{id}/avatar.svg',
    '/api/open/courses/{id}/cover.svg',
    '/api/open/pub/{id}/cover.svg',
    '/api/open/media/podcasts/{id}.mp3',
    '/api/open/media/podcasts/{id}',
  ])('answers odd names in %s with the API envelope', async (template) => {
    for (const id of ['..%2F..%2Fpackage.json', long('1', 5_000), long('a', 10_000)]) {
      const res = await get(t.app, template.replace('{id}', id));
      expect([400, 404]).toContain(res.statusCode);
      expect((res.json() as ErrorJson).error.code).toBe(res.statusCode);
    }
  });

  it('answers an unknown API path of any length with a JSON 404', async () => {
    for (const url of ['/api/nothing', `/api/${long('x', 10_000)}`, `/api/open/${long('x', 10_000)}/more`]) {
      const res = await get(t.app, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 404, message: 'Not found' } });
    }
  });
});
