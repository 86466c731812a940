import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { KyselyPlugin } from 'kysely';
import type { AttemptStore, RateLimits } from '../../http/attempt-limiter.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { hashPassword } from '../users/index.ts';
import { insertRegisteredUser } from './passport.repository.ts';

const WRONG_CREDENTIALS = { error: { code: 20001, message: 'Email account or password is wrong' } };
const TOO_MANY = { error: { code: 429, message: 'Too many attempts, please try again later' } };

let nextIp = 1;
/** A fresh client address per call, so the per-IP counts of one test do not reach the next. */
const freshIp = () => `198.51.100.${nextIp++}`;
let nextAccount = 1;
const freshEmail = () => `owner${nextAccount++}@example.com`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts the queries an app sends to its database. */
function countingQueries() {
  const counter = { queries: 0, plugin: undefined as unknown as KyselyPlugin };
  counter.plugin = {
    transformQuery(args) {
      counter.queries++;
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  return counter;
}

/** Redis tests run when TEST_REDIS_URL is set (redis://127.0.0.1:6379 locally). */
const redisUrl = process.env.TEST_REDIS_URL;

describe.each(testDatabases())('attempt limits on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  /** Another app (API process) over the same database, with its own limiter unless `attemptStore` says. */
  const sibling = (options: { rateLimits?: Partial<RateLimits>; attemptStore?: AttemptStore } = {}) =>
    openTestApp(t, { seed: false, ...options });
  const login = (app: TestApp, email: string, password: string, ip: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/passport/login/email',
      payload: { email, password },
      remoteAddress: ip,
    });
  async function account(password = 'right password') {
    const email = freshEmail();
    await insertRegisteredUser(t.db, {
      email,
      nickName: 'Owner',
      passwordHash: await hashPassword(password),
      language: 'en',
      timeZone: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      orgId: null,
    });
    return email;
  }
  /** Wrong passwords for `email`, one from each of `ips` fresh addresses. */
  async function attackFromManyIps(app: TestApp, email: string, ips: number) {
    const statuses = [];
    for (let attempt = 0; attempt < ips; attempt++) {
      statuses.push((await login(app, email, `guess ${attempt}`, freshIp())).statusCode);
    }
    return statuses;
  }

  it('refuses an attacker at one IP by the sixth try, with the right password too', async () => {
    const email = await account();
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(t, email, `guess ${attempt}`, ip)).json()).toEqual(WRONG_CREDENTIALS);
    }
    const sixth = await login(t, email, 'guess 6', ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(TOO_MANY);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await login(t, email, 'right password', ip)).statusCode).toBe(429);

    // Not a lock on the account: its owner signs in from elsewhere, and others from the attacker's IP.
    expect((await login(t, email, 'right password', freshIp())).statusCode).toBe(200);
    const bystander = await account('bystander password');
    expect((await login(t, bystander, 'bystander password', ip)).statusCode).toBe(200);
  });

  it('clears the consecutive failures of an IP and account when it signs in', async () => {
    const email = await account();
    const ip = freshIp();
    for (let round = 0; round < 3; round++) {
      for (let attempt = 1; attempt <= 4; attempt++) await login(t, email, 'typo', ip);
      expect((await login(t, email, 'right password', ip)).statusCode).toBe(200);
    }
  });

  it('limits failures per IP across accounts', async () => {
    const app = await sibling({ rateLimits: { loginPerIp: { max: 3, windowSeconds: 900 } } });
    try {
      const ip = freshIp();
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await login(app, freshEmail(), 'guess', ip)).json()).toEqual(WRONG_CREDENTIALS);
      }
      const email = await account();
      expect((await login(app, email, 'right password', ip)).statusCode).toBe(429);
      expect((await login(app, email, 'right password', freshIp())).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('slows an account attacked from many IPs for a few seconds, never locks its owner out', async () => {
    const email = await account();
    // Past 10 failures from anywhere, unknown IPs share one attempt per 30 s on the account.
    expect(await attackFromManyIps(t, email, 11)).toEqual(Array(11).fill(400));
    const paced = await login(t, email, 'guess 12', freshIp());
    expect(paced.statusCode).toBe(429);
    const owner = await login(t, email, 'right password', freshIp());
    expect(owner.statusCode).toBe(429);
    expect(owner.json()).toEqual(TOO_MANY);
    expect(Number(owner.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('lets the owner in from a new IP once the short wait has passed', async () => {
    const app = await sibling({ rateLimits: { loginSlowed: { max: 1, windowSeconds: 1 } } });
    try {
      const email = await account();
      await attackFromManyIps(app, email, 11);
      const ownerIp = freshIp();
      const slowed = await login(app, email, 'right password', ownerIp);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.headers['retry-after']).toBe('1');
      await sleep(1000 * Number(slowed.headers['retry-after']) + 50);
      expect((await login(app, email, 'right password', ownerIp)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('does not slow an IP that signed in to the account before', async () => {
    const email = await account();
    const home = freshIp();
    expect((await login(t, email, 'right password', home)).statusCode).toBe(200);
    await attackFromManyIps(t, email, 12);
    expect((await login(t, email, 'guess', freshIp())).statusCode).toBe(429);
    expect((await login(t, email, 'right password', home)).statusCode).toBe(200);
    // A typo at home is still a plain wrong password, not a wait.
    expect((await login(t, email, 'typo', home)).json()).toEqual(WRONG_CREDENTIALS);
  });

  it('answers refused attempts without a single database query', async () => {
    const counter = countingQueries();
    const app = await openTestApp({ ...t, db: t.db.withPlugin(counter.plugin) }, { seed: false });
    try {
      const email = await account();
      const ip = freshIp();
      for (let attempt = 1; attempt <= 5; attempt++) await login(app, email, 'guess', ip);
      const before = counter.queries;
      expect(before).toBeGreaterThan(0);
      for (let attempt = 0; attempt < 50; attempt++) {
        expect((await login(app, email, 'right password', ip)).statusCode).toBe(429);
      }
      expect(counter.queries).toBe(before);
    } finally {
      await app.close();
    }
  });

  it('turns away an IP that keeps trying after being refused before reading its body', async () => {
    const email = await account();
    const ip = freshIp();
    for (let attempt = 0; attempt < 5 + 21; attempt++) await login(t, email, 'guess', ip);
    const unread = await t.app.inject({
      method: 'POST',
      url: '/api/passport/login/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": not json',
      remoteAddress: ip,
    });
    expect(unread.statusCode).toBe(429);
    expect(unread.json()).toEqual(TOO_MANY);
    expect(Number(unread.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Only that IP, and only signing in: the owner elsewhere is not touched.
    expect((await login(t, email, 'right password', freshIp())).statusCode).toBe(200);
  });

  it('admits no more than the limit of concurrent attempts', async () => {
    const email = await account();
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => login(t, email, `guess ${attempt}`, ip)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('keeps the per-user limit on password changes, with Retry-After', async () => {
    const email = await account('old password');
    const session = (await login(t, email, 'old password', freshIp())).json().response;
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/passport/password',
        headers: { authorization: `Bearer ${session.token}` },
        payload: { old_password: oldPassword, new_password: 'new password' },
      });
    for (let attempt = 1; attempt <= 5; attempt++) expect((await change('guess')).statusCode).toBe(400);
    const sixth = await change('old password');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe.each([
    [
      'the database',
      () => ({ kind: 'database', db: t.db, keyPrefix: `test-${randomBytes(4).toString('hex')}` }),
    ],
    ...(redisUrl
      ? [['Redis', () => ({ kind: 'redis', client: redisClient(), keyPrefix: redisPrefix() })]]
      : []),
  ] as Array<[string, () => AttemptStore]>)('counted in %s', (_name, store) => {
    it('shares the counts between API processes', async () => {
      const shared = store();
      const limits = { loginPerIp: { max: 3, windowSeconds: 900 } };
      const first = await sibling({ rateLimits: limits, attemptStore: shared });
      const second = await sibling({ rateLimits: limits, attemptStore: shared });
      try {
        const ip = freshIp();
        for (let attempt = 0; attempt < 3; attempt++) {
          expect((await login(first, freshEmail(), 'guess', ip)).json()).toEqual(WRONG_CREDENTIALS);
        }
        const email = await account();
        const fourth = await login(second, email, 'right password', ip);
        expect(fourth.statusCode).toBe(429);
        expect(fourth.json()).toEqual(TOO_MANY);
        expect((await login(second, email, 'right password', freshIp())).statusCode).toBe(200);
      } finally {
        await first.close();
        await second.close();
      }
    });

    it('admits no more than the limit of concurrent attempts', async () => {
      const app = await sibling({ attemptStore: store() });
      try {
        const email = await account();
        const ip = freshIp();
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, attempt) => login(app, email, `guess ${attempt}`, ip)),
        );
        expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(5);
      } finally {
        await app.close();
      }
    });
  });

  it('keeps one row per counted key in the database, however many attempts are refused', async () => {
    const app = await sibling({ attemptStore: { kind: 'database', db: t.db, keyPrefix: 'rows' } });
    try {
      const email = await account();
      const ip = freshIp();
      for (let attempt = 1; attempt <= 5; attempt++) await login(app, email, 'guess', ip);
      const rows = async () =>
        Number(
          (
            await t.db
              .selectFrom('rate_limits')
              .select((eb) => eb.fn.countAll<string>().as('count'))
              .executeTakeFirstOrThrow()
          ).count,
        );
      const before = await rows();
      expect(before).toBeGreaterThan(0);
      for (let attempt = 0; attempt < 30; attempt++) await login(app, email, 'guess', ip);
      expect(await rows()).toBe(before);
    } finally {
      await app.close();
    }
  });
});

const redisClients: Redis[] = [];
const prefixes: string[] = [];
function redisClient(): Redis {
  const client = new Redis(redisUrl as string);
  redisClients.push(client);
  return client;
}
/** A prefix of this run's own, so runs sharing a Redis do not meet; its keys go after the tests. */
function redisPrefix(): string {
  const prefix = `test-attempts-${randomBytes(6).toString('hex')}`;
  prefixes.push(prefix);
  return prefix;
}

afterAll(async () => {
  const [client] = redisClients;
  for (const prefix of prefixes) {
    const keys = client ? await client.keys(`${prefix}:*`) : [];
    if (client && keys.length > 0) await client.del(...keys);
  }
  await Promise.all(redisClients.map((c) => c.quit()));
});
