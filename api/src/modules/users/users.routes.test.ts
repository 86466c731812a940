import { createHash } from 'node:crypto';
import { UserInfo } from '@hanyu/contract';
import * as v from 'valibot';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { insertOperator, insertSession, insertUser } from './users.repository.ts';
import { createSession } from './users.service.ts';

const UNAUTHORIZED = { error: { code: 401, message: 'Unauthorized' } };

describe.each(testDatabases())('GET /api/user/current on $name', (target) => {
  let t: TestApp;
  let userId: number;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
    userId = await insertUser(t.db, {
      email: 'mei.chen@example.com',
      nickName: 'Mei',
      passwordHash: 'scrypt$placeholder',
      timeZone: 'Europe/Madrid',
    });
  });
  afterAll(() => t.close());

  const current = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      ...(authorization === undefined ? {} : { headers: { authorization } }),
    });

  it('is a 401 without a token', async () => {
    const res = await current();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it.each([
    ['Bearer'],
    ['Bearer '],
    ['Basic bWVpOnNlY3JldA=='],
    ['token-without-scheme'],
    [`Bearer ${'a'.repeat(5000)}`],
  ])('is a 401 for the malformed header %#', async (header) => {
    const res = await current(header);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('is a 401 for an unknown token', async () => {
    const res = await current('Bearer 3mXr0bYc9Jk2Q1p8Vt6Zs4Wn7Hd5Lf0Ga2Eu9Cy1Io8');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('is a 401 for an expired session', async () => {
    const token = 'expired-session-token';
    await insertSession(t.db, {
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const res = await current(`Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('answers the user info for a valid session', async () => {
    const token = 'valid-session-token';
    await insertSession(t.db, {
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId,
      expiresAt: new Date(Date.now() + 3_600_000),
    });

    const res = await current(`Bearer ${token}`);

    expect(res.statusCode).toBe(200);
    const info = v.parse(UserInfo, res.json().response);
    expect(info).toEqual({
      id: userId,
      nick_name: 'Mei',
      email: 'mei.chen@example.com',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      company_user: null,
      org_user: null,
      time_zone: 'Europe/Madrid',
      avatar: null,
      org_owner: false,
      operator: false,
      assistant: false,
    });
    expect(typeof res.json().response.id).toBe('number');
  });

  it('says whether the user is an operator or an assistant teacher (their menus link their screens)', async () => {
    const staffId = await insertUser(t.db, {
      email: 'staff@hanyu.example',
      nickName: 'Staff',
      passwordHash: 'x',
    });
    const { token } = await createSession(t.db, staffId);
    const staff = async () => (await current(`Bearer ${token}`)).json().response;
    expect(await staff()).toMatchObject({ operator: false, assistant: false });
    await insertOperator(t.db, staffId);
    await t.db
      .insertInto('assistant_teachers')
      .values({ user_id: String(staffId) })
      .execute();
    expect(await staff()).toMatchObject({ operator: true, assistant: true });
  });

  it('accepts the scheme in any case and stores only the token hash', async () => {
    const { token } = await createSession(t.db, userId);
    const res = await current(`bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().response.email).toBe('mei.chen@example.com');

    const stored = await t.db.selectFrom('user_sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('carries the company that pays for the user', async () => {
    const companyId = await insertUser(t.db, {
      email: 'hr@acme.example',
      nickName: 'Acme',
      passwordHash: 'x',
    });
    const staffId = await insertUser(t.db, {
      email: 'staff@acme.example',
      nickName: 'Staff',
      passwordHash: 'x',
    });
    const { id } = await t.db
      .insertInto('company_users')
      .values({ user_id: staffId, company_user_id: companyId, show_name: 'Acme Ltd', share_type: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await createSession(t.db, staffId);

    const res = await current(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().response.company_user).toEqual({
      id: Number(id),
      show_name: 'Acme Ltd',
      share_type: 1,
      company_user_id: companyId,
    });
    const company = await createSession(t.db, companyId);
    expect((await current(`Bearer ${company.token}`)).json().response.company_user).toBeNull();
  });

  it('stops answering once the user is deleted', async () => {
    const otherId = await insertUser(t.db, { email: 'leo@example.com', nickName: 'Leo', passwordHash: 'x' });
    const { token } = await createSession(t.db, otherId);
    expect((await current(`Bearer ${token}`)).statusCode).toBe(200);
    await t.db.deleteFrom('users').where('id', '=', String(otherId)).execute();
    expect((await current(`Bearer ${token}`)).statusCode).toBe(401);
  });
});

describe.each(testDatabases())('PUT /api/user/current on $name', (target) => {
  let t: TestApp;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
    userId = await insertUser(t.db, { email: 'kenji@example.com', nickName: 'Kenji', passwordHash: 'x' });
    ({ token } = await createSession(t.db, userId));
  });
  afterAll(() => t.close());

  const update = (payload: object, authorization: string | null = `Bearer ${token}`) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/current',
      payload,
      ...(authorization ? { headers: { authorization } } : {}),
    });

  it('changes the fields given and answers the user info', async () => {
    const res = await update({ nick_name: '  Ken  ', time_zone: 'Asia/Tokyo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({ id: userId, nick_name: 'Ken', time_zone: 'Asia/Tokyo' });

    const kept = await update({ time_zone: null });
    expect(kept.json().response).toMatchObject({ nick_name: 'Ken', time_zone: null });
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(current.json().response).toMatchObject({ nick_name: 'Ken', time_zone: null });
  });

  it('leaves everything as it is for an empty body', async () => {
    const res = await update({});
    expect(res.statusCode).toBe(200);
    expect(res.json().response.email).toBe('kenji@example.com');
  });

  it.each([
    [{ nick_name: '   ' }, 'nick_name'],
    [{ nick_name: 'x'.repeat(51) }, 'nick_name'],
    [{ time_zone: 'Nowhere/Land' }, 'time_zone'],
  ])('refuses %p', async (payload, path) => {
    const res = await update(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe(path);
  });

  it('is a 401 without a token', async () => {
    const res = await update({ nick_name: 'Intruder' }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });
});
