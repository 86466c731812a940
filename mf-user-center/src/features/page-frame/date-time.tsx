import { useSession } from '@hanyu/session';
import { LocalTime, useLang } from '@hanyu/ui';

/** A moment in the page language and the visitor's time zone (right on a server-rendered page too: LocalTime). */
export function DateTime({ iso, format = 'dateTime' }: { iso: string; format?: 'day' | 'dateTime' }) {
  const lang = useLang();
  const timeZone = useSession((state) => state.timeZone);
  return <LocalTime iso={iso} lang={lang} timeZone={timeZone} format={format} />;
}
