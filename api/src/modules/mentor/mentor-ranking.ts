import { MINUTES_PER_DAY, TEACHER_TIME_ZONE } from '@hanyu/contract';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/**
 * Private mentor matching (SPEC §1): ranks teachers for a learner's form. Pure: no database, no clock of its
 * own. The score, out of 100, is the sum of
 * - tags, 35 × the share of the asked tags the teacher has (35 when none are asked);
 * - languages, 20 × the share of the asked languages the teacher speaks (20 when none are asked);
 * - availability, 30 × the share of the learner's weekly minutes the teacher works (the teacher's weekly
 *   hours are Asia/Shanghai wall-clock time, the learner's are in their own zone; both are laid on the
 *   real week ahead, so daylight saving time moves the learner's hours as it will);
 * - experience, 10 when the teacher has at least the years asked, else 10 × years / years asked;
 * - budget, 5 when the teacher's cheapest one-to-one lesson is within the budget (or no course of theirs
 *   is priced: nothing to hold against them), else 0;
 * rounded to one decimal. A teacher without any overlap cannot teach the learner at all and is left out.
 * Ties are broken by the overlap, then the rating, then the lower user id, so the order is total.
 */

export const SCORE_WEIGHTS = {
  tags: 35,
  languages: 20,
  availability: 30,
  experience: 10,
  budget: 5,
} as const;

const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** Weekly hours: ISO weekday (Monday 1) and minutes from midnight, wall-clock time in some zone. */
export interface WeeklyHours {
  week: number;
  begin_minute: number;
  end_minute: number;
}

/** Minutes of the week from Monday 00:00, end exclusive; never wrapping (split at the week's end). */
export type WeekInterval = [number, number];

export interface TeacherCandidate {
  id: number;
  name: string;
  experienceYears: number;
  languages: string[];
  rating: number;
  tags: string[];
  /** Asia/Shanghai wall-clock time. */
  weekly: WeeklyHours[];
  /** The cheapest lesson of the teacher's one-to-one courses in CNY fen; null when none is priced. */
  lowestLessonPriceMinor: number | null;
}

export interface MatchWishes {
  tags: string[];
  languages: string[];
  minExperienceYears: number;
  budgetMinor: number;
  /** Wall-clock time in `timeZone`. */
  availability: WeeklyHours[];
  timeZone: string;
  /** The week ahead from this instant is the week laid out. */
  now: Date;
}

export interface RankedTeacher {
  id: number;
  name: string;
  score: number;
  reasons: {
    tags: string[];
    languages: string[];
    overlap_minutes: number;
    experience_years: number;
    within_budget: boolean | null;
  };
}

/** Sorts and merges intervals that touch or overlap. */
export function mergeIntervals(intervals: WeekInterval[]): WeekInterval[] {
  const sorted = [...intervals].filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const merged: WeekInterval[] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Weekly hours given in the teacher's zone as week intervals (Shanghai has no DST: minutes map as they are). */
export function teacherWeek(weekly: WeeklyHours[]): WeekInterval[] {
  return mergeIntervals(
    weekly.map((row) => [
      (row.week - 1) * MINUTES_PER_DAY + row.begin_minute,
      (row.week - 1) * MINUTES_PER_DAY + row.end_minute,
    ]),
  );
}

const pad = (value: number) => String(value).padStart(2, '0');
const wallClock = (date: string, minute: number) =>
  `${date}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00`;

/** The calendar date `days` after `date` (YYYY-MM-DD), by the calendar, not by 24-hour steps. */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Minute of the Shanghai week an instant falls in. */
function shanghaiWeekMinute(instant: Date): number {
  const [weekday, hours, minutes] = formatInTimeZone(instant, TEACHER_TIME_ZONE, 'i H m')
    .split(' ')
    .map(Number);
  return ((weekday ?? 1) - 1) * MINUTES_PER_DAY + (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * The learner's weekly hours, wall-clock time in their zone, as intervals of the Shanghai week: each day
 * of the seven from `now` (in the learner's zone) turns its hours into real instants with the zone's rules
 * of that date (so a range on a day after a DST change moves by the hour), then into Shanghai minutes.
 */
export function learnerWeekInShanghai(
  availability: WeeklyHours[],
  timeZone: string,
  now: Date,
): WeekInterval[] {
  const today = formatInTimeZone(now, timeZone, 'yyyy-MM-dd');
  const intervals: WeekInterval[] = [];
  for (let offset = 0; offset < 7; offset++) {
    const date = addDays(today, offset);
    // A calendar date's weekday is the same in every zone.
    const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    for (const row of availability.filter((entry) => entry.week === weekday)) {
      const start = fromZonedTime(wallClock(date, row.begin_minute), timeZone);
      const end =
        row.end_minute >= MINUTES_PER_DAY
          ? fromZonedTime(wallClock(addDays(date, 1), 0), timeZone)
          : fromZonedTime(wallClock(date, row.end_minute), timeZone);
      const length = Math.round((end.getTime() - start.getTime()) / 60_000);
      if (length <= 0) continue;
      const from = shanghaiWeekMinute(start);
      const to = from + length;
      if (to <= MINUTES_PER_WEEK) intervals.push([from, to]);
      else intervals.push([from, MINUTES_PER_WEEK], [0, to - MINUTES_PER_WEEK]);
    }
  }
  return mergeIntervals(intervals);
}

export function totalMinutes(intervals: WeekInterval[]): number {
  return intervals.reduce((sum, [start, end]) => sum + (end - start), 0);
}

/** Minutes two merged interval lists share. */
export function overlapMinutes(a: WeekInterval[], b: WeekInterval[]): number {
  let shared = 0;
  for (const [aStart, aEnd] of a) {
    for (const [bStart, bEnd] of b) shared += Math.max(0, Math.min(aEnd, bEnd) - Math.max(aStart, bStart));
  }
  return shared;
}

const share = (matched: number, asked: number) => (asked === 0 ? 1 : matched / asked);
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The teachers who can teach the learner at their hours, best first, with why; at most `limit`. */
export function rankTeachers(
  candidates: TeacherCandidate[],
  wishes: MatchWishes,
  limit: number,
): RankedTeacher[] {
  const learner = learnerWeekInShanghai(wishes.availability, wishes.timeZone, wishes.now);
  const learnerMinutes = totalMinutes(learner);
  const ranked: Array<RankedTeacher & { rating: number }> = [];
  for (const teacher of candidates) {
    const overlap = overlapMinutes(learner, teacherWeek(teacher.weekly));
    if (overlap === 0 || learnerMinutes === 0) continue;
    const tags = wishes.tags.filter((tag) => teacher.tags.includes(tag));
    const languages = wishes.languages.filter((language) => teacher.languages.includes(language));
    const withinBudget =
      teacher.lowestLessonPriceMinor === null ? null : teacher.lowestLessonPriceMinor <= wishes.budgetMinor;
    const experience =
      wishes.minExperienceYears === 0 ? 1 : Math.min(1, teacher.experienceYears / wishes.minExperienceYears);
    const score =
      SCORE_WEIGHTS.tags * share(tags.length, wishes.tags.length) +
      SCORE_WEIGHTS.languages * share(languages.length, wishes.languages.length) +
      SCORE_WEIGHTS.availability * (overlap / learnerMinutes) +
      SCORE_WEIGHTS.experience * experience +
      (withinBudget === false ? 0 : SCORE_WEIGHTS.budget);
    ranked.push({
      id: teacher.id,
      name: teacher.name,
      score: round1(score),
      rating: teacher.rating,
      reasons: {
        tags,
        languages,
        overlap_minutes: overlap,
        experience_years: teacher.experienceYears,
        within_budget: withinBudget,
      },
    });
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      b.reasons.overlap_minutes - a.reasons.overlap_minutes ||
      b.rating - a.rating ||
      a.id - b.id,
  );
  return ranked.slice(0, limit).map(({ rating: _rating, ...teacher }) => teacher);
}
