import { sessionStore } from '@hanyu/session';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { roleHas, roleOf } from '../user-area/roles.ts';

/** How many of the latest orders my page shows. */
export const RECENT_ORDER_COUNT = 3;

type OrdersAnswer = Awaited<ReturnType<typeof api.orders>>;
type VideoCoursesAnswer = Awaited<ReturnType<typeof api.myVideoCourses>>;
type StudyPlanAnswer = Awaited<ReturnType<typeof api.mentorPage>>;

export interface MyPageData {
  /** The latest orders and the video courses being studied: a learner's (`studying`), else null. */
  studying: { recentOrders: OrdersAnswer; videoCourses: VideoCoursesAnswer } | null;
  /** The saved study plan: a learner's (`mentor`), else null. */
  studyPlan: StudyPlanAnswer | null;
}

/**
 * user (index): what my page shows the signed-in role (roles.ts), titles in the page language: a learner's
 * latest orders, video courses and study plan; a teacher's page asks for none of them. The user is loaded
 * before any loader of the area runs (the shell's needUserInfo guard).
 */
export async function myPageLoader({ params }: LoaderFunctionArgs): Promise<MyPageData> {
  const language = langOf(params);
  const role = roleOf(sessionStore.getState().user);
  const [recentOrders, videoCourses, studyPlan] = await Promise.all([
    roleHas(role, 'studying')
      ? api.orders({ query: { language, page: '1', size: String(RECENT_ORDER_COUNT) } })
      : null,
    roleHas(role, 'studying') ? api.myVideoCourses({ query: { language } }) : null,
    roleHas(role, 'mentor') ? api.mentorPage({ query: { language } }) : null,
  ]);
  return {
    studying: recentOrders && videoCourses ? { recentOrders, videoCourses } : null,
    studyPlan,
  };
}
