import type { Reviewables } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export interface ReviewsData {
  reviewables: Reviewables['list'];
}

/** user/reviews: the learner's completed lessons and finished courses, newest first, with their reviews. */
export async function reviewsLoader({ params }: LoaderFunctionArgs): Promise<ReviewsData> {
  const { list } = await api.myReviewables({ query: { language: langOf(params) } });
  return { reviewables: list };
}
