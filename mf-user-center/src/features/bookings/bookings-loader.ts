import type { LessonsQuery } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { pageOf } from '../page-frame/list-query.ts';

export const BOOKING_PAGE_SIZE = 10;

export type BookingsAnswer = Awaited<ReturnType<typeof api.lessons>>;
export type BookingsWhen = 'upcoming' | 'past';

export interface BookingsData {
  /** From `?when=past` (else upcoming) and `?page=`. */
  query: { when: BookingsWhen; page: number };
  lessons: BookingsAnswer;
  /** The past lessons' no-shows and disputes, and which the learner may still dispute (none for upcoming). */
  disputes: Awaited<ReturnType<typeof api.myLessonDisputes>>['data'];
  /**
   * When the lessons were read (epoch ms), what "can still be cancelled" is judged against: the server's
   * render and the hydrating page agree on it (the server decides again anyway).
   */
  readAt: number;
}

/** user/date: the caller's lessons, upcoming soonest first or past latest first, a page at a time. */
export async function bookingsLoader({ params, request }: LoaderFunctionArgs): Promise<BookingsData> {
  const search = new URL(request.url).searchParams;
  const query = {
    when: search.get('when') === 'past' ? ('past' as const) : ('upcoming' as const),
    page: pageOf(search),
  };
  const apiQuery: LessonsQuery = {
    when: query.when,
    language: langOf(params),
    page: String(query.page),
    size: String(BOOKING_PAGE_SIZE),
  };
  const [lessons, disputes] = await Promise.all([
    api.lessons({ query: apiQuery }),
    query.when === 'past' ? api.myLessonDisputes({}).then((answer) => answer.data) : Promise.resolve([]),
  ]);
  return { query, lessons, disputes, readAt: Date.now() };
}
