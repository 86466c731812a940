import {
  CURRENCIES,
  CURRENCY_MINOR_DIGITS,
  type Currency,
  DAY_PART_NAMES,
  type DayPart,
  PROFILE_LANGUAGES,
  RATING_FLOORS,
  type RatingFloor,
  TEACHER_GENDERS,
  type TeacherGender,
  WEEKDAYS,
} from '@hanyu/contract';

/**
 * The teacher listing's filters as the page's URL carries them (issue 29): `days` and `parts` repeated or
 * comma-separated, prices in whole units of `currency` as a visitor types them. Values the API would refuse
 * are dropped here, so a hand-edited or stale link still shows a list, filtered by what is valid in it.
 */
export interface ListingFilters {
  currency: Currency | null;
  priceMin: number | null;
  priceMax: number | null;
  days: number[];
  parts: DayPart[];
  tz: string | null;
  native: string | null;
  speaks: string | null;
  gender: TeacherGender | null;
  ratingMin: RatingFloor | null;
}

/** The URL parameters this file reads, so other forms on the page can carry them along. */
export const FILTER_PARAMS = [
  'currency',
  'price_min',
  'price_max',
  'days',
  'parts',
  'tz',
  'native',
  'speaks',
  'gender',
  'rating_min',
] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const listOf = (search: URLSearchParams, name: string): string[] =>
  search.getAll(name).flatMap((value) => value.split(',').map((part) => part.trim()));

const wholeAmount = (value: string | null): number | null =>
  value !== null && /^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : null;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function listingFiltersOf(search: URLSearchParams): ListingFilters {
  const tz = (search.get('tz') ?? '').trim();
  const days = [...new Set(listOf(search, 'days'))]
    .filter((day) => (WEEKDAYS as readonly number[]).includes(Number(day)))
    .map(Number)
    .sort();
  return {
    currency: oneOf(CURRENCIES, search.get('currency')),
    priceMin: wholeAmount(search.get('price_min')),
    priceMax: wholeAmount(search.get('price_max')),
    days,
    parts: DAY_PART_NAMES.filter((part) => listOf(search, 'parts').includes(part)),
    tz: tz.length <= 64 && tz && isTimeZone(tz) ? tz : null,
    native: oneOf(PROFILE_LANGUAGES, search.get('native')),
    speaks: oneOf(PROFILE_LANGUAGES, search.get('speaks')),
    gender: oneOf(TEACHER_GENDERS, search.get('gender')),
    ratingMin: oneOf(RATING_FLOORS, search.get('rating_min')),
  };
}

/** Whether any filter is chosen (the zone and currency alone filter nothing). */
export function hasFilters(filters: ListingFilters): boolean {
  return (
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    filters.days.length > 0 ||
    filters.parts.length > 0 ||
    filters.native !== null ||
    filters.speaks !== null ||
    filters.gender !== null ||
    filters.ratingMin !== null
  );
}

/** The query of GET /open/teachers: prices in minor units of their currency, lists comma-separated. */
export function listingFilterQuery(filters: ListingFilters): Record<string, string> {
  const currency = filters.currency ?? 'CNY';
  const minor = (amount: number) => String(amount * 10 ** CURRENCY_MINOR_DIGITS[currency]);
  const query: Record<string, string> = {};
  if (filters.priceMin !== null || filters.priceMax !== null) query.currency = currency;
  if (filters.priceMin !== null) query.price_min = minor(filters.priceMin);
  if (filters.priceMax !== null) query.price_max = minor(filters.priceMax);
  if (filters.days.length) query.days = filters.days.join(',');
  if (filters.parts.length) query.parts = filters.parts.join(',');
  if (filters.tz) query.tz = filters.tz;
  if (filters.native) query.native = filters.native;
  if (filters.speaks) query.speaks = filters.speaks;
  if (filters.gender) query.gender = filters.gender;
  if (filters.ratingMin) query.rating_min = filters.ratingMin;
  return query;
}
