import type { Courseware, Lang } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { isApiError } from '@hanyu/sdk';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api.ts';

/** A course's courseware (`course`) or a lesson's (`lesson`, the live room's panel) as the API answered. */
export type CoursewareLoad =
  | { status: 'loading' }
  | { status: 'ready'; courseware: Courseware }
  | { status: 'missing' }
  | { status: 'failed' };

export function useCourseware(of: { course: string } | { lesson: string }, lang: Lang) {
  const [load, setLoad] = useState<CoursewareLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const id = 'course' in of ? of.course : of.lesson;
  const kind = 'course' in of ? 'course' : 'lesson';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again.
  useEffect(() => {
    let current = true;
    const request = { params: { id }, query: { language: lang } };
    const asked =
      kind === 'course'
        ? api.courseware(request, { quiet: true })
        : api.lessonCourseware(request, { quiet: true });
    asked.then(
      (courseware) => current && setLoad({ status: 'ready', courseware }),
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.code === 401)
          bus.emit('session:unauthorized', { path: globalThis.location?.pathname ?? '/' });
        setLoad({
          status: isApiError(error) && [400, 404, 422].includes(error.status) ? 'missing' : 'failed',
        });
      },
    );
    return () => {
      current = false;
    };
  }, [id, kind, lang, attempt]);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  /** Shows courseware the API answered otherwise (a page just added). */
  const show = useCallback((courseware: Courseware) => setLoad({ status: 'ready', courseware }), []);
  return { load, retry, show };
}
