// The service centre's audit log: rows written with an action's own transaction, read newest first, and
// never changed or deleted, whatever code tries (the table's trigger).
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import { testDatabases } from '../../test/databases.ts';
import { insertUser } from '../users/index.ts';
import { listOperatorActions, recordOperatorAction } from './index.ts';

describe.each(testDatabases())('operator audit log on $name', (target) => {
  let handle: DatabaseHandle;
  let operatorId: string;
  let learnerId: string;

  beforeAll(async () => {
    handle = await target.open();
    operatorId = String(
      await insertUser(handle.db, { email: 'op@audit.test', nickName: 'Op', passwordHash: 'x' }),
    );
    learnerId = String(
      await insertUser(handle.db, { email: 'l@audit.test', nickName: 'L', passwordHash: 'x' }),
    );
  });
  afterAll(() => handle.close());

  it('keeps who did what to whom, before and after, and why; newest first, filtered by person', async () => {
    await recordOperatorAction(handle.db, {
      operatorId,
      action: 'wallet.credit',
      subject: `user:${learnerId}`,
      userId: learnerId,
      before: { balance_minor: 0 },
      after: { balance_minor: 5000 },
      reason: 'Bank transfer #1',
    });
    await recordOperatorAction(handle.db, {
      operatorId,
      action: 'coupon.create',
      subject: 'coupon:AUTUMN15',
    });

    const all = await listOperatorActions(handle.db, { limit: 10 });
    expect(all.map((row) => row.action)).toEqual(['coupon.create', 'wallet.credit']);
    expect(all[0]).toMatchObject({ userId: null, before: null, after: null, reason: '' });

    const ofLearner = await listOperatorActions(handle.db, { userId: learnerId, limit: 10 });
    expect(ofLearner).toEqual([
      expect.objectContaining({
        operator: { id: Number(operatorId), email: 'op@audit.test' },
        action: 'wallet.credit',
        subject: `user:${learnerId}`,
        userId: Number(learnerId),
        before: { balance_minor: 0 },
        after: { balance_minor: 5000 },
        reason: 'Bank transfer #1',
      }),
    ]);
    expect(Date.parse(ofLearner[0]?.createdAt ?? '')).not.toBeNaN();
  });

  it('goes with the transaction of the action: rolled back together', async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await recordOperatorAction(trx, { operatorId, action: 'refund.approve', subject: 'refund:99' });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await listOperatorActions(handle.db, { subject: 'refund:99', limit: 10 })).toEqual([]);
  });

  it('refuses to change or delete a row, and a malformed action or subject', async () => {
    await expect(sql`update operator_audit_log set reason = 'edited'`.execute(handle.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from operator_audit_log`.execute(handle.db)).rejects.toThrow(/append-only/);
    await expect(
      recordOperatorAction(handle.db, { operatorId, action: 'Credit', subject: `user:${learnerId}` }),
    ).rejects.toThrow();
    await expect(
      recordOperatorAction(handle.db, { operatorId, action: 'wallet.credit', subject: 'x' }),
    ).rejects.toThrow();
  });
});
