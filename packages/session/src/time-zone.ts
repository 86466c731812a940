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
