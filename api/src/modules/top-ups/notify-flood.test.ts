import type { CreatedTopUp } from '@hanyu/contract';
import { jest } from '@jest/globals';
import { sql } from 'kysely';
import { type TestDatabase, testDatabases } from '../../test/databases.ts';
import { answerSandboxPage } from '../../test/notify-endpoint.ts';
import { openPaymentTestApp, type PaymentTestApp } from '../../test/payment-app.ts';
import { walletBalance } from '../ledger/index.ts';
import { createSession, insertUser } from '../users/index.ts';
import { DEFAULT_NOTIFY_SENDER_LIMITS, REFUSED_BODY_KEPT_BYTES } from './notify-senders.ts';

jest.setTimeout(120_000);

/** 60 KB of something that looks like each gateway's post, signed by no one. */
const KB60 = 60 * 1024;
const floodBody = {
  alipay: () => `out_trade_no=T1&trade_status=TRADE_SUCCESS&sign=forged&pad=${'a'.repeat(KB60)}`,
  goallpay: () => `out_trade_no=T1&amount=1000&sign=forged&pad=${'a'.repeat(KB60)}`,
  paypal: () =>
    JSON.stringify({
      id: 'WH-FORGED',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: 'O-1', pad: 'a'.repeat(KB60) },
    }),
} as const;
const contentType = {
  alipay: 'application/x-www-form-urlencoded',
  goallpay: 'application/x-www-form-urlencoded',
  paypal: 'application/json',
} as const;

describe.each(testDatabases())(
  'a flood of unsigned payment notifications on $name',
  (target: TestDatabase) => {
    let t: PaymentTestApp;

    beforeAll(async () => {
      t = await openPaymentTestApp(target);
    });
    afterAll(() => t?.close());

    const inbox = async () => {
      const row = await t.db
        .selectFrom('payment_notifications')
        .select([
          sql<string>`count(*)`.as('rows'),
          sql<string>`coalesce(sum(octet_length(body) + octet_length(headers::text)), 0)`.as('bytes'),
        ])
        .executeTakeFirstOrThrow();
      return { rows: Number(row.rows), bytes: Number(row.bytes) };
    };

    it('stores a bounded sample, never asks PayPal, turns the sender away, and real notifications still credit', async () => {
      const before = await inbox();
      const realFetch = globalThis.fetch;
      let verifyCalls = 0;
      const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('verify-webhook-signature'))
          verifyCalls++;
        return realFetch(input, init);
      });
      const statuses: number[] = [];
      try {
        for (let post = 0; post < 300; post++) {
          const gateway = (['alipay', 'goallpay', 'paypal'] as const)[post % 3] ?? 'alipay';
          const answer = await t.app.inject({
            method: 'POST',
            url: `/api/pay/notify/${gateway}`,
            remoteAddress: '203.0.113.77',
            headers: { 'content-type': contentType[gateway] },
            payload: floodBody[gateway](),
          });
          statuses.push(answer.statusCode);
        }
      } finally {
        spy.mockRestore();
      }
      const { refusedPerSender, storedRefusalsPerSender } = DEFAULT_NOTIFY_SENDER_LIMITS;
      // Every post refused: the first ones read and refused, the rest turned away unread.
      expect(statuses.slice(0, refusedPerSender.max)).toEqual(Array(refusedPerSender.max).fill(400));
      expect(statuses.slice(refusedPerSender.max)).toEqual(Array(300 - refusedPerSender.max).fill(429));
      expect(verifyCalls).toBe(0);
      const after = await inbox();
      expect(after.rows - before.rows).toBe(storedRefusalsPerSender.max);
      // Each kept refusal is cut short: 300 posts of 60 KB (18 MB) leave well under 100 KB.
      expect(after.bytes - before.bytes).toBeLessThan(
        storedRefusalsPerSender.max * (REFUSED_BODY_KEPT_BYTES + 2048),
      );
      const sample = await t.db
        .selectFrom('payment_notifications')
        .select(['outcome', 'refusal', 'body'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(sample.outcome).toBe('refused');
      expect(sample.body.byteLength).toBeLessThanOrEqual(REFUSED_BODY_KEPT_BYTES);

      // The gateways themselves (here the sandboxes, posting from another address) are not held up.
      const id = await insertUser(t.db, {
        email: 'flooded@example.com',
        nickName: 'Flooded',
        passwordHash: 'x',
      });
      const { token } = await createSession(t.db, id);
      const created = await fetch(`${t.origin}/api/user/top-up`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 100, gateway: 'goallpay', device: 'pc' }),
      });
      expect(created.status).toBe(200);
      const { response } = (await created.json()) as { response: CreatedTopUp };
      await answerSandboxPage(response.redirect_url, 'approve');
      expect(await walletBalance(t.db, id)).toBe(10_000);
      const kept = await t.db
        .selectFrom('payment_notifications')
        .select(['outcome', 'body'])
        .where('top_up_id', '=', String(response.id))
        .execute();
      expect(kept.map((row) => row.outcome)).toContain('applied');
    });
  },
);
