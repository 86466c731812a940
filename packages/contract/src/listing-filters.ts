import * as v from 'valibot';
import { PROFILE_LANGUAGES } from './account.ts';
import { CURRENCIES } from './catalogue-enums.ts';
import { timeZoneText } from './passport.ts';
import { integerText } from './request-fields.ts';

/*
 * Finding a teacher or a course (issue 29): the filters of the teacher listing (live) and the course listings
 * (group, video), sent as URL query parameters so a search is a link, and the counts per filter value the
 * listing shows beside each choice. On a course listing the languages and gender are its teacher's, and the
 * days and parts of the day those a group class meets in (some coming session falls in a chosen one).
 */

/**
 * Parts of the day in the visitor's zone, [from, to) in hours: "free on weekday evenings" means a free start
 * between 18:00 and midnight on Monday to Friday, by the visitor's clock.
 */
export const DAY_PARTS = {
  morning: { from: 6, to: 12 },
  afternoon: { from: 12, to: 18 },
  evening: { from: 18, to: 24 },
  night: { from: 0, to: 6 },
} as const;
export type DayPart = keyof typeof DAY_PARTS;
export const DAY_PART_NAMES = Object.keys(DAY_PARTS) as DayPart[];

/** ISO weekdays, Monday 1. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** How far ahead "free" looks: a teacher is free at a time if a start at that time is free in the next 14 days. */
export const FREE_TIME_HORIZON_DAYS = 14;

/** The minimum ratings offered as a filter ("4.5 and up"). */
export const RATING_FLOORS = ['3', '4', '4.5'] as const;
export type RatingFloor = (typeof RATING_FLOORS)[number];

/** The genders a teacher may be filtered by (an undisclosed one matches neither). */
export const TEACHER_GENDERS = ['female', 'male'] as const;
export type TeacherGender = (typeof TEACHER_GENDERS)[number];

/** A comma-separated list of picklist values, e.g. `days=1,2,3` or `parts=evening`; duplicates dropped. */
function listOf<const T extends string>(name: string, values: readonly T[]) {
  return v.pipe(
    v.string(`${name} must be text`),
    v.maxLength(200, `${name} is too long`),
    v.transform((raw) => [...new Set(raw.split(',').map((part) => part.trim()))]),
    v.check(
      (parts) => parts.every((part) => (values as readonly string[]).includes(part)),
      `${name} must be a comma-separated list of ${values.join(', ')}`,
    ),
    v.transform((parts) => parts as T[]),
  );
}

const weekdayTexts = WEEKDAYS.map(String) as `${(typeof WEEKDAYS)[number]}`[];

/** The filter parameters of the listings (GET /open/teachers, /open/courses), beside paging, tag, text and sort. */
export const ListingFilterQuery = v.object({
  /** The currency price_min and price_max are in (the visitor's display currency); CNY when absent. */
  currency: v.optional(v.picklist(CURRENCIES, `currency must be one of ${CURRENCIES.join(', ')}`), 'CNY'),
  /** Price of one lesson (a course: its cheapest item's, as its card shows), minor units of `currency`. */
  price_min: v.optional(integerText('price_min', { max: 100_000_000 })),
  price_max: v.optional(integerText('price_max', { max: 100_000_000 })),
  /** Free on these ISO weekdays (in `tz`), e.g. `1,2,3,4,5`. */
  days: v.optional(
    v.pipe(
      listOf('days', weekdayTexts),
      v.transform((days) => days.map(Number)),
    ),
  ),
  /** Free in these parts of the day (in `tz`), e.g. `evening`. */
  parts: v.optional(listOf('parts', DAY_PART_NAMES)),
  /** The visitor's IANA time zone the days and parts are read in; Asia/Shanghai when absent. */
  tz: v.optional(timeZoneText('tz'), 'Asia/Shanghai'),
  native: v.optional(v.picklist(PROFILE_LANGUAGES, `native must be one of ${PROFILE_LANGUAGES.join(', ')}`)),
  speaks: v.optional(v.picklist(PROFILE_LANGUAGES, `speaks must be one of ${PROFILE_LANGUAGES.join(', ')}`)),
  gender: v.optional(v.picklist(TEACHER_GENDERS, `gender must be one of ${TEACHER_GENDERS.join(', ')}`)),
  rating_min: v.optional(v.picklist(RATING_FLOORS, `rating_min must be one of ${RATING_FLOORS.join(', ')}`)),
});
export type ListingFilterQuery = v.InferOutput<typeof ListingFilterQuery>;

/** How many teachers or courses a choice would give, all other chosen filters kept. */
export const FacetCount = v.object({ value: v.string(), count: v.number() });
export type FacetCount = v.InferOutput<typeof FacetCount>;

/** Counts per filter value, each counted with every other chosen filter applied (not its own). */
export const ListingFacets = v.object({
  native: v.array(FacetCount),
  speaks: v.array(FacetCount),
  gender: v.array(FacetCount),
  rating_min: v.array(FacetCount),
  days: v.array(FacetCount),
  parts: v.array(FacetCount),
});
export type ListingFacets = v.InferOutput<typeof ListingFacets>;
