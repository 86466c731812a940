import {
  type Endpoint,
  type EndpointName,
  type EndpointRole,
  endpoints,
  ROLE_MESSAGES,
} from '@hanyu/contract';
import {
  creditByOperator,
  endpointTable,
  envelopeProblem,
  exampleAimedAt,
  exampleRequest,
  expiredToken,
  grantLessonTime,
  type RailsServer,
  type RailsUser,
  railsUser,
  resourceFixtures,
  startRailsServer,
} from '../test/contract-rails.ts';
import { testDatabases } from '../test/databases.ts';

const OWNER_RULES = ['nobody', 'caller', 'credentials', 'anyone'];

/**
 * The access matrix, generated from the contract: every endpoint that needs a session refuses a missing,
 * garbage, revoked and expired token; a role is enforced; and every endpoint is called as someone other than
 * the owner of the data its owner rule names, which must neither see nor change that data.
 */
describe.each(testDatabases())('who may call each endpoint of the contract on $name', (target) => {
  let server: RailsServer;
  /** The owner whose data everyone else tries to reach. */
  let alice: RailsUser;
  /**
   * Another organisation's owner, a learner with no organisation, and an operator of the service centre
   * who is also an assistant teacher (the roles that reach anyone's data). Alice also teaches.
   */
  let bob: RailsUser;
  let carol: RailsUser;
  let dave: RailsUser;
  const badTokens: Record<string, () => Promise<string | undefined>> = {};

  beforeAll(async () => {
    server = await startRailsServer(target);
    alice = await railsUser(server.t, 'alice', { orgOwner: true, teacher: true });
    bob = await railsUser(server.t, 'bob', { orgOwner: true });
    carol = await railsUser(server.t, 'carol');
    dave = await railsUser(server.t, 'dave', { operator: true, assistant: true });
    // Lesson time for the lesson an assistant teacher books for Alice.
    const { course_id, minutes } = endpoints.assistantBookLesson.example.body;
    await grantLessonTime(server.t, alice.id, course_id, minutes);
    badTokens.none = async () => undefined;
    badTokens.garbage = async () => 'not-a-token-anyone-was-given';
    badTokens.revoked = async () => {
      const token = await carol.token();
      const out = await server.send(exampleRequest(endpoints.logout, undefined, { token }));
      if (out.status !== 200) throw new Error(`logout: ${out.status}`);
      return token;
    };
    badTokens.expired = async () => expiredToken(server.t, carol.id);
  });
  afterAll(() => server?.close());

  const call = async (endpoint: Endpoint, as: RailsUser | undefined, example = endpoint.example) =>
    server.send(exampleRequest(endpoint, example, as ? { token: await as.token() } : {}));

  /** What Alice has that no one else's call may change or show: her profile, organisation and wallet. */
  async function aliceView(): Promise<string> {
    const me = await call(endpoints.currentUser, alice);
    const children = await call(endpoints.orgChildren, alice, { query: { size: '100' } });
    const bills = await call(endpoints.bills, alice, { query: { size: '100' } });
    return `${me.text}\n${children.text}\n${bills.text}`;
  }

  it.each(endpointTable)('%s declares whose data it touches', (_name, endpoint) => {
    const { owner } = endpoint;
    if (typeof owner === 'string') expect(OWNER_RULES).toContain(owner);
    else expect(resourceFixtures[owner.resource]).toBeDefined();
  });

  const signedIn = endpointTable.filter(([, endpoint]) => endpoint.auth === true);
  const tokenStates = ['none', 'garbage', 'revoked', 'expired'];
  it.each(signedIn.flatMap(([name]) => tokenStates.map((state) => [name, state] as const)))(
    '%s refuses a %s token with 401',
    async (name, state) => {
      const endpoint = endpoints[name as EndpointName];
      const token = await badTokens[state]?.();
      const answer = await server.send(exampleRequest(endpoint, endpoint.example, token ? { token } : {}));
      expect(answer.status).toBe(401);
      expect(envelopeProblem(answer)).toBeNull();
      expect(JSON.parse(answer.text).error.code).toBe(401);
    },
  );

  const optional = endpointTable.filter(([, endpoint]) => endpoint.auth === 'optional');
  it.each(optional.flatMap(([name]) => tokenStates.map((state) => [name, state] as const)))(
    '%s treats a %s token as no session',
    async (name, state) => {
      const endpoint = endpoints[name as EndpointName];
      const token = await badTokens[state]?.();
      const anonymous = await server.send(exampleRequest(endpoint));
      const answer = await server.send(exampleRequest(endpoint, endpoint.example, token ? { token } : {}));
      expect(answer.status).toBe(anonymous.status);
      expect(answer.status).toBeLessThan(400);
    },
  );

  const withRole = endpointTable.filter(([, endpoint]) => endpoint.role !== undefined);
  it.each(withRole)('%s is refused to every signed-in user without its role', async (_name, endpoint) => {
    const role = endpoint.role as EndpointRole;
    const holders: Record<EndpointRole, RailsUser[]> = {
      orgOwner: [alice, bob],
      operator: [dave],
      teacher: [alice],
      assistant: [dave],
    };
    const others = [alice, bob, carol, dave].filter((user) => !holders[role].includes(user));
    expect(others.length).toBeGreaterThan(0);
    for (const user of others) {
      const answer = await call(endpoint, user, await exampleFor(endpoint, alice));
      expect(answer.status).toBe(403);
      expect(envelopeProblem(answer)).toBeNull();
      expect(JSON.parse(answer.text).error.message).toBe(ROLE_MESSAGES[role]);
    }
  });

  const WEEK = 7 * 86_400_000;
  let moves = 0;
  /** The endpoint's example; for a resource rule, naming a resource of `owner`'s. */
  async function exampleFor(endpoint: Endpoint, owner: RailsUser) {
    if (typeof endpoint.owner !== 'object') return endpoint.example;
    const id = await resourceFixtures[endpoint.owner.resource].create(server, owner);
    const example = {
      ...endpoint.example,
      params: { ...endpoint.example.params, [endpoint.owner.param]: id },
    };
    const body = example.body as Record<string, unknown> | undefined;
    if (body && 'from_starts_at' in body) {
      // A move names the start it moves from (rescheduleLesson): the fixture lesson's own.
      const lesson = await server.t.db
        .selectFrom('lessons')
        .select('starts_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      // and a start of its own: the example's weekday and hour (free for the fixture teacher), weeks later each
      // time, since other endpoints' examples (a booking's) may hold the example's own start by then.
      const startsAt = new Date(Date.parse(String(body.starts_at)) + ++moves * WEEK);
      return {
        ...example,
        body: { ...body, starts_at: startsAt.toISOString(), from_starts_at: lesson.starts_at.toISOString() },
      };
    }
    return example;
  }

  const byRule = (rule: string) => endpointTable.filter(([, endpoint]) => endpoint.owner === rule);

  it.each(byRule('nobody'))('%s answers everyone alike', async (_name, endpoint) => {
    const anonymous = await call(endpoint, undefined);
    const signed = await call(endpoint, bob);
    expect(anonymous.status).toBe(200);
    expect(signed.status).toBe(anonymous.status);
    expect(signed.text).not.toContain(alice.email);
  });

  it.each([...byRule('caller'), ...byRule('credentials')])(
    "%s called by someone else neither shows nor changes Alice's data",
    async (_name, endpoint) => {
      const before = await aliceView();
      const answer = await call(endpoint, endpoint.auth ? bob : undefined);
      expect(answer.status).toBeLessThan(500);
      expect(answer.text).not.toContain(alice.email);
      expect(answer.text).not.toContain(alice.nickName);
      expect(await aliceView()).toBe(before);
    },
  );

  it.each(byRule('anyone'))(
    "%s reaches Alice's data for an operator, and for no one else",
    async (name, endpoint) => {
      const example = exampleAimedAt(endpoint, alice);
      const before = await aliceView();
      for (const stranger of [bob, carol]) {
        const answer = await call(endpoint, stranger, example);
        expect(answer.status).toBe(403);
        expect(answer.text).not.toContain(alice.email);
      }
      expect(await aliceView()).toBe(before);
      // Enough on Alice's wallet for a deduction to go through.
      await creditByOperator(server.t, {
        ownerId: alice.id,
        amount: 1_000_000,
        operatorId: dave.id,
        idempotencyKey: `rails-anyone-${name}`,
      });
      const served = await call(endpoint, dave, example);
      expect(served.status).toBe(200);
      if (JSON.stringify(example).includes(alice.email)) expect(served.text).toContain(alice.email);
    },
  );

  const owned = endpointTable.filter(([, endpoint]) => typeof endpoint.owner === 'object');
  it.each(owned)(
    "%s refuses Alice's resource to anyone else, and serves it to her",
    async (_name, endpoint) => {
      const example = await exampleFor(endpoint, alice);
      const rule = endpoint.owner as { resource: keyof typeof resourceFixtures; param: string };
      const id = example.params?.[rule.param] ?? '';
      for (const stranger of [bob, carol]) {
        const answer = await call(endpoint, stranger, example);
        expect([403, 404]).toContain(answer.status);
        expect(envelopeProblem(answer)).toBeNull();
        expect(answer.text).not.toContain(alice.email);
      }
      expect(await resourceFixtures[rule.resource].exists(server, alice, id)).toBe(true);
      // The refusals were about who asked: the owner's own call goes through.
      expect((await call(endpoint, alice, example)).status).toBe(200);
    },
  );
});
