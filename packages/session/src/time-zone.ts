import { getTimezoneOffset } from 'date-fns-tz';

/** Whether the runtime knows this IANA zone name. */
export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** SPEC §4: the utc cookie, else the user's time_zone, else the browser's. */
export function resolveTimeZone(sources: {
  cookie?: string | undefined;
  user?: string | null | undefined;
  browser?: string | undefined;
}): string {
  for (const zone of [sources.cookie, sources.user, sources.browser]) {
    if (isValidTimeZone(zone)) return zone;
  }
  return 'UTC';
}

/** "UTC+8", "UTC-3:30", "UTC+0" for a zone at a given instant (daylight saving included). */
export function formatUtcOffset(zone: string, at: Date = new Date()): string {
  const minutes = Math.round(getTimezoneOffset(zone, at) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** Zone names that are UTC itself: naming them beside "UTC+0" would say it twice. */
const UTC_NAMES = /^(?:Etc\/)?(?:UTC|UCT|GMT|Zulu|Universal|Greenwich)(?:[+-]?0)?$/i;

/**
 * The one way a zone is named to people, in any sentence: "Europe/Berlin (UTC+1)", "America/New York
 * (UTC-4)", and for UTC itself just "UTC". Sentences take it whole as `{{zone}}`, never in parentheses of
 * their own, so nothing reads "(UTC (UTC+0))".
 */
export function formatZoneLabel(zone: string, at: Date = new Date()): string {
  if (UTC_NAMES.test(zone)) return 'UTC';
  return `${zone.replaceAll('_', ' ')} (${formatUtcOffset(zone, at)})`;
}
