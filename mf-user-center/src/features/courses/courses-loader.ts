import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { type Settled, settle } from '../page-frame/settle.ts';
import { langOf } from '../page-frame/use-lang.ts';

export type CoursesAnswer = Awaited<ReturnType<typeof api.myCourses>>;

export interface CoursesData {
  courses: Promise<Settled<CoursesAnswer>>;
}

/** user/course: every course held, in one call, titles in the page language. */
export function coursesLoader({ params }: LoaderFunctionArgs): CoursesData {
  return { courses: settle(api.myCourses({ query: { language: langOf(params) } })) };
}
