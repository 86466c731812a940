import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  adjustByOperator,
  LEDGER_KIND,
  openWallet,
  platformAccount,
  teacherPayable,
  transfer,
} from '../ledger/index.ts';
import { insertLesson } from '../lessons/index.ts';

/*
 * What the payout tests need of the rest of the platform: lessons taught and paid for, written as a
 * purchase and a completion would write them, and disputes of them.
 */

const MINUTE = 60_000;
let made = 0;

/**
 * A completed lesson of `valueMinor` ending at `endsAt`: the learner's money went to the revenue held for
 * the course (a purchase) and the lesson's value from there to the teacher's payable account.
 */
export async function taughtLesson(
  db: Kysely<Database>,
  lesson: {
    teacherUserId: number;
    learnerUserId: number;
    courseId: string;
    endsAt: Date;
    valueMinor: number;
  },
): Promise<number> {
  const key = `payouts-fixture-${++made}-${lesson.endsAt.getTime()}-${lesson.teacherUserId}`;
  const id = await insertLesson(db, {
    teacherUserId: lesson.teacherUserId,
    studentUserId: lesson.learnerUserId,
    courseId: lesson.courseId,
    skuId: null,
    startsAt: new Date(lesson.endsAt.getTime() - 25 * MINUTE),
    endsAt: lesson.endsAt,
    deliveryWay: 'classroom',
    contactId: null,
    remark: null,
    trial: false,
    chargedMinutes: 25,
    valueMinor: lesson.valueMinor,
    bookedBy: lesson.learnerUserId,
  });
  await db
    .updateTable('lessons')
    .set({ status: 'complete', completed_at: lesson.endsAt, summary: 'Taught' })
    .where('id', '=', id)
    .execute();
  await adjustByOperator(db, 'credit', {
    ownerId: lesson.learnerUserId,
    amount: lesson.valueMinor,
    operatorId: lesson.learnerUserId,
    idempotencyKey: `${key}-credit`,
  });
  const wallet = await openWallet(db, lesson.learnerUserId);
  const held = await platformAccount(db, 'course_revenue_held');
  const payable = await teacherPayable(db, lesson.teacherUserId);
  await transfer(db, {
    kind: LEDGER_KIND.buyCourses,
    entries: [
      { accountId: wallet.id, amount: -lesson.valueMinor },
      { accountId: held.id, amount: lesson.valueMinor },
    ],
    idempotencyKey: `${key}-purchase`,
  });
  await transfer(db, {
    kind: LEDGER_KIND.lessonTaught,
    entries: [
      { accountId: held.id, amount: -lesson.valueMinor },
      { accountId: payable.id, amount: lesson.valueMinor },
    ],
    idempotencyKey: `lesson-taught:${id}`,
    reference: `lesson:${id}`,
  });
  return Number(id);
}

/** An open dispute of a lesson by its learner (lesson_disputes, migration 0039). */
export async function openDispute(db: Kysely<Database>, lessonId: number): Promise<void> {
  await sql`insert into lesson_disputes (lesson_id, raised_by, side, reason)
    select id, student_user_id, 'learner', 'The teacher did not come' from lessons where id = ${lessonId}`.execute(
    db,
  );
}
