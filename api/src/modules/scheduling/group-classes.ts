import { GROUP_CLASS_STATUS } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { cancelAndRefund } from '../orders/index.ts';

/**
 * Group classes move by themselves (SPEC §3 group class status, issue 11). A set time before its first
 * session (GROUP_DECISION_HOURS, 24 by default) a class that has its minimum head count opens (status 1); one that
 * has not is cancelled (status 2 with `cancelled_at`), every seat's order cancelled and its money returned
 * to the wallet it came from (bill type 5), and each learner told by mail. After its last session an open
 * class is finished (status 2).
 *
 * Every API process may run this at once: a class is settled under its row's lock and only from the
 * status it was read in, and the refunds are keyed by order, so a class is decided, and refunded, once.
 */

export type GroupClassOutcome = 'opened' | 'cancelled' | 'finished';

/** A learner to tell that their class was cancelled, and what went back to their wallet. */
export interface CancelledSeat {
  courseId: number;
  userId: number;
  refundedMinor: number;
}

/** The classes with something due at `now`: a decision, or an end. */
export async function groupClassesDue(
  db: Kysely<Database>,
  options: { now: Date; decisionLeadMs: number },
): Promise<string[]> {
  const rows = await sql<{ course_id: string }>`
    select g.course_id
    from group_classes g
    join lateral (
      select min(s.starts_at) as first_start, max(s.starts_at + s.minutes * interval '1 minute') as last_end
      from group_sessions s where s.course_id = g.course_id
    ) t on t.first_start is not null
    where (g.status = ${GROUP_CLASS_STATUS.notStarted}
           and t.first_start - ${options.decisionLeadMs} * interval '1 millisecond' <= ${options.now})
       or (g.status = ${GROUP_CLASS_STATUS.started} and t.last_end <= ${options.now})
    order by g.course_id`.execute(db);
  return rows.rows.map((row) => row.course_id);
}

/**
 * Decides one class in one transaction. `tell` is called inside it for each refunded learner (to queue
 * their mail in the same transaction, so a mail is owed exactly when the refund committed).
 */
export function settleGroupClass(
  db: Kysely<Database>,
  courseId: string,
  options: {
    now: Date;
    decisionLeadMs: number;
    tell: (trx: Kysely<Database>, seat: CancelledSeat) => Promise<void>;
  },
): Promise<GroupClassOutcome | undefined> {
  return db.transaction().execute(async (trx) => {
    const group = await trx
      .selectFrom('group_classes')
      .select(['status', 'min_head_count'])
      .where('course_id', '=', courseId)
      .forUpdate()
      .executeTakeFirst();
    const times = await sql<{ first_start: Date | null; last_end: Date | null }>`
      select min(starts_at) as first_start, max(starts_at + minutes * interval '1 minute') as last_end
      from group_sessions where course_id = ${courseId}`.execute(trx);
    const { first_start: firstStart, last_end: lastEnd } = times.rows[0] ?? {};
    if (!group || !firstStart || !lastEnd) return undefined;
    const now = options.now;

    if (group.status === GROUP_CLASS_STATUS.started) {
      if (new Date(lastEnd) > now) return undefined;
      await trx
        .updateTable('group_classes')
        .set({ status: GROUP_CLASS_STATUS.finished, finished_at: now })
        .where('course_id', '=', courseId)
        .execute();
      return 'finished';
    }
    if (group.status !== GROUP_CLASS_STATUS.notStarted) return undefined;
    if (new Date(firstStart).getTime() - options.decisionLeadMs > now.getTime()) return undefined;

    const enrolled = await trx
      .selectFrom('enrolments')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    if (Number(enrolled.count) >= group.min_head_count) {
      await trx
        .updateTable('group_classes')
        .set({ status: GROUP_CLASS_STATUS.started, opened_at: now })
        .where('course_id', '=', courseId)
        .execute();
      return 'opened';
    }

    await trx
      .updateTable('group_classes')
      .set({ status: GROUP_CLASS_STATUS.finished, cancelled_at: now })
      .where('course_id', '=', courseId)
      .execute();
    const seats = await trx
      .selectFrom('grants')
      .innerJoin('orders', 'orders.id', 'grants.order_id')
      .select(['orders.id', 'orders.currency', 'orders.user_id', 'grants.id as grant_id'])
      .where('grants.course_id', '=', courseId)
      .where('grants.kind', '=', 'seat')
      .where('orders.status', '=', 1)
      .orderBy('orders.id')
      .forUpdate()
      .execute();
    for (const seat of seats) {
      const refunds = await cancelAndRefund(trx, seat, { now, actorId: null });
      // The seat goes with its order; the order, its cancellation and the refund stay as history.
      await trx.deleteFrom('grants').where('id', '=', seat.grant_id).execute();
      await trx
        .deleteFrom('enrolments')
        .where('course_id', '=', courseId)
        .where('user_id', '=', seat.user_id)
        .execute();
      await options.tell(trx, {
        courseId: Number(courseId),
        userId: Number(seat.user_id),
        refundedMinor: refunds.reduce((sum, refund) => sum + refund.amount, 0),
      });
    }
    return 'cancelled';
  });
}

/** Settles every class that is due; a class that fails is logged and tried again by the next run. */
export async function settleDueGroupClasses(
  db: Kysely<Database>,
  options: {
    now: Date;
    decisionLeadMs: number;
    tell: (trx: Kysely<Database>, seat: CancelledSeat) => Promise<void>;
    onError?: (error: unknown, courseId: string) => void;
  },
): Promise<Partial<Record<GroupClassOutcome, number>>> {
  const counts: Partial<Record<GroupClassOutcome, number>> = {};
  for (const courseId of await groupClassesDue(db, options)) {
    try {
      const outcome = await settleGroupClass(db, courseId, options);
      if (outcome) counts[outcome] = (counts[outcome] ?? 0) + 1;
    } catch (error) {
      options.onError?.(error, courseId);
    }
  }
  return counts;
}
