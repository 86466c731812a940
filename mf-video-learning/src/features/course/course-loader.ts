import type { VideoCourseOutline } from '@hanyu/contract';
import { langOf, orNotFound } from '@hanyu/ui';
import { data, type LoaderFunctionArgs, type Params } from 'react-router';
import { api } from '../../api.ts';

/** An id in the URL: a positive whole number, else the page is not there (the API would refuse it anyway). */
export function idOf(value: string | undefined): string {
  if (!value || !/^[1-9][0-9]{0,14}$/.test(value)) throw data(null, { status: 404 });
  return value;
}

/**
 * The course's outline for the caller, in the page language: its lessons in order with the learner's
 * progress, where to go on, and the address of the progress pushed from elsewhere. A course the API does not
 * know is the not-found page.
 */
export function loadOutline(params: Params, signal: AbortSignal): Promise<VideoCourseOutline> {
  const id = idOf(params.item_id);
  return orNotFound(
    api.videoCourse({ params: { id }, query: { language: langOf(params) } }, { quiet: true, signal }),
  );
}

export interface CourseData {
  outline: VideoCourseOutline;
}

/** learning/video/{item_id}: the course's outline. */
export async function courseLoader({ params, request }: LoaderFunctionArgs): Promise<CourseData> {
  return { outline: await loadOutline(params, request.signal) };
}
