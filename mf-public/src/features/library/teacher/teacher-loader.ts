import type { ReviewPage, TeacherDetail } from '@hanyu/contract';
import { langOf, orNotFound } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api.ts';
import { idOf } from '../../content/route-params.ts';
import { reviewsFor } from '../../reviews/reviews-loader.ts';

/**
 * t/{user_id}: the teacher and a page of their reviews. An unknown id (the API's 404) is the not-found page. Quiet: the sdk's bus event
 * for a 404 is not needed beside the thrown one.
 */
export function teacherLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<{ teacher: TeacherDetail; reviews: ReviewPage }> {
  const id = idOf(params.userId);
  return orNotFound(
    Promise.all([
      api.teacher({ params: { id }, query: { language: langOf(params) } }, { quiet: true }),
      reviewsFor('teacher', id, request),
    ]),
  ).then(([teacher, reviews]) => ({ teacher, reviews }));
}
