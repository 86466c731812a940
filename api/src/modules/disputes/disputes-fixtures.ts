import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertLesson } from '../lessons/index.ts';

/*
 * What the no-show and dispute tests need: lesson time bought, lessons booked from it as a booking writes
 * them (the time and its value spent), and classroom attendance.
 */

const MINUTE = 60_000;

/** Gives the learner `minutes` of the course's item worth `valueMinor`, as a paid order's grant does. */
export async function grantLessonTime(
  db: Kysely<Database>,
  grant: { ownerId: number; courseId: string; skuId: string; minutes: number; valueMinor: number },
): Promise<void> {
  // The value is the grant trigger's to write (as from a paid order); a test writes it as that trigger would.
  await sql`insert into lesson_time (owner_id, course_id, sku_id, granted_minutes, granted_value_minor)
    values (${grant.ownerId}, ${grant.courseId}, ${grant.skuId}, ${grant.minutes}, ${grant.valueMinor})`.execute(
    db,
  );
}

/** A booked classroom lesson that spent `minutes` of the learner's time worth `valueMinor`. */
export async function bookedLesson(
  db: Kysely<Database>,
  lesson: {
    teacherUserId: number | string;
    learnerId: number;
    courseId: string;
    skuId: string;
    startsAt: Date;
    minutes: number;
    valueMinor: number;
    /** The lesson time it spent, when not its length (a free lesson spends none). */
    chargedMinutes?: number;
  },
): Promise<string> {
  const charged = lesson.chargedMinutes ?? lesson.minutes;
  const id = await insertLesson(db, {
    teacherUserId: lesson.teacherUserId,
    studentUserId: lesson.learnerId,
    courseId: lesson.courseId,
    skuId: lesson.skuId,
    startsAt: lesson.startsAt,
    endsAt: new Date(lesson.startsAt.getTime() + lesson.minutes * MINUTE),
    deliveryWay: 'classroom',
    contactId: null,
    remark: null,
    trial: false,
    chargedMinutes: charged,
    valueMinor: lesson.valueMinor,
    bookedBy: lesson.learnerId,
  });
  await db
    .updateTable('lesson_time')
    .set({
      spent_minutes: sql`spent_minutes + ${charged}`,
      spent_value_minor: sql`spent_value_minor + ${lesson.valueMinor}`,
    })
    .where('owner_id', '=', String(lesson.learnerId))
    .where('sku_id', '=', lesson.skuId)
    .execute();
  return id;
}

/** A classroom connection of the lesson's teacher (role 1) or learner (role 2). */
export async function attended(
  db: Kysely<Database>,
  lessonId: string,
  userId: number | string,
  role: 1 | 2,
  joinedAt: Date,
): Promise<void> {
  await db
    .insertInto('classroom_attendance')
    .values({
      room_id: `lesson-${lessonId}`,
      lesson_id: lessonId,
      user_id: String(userId),
      role,
      joined_at: joinedAt,
    })
    .execute();
}
