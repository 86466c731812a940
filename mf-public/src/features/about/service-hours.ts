import { TEACHER_TIME_ZONE, TEACHER_UTC_OFFSET_MINUTES } from '@hanyu/contract';

/** Learner support is staffed every day from 09:00 to 21:00 Beijing time. */
export const SERVICE_HOURS_BEIJING = { fromMinute: 9 * 60, toMinute: 21 * 60 } as const;

export interface ServiceHours {
  /** Opening and closing time in Beijing, formatted for the locale. */
  beijing: { from: string; to: string };
  /** The same instants in the visitor's zone. */
  local: { from: string; to: string };
  /** Closing time falls on the next calendar day in the visitor's zone. */
  endsNextDay: boolean;
  /** The visitor's clock reads the same as Beijing's for the whole window. */
  sameAsBeijing: boolean;
}

const MINUTE = 60_000;

/**
 * Today's service window, in Beijing time and in `timeZone`. Beijing keeps UTC+8 all year, so the window's
 * instants follow from the date there; the local side uses the zone's rules at those instants.
 */
export function serviceHoursIn(timeZone: string, locale: string, now: Date = new Date()): ServiceHours {
  const beijingNow = new Date(now.getTime() + TEACHER_UTC_OFFSET_MINUTES * MINUTE);
  const midnightUtc = Date.UTC(
    beijingNow.getUTCFullYear(),
    beijingNow.getUTCMonth(),
    beijingNow.getUTCDate(),
  );
  const at = (minute: number) => new Date(midnightUtc + (minute - TEACHER_UTC_OFFSET_MINUTES) * MINUTE);
  const start = at(SERVICE_HOURS_BEIJING.fromMinute);
  const end = at(SERVICE_HOURS_BEIJING.toMinute);

  const time = (zone: string) =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: zone });
  const day = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone });

  const beijing = { from: time(TEACHER_TIME_ZONE).format(start), to: time(TEACHER_TIME_ZONE).format(end) };
  const local = { from: time(timeZone).format(start), to: time(timeZone).format(end) };
  const endsNextDay = day(timeZone).format(start) !== day(timeZone).format(end);
  const sameAsBeijing =
    !endsNextDay &&
    local.from === beijing.from &&
    local.to === beijing.to &&
    day(timeZone).format(start) === day(TEACHER_TIME_ZONE).format(start);
  return { beijing, local, endsNextDay, sameAsBeijing };
}
