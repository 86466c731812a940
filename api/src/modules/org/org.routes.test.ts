import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { adjustByOperator } from '../ledger/index.ts';
import { createSession, insertUser } from '../users/index.ts';

describe.each(testDatabases())('organisation sub-accounts on $name', (target) => {
  let t: TestApp;
  let ownerToken: string;
  let otherOwnerToken: string;
  let ownerId: number;
  let learnerToken: string;

  async function owner(email: string): Promise<{ id: number; token: string }> {
    const id = await insertUser(t.db, { email, nickName: email, passwordHash: 'x' });
    await t.db
      .insertInto('organisations')
      .values({ owner_id: id, name: `${email} school` })
      .execute();
    return { id, token: (await createSession(t.db, id)).token };
  }

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
    ({ id: ownerId, token: ownerToken } = await owner('school@example.com'));
    ({ token: otherOwnerToken } = await owner('other.school@example.com'));
    const learnerId = await insertUser(t.db, {
      email: 'solo@example.com',
      nickName: 'Solo',
      passwordHash: 'x',
    });
    ({ token: learnerToken } = await createSession(t.db, learnerId));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const create = (payload: object, token = ownerToken) => call('POST', '/user/org/child', token, payload);

  it("tells an owner's user info that they own an organisation, and no one else's", async () => {
    const me = async (token: string) => (await call('GET', '/user/current', token)).json().response.org_owner;
    expect(await me(ownerToken)).toBe(true);
    expect(await me(learnerToken)).toBe(false);
  });

  it('is only for the owner of an organisation', async () => {
    const forbidden = {
      error: { code: 403, message: 'Only the owner of an organisation can manage its sub-accounts' },
    };
    for (const res of [
      await call('GET', '/user/org/children', learnerToken),
      await create({ email: 'x@example.com', password: 'pw' }, learnerToken),
      await call('DELETE', `/user/org/child/${ownerId}`, learnerToken),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/org/children' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('creates a sub-account that signs in and carries its organisation type', async () => {
    const res = await create({
      email: 'Pupil.One@example.com',
      password: 'pupil password',
      nick_name: 'Pupil',
      user_type: 2,
    });
    expect(res.statusCode).toBe(200);
    const child = res.json().response;
    expect(child).toEqual({
      id: expect.any(Number),
      email: 'Pupil.One@example.com',
      nick_name: 'Pupil',
      user_type: 2,
      created_at: expect.stringMatching(/Z$/),
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/passport/login/email',
      payload: { email: 'pupil.one@example.com', password: 'pupil password' },
    });
    expect(login.statusCode).toBe(200);
    const me = await call('GET', '/user/current', login.json().response.token);
    expect(me.json().response).toMatchObject({ id: child.id, org_user: { user_type: 2 } });
    expect((await call('GET', '/user/current', ownerToken)).json().response.org_user).toBeNull();
  });

  it('lists the sub-accounts newest first, a page at a time, and only its own', async () => {
    await create({ email: 'pupil.two@example.com', password: 'pw' });
    await create({ email: 'pupil.three@example.com', password: 'pw' });
    await create({ email: 'elsewhere@example.com', password: 'pw' }, otherOwnerToken);

    const all = await call('GET', '/user/org/children', ownerToken);
    expect(all.statusCode).toBe(200);
    const { list, total } = all.json().response;
    expect(total).toBe(3);
    expect(list.map((c: { email: string }) => c.email)).toEqual([
      'pupil.three@example.com',
      'pupil.two@example.com',
      'Pupil.One@example.com',
    ]);
    expect(list[1]).toMatchObject({ nick_name: 'pupil.two', user_type: 1 });

    await adjustByOperator(t.db, 'credit', {
      ownerId,
      purpose: 'company_wallet',
      amount: 150_000,
      operatorId: ownerId,
      idempotencyKey: 'org-test:company-wallet',
    });
    const second = await call('GET', '/user/org/children?page=2&size=1', ownerToken);
    expect(second.json().response).toEqual({
      list: [expect.objectContaining({ email: 'pupil.two@example.com' })],
      total: 3,
      // The wallet company-paid sub-accounts are charged to, not the owner's own tuition.
      company_balance_minor: 150_000,
    });
    expect((await call('GET', '/user/org/children?size=500', ownerToken)).statusCode).toBe(400);
  });

  it('follows the registration rules for the address and password', async () => {
    const taken = await create({ email: 'SOLO@example.com', password: 'pw' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: { code: 20002, message: 'This account exists already' } });
    const malformed = await create({ email: 'solo.example.com', password: 'pw' });
    expect(malformed.statusCode).toBe(422);
    const empty = await create({ email: 'empty.pw@example.com', password: '' });
    expect(empty.json()).toEqual({ error: { code: 400, message: 'Please input your password' } });
    expect((await create({ email: 'typed@example.com', password: 'pw', user_type: 9 })).statusCode).toBe(400);
  });

  it('deletes its own sub-accounts only, ending their sessions', async () => {
    const child = (await create({ email: 'leaver@example.com', password: 'pw' })).json().response;
    const childSession = (await createSession(t.db, child.id)).token;
    const foreign = (await create({ email: 'foreign@example.com', password: 'pw' }, otherOwnerToken)).json()
      .response;

    const res = await call('DELETE', `/user/org/child/${child.id}`, ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ response: null });
    expect((await call('GET', '/user/current', childSession)).statusCode).toBe(401);

    const again = await call('DELETE', `/user/org/child/${child.id}`, ownerToken);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: { code: 404, message: 'No such sub-account in your organisation' },
    });
    expect((await call('DELETE', `/user/org/child/${foreign.id}`, ownerToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/user/org/child/${ownerId}`, ownerToken)).statusCode).toBe(404);
    expect((await call('GET', '/user/current', ownerToken)).statusCode).toBe(200);
    const stillThere = await t.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', String(foreign.id))
      .execute();
    expect(stillThere).toHaveLength(1);

    const badId = await call('DELETE', '/user/org/child/abc', ownerToken);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.issues[0].path).toBe('id');
  });
});
