import { createHash } from 'node:crypto';
import type { LessonInput, SavedCourse, SavedTeacher } from '../modules/catalogue/index.ts';
import { shanghaiTime } from '../modules/catalogue/index.ts';
import type { SeedTeacher } from '../seed-data.ts';

/** Demo learners the seeded lesson history is taught to. They cannot sign in. */
export const DEMO_LEARNER_COUNT = 48;

export function demoLearnerEmail(index: number): string {
  return `learner-${String(index + 1).padStart(2, '0')}@learners.hanyu.invalid`;
}

const LEARNER_NAMES = [
  'Emma',
  'Lucas',
  'Sofía',
  'Hiroshi',
  'Ji-woo',
  'Noah',
  'Olivia',
  'Mateo',
  'Yuki',
  'Min-jun',
  'Liam',
  'Ava',
];

export function demoLearnerName(index: number): string {
  return `${LEARNER_NAMES[index % LEARNER_NAMES.length]} ${String.fromCharCode(65 + (index % 26))}.`;
}

/** A small deterministic generator (mulberry32) seeded by a text, so every seed run draws alike. */
function randomOf(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A believable past for one teacher: completed lessons over the last year (more for longer
 * careers), a few cancelled ones, one or two taught in the last days awaiting their summary, and booked
 * lessons over the coming two weeks, taught to a
 * handful of regular learners, on the teacher's own live course when there is one.
 */
export function lessonHistory(context: {
  teacher: SeedTeacher;
  saved: SavedTeacher;
  courses: readonly SavedCourse[];
  learnerIds: readonly string[];
  now: Date;
  /**
   * The half hours already taken, per user (`userId:halfHour`), shared by every teacher's history: no
   * teacher and no learner has two active lessons at once (the database's exclusion constraints).
   */
  taken: Set<string>;
}): LessonInput[] {
  const { teacher, saved, learnerIds, now } = context;
  const own = context.courses.filter(
    (course) => course.teacherUserId === saved.userId && course.skus.length > 0,
  );
  const open = context.courses.filter(
    (course) => course.kind === 'live' && course.teacherUserId === null && course.skus.length > 0,
  );
  const pool =
    own.length > 0 ? own : open.length > 0 ? open : context.courses.filter((c) => c.skus.length > 0);
  if (pool.length === 0 || learnerIds.length === 0) return [];

  const random = randomOf(teacher.slug);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const regulars = Array.from({ length: 5 + Math.floor(random() * 12) }, () => pick(learnerIds));

  const lesson = (days: number, status: LessonInput['status']): LessonInput | null => {
    const course = pick(pool);
    const sku = pick(course.skus);
    const hour = 8 + Math.floor(random() * 13);
    const minute = random() < 0.5 ? '00' : '30';
    const startsAt = shanghaiTime(now, days, `${hour}:${minute}`);
    const endsAt = new Date(startsAt.getTime() + sku.lessonMinutes * 60_000);
    const student = pick(regulars);
    if (status !== 'cancelled') {
      const halves: string[] = [];
      for (let at = startsAt.getTime(); at < endsAt.getTime(); at += HALF_HOUR)
        halves.push(`${saved.userId}:${at / HALF_HOUR}`, `${student}:${at / HALF_HOUR}`);
      if (halves.some((half) => context.taken.has(half))) return null;
      for (const half of halves) context.taken.add(half);
    }
    return {
      teacher_user_id: saved.userId,
      student_user_id: student,
      course_id: course.id,
      sku_id: sku.id,
      starts_at: startsAt,
      ends_at: endsAt,
      status,
      summary: status === 'complete' ? pick(SUMMARIES) : null,
      completed_at: status === 'complete' ? endsAt : null,
      cancelled_at: status === 'cancelled' ? new Date(startsAt.getTime() - 86_400_000) : null,
    };
  };

  const lessons: LessonInput[] = [];
  const add = (input: LessonInput | null) => input && lessons.push(input);
  const share = teacher.historyShare ?? 1;
  const completed = Math.round((25 + teacher.experienceYears * 5 + Math.floor(random() * 25)) * share);
  for (let i = 0; i < completed; i++) add(lesson(-1 - Math.floor(random() * 365), 'complete'));
  const cancelled = Math.floor(completed / 20);
  for (let i = 0; i < cancelled; i++) add(lesson(-1 - Math.floor(random() * 365), 'cancelled'));
  const upcoming = 2 + Math.floor(random() * 7);
  for (let i = 0; i < upcoming; i++) add(lesson(1 + Math.floor(random() * 14), 'booked'));
  // Taught in the last days, their summaries not yet written: what a teacher finds in the teaching centre.
  const awaiting = 1 + Math.floor(random() * 2);
  for (let i = 0; i < awaiting; i++) add(lesson(-1 - Math.floor(random() * 3), 'booked'));
  return lessons;
}

const HALF_HOUR = 30 * 60_000;

/** What the teachers of the generated history wrote after their lessons. */
const SUMMARIES = [
  'Reviewed the tones of the last lesson and practised greetings; homework: the dialogue on page 12.',
  'New words for food and ordering; role-played a restaurant visit. Good progress with measure words.',
  'Practised telling the time and dates; the learner should review 星期 and 月 before next time.',
  'Read a short text aloud and discussed it; worked on the third tone in connected speech.',
  'Went through HSK listening exercises; the learner answered 8 of 10 correctly.',
];
