import { RENDER_USERS_HEADER } from '../../http/auth.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { embeddedTestDatabase } from '../../test/databases.ts';
import { createSession, insertUser } from '../users/index.ts';
import { injectFetch } from './server-render.ts';

const pglite = embeddedTestDatabase();

/**
 * A server render calls the API in-process for one page at one moment: its reads look the visitor's token up
 * once (what made a signed-in page cost one session lookup per API call), and a call that may change the
 * session makes the next read look again.
 */
describe('injectFetch', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    t = await openTestApp(pglite, { seed: false });
  }, 60_000);
  afterAll(() => t.close());

  let serial = 0;
  beforeEach(async () => {
    serial += 1;
    const id = await insertUser(t.db, {
      email: `render${serial}@example.com`,
      nickName: `Render ${serial}`,
      passwordHash: 'unused',
    });
    token = (await createSession(t.db, id)).token;
  });

  const current = (fetch: typeof globalThis.fetch, method = 'GET') =>
    fetch('http://localhost/api/user/current', { method, headers: { authorization: `Bearer ${token}` } });
  const endSessions = () => t.db.deleteFrom('user_sessions').execute();

  it("finds the token's user once for a render's reads", async () => {
    const render = injectFetch(t.app);
    expect((await current(render)).status).toBe(200);
    await endSessions();
    // Still the same render: the user it found stands.
    expect((await current(render)).status).toBe(200);
    // Another render (another moment) looks again.
    expect((await current(injectFetch(t.app))).status).toBe(401);
  });

  it('looks the user up again after a call that may change the session', async () => {
    const render = injectFetch(t.app);
    expect((await current(render)).status).toBe(200);
    await endSessions();
    await render('http://localhost/api/passport/logout', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await current(render)).status).toBe(401);
  });

  it('keeps renders apart: a token found by one render is not another render’s', async () => {
    const first = injectFetch(t.app);
    const second = injectFetch(t.app);
    expect((await current(first)).status).toBe(200);
    await endSessions();
    expect((await current(second)).status).toBe(401);
  });

  it('leaves requests from outside a render to look the token up each time', async () => {
    expect((await current(injectFetch(t.app))).status).toBe(200);
    await endSessions();
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      // A key a render never gave out finds nothing of a render's.
      headers: { authorization: `Bearer ${token}`, [RENDER_USERS_HEADER]: 'guessed' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
