import { formatDay } from '../../content/format.ts';
import { useLang } from '../../content/use-lang.ts';
import { useTimeZone } from '../../content/use-time-zone.ts';

/** Formats an ISO 8601 timestamp as a day in the page language and the visitor's time zone. */
export function useDay(): (iso: string) => string {
  const lang = useLang();
  const timeZone = useTimeZone();
  return (iso) => formatDay(iso, lang, timeZone);
}
