import type { LessonsResponse } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { classroomCall, idOrNotFound } from '../page-frame/loader-helpers.ts';

/** How many lessons of each list one page shows; the rest are in the learner's bookings (user/date). */
export const LIVE_LIST_SIZE = 50;

export interface LiveLessonsData {
  upcoming: LessonsResponse;
  past: LessonsResponse;
  /** When the lists were read: what is ahead and what is open is judged from it, on both sides alike. */
  loadedAt: number;
}

/** learning/live/:item_id: the learner's upcoming and past lessons of the course, side by side. */
export async function liveLessonsLoader({ params }: LoaderFunctionArgs): Promise<LiveLessonsData> {
  const course = idOrNotFound(params.item_id);
  const language = langOf(params);
  const list = (when: 'upcoming' | 'past') =>
    classroomCall(
      api.lessons(
        { query: { when, course_id: course, language, size: String(LIVE_LIST_SIZE) } },
        { quiet: true },
      ),
    );
  const [upcoming, past] = await Promise.all([list('upcoming'), list('past')]);
  return { upcoming, past, loadedAt: Date.now() };
}
