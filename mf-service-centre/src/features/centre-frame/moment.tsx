import { useSession } from '@hanyu/session';
import { LocalTime, useLang } from '@hanyu/ui';

/**
 * A moment as a date and time in the operator's zone, as the server rendered it and the app hydrates it
 * (LocalTime: the page's script shows the browser's zone when the server did not know it).
 */
export function Moment({ iso }: { iso: string }) {
  const lang = useLang();
  const zone = useSession((state) => state.timeZone);
  return <LocalTime iso={iso} lang={lang} timeZone={zone} format="dateTime" />;
}
