import { Writable } from 'node:stream';
import pino from 'pino';
import { type ErrorJson, openTestApp, type TestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

const [pglite] = testDatabases();

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
      err: { message: 'database on fire: password=hunter2' },
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

  it('does not log client errors as server errors', () => {
    expect(logLines).toEqual([]);
  });
});
