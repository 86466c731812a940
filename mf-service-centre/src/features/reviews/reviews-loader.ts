import type { OperatorReviews } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export type ReviewsShown = 'all' | 'shown' | 'hidden';

export interface ReviewsData {
  reviews: OperatorReviews;
  shown: ReviewsShown;
}

/** service-centre/reviews[?shown=hidden|shown][&page=N]: reviews, newest first, course titles in the page's language. */
export async function reviewsLoader({ params, request }: LoaderFunctionArgs): Promise<ReviewsData> {
  const search = new URL(request.url).searchParams;
  const asked = search.get('shown');
  const shown: ReviewsShown = asked === 'hidden' || asked === 'shown' ? asked : 'all';
  const page = Number(search.get('page'));
  const reviews = await api.operatorReviews({
    query: {
      language: langOf(params),
      page: Number.isInteger(page) && page > 1 ? String(page) : '1',
      ...(shown === 'all' ? {} : { hidden: shown === 'hidden' ? 'true' : 'false' }),
    },
  });
  return { reviews, shown };
}
