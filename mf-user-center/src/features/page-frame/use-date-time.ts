import { useSession } from '@hanyu/session';
import { formatDateTime } from '@hanyu/ui';
import { useLang } from './use-lang.ts';

/** Formats a moment as date and time in the page language and the user's time zone. */
export function useDateTime(): (iso: string) => string {
  const lang = useLang();
  const timeZone = useSession((state) => state.timeZone);
  return (iso) => formatDateTime(iso, lang, timeZone);
}
