import {
  CHINESE_GRADES,
  type Handover,
  HSK_LEVELS,
  type Lang,
  type LearnerRecords,
  type Lesson,
  type LessonRecord,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { findLesson, type LessonRow, learnerLessons, teachesLearner } from './lessons.repository.ts';
import { describeLessons } from './lessons.service.ts';

/**
 * What a learner's teachers know of them (issue 11): their level test's result, their lesson records with
 * every teacher (module/user/level, module/user/records), and the notes each teacher hands to the next
 * (module/teacher/handover). Only a teacher who teaches or taught the learner reads them; the learner
 * never sees the handover notes.
 */

/** How many lessons the records show (a learner of years has a few hundred). */
const RECORDS_LIMIT = 200;

function recordOf(lesson: Lesson, row: LessonRow): LessonRecord {
  return {
    id: lesson.id,
    course_title: lesson.course_title,
    teacher_name: lesson.teacher_name,
    starts_at: lesson.starts_at,
    minutes: lesson.minutes,
    status: lesson.status,
    trial: lesson.trial,
    summary: lesson.summary,
    material: lesson.material,
    progress: lesson.progress,
    handover: row.handover,
  };
}

async function describedWithRows(db: Kysely<Database>, rows: LessonRow[], language: Lang | undefined) {
  const lessons = await describeLessons(db, rows, language);
  return lessons.map((lesson, index) => ({ lesson, row: rows[index] as LessonRow }));
}

/** The saved level test result; null when the learner never took it or it no longer reads. */
function levelOf(user: { grade: string | null; hsk_level: number | null; learning_plan: unknown }) {
  const grade = CHINESE_GRADES.find((known) => known === user.grade);
  const hsk = HSK_LEVELS.find((known) => known === user.hsk_level);
  if (grade === undefined || hsk === undefined) return null;
  const plan = (typeof user.learning_plan === 'object' && user.learning_plan) || {};
  const field = <T>(name: string, type: 'string' | 'number') => {
    const value = (plan as Record<string, unknown>)[name];
    return (typeof value === type ? value : null) as T | null;
  };
  return {
    grade,
    hsk_level: hsk,
    score: field<number>('score', 'number'),
    max_score: field<number>('max_score', 'number'),
    plan_summary: field<string>('summary', 'string'),
    tested_at: field<string>('tested_at', 'string'),
  };
}

export async function learnerRecords(
  db: Kysely<Database>,
  teacher: AuthUser,
  learnerUserId: number,
  language: Lang | undefined,
): Promise<LearnerRecords> {
  // Someone else's learner and a user who does not exist read alike.
  if (!(await teachesLearner(db, teacher.id, learnerUserId))) throw notFound();
  const user = await db
    .selectFrom('users')
    .select(['id', 'nick_name', 'email', 'time_zone', 'grade', 'hsk_level', 'learning_plan'])
    .where('id', '=', String(learnerUserId))
    .executeTakeFirst();
  if (!user) throw notFound();
  const lessons = await describedWithRows(
    db,
    await learnerLessons(db, learnerUserId, RECORDS_LIMIT),
    language,
  );
  const completed = lessons.filter(({ lesson }) => lesson.status === 'complete');
  return {
    user_id: Number(user.id),
    nick_name: user.nick_name || user.email.split('@')[0] || '',
    time_zone: user.time_zone,
    level: levelOf(user),
    lessons_completed: completed.length,
    minutes_completed: completed.reduce((sum, { lesson }) => sum + lesson.minutes, 0),
    lessons: lessons.map(({ lesson, row }) => recordOf(lesson, row)),
  };
}

export async function handoverOf(
  db: Kysely<Database>,
  teacher: AuthUser,
  lessonId: number,
  language: Lang | undefined,
): Promise<Handover> {
  const row = await findLesson(db, lessonId, { userId: teacher.id, as: 'teacher' });
  if (!row) throw notFound();
  const [lesson] = await describeLessons(db, [row], language);
  const others = await describedWithRows(
    db,
    (await learnerLessons(db, row.student_user_id, RECORDS_LIMIT)).filter(
      (other) => other.handover !== null && other.id !== row.id && other.starts_at < row.starts_at,
    ),
    language,
  );
  return {
    lesson: lesson as Lesson,
    note: row.handover,
    earlier: others.map(({ lesson: other, row: otherRow }) => ({
      lesson_id: other.id,
      course_title: other.course_title,
      teacher_name: other.teacher_name,
      starts_at: other.starts_at,
      note: otherRow.handover as string,
    })),
  };
}

export async function setHandover(
  db: Kysely<Database>,
  teacher: AuthUser,
  lessonId: number,
  note: string,
  language: Lang | undefined,
): Promise<Handover> {
  const updated = await db
    .updateTable('lessons')
    .set({ handover: note.trim() || null })
    .where('id', '=', String(lessonId))
    .where('teacher_user_id', '=', String(teacher.id))
    .where('status', '<>', 'cancelled')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound();
  return handoverOf(db, teacher, lessonId, language);
}
