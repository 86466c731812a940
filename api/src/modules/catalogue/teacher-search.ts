import {
  BOOKING_MIN_LEAD_MINUTES,
  type Currency,
  convertFromCny,
  DAY_PART_NAMES,
  DAY_PARTS,
  type DayPart,
  FREE_TIME_HORIZON_DAYS,
  GENDER,
  RATING_FLOORS,
  SLOT_GRANULARITY_MINUTES,
  TEACHER_GENDERS,
  type TeacherFacets,
  type TeacherGender,
  WEEKDAYS,
} from '@hanyu/contract';
import { addDays } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { TeacherSort } from './catalogue.repository.ts';

/*
 * Finding a teacher (issue 29), the pure half: which (weekday, part of day) cells of the visitor's zone
 * a teacher is free in, and the filters, counts per value, order and page over the teachers' rows.
 * The database half (teacher-search.repository.ts) computes each teacher's free time once per request and
 * tells which cells it touches; everything else here runs on at most a few hundred small rows.
 */

const MINUTE = 60_000;
const GRID = SLOT_GRANULARITY_MINUTES * MINUTE;

/** A cell of the week in the visitor's zone: ISO weekday × 10 + the part's index in DAY_PART_NAMES. */
export function cellCode(weekday: number, part: DayPart): number {
  return weekday * 10 + DAY_PART_NAMES.indexOf(part);
}

/** The instants free time is looked for in: from the first bookable start to the horizon's end. */
export function freeTimeWindow(now: Date): { from: Date; to: Date } {
  const earliest = now.getTime() + BOOKING_MIN_LEAD_MINUTES * MINUTE;
  const from = Math.ceil(earliest / GRID) * GRID;
  return { from: new Date(from), to: new Date(from + FREE_TIME_HORIZON_DAYS * 86_400_000) };
}

/** [start, end) in epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Every cell of the window in `zone`, as the instants where a free start would put a teacher in it. The
 * local hours are placed on each date with the zone's IANA rules (a Berlin evening is 17:00–23:00 UTC in
 * winter and 16:00–22:00 UTC in summer); bounds are rounded up to the slot grid, since
 * starts only fall on it (a zone 45 minutes off the hour reads its part from the next grid start).
 */
export function cellSpans(zone: string, window: { from: Date; to: Date }): Map<number, Span[]> {
  const from = window.from.getTime();
  const to = window.to.getTime();
  const cells = new Map<number, Span[]>();
  const firstDate = formatInTimeZone(window.from, zone, 'yyyy-MM-dd');
  const lastDate = formatInTimeZone(window.to, zone, 'yyyy-MM-dd');
  const localInstant = (date: string, hour: number) =>
    hour === 24
      ? fromZonedTime(`${nextDate(date)}T00:00:00`, zone).getTime()
      : fromZonedTime(`${date}T${String(hour).padStart(2, '0')}:00:00`, zone).getTime();
  for (let date = firstDate; date <= lastDate; date = nextDate(date)) {
    const weekday = Number(formatInTimeZone(fromZonedTime(`${date}T12:00:00`, zone), zone, 'i'));
    for (const part of DAY_PART_NAMES) {
      const { from: fromHour, to: toHour } = DAY_PARTS[part];
      const start = Math.max(from, roundUp(localInstant(date, fromHour)));
      const end = Math.min(to, roundUp(localInstant(date, toHour)));
      if (end <= start) continue;
      const code = cellCode(weekday, part);
      cells.set(code, [...(cells.get(code) ?? []), { start, end }]);
    }
  }
  return cells;
}

const roundUp = (instant: number) => Math.ceil(instant / GRID) * GRID;

function nextDate(date: string): string {
  return addDays(new Date(`${date}T12:00:00Z`), 1)
    .toISOString()
    .slice(0, 10);
}

/** A teacher as the search sees them (teacher-search.repository.ts). */
export interface SearchableTeacher {
  userId: number;
  sort: number;
  rating: number;
  experienceYears: number;
  lessonsTaught: number;
  /** Languages spoken, codes. */
  languages: readonly string[];
  native: string | null;
  /** GENDER of the contract: 0 undisclosed, 1 male, 2 female. */
  gender: number;
  /** teacher_lesson_prices: one lesson, CNY fen; null without a one-on-one course. */
  lessonPriceMinor: number | null;
  /** The cells of the visitor's week the teacher has a free start in (cellCode). */
  cells: readonly number[];
}

export interface TeacherSearchFilter {
  currency: Currency;
  /** Units of `currency` per one CNY, as the rates table stores it (convertFromCny); '1' for CNY. */
  rate: string;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  days?: readonly number[] | undefined;
  parts?: readonly DayPart[] | undefined;
  native?: string | undefined;
  speaks?: string | undefined;
  gender?: TeacherGender | undefined;
  ratingMin?: string | undefined;
  sort: TeacherSort;
}

type Dimension = 'price' | 'free' | 'native' | 'speaks' | 'gender' | 'rating';
type Predicate = (teacher: SearchableTeacher) => boolean;

const hasCell = (teacher: SearchableTeacher, days: readonly number[], parts: readonly DayPart[]) =>
  days.some((day) => parts.some((part) => teacher.cells.includes(cellCode(day, part))));

const ANY_DAY = WEEKDAYS;
const ANY_PART = DAY_PART_NAMES;

/** The chosen filters as one predicate per dimension; a dimension not chosen is absent. */
function predicates(filter: TeacherSearchFilter): Partial<Record<Dimension, Predicate>> {
  const chosen: Partial<Record<Dimension, Predicate>> = {};
  if (filter.priceMin !== undefined || filter.priceMax !== undefined) {
    // Compared as the visitor reads it: the lesson's price converted by the contract's one conversion.
    chosen.price = (teacher) => {
      if (teacher.lessonPriceMinor === null) return false;
      const price = convertFromCny(teacher.lessonPriceMinor, filter.rate, filter.currency);
      return (
        (filter.priceMin === undefined || price >= filter.priceMin) &&
        (filter.priceMax === undefined || price <= filter.priceMax)
      );
    };
  }
  if (filter.days?.length || filter.parts?.length) {
    const days = filter.days?.length ? filter.days : ANY_DAY;
    const parts = filter.parts?.length ? filter.parts : ANY_PART;
    chosen.free = (teacher) => hasCell(teacher, days, parts);
  }
  if (filter.native) chosen.native = (teacher) => teacher.native === filter.native;
  if (filter.speaks) {
    const speaks = filter.speaks;
    chosen.speaks = (teacher) => teacher.languages.includes(speaks);
  }
  if (filter.gender) {
    const gender = GENDER[filter.gender];
    chosen.gender = (teacher) => teacher.gender === gender;
  }
  if (filter.ratingMin) {
    const floor = Number(filter.ratingMin);
    chosen.rating = (teacher) => teacher.rating >= floor;
  }
  return chosen;
}

const ORDER: Record<TeacherSort, (a: SearchableTeacher, b: SearchableTeacher) => number> = {
  popular: (a, b) => b.lessonsTaught - a.lessonsTaught || b.rating - a.rating || byCatalogue(a, b),
  experience: (a, b) => b.experienceYears - a.experienceYears || byCatalogue(a, b),
  rating: (a, b) => b.rating - a.rating || byCatalogue(a, b),
};

function byCatalogue(a: SearchableTeacher, b: SearchableTeacher): number {
  return a.sort - b.sort || a.userId - b.userId;
}

function countBy(values: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

const facet = (counts: Map<string, number>, values: readonly string[]) =>
  values.map((value) => ({ value, count: counts.get(value) ?? 0 }));

export interface TeacherSearchResult {
  /** Every match in order; the caller pages it. */
  matches: SearchableTeacher[];
  facets: TeacherFacets;
}

/**
 * Filters and orders the teachers and counts, for every value of every filter, the teachers that value
 * would give with the other chosen filters kept (its own replaced), so each count is what a click shows.
 */
export function searchTeachers(
  teachers: readonly SearchableTeacher[],
  filter: TeacherSearchFilter,
): TeacherSearchResult {
  const chosen = predicates(filter);
  const passingAllBut = (except: Dimension) =>
    teachers.filter((teacher) =>
      Object.entries(chosen).every(([dimension, test]) => dimension === except || test(teacher)),
    );
  const matches = passingAllBut('none' as Dimension).sort(ORDER[filter.sort]);

  const natives = passingAllBut('native');
  const speakers = passingAllBut('speaks');
  const genders = passingAllBut('gender');
  const rated = passingAllBut('rating');
  const free = passingAllBut('free');
  const days = filter.days?.length ? filter.days : ANY_DAY;
  const parts = filter.parts?.length ? filter.parts : ANY_PART;
  const nativeCounts = countBy(natives.flatMap((teacher) => (teacher.native ? [teacher.native] : [])));
  const spokenCounts = countBy(speakers.flatMap((teacher) => teacher.languages));
  const languageValues = (counts: Map<string, number>) =>
    [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b));
  return {
    matches,
    facets: {
      native: facet(nativeCounts, languageValues(nativeCounts)),
      speaks: facet(spokenCounts, languageValues(spokenCounts)),
      gender: TEACHER_GENDERS.map((value) => ({
        value,
        count: genders.filter((teacher) => teacher.gender === GENDER[value]).length,
      })),
      rating_min: RATING_FLOORS.map((value) => ({
        value,
        count: rated.filter((teacher) => teacher.rating >= Number(value)).length,
      })),
      days: WEEKDAYS.map((day) => ({
        value: String(day),
        count: free.filter((teacher) => hasCell(teacher, [day], parts)).length,
      })),
      parts: DAY_PART_NAMES.map((part) => ({
        value: part,
        count: free.filter((teacher) => hasCell(teacher, days, [part])).length,
      })),
    },
  };
}
