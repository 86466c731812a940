import { type ErrorJson, openTestApp, type TestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';
import { createOrganisation } from '../test/organisations.ts';
import { signedInUser } from '../test/users.ts';

/**
 * What the outside attack found: PostgreSQL refuses NUL in text, so a NUL that reached a query was a
 * 500, and so were ids too large for a bigint. Every such value is now a 400 naming its field.
 */
describe.each(testDatabases())('request fields through the API on $name', (target) => {
  let t: TestApp;
  let userToken: string;
  let ownerToken: string;
  let nextIp = 1;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
    // Organisation 1, which the site registers under; its owner manages sub-accounts.
    await createOrganisation(t.db);
    const owner = await signedInUser(t.db, { email: 'owner@example.com', nickName: 'Owner' });
    await t.db.insertInto('organisations').values({ owner_id: owner.id, name: 'School' }).execute();
    ownerToken = owner.token;
    userToken = (await signedInUser(t.db, { email: 'user@example.com', nickName: 'User' })).token;
  });
  afterAll(() => t.close());

  const expectRefused = (res: { statusCode: number; json(): unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as ErrorJson;
    expect(error.code).toBe(400);
    expect(error.issues?.map((issue) => issue.path)).toContain(field);
    expect(error.message).toContain(field);
  };

  const register = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/passport/register/email',
      // A fresh address each time, so that no attempt limit is reached.
      remoteAddress: `192.0.2.${nextIp++}`,
      payload: {
        email: `learner${nextIp}@example.com`,
        password: 'correct horse battery',
        checked: true,
        language: 'en',
        ...payload,
      },
    });

  it.each([
    '/api/open/teachers?language=en&q=%00',
    '/api/open/courses?language=en&q=li%00',
    '/api/open/search?language=en&q=%00',
  ])('GET %s is a 400 naming q', async (url) => {
    expectRefused(await t.app.inject({ method: 'GET', url }), 'q');
  });

  it('refuses a NUL in the nick name of a profile', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/current',
      headers: { authorization: `Bearer ${userToken}` },
      payload: { nick_name: 'Mei\u0000' },
    });
    expectRefused(res, 'nick_name');
  });

  it('refuses a lone surrogate in the nick name of a profile', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/current',
      headers: { authorization: `Bearer ${userToken}`, 'content-type': 'application/json' },
      payload: '{"nick_name":"Mei\\ud800"}',
    });
    expectRefused(res, 'nick_name');
  });

  it('refuses a NUL in the nick name of a new sub-account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/org/child',
      headers: { authorization: `Bearer ${ownerToken}` },
      payload: { email: 'child@example.com', password: 'child password', nick_name: 'Kid\u0000' },
    });
    expectRefused(res, 'nick_name');
  });

  it.each(['utm_source', 'utm_medium', 'utm_campaign'])(
    'refuses a NUL in %s of a registration',
    async (field) => {
      expectRefused(await register({ [field]: 'news\u0000letter' }), field);
    },
  );

  it.each([
    ['the largest bigint', 9223372036854775807n],
    ['the largest bigint as text', '"9223372036854775807"'],
    ['1e20', '1e20'],
    ['1e21', '1e21'],
    ['1e308', '1e308'],
    ['a negative number', '-1'],
    ['a fraction', '1.5'],
  ])('refuses %s as org_id with a 400 naming it', async (_what, orgId) => {
    // Written into the JSON as is: these numbers do not survive JavaScript's own numbers.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passport/register/email',
      remoteAddress: `192.0.2.${nextIp++}`,
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"big${nextIp}@example.com","password":"correct horse battery","checked":true,"language":"en","org_id":${orgId}}`,
    });
    expectRefused(res, 'org_id');
  });

  it('refuses an organisation that does not exist, and registers under one that does', async () => {
    const unknown = await register({ org_id: 424242 });
    expectRefused(unknown, 'org_id');
    expect((unknown.json() as ErrorJson).error.message).toBe('org_id must name an existing organisation');
    expect((await register({ org_id: 1 })).statusCode).toBe(200);
    expect((await register({ org_id: '1' })).statusCode).toBe(200);
  });

  it('says an address sent as null must be a string, and a missing one is required', async () => {
    const wrongType = await register({ email: null });
    expectRefused(wrongType, 'email');
    expect((wrongType.json() as ErrorJson).error.issues).toEqual([
      { path: 'email', message: 'email must be a string' },
    ]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/passport/register/email',
      remoteAddress: `192.0.2.${nextIp++}`,
      payload: { password: 'correct horse battery', checked: true, language: 'en' },
    });
    expect((missing.json() as ErrorJson).error.issues).toEqual([
      { path: 'email', message: 'email is required' },
    ]);
  });

  it('keeps the answers of SPEC §5 for a malformed or over-long address', async () => {
    for (const email of ['not-an-email', `${'a'.repeat(250)}@example.com`]) {
      const res = await register({ email });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: { code: 422, message: 'A mistake with your email' } });
    }
  });

  it('quotes at most a short excerpt of a huge value', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/open/level/test',
      payload: { language: 'en', answers: 'x'.repeat(100_000) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(400);
    expect(res.body).not.toMatch(/x{80}/);
  });
});
