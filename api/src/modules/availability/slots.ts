import {
  BOOKING_MIN_LEAD_MINUTES,
  SLOT_GRANULARITY_MINUTES,
  type SlotRefusal,
  TEACHER_TIME_ZONE,
} from '@hanyu/contract';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/**
 * The one slot function (SPEC §3–§5, §9). Listing a teacher's free slots and checking a booking inside its
 * transaction both ask `SlotBook.refusal`, so the two can never disagree (Cal.com #14465, #24846 came from
 * two implementations). Pure: everything it knows is in `SlotRules`; times are epoch milliseconds.
 *
 * Availability is wall-clock time in the teacher's zone (Asia/Shanghai, SPEC §4): a window is placed on each
 * of the zone's calendar days with IANA rules, so it means the same local hours on every date; lessons are
 * instants and never move when any zone changes its clocks.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const GRID = SLOT_GRANULARITY_MINUTES * MINUTE;
const LEAD = BOOKING_MIN_LEAD_MINUTES * MINUTE;

/** A weekly availability row (SPEC §3): week 1–7 Monday first, minutes from the zone's midnight. */
export interface WeeklyWindow {
  week: number;
  begin_minute: number;
  end_minute: number;
}

/** [start, end) in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

export interface SlotRules {
  availability: readonly WeeklyWindow[];
  /** Dated hours added to the weekly ones. */
  extraHours: readonly Interval[];
  /** Dated time off, taken out of both. */
  timeOff: readonly Interval[];
  /** The teacher's lessons that hold their time (booked or complete). */
  reserved: readonly Interval[];
  /** Starts of the learner's active lessons of this course, counted against its limits. */
  courseLessonStarts: readonly number[];
  /** Lessons of this course a learner may have on one teacher-zone day, and in one month; null: no limit. */
  dailyLimit: number | null;
  monthlyLimit: number | null;
  lessonMinutes: number;
  now: number;
}

/** A calendar day in the teacher's zone. */
interface ZoneDay {
  key: string;
  month: string;
  /** ISO weekday, Monday 1. */
  week: number;
  start: number;
  end: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant of `minute` minutes into `day` by the zone's wall clock (1440: the next midnight). */
function wallClock(day: ZoneDay, minute: number): number {
  if (minute >= 1440) return day.end;
  // A day without a clock change is 24 h long and its wall clock is a plain offset from midnight.
  if (day.end - day.start === DAY) return day.start + minute * MINUTE;
  return fromZonedTime(
    `${day.key}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00`,
    TEACHER_TIME_ZONE,
  ).getTime();
}

/** The teacher-zone days touching [from, to), with a day's margin on each side. */
function zoneDays(from: number, to: number): ZoneDay[] {
  const [y, m, d] = formatInTimeZone(from - DAY, TEACHER_TIME_ZONE, 'yyyy-MM-dd')
    .split('-')
    .map(Number);
  const days: ZoneDay[] = [];
  let date = Date.UTC(y as number, (m as number) - 1, d as number);
  let start = fromZonedTime(new Date(date).toISOString().slice(0, 10), TEACHER_TIME_ZONE).getTime();
  while (start < to + DAY) {
    const next = date + DAY;
    const nextStart = fromZonedTime(new Date(next).toISOString().slice(0, 10), TEACHER_TIME_ZONE).getTime();
    const key = new Date(date).toISOString().slice(0, 10);
    days.push({
      key,
      month: key.slice(0, 7),
      week: ((new Date(date).getUTCDay() + 6) % 7) + 1,
      start,
      end: nextStart,
    });
    date = next;
    start = nextStart;
  }
  return days;
}

/** Sorted, overlapping or touching intervals joined. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const interval of sorted) {
    const last = out.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else out.push({ ...interval });
  }
  return out;
}

/** `from` minus `cut`, both merged. */
function subtract(from: readonly Interval[], cut: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const interval of from) {
    let start = interval.start;
    for (const hole of cut) {
      if (hole.end <= start || hole.start >= interval.end) continue;
      if (hole.start > start) out.push({ start, end: hole.start });
      start = Math.max(start, hole.end);
    }
    if (start < interval.end) out.push({ start, end: interval.end });
  }
  return out;
}

/** The index of the merged interval containing `at`, or -1. */
function containing(intervals: readonly Interval[], at: number): number {
  let low = 0;
  let high = intervals.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const interval = intervals[mid] as Interval;
    if (at < interval.start) high = mid - 1;
    else if (at >= interval.end) low = mid + 1;
    else return mid;
  }
  return -1;
}

/** Whether any merged interval overlaps [start, end). */
function overlapsAny(intervals: readonly Interval[], start: number, end: number): boolean {
  let low = 0;
  let high = intervals.length;
  // The first interval ending after `start`.
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((intervals[mid] as Interval).end <= start) low = mid + 1;
    else high = mid;
  }
  const candidate = intervals[low];
  return candidate !== undefined && candidate.start < end;
}

/** A teacher's bookable time over a range, asked slot by slot. */
export class SlotBook {
  readonly #rules: SlotRules;
  readonly #days: ZoneDay[];
  readonly #open: Interval[];
  readonly #reserved: Interval[];
  readonly #perDay = new Map<string, number>();
  readonly #perMonth = new Map<string, number>();

  /** Everything needed to answer for slots starting in [from, to). */
  constructor(rules: SlotRules, from: number, to: number) {
    this.#rules = rules;
    this.#days = zoneDays(from, to + rules.lessonMinutes * MINUTE);
    const weekly: Interval[] = [];
    for (const day of this.#days)
      for (const window of rules.availability)
        if (window.week === day.week)
          weekly.push({ start: wallClock(day, window.begin_minute), end: wallClock(day, window.end_minute) });
    this.#open = subtract(mergeIntervals([...weekly, ...rules.extraHours]), mergeIntervals(rules.timeOff));
    this.#reserved = mergeIntervals(rules.reserved);
    for (const start of rules.courseLessonStarts) {
      const key = this.#dayOf(start)?.key ?? formatInTimeZone(start, TEACHER_TIME_ZONE, 'yyyy-MM-dd');
      this.#perDay.set(key, (this.#perDay.get(key) ?? 0) + 1);
      const month = key.slice(0, 7);
      this.#perMonth.set(month, (this.#perMonth.get(month) ?? 0) + 1);
    }
  }

  #dayOf(at: number): ZoneDay | undefined {
    const days = this.#days;
    let low = 0;
    let high = days.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const day = days[mid] as ZoneDay;
      if (at < day.start) high = mid - 1;
      else if (at >= day.end) low = mid + 1;
      else return day;
    }
    return undefined;
  }

  /** Why a lesson cannot start at `start`, or null when it can (SPEC §5's booking rules, in this order). */
  refusal(start: number): SlotRefusal | null {
    const rules = this.#rules;
    const day = this.#dayOf(start);
    if (!day || (start - day.start) % GRID !== 0) return 'off_grid';
    if (start < rules.now + LEAD) return 'too_soon';
    const window = this.#open[containing(this.#open, start)];
    if (!window) return 'unavailable';
    const end = start + rules.lessonMinutes * MINUTE;
    if (overlapsAny(this.#reserved, start, Math.min(end, start + GRID))) return 'reserved';
    if (window.end < end || overlapsAny(this.#reserved, start, end)) return 'too_short';
    if (rules.dailyLimit !== null && (this.#perDay.get(day.key) ?? 0) >= rules.dailyLimit)
      return 'daily_limit';
    if (rules.monthlyLimit !== null && (this.#perMonth.get(day.month) ?? 0) >= rules.monthlyLimit)
      return 'monthly_limit';
    return null;
  }

  /** Every start in [from, to) with no refusal, in order. */
  slots(from: number, to: number): number[] {
    const out: number[] = [];
    for (const window of this.#open) {
      const end = Math.min(window.end, to);
      let at = Math.max(window.start, from);
      while (at < end) {
        const day = this.#dayOf(at);
        if (!day) break;
        // The grid belongs to each day of the teacher's zone: a window past midnight starts again on the next.
        at = day.start + Math.ceil((at - day.start) / GRID) * GRID;
        for (; at < end && at < day.end; at += GRID) if (this.refusal(at) === null) out.push(at);
        at = Math.max(at, day.end);
      }
    }
    return out;
  }
}

/** Whether a lesson of the rules' length can start at `start`: the same answer the listing gives. */
export function slotRefusal(rules: SlotRules, start: number): SlotRefusal | null {
  return new SlotBook(rules, start - DAY, start + DAY).refusal(start);
}

/** The free starts in [from, to). */
export function freeSlots(rules: SlotRules, from: number, to: number): number[] {
  return new SlotBook(rules, from, to).slots(from, to);
}

/** Slots grouped by the calendar day they start on in `zone`, with the local time of each. */
export function slotsByDay(
  starts: readonly number[],
  lessonMinutes: number,
  zone: string,
): { date: string; slots: { start: string; end: string; time: string }[] }[] {
  const days: { date: string; slots: { start: string; end: string; time: string }[] }[] = [];
  for (const start of starts) {
    const [date, time] = formatInTimeZone(start, zone, "yyyy-MM-dd'|'HH:mm").split('|') as [string, string];
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, slots: [] };
      days.push(day);
    }
    day.slots.push({
      start: new Date(start).toISOString(),
      end: new Date(start + lessonMinutes * MINUTE).toISOString(),
      time,
    });
  }
  return days;
}

/**
 * Each weekly window's next occurrence, from the start of today in the teacher's zone: the instants a page
 * shows as weekday and time in the visitor's zone. A window ending at midnight ends at the next day's start.
 */
export function weeklyOccurrences(
  availability: readonly WeeklyWindow[],
  now: number,
): Array<WeeklyWindow & { starts_at: string; ends_at: string }> {
  const days = zoneDays(now, now + 7 * DAY)
    .filter((day) => day.end > now)
    .slice(0, 7);
  return availability.flatMap((window) => {
    const day = days.find((candidate) => candidate.week === window.week);
    if (!day) return [];
    return [
      {
        ...window,
        starts_at: new Date(wallClock(day, window.begin_minute)).toISOString(),
        ends_at: new Date(wallClock(day, window.end_minute)).toISOString(),
      },
    ];
  });
}
