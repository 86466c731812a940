import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { memoryMailer } from '../mail/mailer.ts';
import type { TestDatabase } from '../test/databases.ts';
import { embeddedTestDatabase } from '../test/databases.ts';
import { createOrganisation } from '../test/organisations.ts';
import { REDACTED, redactText } from './log-redaction.ts';

const pglite = embeddedTestDatabase();

describe('redactText', () => {
  it.each([
    ['/en/passport/reset/AbC123_-xyz', '/en/passport/reset/[redacted]'],
    [
      'https://site.example/zh-cn/passport/reset/AbC?x=1',
      'https://site.example/zh-cn/passport/reset/[redacted]?x=1',
    ],
    [
      '/api/passport/reset/password?code=AbC&language=en',
      '/api/passport/reset/password?code=[redacted]&language=en',
    ],
    [
      '/en/passport/callback/google?state=S1&code=C1',
      '/en/passport/callback/google?state=[redacted]&code=[redacted]',
    ],
    [
      '/pay/notify?orderId=7&SIGN=abc&paymentId=PAY-1',
      '/pay/notify?orderId=7&SIGN=[redacted]&paymentId=[redacted]',
    ],
    ['token=t0k3n; uid=7', 'token=[redacted]; uid=7'],
    ['Authorization: Bearer abc.def', 'Authorization: Bearer [redacted]'],
    [
      'Unexpected token in {"password":"hunter2","email":"a@b.co"}',
      'Unexpected token in {"password":"[redacted]","email":"a@b.co"}',
    ],
    ['/en/teachers?q=codes&page=2', '/en/teachers?q=codes&page=2'],
  ])('%s', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });
});

/**
 * Real requests through the app, logged at debug level into a captured stream: not one secret the
 * client sent or the server made may be found in what was written.
 */
describe('the request log', () => {
  const mailer = memoryMailer();
  const lines: string[] = [];
  let app: FastifyInstance;
  let webRoot: string;
  let handle: Awaited<ReturnType<TestDatabase['open']>>;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'hanyu-log-'));
    await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(
      path.join(webRoot, 'shell', 'dist', 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    handle = await pglite.open();
    await createOrganisation(handle.db);
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ db: handle.db, mailer, webRoot, loggerInstance: pino({ level: 'debug' }, sink) });
    // What any handler might do: log what the client sent, headers and body.
    app.addHook('preHandler', async (request) => {
      request.log.info(
        { headers: request.headers, body: request.body, query: request.query },
        'request received',
      );
    });
    app.post('/api/test/fail', async (request) => {
      throw Object.assign(new Error('could not store password=hunter2-in-error'), { body: request.body });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('holds no password, token, cookie, reset code or OAuth code and state', async () => {
    const password = 'correct horse battery staple';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/passport/register/email',
      payload: { email: 'mei@example.com', password, checked: true, language: 'en', org_id: 1 },
    });
    expect(registered.statusCode).toBe(200);
    const token = registered.json().response.token as string;

    await app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: { authorization: `Bearer ${token}`, cookie: `token=${token}; uid=1`, 'x-api-key': 'key-4711' },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/user/passport/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { old_password: password, new_password: 'new staple battery horse' },
    });

    await app.inject({
      method: 'POST',
      url: '/api/passport/reset/password',
      payload: { email: 'mei@example.com' },
    });
    const code = /\/passport\/reset\/([A-Za-z0-9_-]{43})/.exec(mailer.sent.at(-1)?.text ?? '')?.[1] as string;
    expect(code).toBeDefined();
    await app.inject({ method: 'GET', url: `/api/passport/reset/password?code=${code}` });
    await app.inject({ method: 'GET', url: `/en/passport/reset/${code}`, headers: { accept: 'text/html' } });
    await app.inject({
      method: 'PUT',
      url: '/api/passport/reset/password',
      payload: { code, password: 'reset horse' },
    });

    const oauthCode = 'oauth-code-4f9a';
    const state = 'S'.repeat(43);
    await app.inject({
      method: 'GET',
      url: `/en/passport/callback/google?code=${oauthCode}&state=${state}`,
      headers: { accept: 'text/html' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/passport/oauth/login',
      payload: { type: 'google', code: oauthCode, state },
    });
    await app.inject({ method: 'GET', url: '/pay/notify?orderId=7&sign=sig-8d2f&paymentId=PAY-77' });

    const failed = await app.inject({
      method: 'POST',
      url: '/api/test/fail',
      payload: { password: 'hunter2-in-body' },
    });
    expect(failed.statusCode).toBe(500);

    const log = lines.join('');
    // The requests were logged, and their secrets were replaced where they stood.
    expect(log).toContain(`"url":"/api/passport/reset/password?code=${REDACTED}"`);
    expect(log).toContain(`"url":"/en/passport/reset/${REDACTED}"`);
    expect(log).toContain('"msg":"request failed"');
    for (const secret of [
      password,
      'new staple battery horse',
      'reset horse',
      token,
      'key-4711',
      code,
      oauthCode,
      state,
      'sig-8d2f',
      'PAY-77',
      'hunter2',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
