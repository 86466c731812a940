import { endpoints } from '@hanyu/contract';
import { openTestApp, type TestApp } from '../test/app.ts';
import { catalogueFixtures } from '../test/catalogue-fixtures.ts';
import { endpointTable, exampleRequest, type RailsUser, railsUser } from '../test/contract-rails.ts';
import { embeddedTestDatabase } from '../test/databases.ts';

const pglite = embeddedTestDatabase();

/** Every answer that needs a session, and every answer with no policy of its own, is private and unstored. */
describe('Cache-Control of API answers', () => {
  let t: TestApp;
  let everyone: RailsUser;

  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    t = await openTestApp(pglite, { seed: catalogueFixtures, lessonHistory: false });
    everyone = await railsUser(t, 'cache-owner', {
      orgOwner: true,
      operator: true,
      teacher: true,
      assistant: true,
    });
  });
  afterAll(() => t.close());

  const inject = async (request: ReturnType<typeof exampleRequest>) =>
    t.app.inject({
      method: request.method as 'GET',
      url: request.path,
      ...(request.headers ? { headers: request.headers } : {}),
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });

  const personalReads = endpointTable.filter(
    ([, endpoint]) => endpoint.auth === true && endpoint.method === 'GET',
  );

  it.each(personalReads)('%s answers a signed-in caller with private, no-store', async (_name, endpoint) => {
    const res = await inject(exampleRequest(endpoint, endpoint.example, { token: await everyone.token() }));
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the public answers cacheable by anyone, even for a caller who sends a token', async () => {
    const publicReads = endpointTable.filter(([, endpoint]) => endpoint.cache === 'public');
    expect(publicReads.length).toBeGreaterThan(0);
    for (const [, endpoint] of publicReads) {
      const res = await inject(exampleRequest(endpoint, endpoint.example, { token: await everyone.token() }));
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    }
  });

  it('keeps a sign-in answer, which holds a token, and refusals out of every cache', async () => {
    const login = await inject(
      exampleRequest(endpoints.loginEmail, { body: { email: everyone.email, password: 'wrong' } }),
    );
    expect(login.headers['cache-control']).toBe('private, no-store');
    const refused = await inject(exampleRequest(endpoints.currentUser));
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(unknown.headers['cache-control']).toBe('private, no-store');
  });
});
