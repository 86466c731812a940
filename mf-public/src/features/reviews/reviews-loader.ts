import type { ReviewPage } from '@hanyu/contract';
import { api } from '../../api.ts';

/** The page of reviews a teacher or course page shows: `?page=N` of the page's URL, the first by default. */
export function reviewsFor(
  subject: 'teacher' | 'course',
  id: string | number,
  request: Request,
): Promise<ReviewPage> {
  const asked = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(asked) && asked > 1 ? String(asked) : '1';
  const call = subject === 'teacher' ? api.teacherReviews : api.courseReviews;
  return call({ params: { id: String(id) }, query: { page } }, { quiet: true });
}
