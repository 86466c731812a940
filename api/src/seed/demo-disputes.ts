import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEMO_EMAILS } from './demo-accounts.ts';

const DEMO_DISPUTE_REASON = 'Demo dispute: the classroom dropped my connection for the first ten minutes.';

/**
 * A resolved (rejected) dispute of the latest completed lesson (the demo's payout lesson on a fresh demo), raised
 * by its learner, so that the service centre's disputes pages show one: resolved, it holds no lesson back from
 * a payout run. Made once (none is made when any dispute exists) and only when a completed lesson exists.
 */
export async function ensureDemoDispute(db: Kysely<Database>, now: Date): Promise<void> {
  const any = await db.selectFrom('lesson_disputes').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const lesson = await db
    .selectFrom('lessons')
    .innerJoin('teachers', 'teachers.user_id', 'lessons.teacher_user_id')
    .select(['lessons.id', 'lessons.student_user_id'])
    .where('lessons.status', '=', 'complete')
    .orderBy('lessons.starts_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const operator = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', DEMO_EMAILS.operator)
    .executeTakeFirst();
  if (!lesson || !operator) return;
  await db
    .insertInto('lesson_disputes')
    .values({
      lesson_id: lesson.id,
      raised_by: lesson.student_user_id,
      side: 'learner',
      reason: DEMO_DISPUTE_REASON,
      state: 'rejected',
      resolution: 'The teacher waited and taught the rest of the lesson; it counts as given.',
      resolved_by: operator.id,
      resolved_at: now,
    })
    .execute();
}
