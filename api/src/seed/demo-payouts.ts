import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../http/auth.ts';
import { teacherEmail } from '../modules/catalogue/index.ts';
import {
  adjustByOperator,
  LEDGER_KIND,
  platformAccount,
  teacherPayable,
  transfer,
} from '../modules/ledger/index.ts';
import { createOrder, payOrder } from '../modules/orders/index.ts';
import { hashPassword } from '../modules/users/index.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-accounts.ts';
import { demoSeedData } from './load-seed.ts';

/**
 * What the demo needs for the assistant's booking screen and the teacher payouts (issue 28), made when a server
 * with the demo accounts starts (outside the seed's transaction: the purchase goes through the orders module,
 * as a learner's would), once: a learner who bought a course an assistant books for them, and a lesson the demo
 * teacher gave days ago, whose value waits in the teacher's payable account for a payout run.
 */

/** A learner whose 48-lesson Business Chinese pack is booked for them by an assistant teacher. */
export const DEMO_ASSISTED_LEARNER_EMAIL = 'assisted@demo.hanyu.example';
const ASSISTED_COURSE_SLUG = 'business-chinese';
/** The demo teacher's lesson given for the payout demo, and its value. */
const PAYOUT_LESSON_REMARK = 'Demo lesson for the teacher payouts';
const PAYOUT_LESSON_VALUE_MINOR = 22_000;
const PAYOUT_LESSON_MINUTES = 50;
const DAY = 86_400_000;
const MINUTE = 60_000;

/** The learner's account as the orders module reads its caller. */
function asCaller(row: { id: string; email: string; nick_name: string; created_at: Date }): AuthUser {
  return {
    id: Number(row.id),
    email: row.email,
    nickName: row.nick_name,
    timeZone: null,
    createdAt: row.created_at,
    orgUserType: null,
    company: null,
    avatarFile: null,
    orgOwner: false,
    operator: false,
    assistant: false,
  };
}

async function assistedLearner(db: Kysely<Database>) {
  const find = () =>
    db
      .selectFrom('users')
      .select(['id', 'email', 'nick_name', 'created_at'])
      .where(sql<string>`lower(email)`, '=', DEMO_ASSISTED_LEARNER_EMAIL)
      .executeTakeFirst();
  const found = await find();
  if (found) return found;
  await db
    .insertInto('users')
    .values({
      email: DEMO_ASSISTED_LEARNER_EMAIL,
      nick_name: 'Demo Assisted Learner',
      password_hash: await hashPassword(DEMO_PASSWORD),
      time_zone: 'America/New_York',
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .execute();
  return (await find()) as NonNullable<Awaited<ReturnType<typeof find>>>;
}

/** The assisted learner buys the pack an assistant books (paid from a credit by the demo operator), once. */
async function buyAssistedPack(
  db: Kysely<Database>,
  learner: Awaited<ReturnType<typeof assistedLearner>>,
  now: Date,
) {
  const item = await db
    .selectFrom('course_skus')
    .innerJoin('courses', 'courses.id', 'course_skus.course_id')
    .select(['course_skus.id', 'course_skus.price_minor'])
    .where('courses.slug', '=', ASSISTED_COURSE_SLUG)
    .where('course_skus.self_booking', '=', false)
    .executeTakeFirst();
  const operator = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', DEMO_EMAILS.operator)
    .executeTakeFirst();
  if (!item || !operator) return;
  const bought = await db
    .selectFrom('lesson_time')
    .select('sku_id')
    .where('owner_id', '=', learner.id)
    .where('sku_id', '=', item.id)
    .executeTakeFirst();
  if (bought) return;
  await adjustByOperator(db, 'credit', {
    ownerId: learner.id,
    amount: Number(item.price_minor),
    operatorId: operator.id,
    idempotencyKey: 'demo-seed:assisted-learner-tuition',
    description: 'Demo tuition balance',
  });
  const caller = asCaller(learner);
  const order = await createOrder(
    db,
    caller,
    { sku_id: Number(item.id) },
    { idempotencyKey: 'demo-seed:assisted-order', now },
  );
  await payOrder(db, caller, order.id, {
    paymentMethod: undefined,
    idempotencyKey: 'demo-seed:assisted-pay',
    now,
  });
}

/**
 * A lesson the demo teacher gave the assisted learner some days ago, completed, its value moved from the revenue
 * held to the teacher's payable account as a completion does; at the first free half hour going back from ten
 * days ago (one statement each try, so a busy time leaves nothing behind).
 */
async function givePayoutLesson(db: Kysely<Database>, learnerId: string, now: Date) {
  const teacherSlug = (await demoSeedData()).teachers[0]?.slug;
  if (!teacherSlug) return;
  const teacher = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', teacherEmail(teacherSlug))
    .executeTakeFirst();
  const course = teacher
    ? await db
        .selectFrom('courses')
        .select('id')
        .where('teacher_user_id', '=', teacher.id)
        .where('kind', '=', 'live')
        .orderBy('id')
        .executeTakeFirst()
    : undefined;
  if (!teacher || !course) return;
  const earlier = await db
    .selectFrom('lessons')
    .select('id')
    .where('teacher_user_id', '=', teacher.id)
    .where('remark', '=', PAYOUT_LESSON_REMARK)
    .executeTakeFirst();
  if (earlier) return;
  const first = Math.floor((now.getTime() - 10 * DAY) / (30 * MINUTE)) * 30 * MINUTE;
  for (let attempt = 0; attempt < 48; attempt++) {
    const startsAt = new Date(first - attempt * 60 * MINUTE);
    const endsAt = new Date(startsAt.getTime() + PAYOUT_LESSON_MINUTES * MINUTE);
    const given = await db.transaction().execute(async (trx) => {
      const inserted = await sql<{ id: string }>`
        insert into lessons (teacher_user_id, student_user_id, course_id, starts_at, ends_at, delivery_way,
          remark, value_minor, status, completed_at, summary, booked_by)
        select ${teacher.id}, ${learnerId}, ${course.id}, ${startsAt}, ${endsAt}, 'classroom',
          ${PAYOUT_LESSON_REMARK}, ${PAYOUT_LESSON_VALUE_MINOR}, 'complete', ${endsAt}, 'Greetings and numbers', ${learnerId}
        where not exists (select 1 from lessons where status <> 'cancelled'
          and (teacher_user_id = ${teacher.id} or student_user_id = ${learnerId})
          and tstzrange(starts_at, ends_at) && tstzrange(${startsAt}::timestamptz, ${endsAt}::timestamptz))
        returning id`.execute(trx);
      const lessonId = inserted.rows[0]?.id;
      if (lessonId === undefined) return false;
      const held = await platformAccount(trx, 'course_revenue_held');
      const payable = await teacherPayable(trx, teacher.id);
      await transfer(trx, {
        kind: LEDGER_KIND.lessonTaught,
        entries: [
          { accountId: held.id, amount: -PAYOUT_LESSON_VALUE_MINOR },
          { accountId: payable.id, amount: PAYOUT_LESSON_VALUE_MINOR },
        ],
        idempotencyKey: `lesson-taught:${lessonId}`,
        reference: `lesson:${lessonId}`,
      });
      return true;
    });
    if (given) return;
  }
}

/** Makes the payout and assistant-booking demo data unless it is there (see above). */
export async function ensureDemoPayoutsData(db: Kysely<Database>, now: Date): Promise<void> {
  const learner = await assistedLearner(db);
  await buyAssistedPack(db, learner, now);
  await givePayoutLesson(db, learner.id, now);
}
