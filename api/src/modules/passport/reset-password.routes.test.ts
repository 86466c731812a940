import { createHash } from 'node:crypto';
import { LoginResponse } from '@hanyu/contract';
import * as v from 'valibot';
import { memoryMailer } from '../../mail/mailer.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { hashPassword, insertUser } from '../users/index.ts';

const EXPIRED = { error: { code: 20005, message: 'Time out, please try again' } };
const NOT_REGISTERED = 'The email you entered has not been registered or invalid';

let nextIp = 1;
const freshIp = () => `192.0.2.${nextIp++}`;

describe.each(testDatabases())('password reset API on $name', (target) => {
  const mailer = memoryMailer();
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false, mailer, publicUrl: 'https://www.example.com' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    mailer.sent.length = 0;
  });

  const askForLink = (email: string, language?: string, app: TestApp = t) =>
    app.app.inject({
      method: 'POST',
      url: '/api/passport/reset/password',
      payload: { email, org_id: 1, ...(language ? { language } : {}) },
      remoteAddress: freshIp(),
    });
  const check = (code: string, app: TestApp = t) =>
    app.app.inject({ method: 'GET', url: `/api/passport/reset/password?code=${encodeURIComponent(code)}` });
  const reset = (code: string, password: string, app: TestApp = t) =>
    app.app.inject({ method: 'PUT', url: '/api/passport/reset/password', payload: { code, password } });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/passport/login/email',
      payload: { email, password },
      remoteAddress: freshIp(),
    });
  const current = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/current', headers: { authorization: `Bearer ${token}` } });

  async function account(email: string, password: string, language?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passport/register/email',
      payload: { email, password, checked: true, language: language ?? 'en' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    return v.parse(LoginResponse, res.json().response);
  }

  function codeOfLastMail(): string {
    const mail = mailer.sent.at(-1);
    const match = /\/passport\/reset\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error('no reset link in the last mail');
    return match[1];
  }

  it('mails a link in the account language and stores only the hash of its code', async () => {
    await account('hana@example.com', 'old password', 'ja');
    const res = await askForLink('HANA@example.com', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ response: null });

    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0];
    expect(mail?.to).toBe('hana@example.com');
    expect(mail?.subject).toBe('パスワードの再設定');
    expect(mail?.text).toMatch(/https:\/\/www\.example\.com\/ja\/passport\/reset\/[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain('href="https://www.example.com/ja/passport/reset/');
    const code = codeOfLastMail();
    const stored = await t.db.selectFrom('password_resets').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).toContain(createHash('sha256').update(code).digest('hex'));
    expect(stored.map((row) => row.code_hash)).not.toContain(code);
  });

  it('falls back to the page language for an account without one', async () => {
    await insertUser(t.db, { email: 'old.account@example.com', nickName: 'Old', passwordHash: 'x' });
    expect((await askForLink('old.account@example.com', 'es-ES')).statusCode).toBe(200);
    expect(mailer.sent[0]?.subject).toBe('Restablece tu contraseña');
    expect(mailer.sent[0]?.text).toContain('/es/passport/reset/');
  });

  it('refuses unregistered and malformed addresses and sends nothing', async () => {
    const unknown = await askForLink('nobody@example.com');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: { code: 20004, message: NOT_REGISTERED } });
    const malformed = await askForLink('nobody.example.com');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({ error: { code: 422, message: NOT_REGISTERED } });
    expect(mailer.sent).toHaveLength(0);
  });

  it('sets the new password once, ending every session, and the link then reads as timed out', async () => {
    const session = await account('reset.me@example.com', 'forgotten password');
    await askForLink('reset.me@example.com');
    const code = codeOfLastMail();

    const checked = await check(code);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ response: null });

    const res = await reset(code, 'brand new password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ response: null });

    expect((await current(session.token)).statusCode).toBe(401);
    expect((await login('reset.me@example.com', 'forgotten password')).statusCode).toBe(400);
    expect((await login('reset.me@example.com', 'brand new password')).statusCode).toBe(200);

    expect((await check(code)).json()).toEqual(EXPIRED);
    const again = await reset(code, 'another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(EXPIRED);
    expect((await login('reset.me@example.com', 'brand new password')).statusCode).toBe(200);
  });

  it('lets only one of two concurrent uses of a code through', async () => {
    await account('twice@example.com', 'old password');
    await askForLink('twice@example.com');
    const code = codeOfLastMail();
    const answers = await Promise.all([reset(code, 'first password'), reset(code, 'second password')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });

  it('does not work once it has expired', async () => {
    await account('late@example.com', 'old password');
    await askForLink('late@example.com');
    const code = codeOfLastMail();
    const later = await openTestApp(t, { seed: false, now: () => new Date(Date.now() + 61 * 60_000) });
    try {
      expect((await check(code, later)).json()).toEqual(EXPIRED);
      expect((await reset(code, 'too late password', later)).json()).toEqual(EXPIRED);
    } finally {
      await later.close();
    }
    expect((await login('late@example.com', 'old password')).statusCode).toBe(200);
  });

  it('keeps only the newest link of an account working', async () => {
    await account('forgetful@example.com', 'old password');
    await askForLink('forgetful@example.com');
    const first = codeOfLastMail();
    await askForLink('forgetful@example.com');
    const second = codeOfLastMail();
    expect((await check(first)).json()).toEqual(EXPIRED);
    expect((await check(second)).statusCode).toBe(200);
  });

  it('reads unknown codes as timed out and malformed ones as bad requests', async () => {
    expect((await check('A'.repeat(43))).json()).toEqual(EXPIRED);
    const malformed = await check('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.issues[0].path).toBe('code');
  });

  it('refuses an empty new password without spending the code', async () => {
    await account('blank.reset@example.com', 'old password');
    await askForLink('blank.reset@example.com');
    const code = codeOfLastMail();
    const res = await reset(code, '');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please input your password');
    expect((await check(code)).statusCode).toBe(200);
  });

  it('throttles asking for links to one address', async () => {
    await insertUser(t.db, {
      email: 'popular@example.com',
      nickName: 'Popular',
      passwordHash: await hashPassword('x'),
    });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await askForLink('popular@example.com')).statusCode).toBe(200);
    }
    const fourth = await askForLink('popular@example.com');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      error: { code: 429, message: 'Too many attempts, please try again later' },
    });
    expect(mailer.sent).toHaveLength(3);
  });
});
