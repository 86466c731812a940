import { randomBytes } from 'node:crypto';
import { endpoints } from '@hanyu/contract';
import { jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../../db/database.ts';
import { migrate } from '../../../db/migrate.ts';
import { MIGRATIONS_DIR, TEST_SESSION_SETTINGS } from '../../../test/databases.ts';
import { freePort } from '../../../test/free-port.ts';
import { seedRates } from '../../currency/index.ts';
import { walletBalance } from '../../ledger/index.ts';
import { createSession, insertUser } from '../../users/index.ts';
import { type MountedPaymentGateways, mountPaymentGateways } from '../index.ts';

jest.setTimeout(60_000);

const databaseUrl = process.env.TEST_DATABASE_URL;

interface ApiProcess {
  app: FastifyInstance;
  handle: DatabaseHandle;
  origin: string;
  mounted: MountedPaymentGateways;
}

/**
 * Issue 27: two API processes of one deployment (each its own pool on one PostgreSQL schema, one PUBLIC_URL)
 * mount the sandboxes. A payer's page may be served by one process and the approval by the other, as behind a
 * load balancer: the trade, the merchants and the sandbox's keys are the database's, so the payment completes
 * and the top-up is credited once.
 */
(databaseUrl ? describe : describe.skip)('payment sandboxes shared by two API processes', () => {
  const schema = `test_sandboxes_${randomBytes(5).toString('hex')}`;
  const processes: ApiProcess[] = [];
  let one: ApiProcess;
  let two: ApiProcess;
  let users = 0;

  /** An API process on its own pool and port; `publicUrl` is where both reach the sandboxes and the notify routes. */
  async function openProcess(port: number, publicUrl: string): Promise<ApiProcess> {
    const handle = await openDatabase({
      kind: 'postgres',
      connectionString: databaseUrl as string,
      sessionSettings: { ...TEST_SESSION_SETTINGS, search_path: schema },
    });
    let mounted: MountedPaymentGateways | undefined;
    const app = await buildApp({
      db: handle.db,
      validateResponses: true,
      publicUrl,
      paymentGateways: async (root, db) => {
        mounted = await mountPaymentGateways(root, {}, { publicUrl, db });
        return mounted.gateways;
      },
    });
    await app.listen({ port, host: '127.0.0.1' });
    if (!mounted) throw new Error('the payment gateways were not mounted');
    const opened = { app, handle, origin: `http://127.0.0.1:${port}`, mounted };
    processes.push(opened);
    return opened;
  }

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const first = await openDatabase({
      kind: 'postgres',
      connectionString: databaseUrl as string,
      sessionSettings: { ...TEST_SESSION_SETTINGS, search_path: schema },
    });
    await migrate(first.db, MIGRATIONS_DIR);
    await seedRates(first.db, new Date());
    await first.close();
    const ports = [await freePort(), await freePort()] as const;
    // The balancer's address: server-to-server calls and notifications reach the first process there.
    const publicUrl = `http://127.0.0.1:${ports[0]}`;
    // Both start at once: each may find the sandboxes' keys and merchants missing and make its own.
    [one, two] = (await Promise.all(ports.map((port) => openProcess(port, publicUrl)))) as [
      ApiProcess,
      ApiProcess,
    ];
  });
  afterAll(async () => {
    for (const opened of processes) {
      await opened.mounted.sandboxes?.paypal.settled();
      await opened.app.close();
      await opened.handle.close();
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  async function learner() {
    const db = one.handle.db;
    const id = await insertUser(db, {
      email: `sandbox${++users}@example.com`,
      nickName: `payer${users}`,
      passwordHash: 'x',
    });
    const { token } = await createSession(db, id);
    return { id, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
  }

  /** The same URL at another process. */
  const at = (url: string | URL, to: ApiProcess) => {
    const moved = new URL(url);
    const target = new URL(to.origin);
    moved.host = target.host;
    return moved;
  };

  it('charges as the same merchants in both processes', () => {
    expect(two.mounted.merchants).toEqual(one.mounted.merchants);
  });

  it.each(['alipay', 'goallpay', 'paypal'] as const)(
    'a %s top-up made at one process, its page at the first and its approval at the other: paid and credited once',
    async (gateway) => {
      const user = await learner();
      const created = await fetch(`${two.origin}/api${endpoints.createTopUp.path}`, {
        method: 'POST',
        headers: user.headers,
        body: JSON.stringify({ amount: 1000, gateway, device: 'pc' }),
      });
      expect(created.status).toBe(200);
      const { id, redirect_url: redirectUrl } = (
        (await created.json()) as {
          response: { id: number; redirect_url: string };
        }
      ).response;

      const page = await fetch(at(redirectUrl, one), { redirect: 'manual' });
      const html = await page.text();
      expect(page.status).toBe(200);
      const approve = [...html.matchAll(/<form method="post" action="([^"]+)">/g)]
        .map((match) => match[1] as string)
        .find((action) => action.endsWith('/approve'));
      expect(approve).toBeDefined();
      const pressed = await fetch(at(new URL(approve as string, page.url), two), {
        method: 'POST',
        redirect: 'manual',
      });
      expect(pressed.status).toBe(303);

      let status = 'pending';
      for (let attempt = 0; attempt < 400 && status === 'pending'; attempt += 1) {
        const answer = await fetch(`${two.origin}/api/user/top-up/${id}`, { headers: user.headers });
        status = ((await answer.json()) as { response: { status: string } }).response.status;
        if (status === 'pending') await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(status).toBe('paid');
      const db = one.handle.db;
      expect(await walletBalance(db, user.id)).toBe(105_000);
      const row = await db
        .selectFrom('top_ups')
        .select('payment_id')
        .where('id', '=', String(id))
        .executeTakeFirstOrThrow();
      const transfers = await db
        .selectFrom('ledger_transfers')
        .select('id')
        .where('idempotency_key', '=', `top-up:${row.payment_id}`)
        .execute();
      expect(transfers).toHaveLength(1);

      // The approval a second time, at the first process: the trade is settled for both.
      const again = await fetch(at(new URL(approve as string, page.url), one), {
        method: 'POST',
        redirect: 'manual',
      });
      expect(again.status).toBe(409);
    },
  );
});
