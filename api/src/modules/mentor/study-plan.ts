import type { CourseKind, PURPOSES } from '@hanyu/contract';

type Purpose = (typeof PURPOSES)[number];

/**
 * The custom study plan of a mentor match. Pure: the courses and the clock are given. The plan:
 * - lessons a week: the level test's plan when taken, else 3 for exam, career and study goals and 2 for the
 *   others; never more than the learner's free hours hold (one LESSON_MINUTES lesson per such block), never 0;
 * - kinds: one-to-one, group and video, each with up to SUGGESTIONS_PER_KIND courses at the learner's next
 *   level (a course spanning it first, then the nearest), priced per lesson within the budget (video courses
 *   are bought once and are suggested whatever the budget);
 * - milestones: one per HSK level from the current one's next to the target, after the hours of study
 *   HSK_STUDY_HOURS gives the level at SELF_STUDY_FACTOR times the lesson time a week.
 */

export const LESSON_MINUTES = 50;
export const SUGGESTIONS_PER_KIND = 2;
/** Each lesson hour comes with as much review and homework. */
export const SELF_STUDY_FACTOR = 2;
/** Guided study hours to pass each HSK level from the one before (common teaching estimates). */
export const HSK_STUDY_HOURS: Record<number, number> = {
  1: 30,
  2: 40,
  3: 80,
  4: 120,
  5: 200,
  6: 250,
  7: 300,
  8: 300,
  9: 300,
};

export interface PlanCourse {
  id: number;
  kind: CourseKind;
  /** The catalogue's level text: "HSK 1", "HSK 2–4", "HSK 5+". */
  level: string;
  /** The cheapest item's price of one lesson in CNY fen; null when not priced. */
  lessonPriceMinor: number | null;
  currency: string;
  /** Group classes: finished ones are not suggested. */
  finished: boolean;
}

export interface PlanInput {
  purpose: Purpose;
  currentHsk: number;
  targetHsk: number;
  budgetMinor: number;
  /** The level test's lessons a week, when the learner took it. */
  levelTestWeeklyLessons: number | null;
  /** The learner's free minutes a week. */
  availableMinutes: number;
  courses: PlanCourse[];
  now: Date;
}

export interface PlanOutput {
  lessons_per_week: number;
  minutes_per_lesson: number;
  kinds: Array<{ kind: CourseKind; course_ids: number[] }>;
  milestones: Array<{ hsk_level: number; weeks: number; date: string }>;
}

/** The HSK levels a catalogue level text spans; undefined when it names none. */
export function levelRange(level: string): [number, number] | undefined {
  const match = /HSK\s*(\d)\s*(?:[–-]\s*(\d)|(\+))?/.exec(level);
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : match[3] ? 9 : from;
  return [from, to];
}

/** How far a course's level is from the level wanted: 0 when it spans it. */
function levelDistance(level: string, wanted: number): number {
  const range = levelRange(level);
  if (!range) return 10;
  if (wanted < range[0]) return range[0] - wanted;
  if (wanted > range[1]) return wanted - range[1];
  return 0;
}

const AMBITIOUS_PURPOSES: Purpose[] = ['exam', 'career', 'study'];

export function buildStudyPlan(input: PlanInput): PlanOutput {
  const wanted = input.levelTestWeeklyLessons ?? (AMBITIOUS_PURPOSES.includes(input.purpose) ? 3 : 2);
  const fits = Math.floor(input.availableMinutes / LESSON_MINUTES);
  const lessonsPerWeek = Math.max(1, Math.min(wanted, fits));
  const nextLevel = Math.min(9, input.currentHsk + 1);

  const kinds = (['live', 'group', 'video'] as const).map((kind) => ({
    kind,
    course_ids: input.courses
      .filter(
        (course) =>
          course.kind === kind &&
          !course.finished &&
          (kind === 'video' ||
            (course.lessonPriceMinor !== null && course.lessonPriceMinor <= input.budgetMinor)),
      )
      .sort(
        (a, b) =>
          levelDistance(a.level, nextLevel) - levelDistance(b.level, nextLevel) ||
          (a.lessonPriceMinor ?? 0) - (b.lessonPriceMinor ?? 0) ||
          a.id - b.id,
      )
      .slice(0, SUGGESTIONS_PER_KIND)
      .map((course) => course.id),
  }));

  const weeklyHours = (lessonsPerWeek * LESSON_MINUTES * SELF_STUDY_FACTOR) / 60;
  const milestones: PlanOutput['milestones'] = [];
  let weeks = 0;
  for (let level = input.currentHsk + 1; level <= input.targetHsk; level++) {
    weeks += Math.ceil((HSK_STUDY_HOURS[level] ?? 300) / weeklyHours);
    const date = new Date(input.now.getTime() + weeks * 7 * 86_400_000);
    milestones.push({ hsk_level: level, weeks, date: date.toISOString().slice(0, 10) });
  }
  return { lessons_per_week: lessonsPerWeek, minutes_per_lesson: LESSON_MINUTES, kinds, milestones };
}
