import type {
  Lesson,
  LessonsResponse,
  MyLessonDispute,
  TeacherDetail,
  TeacherEarnings,
} from '@hanyu/contract';
import { sessionStore } from '@hanyu/session';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { allForTeacher } from '../page-frame/teacher-calls.ts';

export interface CentreData {
  statistics: TeacherDetail['statistics'];
  earnings: TeacherEarnings;
  upcoming: LessonsResponse;
  /** The lessons taught that still wait for their summary (still booked), latest first. */
  awaiting: Lesson[];
  /** Recent lessons a no-show or a dispute concerns, or that may still be disputed, newest first. */
  disputes: MyLessonDispute[];
}

/**
 * teach: the teacher's lessons ahead, those behind that wait for a summary (only they are shown, and only they
 * go into the page's hydration data), the statistics of their public page and their earnings. The route's
 * guard has loaded the signed-in user.
 */
export async function teachingCentreLoader({ params }: LoaderFunctionArgs): Promise<CentreData> {
  const language = langOf(params);
  const userId = String(sessionStore.getState().user?.id ?? '');
  const [upcoming, past, detail, earnings, disputes] = await allForTeacher([
    api.teacherLessons({ query: { when: 'upcoming', size: '50', language } }),
    api.teacherLessons({ query: { when: 'past', size: '50', language } }),
    api.teacher({ params: { id: userId }, query: { language } }),
    api.teacherEarnings({}),
    api.myLessonDisputes({}),
  ]);
  const awaiting = past.data.filter((lesson) => lesson.status === 'booked');
  return { statistics: detail.statistics, earnings, upcoming, awaiting, disputes: disputes.data };
}
