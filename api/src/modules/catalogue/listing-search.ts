import {
  BOOKING_MIN_LEAD_MINUTES,
  type Currency,
  convertFromCny,
  DAY_PART_NAMES,
  DAY_PARTS,
  type DayPart,
  FREE_TIME_HORIZON_DAYS,
  GENDER,
  type ListingFacets,
  RATING_FLOORS,
  SLOT_GRANULARITY_MINUTES,
  TEACHER_GENDERS,
  type TeacherGender,
  WEEKDAYS,
} from '@hanyu/contract';
import { addDays } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { CourseSort, TeacherSort } from './catalogue.repository.ts';

/*
 * Finding a teacher or a course (issue 29), the pure half: which (weekday, part of day) cells of the visitor's
 * zone a teacher is free in or a group class meets in, and the filters, counts per value and order over the
 * listing's rows. The database halves (teacher-search.repository.ts, course-search.repository.ts) read every
 * row of the tag and text with what the filters read, once per request; everything else here runs on at most
 * a few hundred small rows.
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

/** What the filters read of a teacher or a course (a course: its teacher's languages and gender). */
export interface Searchable {
  sort: number;
  /** Its reviews' average to one decimal; 0 without reviews. */
  rating: number;
  /** Languages spoken, codes. */
  languages: readonly string[];
  native: string | null;
  /** GENDER of the contract: 0 undisclosed, 1 male, 2 female. */
  gender: number;
  /** CNY fen: a teacher's one lesson (teacher_lesson_prices), a course's cheapest item; null: none. */
  priceMinor: number | null;
  /** The cells of the visitor's week it is free in (a teacher) or meets in (a group class): cellCode. */
  cells: readonly number[];
}

/** A teacher as the search sees them (teacher-search.repository.ts). */
export interface SearchableTeacher extends Searchable {
  userId: number;
  experienceYears: number;
  lessonsTaught: number;
}

/** A course as the search sees it (course-search.repository.ts). */
export interface SearchableCourse extends Searchable {
  id: number;
  featured: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
  reviewCount: number;
}

export interface ListingSearchFilter {
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
}

type Dimension = 'price' | 'free' | 'native' | 'speaks' | 'gender' | 'rating';
type Predicate = (item: Searchable) => boolean;

/**
 * Whether an item fits the chosen days × parts: it is free (a teacher) or meets (a group class) in some chosen
 * cell. A class's page shows its whole timetable.
 */
const fits = (item: Searchable, days: readonly number[], parts: readonly DayPart[]) =>
  days.some((day) => parts.some((part) => item.cells.includes(cellCode(day, part))));

const ANY_DAY = WEEKDAYS;
const ANY_PART = DAY_PART_NAMES;

/** The chosen filters as one predicate per dimension; a dimension not chosen is absent. */
function predicates(filter: ListingSearchFilter): Partial<Record<Dimension, Predicate>> {
  const chosen: Partial<Record<Dimension, Predicate>> = {};
  if (filter.priceMin !== undefined || filter.priceMax !== undefined) {
    // Compared as the visitor reads it: the price converted by the contract's one conversion.
    chosen.price = (item) => {
      if (item.priceMinor === null) return false;
      const price = convertFromCny(item.priceMinor, filter.rate, filter.currency);
      return (
        (filter.priceMin === undefined || price >= filter.priceMin) &&
        (filter.priceMax === undefined || price <= filter.priceMax)
      );
    };
  }
  if (filter.days?.length || filter.parts?.length) {
    const days = filter.days?.length ? filter.days : ANY_DAY;
    const parts = filter.parts?.length ? filter.parts : ANY_PART;
    chosen.free = (item) => fits(item, days, parts);
  }
  if (filter.native) chosen.native = (item) => item.native === filter.native;
  if (filter.speaks) {
    const speaks = filter.speaks;
    chosen.speaks = (item) => item.languages.includes(speaks);
  }
  if (filter.gender) {
    const gender = GENDER[filter.gender];
    chosen.gender = (item) => item.gender === gender;
  }
  if (filter.ratingMin) {
    const floor = Number(filter.ratingMin);
    chosen.rating = (item) => item.rating >= floor;
  }
  return chosen;
}

const TEACHER_ORDER: Record<TeacherSort, (a: SearchableTeacher, b: SearchableTeacher) => number> = {
  popular: (a, b) => b.lessonsTaught - a.lessonsTaught || b.rating - a.rating || byTeacher(a, b),
  experience: (a, b) => b.experienceYears - a.experienceYears || byTeacher(a, b),
  rating: (a, b) => b.rating - a.rating || byTeacher(a, b),
};

function byTeacher(a: SearchableTeacher, b: SearchableTeacher): number {
  return a.sort - b.sort || a.userId - b.userId;
}

/** The order of catalogue.repository.ts's COURSE_ORDER, and by rating (then how many reviews say so). */
const COURSE_ORDER: Record<CourseSort, (a: SearchableCourse, b: SearchableCourse) => number> = {
  popular: (a, b) => Number(b.featured) - Number(a.featured) || byCourse(a, b),
  newest: (a, b) => b.createdAt - a.createdAt || b.id - a.id,
  price_asc: (a, b) => (a.priceMinor ?? 0) - (b.priceMinor ?? 0) || byCourse(a, b),
  price_desc: (a, b) => (b.priceMinor ?? 0) - (a.priceMinor ?? 0) || byCourse(a, b),
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || byCourse(a, b),
};

function byCourse(a: SearchableCourse, b: SearchableCourse): number {
  return a.sort - b.sort || a.id - b.id;
}

function countBy(values: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

const facet = (counts: Map<string, number>, values: readonly string[]) =>
  values.map((value) => ({ value, count: counts.get(value) ?? 0 }));

export interface ListingSearchResult<T extends Searchable> {
  /** Every match in order; the caller pages it. */
  matches: T[];
  facets: ListingFacets;
}

/**
 * Filters and orders the rows and counts, for every value of every filter, the rows that value would give
 * with the other chosen filters kept (its own replaced), so each count is what a click shows.
 */
function searchListing<T extends Searchable>(
  items: readonly T[],
  filter: ListingSearchFilter,
  order: (a: T, b: T) => number,
): ListingSearchResult<T> {
  const chosen = predicates(filter);
  const passingAllBut = (except: Dimension | null) =>
    items.filter((item) =>
      Object.entries(chosen).every(([dimension, test]) => dimension === except || test(item)),
    );
  const matches = passingAllBut(null).sort(order);

  const natives = passingAllBut('native');
  const speakers = passingAllBut('speaks');
  const genders = passingAllBut('gender');
  const rated = passingAllBut('rating');
  const free = passingAllBut('free');
  const days = filter.days?.length ? filter.days : ANY_DAY;
  const parts = filter.parts?.length ? filter.parts : ANY_PART;
  const nativeCounts = countBy(natives.flatMap((item) => (item.native ? [item.native] : [])));
  const spokenCounts = countBy(speakers.flatMap((item) => item.languages));
  const languageValues = (counts: Map<string, number>) =>
    [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b));
  return {
    matches,
    facets: {
      native: facet(nativeCounts, languageValues(nativeCounts)),
      speaks: facet(spokenCounts, languageValues(spokenCounts)),
      gender: TEACHER_GENDERS.map((value) => ({
        value,
        count: genders.filter((item) => item.gender === GENDER[value]).length,
      })),
      rating_min: RATING_FLOORS.map((value) => ({
        value,
        count: rated.filter((item) => item.rating >= Number(value)).length,
      })),
      days: WEEKDAYS.map((day) => ({
        value: String(day),
        count: free.filter((item) => fits(item, [day], parts)).length,
      })),
      parts: DAY_PART_NAMES.map((part) => ({
        value: part,
        count: free.filter((item) => fits(item, days, [part])).length,
      })),
    },
  };
}

/** The teacher listing. */
export function searchTeachers(
  teachers: readonly SearchableTeacher[],
  filter: ListingSearchFilter & { sort: TeacherSort },
): ListingSearchResult<SearchableTeacher> {
  return searchListing(teachers, filter, TEACHER_ORDER[filter.sort]);
}

/** A course listing. */
export function searchCourses(
  courses: readonly SearchableCourse[],
  filter: ListingSearchFilter & { sort: CourseSort },
): ListingSearchResult<SearchableCourse> {
  return searchListing(courses, filter, COURSE_ORDER[filter.sort]);
}

/** The cells of `zone`'s week the given instants start in (a group class's coming sessions). */
export function cellsOfStarts(starts: readonly Date[], zone: string): number[] {
  const codes = new Set<number>();
  for (const start of starts) {
    const weekday = Number(formatInTimeZone(start, zone, 'i'));
    const hour = Number(formatInTimeZone(start, zone, 'H'));
    const part = DAY_PART_NAMES.find((name) => hour >= DAY_PARTS[name].from && hour < DAY_PARTS[name].to);
    if (part) codes.add(cellCode(weekday, part));
  }
  return [...codes].sort((a, b) => a - b);
}
