import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import {
  availabilityOf,
  bookableCourses,
  bookingSlots,
  bookLesson,
  bookTrial,
  cancelLesson,
  completeLesson,
  getLesson,
  lessonsOf,
  setAvailability,
} from './scheduling.service.ts';

export function schedulingHandlers(
  db: Kysely<Database>,
  now: () => Date,
): Pick<
  EndpointHandlers,
  | 'bookableCourses'
  | 'bookingSlots'
  | 'bookLesson'
  | 'bookTrial'
  | 'lessons'
  | 'lesson'
  | 'cancelLesson'
  | 'assistantBookLesson'
  | 'teacherAvailability'
  | 'setTeacherAvailability'
  | 'teacherLessons'
  | 'completeLesson'
> {
  return {
    bookableCourses: async ({ user, query }) => bookableCourses(db, user, query.language),
    bookingSlots: async ({ user, query }) => bookingSlots(db, user, query, now()),
    bookLesson: async ({ user, body, request }) =>
      bookLesson(db, user, body, {
        learnerId: user.id,
        byAssistant: false,
        idempotencyKey: idempotencyKeyOf(request),
        now: now(),
        language: undefined,
      }),
    bookTrial: async ({ user, body, request }) =>
      bookTrial(db, user, body, { idempotencyKey: idempotencyKeyOf(request), now: now() }),
    assistantBookLesson: async ({ user, body, request }) =>
      bookLesson(db, user, body, {
        learnerId: body.user_id,
        byAssistant: true,
        idempotencyKey: idempotencyKeyOf(request),
        now: now(),
        language: undefined,
      }),
    lessons: async ({ user, query }) => lessonsOf(db, { studentUserId: user.id }, query, now()),
    lesson: async ({ user, params, query }) => getLesson(db, user, params.id, query.language),
    cancelLesson: async ({ user, params, query }) =>
      cancelLesson(db, user, params.id, { now: now(), language: query.language }),
    teacherAvailability: async ({ user }) => availabilityOf(db, user.id),
    setTeacherAvailability: async ({ user, body }) => setAvailability(db, user.id, body.weekly),
    teacherLessons: async ({ user, query }) => lessonsOf(db, { teacherUserId: user.id }, query, now()),
    completeLesson: async ({ user, params, body }) => completeLesson(db, user, params.id, body, now()),
  };
}
