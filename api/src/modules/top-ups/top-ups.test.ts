import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type CreatedTopUp,
  ERROR_CODES,
  endpoints,
  rechargeGiftYuan,
  type TopUpGateway,
} from '@hanyu/contract';
import { jest } from '@jest/globals';
import { sql } from 'kysely';
import type { ErrorJson, TestApp } from '../../test/app.ts';
import { MIGRATIONS_DIR, type TestDatabase, testDatabases } from '../../test/databases.ts';
import { postGoallpayNotification } from '../../test/goallpay-notification.ts';
import { answerSandboxPage } from '../../test/notify-endpoint.ts';
import { openPaymentTestApp } from '../../test/payment-app.ts';
import { listBills, walletBalance } from '../ledger/index.ts';
import type { MountedPaymentGateways } from '../payments/index.ts';
import { createSession, insertUser } from '../users/index.ts';
import { gatewayQueryThrottle } from './gateway-query-throttle.ts';
import { getTopUp, requeryPendingTopUps } from './top-ups.service.ts';

jest.setTimeout(60_000);

/** An answer of the top-up endpoints: a top-up, or the error envelope. */
type Answer = { response: CreatedTopUp } & ErrorJson;

describe.each(testDatabases())('top-ups through the sandboxes on $name', (target: TestDatabase) => {
  let t: TestApp;
  let origin: string;
  let mounted: MountedPaymentGateways;
  let users = 0;

  beforeAll(async () => {
    const opened = await openPaymentTestApp(target);
    ({ origin, mounted } = opened);
    t = opened;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function learner() {
    const id = await insertUser(t.db, {
      email: `topup${++users}@example.com`,
      nickName: `learner${users}`,
      passwordHash: 'x',
    });
    const { token } = await createSession(t.db, id);
    return { id, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
  }

  async function topUp(
    user: { headers: Record<string, string> },
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${origin}/api${endpoints.createTopUp.path}`, {
      method: 'POST',
      headers: { ...user.headers, ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Answer };
  }

  async function status(user: { headers: Record<string, string> }, id: number): Promise<string> {
    const response = await fetch(`${origin}/api/user/top-up/${id}`, { headers: user.headers });
    return ((await response.json()) as Answer).response.status;
  }

  /** PayPal posts its webhooks in the background: wait for the top-up to leave `pending`. */
  async function settled(user: { headers: Record<string, string> }, id: number): Promise<string> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const current = await status(user, id);
      if (current !== 'pending') return current;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return 'pending';
  }

  /** The status the database holds, without the endpoint's confirmation at the gateway. */
  async function storedStatus(id: number): Promise<string> {
    const row = await t.db
      .selectFrom('top_ups')
      .select('status')
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    return row.status;
  }

  /** Runs `action` while the notify route of `gateway` is unreachable: what the gateway sends is lost. */
  async function withNotificationsLost(gateway: TopUpGateway, action: () => Promise<unknown>) {
    const route = `${origin}/api/pay/notify/${gateway}`;
    const realFetch = globalThis.fetch;
    const spy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        String(input) === route ? Promise.reject(new Error('unreachable')) : realFetch(input, init),
      );
    try {
      await action();
      await mounted.sandboxes?.paypal.settled();
    } finally {
      spy.mockRestore();
    }
  }

  async function billTypes(userId: number) {
    return (await listBills(t.db, userId)).list.map((bill) => [bill.type, bill.amount]).sort();
  }

  async function inbox(topUpId: number) {
    return t.db
      .selectFrom('payment_notifications')
      .select(['outcome', 'refusal', 'status'])
      .where('top_up_id', '=', String(topUpId))
      .orderBy('id')
      .execute();
  }

  it.each(['alipay', 'goallpay', 'paypal'] as const)(
    'a top-up through %s: approved on the sandbox page, credited once with its gift',
    async (gateway) => {
      const user = await learner();
      const created = await topUp(user, { amount: 1000, gateway, device: 'pc' });
      expect(created.status).toBe(200);
      const { id, redirect_url: redirectUrl, sandbox } = created.json.response;
      expect(sandbox).toBe(true);
      expect(await status(user, id)).toBe('pending');
      const page = await fetch(redirectUrl);
      // The sandbox's own policy lets its forms post, under the site's other headers.
      expect(page.headers.get('content-security-policy')).toContain('form-action');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      await answerSandboxPage(redirectUrl, 'approve');
      expect(await settled(user, id)).toBe('paid');
      expect(await walletBalance(t.db, user.id)).toBe(105_000);
      expect(await billTypes(user.id)).toEqual([
        [1, 100_000],
        [6, 5_000],
      ]);
      if (gateway === 'paypal') {
        const row = await t.db
          .selectFrom('top_ups')
          .selectAll()
          .where('id', '=', String(id))
          .executeTakeFirstOrThrow();
        expect(row.charged_currency).toBe('USD');
        expect(row.rate).toMatch(/^\d+(\.\d+)?$/);
      }
    },
  );

  it('a replayed Alipay notification, ten at once, is acknowledged and credits nothing more', async () => {
    const user = await learner();
    const created = await topUp(user, { amount: 10, gateway: 'alipay' });
    await answerSandboxPage(created.json.response.redirect_url, 'approve');
    const delivered = mounted.sandboxes?.alipay.deliveries.at(-1);
    expect(delivered?.answer).toBe('success');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${origin}/api/pay/notify/alipay`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(delivered?.fields).toString(),
        }).then((response) => response.text()),
      ),
    );
    expect(answers).toEqual(Array(10).fill('success'));
    expect(await walletBalance(t.db, user.id)).toBe(1_000);
    const outcomes = (await inbox(created.json.response.id)).map((row) => row.outcome);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(10);
  });

  /** A GoAllPay notification for a top-up, signed with `key` (the merchant's unless told). */
  function goallpayNotification(fields: Record<string, string>, key?: string) {
    const merchant = mounted.merchants?.goallpay;
    if (!merchant) throw new Error('no GoAllPay sandbox');
    // A credential sent along is not kept with the notification.
    return postGoallpayNotification(origin, merchant, fields, { key, headers: { cookie: 'session=secret' } });
  }

  async function pendingGoallpayTopUp(user: { headers: Record<string, string> }, amount = 10) {
    const created = await topUp(user, { amount, gateway: 'goallpay' });
    const { id, redirect_url: redirectUrl } = created.json.response;
    const paymentId = new URL(redirectUrl).searchParams.get('out_trade_no') as string;
    return { id: id as number, paymentId };
  }

  it('the same GoAllPay payment notified ten times at once (fresh nonces) is credited once', async () => {
    const user = await learner();
    const { id, paymentId } = await pendingGoallpayTopUp(user);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        goallpayNotification({ out_trade_no: paymentId, trade_no: `G-${paymentId}`, amount: '1000' }).then(
          (response) => response.text(),
        ),
      ),
    );
    expect(answers).toEqual(Array(10).fill('SUCCESS'));
    expect(await walletBalance(t.db, user.id)).toBe(1_000);
    expect(await billTypes(user.id)).toEqual([[1, 1_000]]);
    expect(await status(user, id)).toBe('paid');
    const outcomes = (await inbox(id)).map((row) => row.outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
  });

  it.each([
    ['a forged signature', 'forged-signature', { key: 'not the merchant key' }],
    ['a wrong amount', 'wrong-amount', { amount: '999' }],
    ['an unknown merchant', 'unknown-merchant', { merchant_id: 'M-SOMEONE-ELSE' }],
    ['a wrong currency', 'wrong-amount', { currency: 'USD' }],
  ] as const)('%s is refused, credits nothing and is kept in the inbox', async (_name, refusal, change) => {
    const user = await learner();
    const { id, paymentId } = await pendingGoallpayTopUp(user);
    const { key, ...fields } = { key: undefined as string | undefined, ...change };
    const response = await goallpayNotification(
      { out_trade_no: paymentId, trade_no: `G-${paymentId}`, amount: '1000', ...fields },
      key,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).error.message).toContain(refusal);
    expect(await walletBalance(t.db, user.id)).toBe(0);
    expect(await status(user, id)).toBe('pending');
    const stored = await t.db
      .selectFrom('payment_notifications')
      .select(['outcome', 'refusal', 'body', 'headers'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ outcome: 'refused', refusal });
    expect(stored.headers).toHaveProperty('content-type');
    expect(stored.headers).not.toHaveProperty('cookie');
    expect(Buffer.from(stored.body).toString('utf8')).toContain(paymentId);
  });

  it('bad notify bodies are refused with a 4xx, never a 5xx', async () => {
    for (const gateway of ['alipay', 'paypal', 'goallpay']) {
      for (const [contentType, body] of [
        ['application/x-www-form-urlencoded', 'sign=%ZZ&&=='],
        ['application/json', '{"id":'],
        ['text/plain', '\u0000\uffff'],
        ['application/octet-stream', ''],
      ] as const) {
        const response = await fetch(`${origin}/api/pay/notify/${gateway}`, {
          method: 'POST',
          headers: { 'content-type': contentType },
          body,
        });
        expect([gateway, contentType, response.status]).toEqual([gateway, contentType, 400]);
        expect(((await response.json()) as Answer).error.code).toBe(400);
      }
    }
  });

  it('a decline on the sandbox page fails the top-up and credits nothing', async () => {
    const user = await learner();
    const created = await topUp(user, { amount: 10, gateway: 'alipay' });
    await answerSandboxPage(created.json.response.redirect_url, 'decline');
    expect(await settled(user, created.json.response.id)).toBe('failed');
    expect(await walletBalance(t.db, user.id)).toBe(0);
  });

  it('the return URL alone credits nothing', async () => {
    const user = await learner();
    const created = await topUp(user, { amount: 10, gateway: 'alipay' });
    const { id } = created.json.response;
    const returnUrl = `${origin}/en/redirect/alipay?top_up=${id}&trade_status=TRADE_SUCCESS&total_amount=10.00`;
    await fetch(returnUrl);
    expect(await status(user, id)).toBe('pending');
    expect(await walletBalance(t.db, user.id)).toBe(0);
  });

  it('the re-query job credits a payment whose notification never arrived', async () => {
    const user = await learner();
    const created = await topUp(user, { amount: 10, gateway: 'goallpay' });
    const { id, redirect_url: redirectUrl } = created.json.response;
    // The payer approves while the notify route is unreachable: the sandbox's delivery fails.
    await withNotificationsLost('goallpay', () => answerSandboxPage(redirectUrl, 'approve'));
    expect(mounted.sandboxes?.goallpay.deliveries.at(-1)?.answer).toBe('unreachable');
    expect(await storedStatus(id)).toBe('pending');
    const deps = { db: t.db, gateways: mounted.gateways, publicUrl: origin };
    expect(await requeryPendingTopUps(deps, { olderThanMs: 0 })).toBeGreaterThanOrEqual(1);
    expect(await status(user, id)).toBe('paid');
    expect(await walletBalance(t.db, user.id)).toBe(1_000);
    expect(await requeryPendingTopUps(deps, { olderThanMs: 0 })).toBe(0);
    expect(await walletBalance(t.db, user.id)).toBe(1_000);
  });

  it('amount must be an integer within bounds; an Idempotency-Key replays or refuses', async () => {
    const user = await learner();
    for (const amount of [1.5, '1.5', 0, 50_001, 'ten']) {
      const answer = await topUp(user, { amount, gateway: 'alipay' });
      expect(answer.status).toBe(400);
      expect(answer.json.error.message).toContain('amount must be an integer');
    }
    const key = { 'idempotency-key': 'top-up-key-1' };
    const first = await topUp(user, { amount: 20, gateway: 'alipay' }, key);
    const again = await topUp(user, { amount: 20, gateway: 'alipay' }, key);
    expect(again.status).toBe(200);
    expect(again.json.response).toEqual(first.json.response);
    const other = await topUp(user, { amount: 30, gateway: 'alipay' }, key);
    expect(other.status).toBe(409);
    expect(other.json.error.code).toBe(ERROR_CODES.idempotencyKeyReused);
    // English is the return page's language when none is named; another one is another payment.
    const inEnglish = await topUp(user, { amount: 20, gateway: 'alipay', language: 'en' }, key);
    expect(inEnglish.json.response).toEqual(first.json.response);
    const inKorean = await topUp(user, { amount: 20, gateway: 'alipay', language: 'ko' }, key);
    expect(inKorean.status).toBe(409);
    const malformed = await topUp(user, { amount: 20, gateway: 'alipay' }, { 'idempotency-key': '' });
    expect(malformed.status).toBe(400);
  });

  it('replays a key a top-up was created with before keys moved to idempotency_keys (migration 0033)', async () => {
    const user = await learner();
    const key = { 'idempotency-key': 'top-up-key-before-0033' };
    const first = await topUp(user, { amount: 20, gateway: 'alipay' }, key);
    expect(first.status).toBe(200);
    // As a top-up created before 0033 stood: its key on its own row only.
    await t.db.deleteFrom('idempotency_keys').where('user_id', '=', String(user.id)).execute();
    const migration = await readFile(path.join(MIGRATIONS_DIR, '0033_top_up_idempotency_keys.sql'), 'utf8');
    await sql.raw(migration).execute(t.db);
    const again = await topUp(user, { amount: 20, gateway: 'alipay' }, key);
    expect(again.status).toBe(200);
    expect(again.json.response).toEqual(first.json.response);
    const other = await topUp(user, { amount: 30, gateway: 'alipay' }, key);
    expect(other.status).toBe(409);
    expect(other.json.error.code).toBe(ERROR_CODES.idempotencyKeyReused);
  });

  it.each(['alipay', 'goallpay', 'paypal'] as const)(
    '%s sends the payer back to the redirect page in their language, English when none is named',
    async (gateway) => {
      const user = await learner();
      for (const [language, expected] of [
        ['ja', 'ja'],
        [undefined, 'en'],
      ] as const) {
        const created = await topUp(user, { amount: 10, gateway, ...(language ? { language } : {}) });
        const { id, redirect_url: redirectUrl } = created.json.response;
        const back = new URL((await answerSandboxPage(redirectUrl, 'decline')).location);
        expect(`${back.origin}${back.pathname}`).toBe(`${origin}/${expected}/redirect/${gateway}`);
        expect(back.searchParams.get('top_up')).toBe(String(id));
      }
      await mounted.sandboxes?.paypal.settled();
    },
  );

  it('a payer back from PayPal sees the top-up paid at the first poll, though the webhook was lost', async () => {
    const user = await learner();
    const created = await topUp(user, { amount: 100, gateway: 'paypal' });
    const { id, redirect_url: redirectUrl } = created.json.response;
    await withNotificationsLost('paypal', () => answerSandboxPage(redirectUrl, 'approve'));
    expect(await storedStatus(id)).toBe('pending');
    expect(await status(user, id)).toBe('paid');
    expect(await walletBalance(t.db, user.id)).toBe((100 + rechargeGiftYuan(100)) * 100);
    await mounted.sandboxes?.paypal.settled();
  });

  it('polls at once, in this process and in others, capture and credit an approved PayPal payment once', async () => {
    const user = await learner();
    const created = await topUp(user, { amount: 1000, gateway: 'paypal' });
    const { id, redirect_url: redirectUrl } = created.json.response;
    await withNotificationsLost('paypal', () => answerSandboxPage(redirectUrl, 'approve'));
    const deps = { db: t.db, gateways: mounted.gateways, publicUrl: origin };
    // Another API process remembers nothing of this one's queries: each of these asks PayPal.
    const otherProcesses = Array.from({ length: 6 }, () =>
      getTopUp(deps, user.id, id, gatewayQueryThrottle({ intervalMs: 0 })),
    );
    const polls = Array.from({ length: 6 }, () => status(user, id));
    const [elsewhere, here] = await Promise.all([Promise.all(otherProcesses), Promise.all(polls)]);
    expect(elsewhere.map((answer) => answer.status)).toEqual(Array(6).fill('paid'));
    // This process asks PayPal for one of its polls; the others answer what the row says meanwhile.
    expect(here).toContain('paid');
    expect(here.filter((answer) => answer !== 'paid' && answer !== 'pending')).toEqual([]);
    await mounted.sandboxes?.paypal.settled();
    expect(await walletBalance(t.db, user.id)).toBe(105_000);
    expect(await billTypes(user.id)).toEqual([
      [1, 100_000],
      [6, 5_000],
    ]);
    const row = await t.db
      .selectFrom('top_ups')
      .select('gateway_payment_id')
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    const captures = (mounted.sandboxes?.paypal.deliveries ?? []).filter(
      (delivery) =>
        delivery.eventType === 'PAYMENT.CAPTURE.COMPLETED' &&
        delivery.json.includes(`"${row.gateway_payment_id}"`),
    );
    expect(captures).toHaveLength(1);
  });

  /** What the sandbox of `gateway` posted since the `since`th delivery, to post it again as it was. */
  function sentSince(gateway: TopUpGateway, since: number) {
    const sandboxes = mounted.sandboxes;
    if (!sandboxes) throw new Error('no sandboxes');
    if (gateway === 'paypal') {
      return sandboxes.paypal.deliveries.slice(since).map((delivery) => ({
        headers: { ...delivery.headers, 'content-type': 'application/json' },
        body: delivery.json,
      }));
    }
    return sandboxes[gateway].deliveries.slice(since).map((delivery) => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(delivery.fields).toString(),
    }));
  }

  it.each([
    ['alipay', 'success'],
    ['goallpay', 'SUCCESS'],
    ['paypal', ''],
  ] as const)(
    '%s: a notification sent again, its first acknowledgement lost, is acknowledged again and credits nothing',
    async (gateway, acknowledgement) => {
      const user = await learner();
      const since = mounted.sandboxes?.[gateway].deliveries.length ?? 0;
      const created = await topUp(user, { amount: 10, gateway });
      const { id, redirect_url: redirectUrl } = created.json.response;
      await answerSandboxPage(redirectUrl, 'approve');
      await mounted.sandboxes?.paypal.settled();
      expect(await storedStatus(id)).toBe('paid');
      const sent = sentSince(gateway, since);
      expect(sent.length).toBeGreaterThan(0);
      for (const message of sent) {
        const response = await fetch(`${origin}/api/pay/notify/${gateway}`, { method: 'POST', ...message });
        expect([response.status, await response.text()]).toEqual([200, acknowledgement]);
      }
      expect(await walletBalance(t.db, user.id)).toBe(1_000);
      expect(await billTypes(user.id)).toEqual([[1, 1_000]]);
      const outcomes = (await inbox(id)).map((row) => row.outcome);
      expect(outcomes.filter((outcome) => outcome === 'duplicate').length).toBeGreaterThanOrEqual(
        sent.length,
      );
      expect(outcomes).not.toContain('refused');
    },
  );

  it('a GoAllPay message sent again is never applied: refused again when its first delivery was', async () => {
    const user = await learner();
    const { id, paymentId } = await pendingGoallpayTopUp(user);
    const message = {
      out_trade_no: paymentId,
      trade_no: `G-${paymentId}`,
      amount: '999',
      nonce: `resent-${paymentId}`,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const answers = [];
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const response = await goallpayNotification(message);
      answers.push([response.status, ((await response.json()) as Answer).error.message]);
    }
    expect(answers).toEqual([
      [400, 'Notification refused: wrong-amount'],
      [400, 'Notification refused: replayed'],
    ]);
    expect(await walletBalance(t.db, user.id)).toBe(0);
    expect(await storedStatus(id)).toBe('pending');
  });
});
