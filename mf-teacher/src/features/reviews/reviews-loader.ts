import type { TeacherReviews } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { allForTeacher } from '../page-frame/teacher-calls.ts';

/** teach/reviews[?page=N]: the reviews of the teacher's teaching, newest first, with their summary. */
export async function reviewsLoader({ params, request }: LoaderFunctionArgs): Promise<TeacherReviews> {
  const asked = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(asked) && asked > 1 ? String(asked) : '1';
  const [reviews] = await allForTeacher([
    api.myTeacherReviews({ query: { language: langOf(params), page } }),
  ]);
  return reviews;
}
