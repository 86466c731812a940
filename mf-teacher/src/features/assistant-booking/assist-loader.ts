import type { AssistantLearner, SlotsResponse } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

/** How many days of free starts the page lists at once. */
const SLOT_DAYS = 7;

export interface AssistData {
  /** The search as typed, '' before the first. */
  q: string;
  learners: AssistantLearner[];
  /** The learner and course chosen from the results, and the teacher's free starts in the learner's zone. */
  chosen: {
    learner: AssistantLearner;
    course: AssistantLearner['courses'][number];
    minutes: number;
    slots: SlotsResponse;
  } | null;
}

/** A positive integer of the URL, else undefined. */
const idOf = (value: string | null) => (value && /^[1-9][0-9]{0,15}$/.test(value) ? value : undefined);

/**
 * teach/assist: the search's learners (always asked, so the API's refusal of a non-assistant shows on the first
 * visit), and, once a learner's course is chosen (`learner`, `course`, `minutes` in the URL), the free starts of
 * its teacher in the learner's zone.
 */
export async function assistLoader({ params, request }: LoaderFunctionArgs): Promise<AssistData> {
  const language = langOf(params);
  const search = new URL(request.url).searchParams;
  const q = (search.get('q') ?? '').trim();
  const { data: learners } = await api.assistantLearners({
    query: q.length >= 2 ? { q, language } : { language },
  });
  const learner = learners.find((one) => String(one.id) === idOf(search.get('learner')));
  const course = learner?.courses.find((one) => String(one.course_id) === idOf(search.get('course')));
  if (!learner || !course) return { q, learners, chosen: null };
  const asked = Number(idOf(search.get('minutes')));
  const minutes = course.lesson_minutes.includes(asked) ? asked : (course.lesson_minutes[0] ?? 0);
  const slots = await api.assistantSlots({
    query: {
      user_id: String(learner.id),
      course_id: String(course.course_id),
      minutes: String(minutes),
      days: String(SLOT_DAYS),
    },
  });
  return { q, learners, chosen: { learner, course, minutes, slots } };
}
