import { LoginResponse } from '@hanyu/contract';
import * as v from 'valibot';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { createOrganisation } from '../../test/organisations.ts';
import { insertRegisteredUser } from './passport.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WRONG_CREDENTIALS = { error: { code: 20001, message: 'Email account or password is wrong' } };
const INVALID_EMAIL = { error: { code: 422, message: 'A mistake with your email' } };
const TOO_MANY = { error: { code: 429, message: 'Too many attempts, please try again later' } };
const UNAUTHORIZED = { error: { code: 401, message: 'Unauthorized' } };

let nextIp = 1;
/** A fresh client address per test, so per-IP counts of one test do not reach the next. */
const freshIp = () => `198.51.100.${nextIp++}`;

describe.each(testDatabases())('passport API on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
    await createOrganisation(t.db);
  });
  afterAll(() => t.close());

  const post = (app: TestApp, url: string, payload: object, ip = '203.0.113.9') =>
    app.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const register = (payload: object, ip?: string) =>
    post(
      t,
      '/api/passport/register/email',
      {
        password: 'correct horse battery',
        checked: true,
        language: 'en',
        time_zone: 'Europe/Madrid',
        org_id: 1,
        ...payload,
      },
      ip,
    );
  const login = (email: string, password: string, ip?: string, app: TestApp = t) =>
    post(app, '/api/passport/login/email', { email, password, org_id: 1 }, ip);
  const current = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/current', headers: { authorization: `Bearer ${token}` } });
  const logout = (token?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/passport/logout',
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
  const changePassword = (token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/passport/password',
      payload,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });

  async function registered(email: string, password = 'correct horse battery') {
    const res = await register({ email, password }, freshIp());
    expect(res.statusCode).toBe(200);
    return v.parse(LoginResponse, res.json().response);
  }

  describe('POST /passport/register/email', () => {
    it('creates the account with an argon2id hash and signs it in', async () => {
      const before = Date.now();
      const res = await register(
        {
          email: 'Ana.Lopez@example.com',
          language: 'es-ES',
          utm_source: 'newsletter',
          utm_medium: 'email',
          utm_campaign: 'spring',
        },
        freshIp(),
      );
      expect(res.statusCode).toBe(200);
      const answer = v.parse(LoginResponse, res.json().response);
      expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const expiresIn = Date.parse(answer.expired_at) - before;
      expect(expiresIn).toBeGreaterThanOrEqual(30 * DAY_MS);
      expect(expiresIn).toBeLessThan(30 * DAY_MS + 60_000);

      const me = await current(answer.token);
      expect(me.statusCode).toBe(200);
      expect(me.json().response).toMatchObject({
        id: answer.user_id,
        email: 'Ana.Lopez@example.com',
        nick_name: 'Ana.Lopez',
        time_zone: 'Europe/Madrid',
      });

      const row = await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', String(answer.user_id))
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.password_hash).not.toContain('correct horse battery');
      expect(row).toMatchObject({
        language: 'es',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring',
        org_id: '1',
      });
    });

    it('refuses an unticked terms box', async () => {
      const res = await register({ email: 'terms@example.com', checked: false }, freshIp());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 400, message: 'Please read and agree the user agreement' },
      });
    });

    it('refuses an empty password', async () => {
      const res = await register({ email: 'empty@example.com', password: '' }, freshIp());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 400, message: 'Please input your password' } });
    });

    it.each([['not-an-email'], ['two@@example.com'], ['spaced out@example.com'], ['nodot@example'], ['']])(
      'answers 422 for the malformed address %p',
      async (email) => {
        const res = await register({ email }, freshIp());
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual(INVALID_EMAIL);
      },
    );

    it('answers 20002 for an address already registered, in any letter case', async () => {
      await registered('taken@example.com');
      const res = await register({ email: '  TAKEN@Example.com ' }, freshIp());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: { code: 20002, message: 'This account exists already' } });
    });

    it('validates the other fields with 400s', async () => {
      const zone = await register({ email: 'zone@example.com', time_zone: 'Mars/Olympus' }, freshIp());
      expect(zone.statusCode).toBe(400);
      expect(zone.json().error.issues).toEqual([
        { path: 'time_zone', message: expect.stringMatching(/IANA/) },
      ]);
      const language = await register({ email: 'lang@example.com', language: 'fr' }, freshIp());
      expect(language.statusCode).toBe(400);
      expect(language.json().error.issues[0].path).toBe('language');
      const missing = await post(t, '/api/passport/register/email', { email: 'x@example.com' });
      expect(missing.statusCode).toBe(400);
    });

    it('lets exactly one of concurrent registrations of one address through', async () => {
      const ip = freshIp();
      const answers = await Promise.all(
        ['race@example.com', 'Race@example.com', 'RACE@example.com', 'race@EXAMPLE.com'].map((email) =>
          register({ email }, ip),
        ),
      );
      const codes = answers.map((res) => res.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409]);
      for (const res of answers.filter((res) => res.statusCode === 409)) {
        expect(res.json().error.code).toBe(20002);
      }
      const rows = await t.db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', 'race@example.com'))
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('leaves the race to the unique index, which the service reads as 20002', async () => {
      const user = (email: string) => ({
        email,
        nickName: 'racer',
        passwordHash: 'x',
        language: 'en',
        timeZone: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        orgId: null,
      });
      const results = await Promise.allSettled([
        insertRegisteredUser(t.db, user('photo@example.com')),
        insertRegisteredUser(t.db, user('PHOTO@example.com')),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const [refused] = results.filter((result) => result.status === 'rejected');
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    });
  });

  describe('POST /passport/login/email', () => {
    it('signs in with the right password, the address in any case', async () => {
      const account = await registered('li.wei@example.com', 's3cret passphrase');
      const before = Date.now();
      const res = await login('LI.WEI@example.com', 's3cret passphrase', freshIp());
      expect(res.statusCode).toBe(200);
      const answer = v.parse(LoginResponse, res.json().response);
      expect(answer.user_id).toBe(account.user_id);
      expect(answer.token).not.toBe(account.token);
      expect(Date.parse(answer.expired_at) - before).toBeGreaterThanOrEqual(30 * DAY_MS);
      expect((await current(answer.token)).json().response.email).toBe('li.wei@example.com');
    });

    it('gives one answer for a wrong password and for an unknown address', async () => {
      await registered('known@example.com');
      const wrongPassword = await login('known@example.com', 'not the password', freshIp());
      const unknownEmail = await login('nobody@example.com', 'not the password', freshIp());
      expect(wrongPassword.statusCode).toBe(400);
      expect(unknownEmail.statusCode).toBe(400);
      expect(wrongPassword.json()).toEqual(WRONG_CREDENTIALS);
      expect(unknownEmail.json()).toEqual(WRONG_CREDENTIALS);
    });

    it('answers 422 for a malformed address and 400 for an empty password', async () => {
      const bad = await login('mei.example.com', 'whatever', freshIp());
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual(INVALID_EMAIL);
      const empty = await login('mei@example.com', '', freshIp());
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe('Please input your password');
    });

    it('deletes the expired sessions of a user who signs in', async () => {
      const first = await registered('returning@example.com', 'right password');
      await t.db
        .updateTable('user_sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', String(first.user_id))
        .execute();
      const res = await login('returning@example.com', 'right password', freshIp());
      expect(res.statusCode).toBe(200);
      const sessions = await t.db
        .selectFrom('user_sessions')
        .select('expires_at')
        .where('user_id', '=', String(first.user_id))
        .execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.expires_at.getTime()).toBeGreaterThan(Date.now());
    });

    it('does not count successful sign-ins', async () => {
      await registered('regular@example.com', 'regular password');
      const ip = freshIp();
      for (let attempt = 1; attempt <= 7; attempt++) {
        expect((await login('regular@example.com', 'regular password', ip)).statusCode).toBe(200);
      }
    });

    it('limits registrations per IP', async () => {
      const strict = await openTestApp(t, {
        seed: false,
        rateLimits: { registerPerIp: { max: 2, windowSeconds: 60 * 60 } },
      });
      try {
        const ip = freshIp();
        const attempt = (email: string) =>
          post(
            strict,
            '/api/passport/register/email',
            { email, password: 'pw', checked: true, language: 'en' },
            ip,
          );
        expect((await attempt('one@example.com')).statusCode).toBe(200);
        expect((await attempt('two@example.com')).statusCode).toBe(200);
        const third = await attempt('three@example.com');
        expect(third.statusCode).toBe(429);
        expect(third.json()).toEqual(TOO_MANY);
      } finally {
        await strict.close();
      }
    });
  });

  describe('DELETE /passport/logout', () => {
    it('ends the session of the token and no other', async () => {
      const first = await registered('leaving@example.com', 'leaving password');
      const second = v.parse(
        LoginResponse,
        (await login('leaving@example.com', 'leaving password', freshIp())).json().response,
      );

      const res = await logout(first.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ response: null });

      const after = await current(first.token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(UNAUTHORIZED);
      expect((await logout(first.token)).statusCode).toBe(401);
      expect((await current(second.token)).statusCode).toBe(200);
    });

    it('is a 401 without a token', async () => {
      const res = await logout();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    });
  });

  describe('PUT /user/passport/password', () => {
    it('refuses a wrong old password and keeps the sessions', async () => {
      const session = await registered('careful@example.com', 'old password');
      const res = await changePassword(session.token, {
        old_password: 'wrong',
        new_password: 'new password',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 20003, message: 'The original password is wrong, please try again' },
      });
      expect((await current(session.token)).statusCode).toBe(200);
      expect((await login('careful@example.com', 'old password', freshIp())).statusCode).toBe(200);
    });

    it('sets the new password and ends every session of the user', async () => {
      const first = await registered('mover@example.com', 'old password');
      const second = v.parse(
        LoginResponse,
        (await login('mover@example.com', 'old password', freshIp())).json().response,
      );
      const bystander = await registered('stays@example.com', 'own password');

      const res = await changePassword(first.token, {
        old_password: 'old password',
        new_password: 'new password',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ response: null });

      expect((await current(first.token)).statusCode).toBe(401);
      expect((await current(second.token)).statusCode).toBe(401);
      expect((await current(bystander.token)).statusCode).toBe(200);
      expect((await login('mover@example.com', 'old password', freshIp())).json()).toEqual(WRONG_CREDENTIALS);
      expect((await login('mover@example.com', 'new password', freshIp())).statusCode).toBe(200);
    });

    it('refuses an empty new password, and a missing token', async () => {
      const session = await registered('blank@example.com', 'old password');
      const empty = await changePassword(session.token, { old_password: 'old password', new_password: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe('Please input your password');
      const anonymous = await changePassword(undefined, { old_password: 'a', new_password: 'b' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('throttles guessing the old password with a stolen session', async () => {
      const session = await registered('stolen@example.com', 'old password');
      for (let attempt = 1; attempt <= 5; attempt++) {
        const res = await changePassword(session.token, {
          old_password: `guess ${attempt}`,
          new_password: 'x',
        });
        expect(res.json().error.code).toBe(20003);
      }
      const sixth = await changePassword(session.token, { old_password: 'old password', new_password: 'x' });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual(TOO_MANY);
    });
  });
});
