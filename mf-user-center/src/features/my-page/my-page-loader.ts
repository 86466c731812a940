import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { type Settled, settle } from '../page-frame/settle.ts';
import { langOf } from '../page-frame/use-lang.ts';

/** How many of the latest orders my page shows. */
export const RECENT_ORDER_COUNT = 3;

type OrdersAnswer = Awaited<ReturnType<typeof api.orders>>;
type VideoCoursesAnswer = Awaited<ReturnType<typeof api.myVideoCourses>>;
type StudyPlanAnswer = Awaited<ReturnType<typeof api.mentorPage>>;

export interface MyPageData {
  recentOrders: Promise<Settled<OrdersAnswer>>;
  videoCourses: Promise<Settled<VideoCoursesAnswer>>;
  studyPlan: Promise<Settled<StudyPlanAnswer>>;
}

/** user (index): the latest orders and the video courses being studied, titles in the page language. */
export function myPageLoader({ params }: LoaderFunctionArgs): MyPageData {
  const language = langOf(params);
  return {
    recentOrders: settle(api.orders({ query: { language, page: '1', size: String(RECENT_ORDER_COUNT) } })),
    videoCourses: settle(api.myVideoCourses({ query: { language } })),
    studyPlan: settle(api.mentorPage({ query: { language } })),
  };
}
