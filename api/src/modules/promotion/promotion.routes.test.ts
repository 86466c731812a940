import { BILL_TYPE, GROUP_CLASS_STATUS, PROMOTION_ERROR_CODES, VISITOR_COOKIE } from '@hanyu/contract';
import { sql } from 'kysely';
import { DEFAULT_RATE_LIMITS } from '../../http/attempt-limiter.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { expectBooksBalanced } from '../../test/ledger-invariants.ts';
import { type Buyer, buyer, credit, item } from '../../test/orders-fixtures.ts';
import { walletBalance } from '../ledger/index.ts';
import { hashPassword } from '../users/index.ts';
import { DEMO_PROMOTER_COUPON, seedDemoPromotion } from './demo-promotion.ts';
import { followedLinkCookies } from './followed-link.ts';
import { creditDuePromotions, inviteCodeOf, makePromoter } from './promotion.service.ts';

const START = new Date('2026-11-02T10:00:00Z');
const DAY = 86_400_000;
const HOLD = 30 * DAY;

describe.each(testDatabases())('promotion on $name', (target) => {
  let t: TestApp;
  let now = START;

  beforeAll(async () => {
    t = await openTestApp(target, {
      seed: false,
      now: () => now,
      publicUrl: 'https://hanyu.test',
      // Every click of these tests comes from one address; the per-IP bound has a test of its own.
      rateLimits: { promotionClicksPerIp: { max: 100_000, windowSeconds: 3600 } },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = START;
  });

  const call = (who: Buyer | null, method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
        ...(cookie ? { cookie } : {}),
      },
      ...(payload ? { payload } : {}),
    });

  /** A promoter of a kind, with their coupon code. */
  const promoter = async (kind: 'employee' | 'part_time_teacher') => {
    const who = await buyer(t.db, 'promoter');
    await makePromoter(t.db, who.id, kind);
    const row = await t.db
      .selectFrom('promoters')
      .innerJoin('coupons', 'coupons.id', 'promoters.coupon_id')
      .select('coupons.code')
      .where('promoters.user_id', '=', String(who.id))
      .executeTakeFirstOrThrow();
    return { ...who, code: row.code };
  };

  /** Follows a link: answers the visitor cookie the API set. */
  const follow = async (code: string, cookie?: string) => {
    const answer = await call(null, 'POST', '/open/promotion/click', { coupon_code: code }, cookie);
    expect(answer.statusCode).toBe(200);
    const set = String(answer.headers['set-cookie'] ?? '');
    const visitor = set.match(new RegExp(`${VISITOR_COOKIE}=([^;]+)`))?.[1];
    return { result: answer.json().response, cookie: visitor ? `${VISITOR_COOKIE}=${visitor}` : cookie, set };
  };

  /** Creates and pays an order of a fresh course as `who`, with the visitor cookie given. */
  const buy = async (
    who: Buyer,
    options: {
      cookie?: string;
      priceMinor?: number;
      kind?: 'live' | 'group' | 'video';
      coupon?: string;
    } = {},
  ) => {
    const { skuId, courseId } = await item(t.db, {
      priceMinor: options.priceMinor ?? 10_000,
      kind: options.kind,
    });
    await credit(t.db, who.id, options.priceMinor ?? 10_000);
    const created = await call(
      who,
      'POST',
      '/user/order',
      { sku_id: skuId, ...(options.coupon ? { coupon_code: options.coupon } : {}) },
      options.cookie,
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().response.id as number;
    const paid = await call(who, 'POST', `/user/order/${id}/pay`, {});
    expect(paid.statusCode).toBe(200);
    return { id, courseId, total: paid.json().response.total_minor as number };
  };

  const attributed = (orderId: number) =>
    t.db
      .selectFrom('promotion_orders')
      .selectAll()
      .where('order_id', '=', String(orderId))
      .executeTakeFirst();

  const rewardTransfers = (reference: string) =>
    t.db
      .selectFrom('ledger_transfers')
      .select(['id'])
      .where('kind', '=', BILL_TYPE.reward)
      .where('reference', '=', reference)
      .execute();

  it('counts a followed link once per visitor and day, also when the requests race, and sets an HttpOnly cookie', async () => {
    const p = await promoter('employee');
    const first = await follow(p.code);
    expect(first.result).toEqual({ counted: true, promoter: true });
    expect(first.set).toMatch(/HttpOnly/);
    expect(first.set).toMatch(/Max-Age=2592000/);
    const again = await Promise.all(Array.from({ length: 8 }, () => follow(p.code, first.cookie)));
    expect(again.map((answer) => answer.result.counted)).toEqual(Array(8).fill(false));
    // Eight new visitors at once: each counted once.
    const strangers = await Promise.all(Array.from({ length: 8 }, () => follow(p.code)));
    expect(strangers.every((answer) => answer.result.counted)).toBe(true);
    now = new Date(START.getTime() + DAY);
    expect((await follow(p.code, first.cookie)).result.counted).toBe(true);
    const count = await t.db
      .selectFrom('promotion_clicks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('promoter_id', '=', String(p.id))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(10);
  });

  it('counts a link followed to a page as the page is served, and the app reporting it again adds nothing', async () => {
    const p = await promoter('employee');
    const page = (url: string, cookie?: string) =>
      followedLinkCookies(t.app, {
        method: 'GET',
        url,
        headers: cookie ? { cookie } : {},
        cookies: cookie ? t.app.parseCookie(cookie) : {},
      } as unknown as Parameters<typeof followedLinkCookies>[1]);
    const [set] = await page(`/en/about?utm_source=promoter&coupon_code=${p.code}`);
    const visitor = set?.match(new RegExp(`${VISITOR_COOKIE}=([^;]+)`))?.[1];
    expect(visitor).toBeDefined();
    expect(await page('/en/about?utm_source=newsletter')).toEqual([]);
    expect(await page('/en/?coupon_code=NOBODY1')).toEqual([]);
    const again = await follow(p.code, `${VISITOR_COOKIE}=${visitor}`);
    expect(again.result).toEqual({ counted: false, promoter: true });
    // The promoter's own page visit with their session is not a click.
    await page(`/en/?coupon_code=${p.code}`, `token=${p.token}`);
    const clicks = await t.db
      .selectFrom('promotion_clicks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('promoter_id', '=', String(p.id))
      .executeTakeFirstOrThrow();
    expect(Number(clicks.n)).toBe(1);
  });

  it('ignores a code of no promoter and the promoter following their own link', async () => {
    const p = await promoter('employee');
    const unknown = await follow('NOBODY123');
    expect(unknown.result).toEqual({ counted: false, promoter: false });
    expect(unknown.cookie).toBeUndefined();
    const own = await call(p, 'POST', '/open/promotion/click', { coupon_code: p.code });
    expect(own.json().response).toEqual({ counted: false, promoter: true });
    const bad = await call(null, 'POST', '/open/promotion/click', { coupon_code: 'no spaces!' });
    expect(bad.statusCode).toBe(400);
  });

  it("attributes an order to the visitor's last followed link within 30 days, and not after", async () => {
    const a = await promoter('employee');
    const b = await promoter('part_time_teacher');
    const visit = await follow(a.code);
    now = new Date(START.getTime() + DAY);
    await follow(b.code, visit.cookie);
    const learner = await buyer(t.db);
    now = new Date(START.getTime() + 20 * DAY);
    const within = await buy(learner, { cookie: visit.cookie });
    expect(await attributed(within.id)).toMatchObject({
      promoter_id: String(b.id),
      income_bp: 500,
      source: 'click',
    });
    now = new Date(START.getTime() + DAY + 30 * DAY + 1000);
    const after = await buy(learner, { cookie: visit.cookie });
    expect(await attributed(after.id)).toBeUndefined();
    const none = await buy(learner);
    expect(await attributed(none.id)).toBeUndefined();
  });

  it("attributes by the promoter's coupon without a click, and never a promoter's own order", async () => {
    const p = await promoter('employee');
    const learner = await buyer(t.db);
    const withCoupon = await buy(learner, { coupon: p.code });
    expect(withCoupon.total).toBe(9_500);
    expect(await attributed(withCoupon.id)).toMatchObject({ promoter_id: String(p.id), source: 'coupon' });
    const visit = await follow(p.code);
    const own = await buy(p, { cookie: visit.cookie });
    expect(await attributed(own.id)).toBeUndefined();
  });

  it('credits 3 % or 5 % by the kind data once the order is final, once, however many sweeps run at once', async () => {
    const employee = await promoter('employee');
    const teacher = await promoter('part_time_teacher');
    const learner = await buyer(t.db);
    const e = await buy(learner, { cookie: (await follow(employee.code)).cookie, priceMinor: 12_345 });
    const p = await buy(learner, { cookie: (await follow(teacher.code)).cookie, priceMinor: 12_345 });
    // Still within the money-back window: nothing credited.
    now = new Date(START.getTime() + HOLD - 1000);
    expect(await creditDuePromotions(t.db, { now, holdMs: HOLD })).toEqual({ incomes: 0, rewards: 0 });
    now = new Date(START.getTime() + HOLD + 1000);
    const sweeps = await Promise.all(
      Array.from({ length: 5 }, () => creditDuePromotions(t.db, { now, holdMs: HOLD })),
    );
    // Other suites' orders fall due too: every order the sweeps credited was credited by exactly one of them.
    const creditedNow = await t.db
      .selectFrom('promotion_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('credited_at', '=', now)
      .executeTakeFirstOrThrow();
    expect(sweeps.reduce((sum, sweep) => sum + sweep.incomes, 0)).toBe(Number(creditedNow.n));
    expect(Number(creditedNow.n)).toBeGreaterThanOrEqual(2);
    expect(await walletBalance(t.db, employee.id)).toBe(370); // floor(12 345 × 3 %)
    expect(await walletBalance(t.db, teacher.id)).toBe(617); // floor(12 345 × 5 %)
    expect(await rewardTransfers(`order:${e.id}`)).toHaveLength(1);
    expect(await rewardTransfers(`order:${p.id}`)).toHaveLength(1);
    await creditDuePromotions(t.db, { now: new Date(now.getTime() + DAY), holdMs: HOLD });
    expect(await walletBalance(t.db, teacher.id)).toBe(617);
    // The rate is data: a new rate applies to orders made after it changed.
    await sql`update promoter_kinds set income_bp = 700 where kind = 'employee'`.execute(t.db);
    try {
      now = new Date(START.getTime() + HOLD + 2 * DAY);
      const later = await buy(learner, { cookie: (await follow(employee.code)).cookie, priceMinor: 10_000 });
      expect(await attributed(later.id)).toMatchObject({ income_bp: 700 });
    } finally {
      await sql`update promoter_kinds set income_bp = 300 where kind = 'employee'`.execute(t.db);
    }
    const bills = await call(employee, 'GET', '/user/bills?type=7');
    expect(bills.json().response.list[0]).toMatchObject({ type: BILL_TYPE.reward, amount: 370 });
    await expectBooksBalanced(t.db);
  });

  it('credits nothing for a group seat until its class opens, nor for a cancelled order', async () => {
    const p = await promoter('part_time_teacher');
    const learner = await buyer(t.db);
    const visit = await follow(p.code);
    const seat = await buy(learner, { cookie: visit.cookie, kind: 'group' });
    const cancelled = await buy(learner, { cookie: visit.cookie, kind: 'group' });
    now = new Date(START.getTime() + HOLD + DAY);
    await creditDuePromotions(t.db, { now, holdMs: HOLD });
    expect((await attributed(seat.id))?.credited_at).toBeNull();
    // One class does not open: its seats are refunded (the order is cancelled); the other opens.
    await sql`update orders set status = 4, cancelled_at = ${now} where id = ${cancelled.id}`.execute(t.db);
    await t.db
      .updateTable('group_classes')
      .set({ status: GROUP_CLASS_STATUS.started, opened_at: now })
      .where('course_id', '=', String(seat.courseId))
      .execute();
    await creditDuePromotions(t.db, { now, holdMs: HOLD });
    expect((await attributed(seat.id))?.income_minor).toBe('500');
    expect((await attributed(cancelled.id))?.credited_at).toBeNull();
    expect(await rewardTransfers(`order:${cancelled.id}`)).toHaveLength(0);
  });

  it('answers the stats: clicks, orders, amounts, income credited and pending, by day in the time zone', async () => {
    const p = await promoter('employee');
    await t.db
      .updateTable('users')
      .set({ time_zone: 'Asia/Shanghai' })
      .where('id', '=', String(p.id))
      .execute();
    const learner = await buyer(t.db);
    const visit = await follow(p.code);
    await follow(p.code);
    await buy(learner, { cookie: visit.cookie, priceMinor: 20_000 });
    now = new Date(START.getTime() + 3 * DAY);
    await buy(learner, { cookie: visit.cookie, priceMinor: 10_000 });
    await creditDuePromotions(t.db, { now: new Date(START.getTime() + HOLD + 1), holdMs: HOLD });
    const answer = await call(p, 'GET', '/user/promotion/stats?days=30');
    expect(answer.statusCode).toBe(200);
    const stats = answer.json().response;
    expect(stats.totals).toEqual({
      clicks: 2,
      orders: 2,
      order_amount_minor: 30_000,
      tuition_total_minor: 30_000,
      income_credited_minor: 600,
      income_pending_minor: 300,
    });
    expect(stats.series).toHaveLength(30);
    expect(stats.series.at(-1)).toMatchObject({ date: '2026-11-05', orders: 1, order_amount_minor: 10_000 });
    expect(stats.series.at(-4)).toMatchObject({
      date: '2026-11-02',
      clicks: 2,
      orders: 1,
      income_minor: 600,
    });
    expect((await call(p, 'GET', '/user/promotion/stats?days=7')).statusCode).toBe(400);
    const stranger = await buyer(t.db);
    expect((await call(stranger, 'GET', '/user/promotion/stats')).statusCode).toBe(404);
  });

  it('lets a teacher join as a part-time teacher and refuses a learner', async () => {
    const teacher = await buyer(t.db, 'teacher');
    await t.db
      .insertInto('teachers')
      .values({
        user_id: teacher.id,
        slug: `promo-teacher-${teacher.id}`,
        name: 'Teacher',
        experience_years: 6,
        languages: ['en'],
        rating: 5,
      })
      .execute();
    const before = await call(teacher, 'GET', '/user/promotion?language=en');
    expect(before.json().response).toMatchObject({ can_join: true, promoter: null });
    const joined = await Promise.all([
      call(teacher, 'POST', '/user/promotion?language=en', {}),
      call(teacher, 'POST', '/user/promotion?language=en', {}),
    ]);
    const codes = joined.map((answer) => answer.json().response.promoter.coupon_code);
    expect(codes[0]).toBe(codes[1]);
    expect(joined[0].json().response.promoter).toMatchObject({ kind: 'part_time_teacher', income_bp: 500 });
    expect(joined[0].json().response.promoter.share_url).toBe(
      `https://hanyu.test/en/?utm_source=promoter&utm_medium=referral&utm_campaign=promote&coupon_code=${codes[0]}`,
    );
    const learner = await buyer(t.db);
    const refused = await call(learner, 'POST', '/user/promotion', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(PROMOTION_ERROR_CODES.notEligible);
  });

  it('seeds the demo teacher as a part-time promoter with three weeks of clicks, again without change', async () => {
    const teacher = await buyer(t.db, 'demo-teacher');
    const learner = await buyer(t.db, 'demo-learner');
    const email = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', String(teacher.id))
      .executeTakeFirstOrThrow();
    const seed = () =>
      t.db
        .transaction()
        .execute((trx) =>
          seedDemoPromotion(trx, { teacherEmail: email.email, learnerId: learner.id, now: START }),
        );
    await seed();
    const clicks = async () =>
      Number(
        (
          await t.db
            .selectFrom('promotion_clicks')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('promoter_id', '=', String(teacher.id))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const first = await clicks();
    expect(first).toBeGreaterThan(60);
    await seed();
    expect(await clicks()).toBe(first);
    const profile = await call(teacher, 'GET', '/user/promotion?language=en');
    expect(profile.json().response.promoter).toMatchObject({
      kind: 'part_time_teacher',
      coupon_code: DEMO_PROMOTER_COUPON,
    });
  });

  it('counts at most 20 followed links an hour from one address, and takes only visitor ids it signed', async () => {
    // An app with the default limits over the same database, as another API process would be.
    const sibling = await openTestApp(t, { seed: false, now: () => now, publicUrl: 'https://hanyu.test' });
    try {
      const p = await promoter('employee');
      const click = (ip: string, cookie?: string) =>
        sibling.app.inject({
          method: 'POST',
          url: '/api/open/promotion/click',
          remoteAddress: ip,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: { coupon_code: p.code },
        });
      const { max } = DEFAULT_RATE_LIMITS.promotionClicksPerIp;
      const flood = [];
      for (let index = 0; index < max + 30; index++)
        flood.push((await click('203.0.113.50')).json().response);
      expect(flood.filter((answer) => answer.counted)).toHaveLength(max);
      expect(flood.slice(max).every((answer) => !answer.counted && answer.promoter)).toBe(true);
      // Another address is counted as before.
      expect((await click('203.0.113.51')).json().response.counted).toBe(true);
      const clicks = await t.db
        .selectFrom('promotion_clicks')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('promoter_id', '=', String(p.id))
        .executeTakeFirstOrThrow();
      expect(Number(clicks.n)).toBe(max + 1);

      // A visitor id the server did not sign, or a signed one changed, is a new visitor: a new signed id.
      const made = crypto.randomUUID();
      for (const forged of [made, `${made}.${'A'.repeat(43)}`]) {
        const answer = await click('203.0.113.52', `${VISITOR_COOKIE}=${forged}`);
        const set = String(answer.headers['set-cookie']);
        const issued = set.match(new RegExp(`${VISITOR_COOKIE}=([^;]+)`))?.[1] ?? '';
        expect(issued).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
        expect(issued.startsWith(made)).toBe(false);
      }
    } finally {
      await sibling.close();
    }
  });

  it("pays no income for a buyer on the promoter's browser or linked to the promoter", async () => {
    const p = await promoter('part_time_teacher');
    // The promoter tries their own link on their own browser, signed in: that browser is theirs.
    const own = await call(p, 'POST', '/open/promotion/click', { coupon_code: p.code });
    const cookie = String(own.headers['set-cookie']).split(';')[0] ?? '';
    const second = await buyer(t.db, 'second-account');
    const onTheirBrowser = await buy(second, { cookie });
    expect(await attributed(onTheirBrowser.id)).toBeUndefined();

    // A linked account (one family) following the link on a browser of its own.
    const member = await buyer(t.db, 'family-member');
    await t.db
      .insertInto('account_families')
      .values([
        { user_id: String(p.id), main_id: String(p.id) },
        { user_id: String(member.id), main_id: String(p.id) },
      ])
      .execute();
    const visit = await follow(p.code);
    const linked = await buy(member, { cookie: visit.cookie });
    expect(await attributed(linked.id)).toBeUndefined();

    // A stranger through the same link earns the promoter their share.
    const stranger = await buyer(t.db, 'stranger');
    const fair = await buy(stranger, { cookie: (await follow(p.code)).cookie });
    expect(await attributed(fair.id)).toMatchObject({ promoter_id: String(p.id), source: 'click' });

    // Seen together later (the stranger signs in on the promoter's browser): the income is settled at 0.
    const promotersBrowser = cookie.split('=')[1]?.split('.')[0] ?? '';
    await sql`insert into visitor_accounts (visitor_id, user_id) values (${promotersBrowser}, ${stranger.id})`.execute(
      t.db,
    );
    await creditDuePromotions(t.db, { now: new Date(START.getTime() + HOLD + DAY), holdMs: HOLD });
    expect(await attributed(fair.id)).toMatchObject({ income_minor: '0' });
    expect(await walletBalance(t.db, p.id)).toBe(0);
  });

  it("rewards no inviter for a friend who signed up on the inviter's browser", async () => {
    const inviter = await buyer(t.db, 'inviter-browser');
    const code = await inviteCodeOf(t.db, inviter.id);
    const p = await promoter('employee');
    // The inviter's browser got a visitor cookie (a promotion link) and the inviter signed in there.
    const visit = await follow(p.code);
    const signedIn = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', String(inviter.id))
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Secret123') })
      .where('id', '=', String(inviter.id))
      .execute();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/passport/login/email',
      headers: { cookie: visit.cookie ?? '' },
      payload: { email: signedIn.email, password: 'Secret123' },
    });
    expect(login.statusCode).toBe(200);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/passport/register/email',
      headers: { cookie: `invite_code=${code}; ${visit.cookie}` },
      payload: {
        email: `second-${inviter.id}@promotion.test`,
        password: 'Secret123',
        checked: true,
        language: 'en',
      },
    });
    expect(registered.statusCode).toBe(200);
    const friend = {
      id: Number(registered.json().response.user_id),
      token: registered.json().response.token as string,
    };
    await buy(friend);
    await creditDuePromotions(t.db, { now: new Date(START.getTime() + HOLD + DAY), holdMs: HOLD });
    expect(await walletBalance(t.db, inviter.id)).toBe(0);
    const invite = await t.db
      .selectFrom('invites')
      .selectAll()
      .where('invitee_id', '=', String(friend.id))
      .executeTakeFirstOrThrow();
    expect(invite.rewarded_at).toBeNull();
  });

  it('rewards an inviter once per friend, on the first final purchase only, never for a self-invite', async () => {
    const inviter = await buyer(t.db, 'inviter');
    const code = await inviteCodeOf(t.db, inviter.id);
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/passport/register/email',
        headers: { cookie: `invite_code=${code}` },
        payload: { email, password: 'Secret123', checked: true, language: 'en' },
      });
    const registered = await register(`friend-${inviter.id}@promotion.test`);
    expect(registered.statusCode).toBe(200);
    const friendId = Number(registered.json().response.user_id);
    const friend = { id: friendId, token: registered.json().response.token as string };
    // The inviter's own code on their own account changes nothing.
    const self = await sql`insert into invites (invitee_id, inviter_id, registered_at)
      values (${inviter.id}, ${inviter.id}, now())`
      .execute(t.db)
      .catch((error: { code?: string }) => error.code);
    expect(self).toBe('23514');

    const listed = await call(inviter, 'GET', '/user/invites?language=en');
    expect(listed.json().response).toMatchObject({
      invite_code: code,
      invite_url: `https://hanyu.test/en/?invite_code=${code}`,
      reward_minor: 2000,
      registered_count: 1,
      rewarded_count: 0,
    });
    expect(listed.json().response.list[0]).toMatchObject({ state: 'registered', reward_minor: 0 });

    const first = await buy(friend);
    now = new Date(START.getTime() + 2 * DAY);
    await buy(friend);
    await creditDuePromotions(t.db, { now: new Date(START.getTime() + HOLD - DAY), holdMs: HOLD });
    expect(await walletBalance(t.db, inviter.id)).toBe(0);
    const at = new Date(START.getTime() + HOLD + 3 * DAY);
    const sweeps = await Promise.all(
      Array.from({ length: 4 }, () => creditDuePromotions(t.db, { now: at, holdMs: HOLD })),
    );
    expect(sweeps.reduce((sum, sweep) => sum + sweep.rewards, 0)).toBe(1);
    await creditDuePromotions(t.db, { now: new Date(at.getTime() + DAY), holdMs: HOLD });
    expect(await walletBalance(t.db, inviter.id)).toBe(2000);
    const invite = await t.db
      .selectFrom('invites')
      .selectAll()
      .where('invitee_id', '=', String(friendId))
      .executeTakeFirstOrThrow();
    expect(invite.reward_order_id).toBe(String(first.id));
    const after = await call(inviter, 'GET', '/user/invites');
    expect(after.json().response).toMatchObject({ rewarded_count: 1, rewarded_total_minor: 2000 });
    expect(after.json().response.list[0]).toMatchObject({ state: 'rewarded', reward_minor: 2000 });
    await expectBooksBalanced(t.db);
  });
});
