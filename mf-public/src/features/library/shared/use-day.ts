import { TEACHER_TIME_ZONE } from '@hanyu/contract';
import { formatDay, useLang } from '@hanyu/ui';

/**
 * Formats an ISO 8601 timestamp as the day it was published, in the page language. A publication day is the
 * platform's (Asia/Shanghai, where teacher times are based, SPEC §3), not the reader's: a post says the same
 * date wherever it is read, and its page needs nothing only the browser knows.
 */
export function useDay(): (iso: string) => string {
  const lang = useLang();
  return (iso) => formatDay(iso, lang, TEACHER_TIME_ZONE);
}
