import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { calendarFeedOf, renewCalendarFeed } from './calendar-feed.ts';
import { handoverOf, learnerRecords, setHandover } from './learner-records.ts';
import { completeLesson, getLesson, lessonsOf } from './lessons.service.ts';

/** A lesson's pages once booked: the learner's and the teacher's lists, completion, records, the feed. */
export function lessonsHandlers(
  db: Kysely<Database>,
  now: () => Date,
  feed: { publicUrl: string },
): Pick<
  EndpointHandlers,
  | 'lessons'
  | 'lesson'
  | 'teacherLessons'
  | 'completeLesson'
  | 'calendarFeed'
  | 'renewCalendarFeed'
  | 'learnerRecords'
  | 'handover'
  | 'setHandover'
> {
  return {
    lessons: async ({ user, query }) => lessonsOf(db, { studentUserId: user.id }, query, now()),
    lesson: async ({ user, params, query }) => getLesson(db, user, params.id, query.language),
    teacherLessons: async ({ user, query }) => lessonsOf(db, { teacherUserId: user.id }, query, now()),
    completeLesson: async ({ user, params, body }) => completeLesson(db, user, params.id, body, now()),
    calendarFeed: async ({ user }) => calendarFeedOf(db, user.id, feed.publicUrl),
    renewCalendarFeed: async ({ user }) => renewCalendarFeed(db, user.id, feed.publicUrl),
    learnerRecords: async ({ user, params, query }) =>
      learnerRecords(db, user, params.user_id, query.language),
    handover: async ({ user, params, query }) => handoverOf(db, user, params.id, query.language),
    setHandover: async ({ user, params, query, body }) =>
      setHandover(db, user, params.id, body.note, query.language),
  };
}
