import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export type CoursesAnswer = Awaited<ReturnType<typeof api.myCourses>>;

export interface CoursesData {
  courses: CoursesAnswer;
}

/** user/course: every course held, in one call, titles in the page language. */
export async function coursesLoader({ params }: LoaderFunctionArgs): Promise<CoursesData> {
  return { courses: await api.myCourses({ query: { language: langOf(params) } }) };
}
