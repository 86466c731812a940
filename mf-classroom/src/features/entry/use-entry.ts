import type { ClassroomEntry, Lang } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { isApiError } from '@hanyu/sdk';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api.ts';

/** Whose room: a booked lesson's (one-on-one) or a group session's (small or big class). */
export type RoomKind = 'lesson' | 'group';

/** A lesson's classroom as the API answered it: on its way, the entry, not the caller's (404), or no answer. */
export type EntryLoad =
  | { status: 'loading' }
  | { status: 'ready'; entry: ClassroomEntry }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * Asks for a lesson's classroom. Quiet, so that a lesson that is not the caller's shows the classroom's own
 * page instead of the site's 404; an invalid session is still announced, as the sdk would.
 */
export async function fetchEntry(id: string, lang: Lang, kind: RoomKind = 'lesson'): Promise<ClassroomEntry> {
  const request = { params: { id }, query: { language: lang } };
  try {
    return kind === 'group'
      ? await api.groupSessionEntry(request, { quiet: true })
      : await api.classroomEntry(request, { quiet: true });
  } catch (error) {
    if (isApiError(error) && error.code === 401) {
      bus.emit('session:unauthorized', { path: globalThis.location?.pathname ?? '/' });
    }
    throw error;
  }
}

function failure(error: unknown): EntryLoad {
  // An id that is no lesson at all (not a number) is as much "not yours" as someone else's lesson.
  if (isApiError(error) && [400, 404, 422].includes(error.status)) return { status: 'missing' };
  return { status: 'failed' };
}

/**
 * The classroom entry of lesson `id`: its load, `reload` (show loading, ask again: after a retry, at opening
 * time, to re-enter) and `renew` (ask again in the background: a provider's fresh token).
 */
export function useEntry(id: string, lang: Lang, kind: RoomKind = 'lesson') {
  const [load, setLoad] = useState<EntryLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const renew = useCallback(() => fetchEntry(id, lang, kind), [id, lang, kind]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again.
  useEffect(() => {
    let current = true;
    renew().then(
      (entry) => current && setLoad({ status: 'ready', entry }),
      (error: unknown) => current && setLoad(failure(error)),
    );
    return () => {
      current = false;
    };
  }, [renew, attempt]);
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { load, reload, renew };
}
