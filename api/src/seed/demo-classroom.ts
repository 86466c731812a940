import { CLASSROOM_ENTRY_LEAD_MINUTES } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { teacherEmail } from '../modules/catalogue/index.ts';
import { DEMO_EMAILS } from './demo-accounts.ts';
import { demoSeedData } from './load-seed.ts';

const MINUTE = 60_000;
const DEMO_LESSON_MINUTES = 50;
/** How many later hours are tried when the teacher is busy at the first one. */
const ATTEMPTS = 12;

/**
 * A lesson of the demo learner with the demo teacher whose classroom is open now (issue 12): made when a
 * server with the demo accounts starts, unless one is open already, so that after `npm start` two browser
 * windows — the learner's and the teacher's — can meet in the classroom at once. It starts at the next
 * five minutes (entry opens 20 minutes before) or, when the teacher is busy then, at a later hour; it is a
 * free lesson (no lesson time spent), says so in its remark, and stays in both people's lists like any other.
 */
export async function ensureOpenDemoLesson(
  db: Kysely<Database>,
  now: Date,
  /** The demo teacher: the first of the demo seed unless given. */
  demoTeacherSlug?: string,
): Promise<number | undefined> {
  const teacherSlug = demoTeacherSlug ?? (await demoSeedData()).teachers[0]?.slug;
  if (!teacherSlug) return undefined;
  const people = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(sql<string>`lower(email)`, 'in', [DEMO_EMAILS.learner, teacherEmail(teacherSlug)])
    .execute();
  const learner = people.find((person) => person.email.toLowerCase() === DEMO_EMAILS.learner)?.id;
  const teacher = people.find((person) => person.email.toLowerCase() !== DEMO_EMAILS.learner)?.id;
  if (!learner || !teacher) return undefined;

  const open = await db
    .selectFrom('lessons')
    .select('id')
    .where('student_user_id', '=', learner)
    .where('teacher_user_id', '=', teacher)
    .where('status', '=', 'booked')
    .where('starts_at', '<=', new Date(now.getTime() + CLASSROOM_ENTRY_LEAD_MINUTES * MINUTE))
    .where('ends_at', '>', new Date(now.getTime() + 20 * MINUTE))
    .executeTakeFirst();
  if (open) return Number(open.id);

  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('teacher_user_id', '=', teacher)
    .where('kind', '=', 'live')
    .orderBy('id')
    .executeTakeFirst();
  if (!course) return undefined;
  const first = Math.ceil(now.getTime() / (5 * MINUTE)) * 5 * MINUTE;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const startsAt = new Date(first + attempt * 60 * MINUTE);
    try {
      // One statement: a refusal by the exclusion constraints leaves nothing behind.
      const row = await db
        .insertInto('lessons')
        .values({
          teacher_user_id: teacher,
          student_user_id: learner,
          course_id: course.id,
          starts_at: startsAt,
          ends_at: new Date(startsAt.getTime() + DEMO_LESSON_MINUTES * MINUTE),
          remark: 'Demo lesson: open the classroom from My bookings and from the teaching centre.',
          booked_by: learner,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    } catch (error) {
      // 23P01: the teacher or the learner has a lesson then; try the next hour.
      if ((error as { code?: string }).code !== '23P01') throw error;
    }
  }
  return undefined;
}
