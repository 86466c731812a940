import type { Lesson } from '@hanyu/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type LessonMailKind, lessonMailer } from '../lessons/index.ts';
import { rescheduleLesson, rescheduleSlots } from './reschedule.ts';
import {
  assistantLearners,
  assistantSlots,
  bookableCourses,
  bookingSlots,
  bookLesson,
  bookTrial,
  cancelLesson,
  earningsOf,
  myTeachers,
} from './scheduling.service.ts';
import { SlotHolds } from './slot-holds.ts';

export function schedulingHandlers(
  db: Kysely<Database>,
  now: () => Date,
  mail: { mailer: Mailer; publicUrl: string },
): Pick<
  EndpointHandlers,
  | 'bookableCourses'
  | 'bookingSlots'
  | 'bookLesson'
  | 'bookTrial'
  | 'cancelLesson'
  | 'rescheduleSlots'
  | 'rescheduleLesson'
  | 'myTeachers'
  | 'assistantBookLesson'
  | 'assistantLearners'
  | 'assistantSlots'
  | 'teacherEarnings'
> {
  const lessonMail = lessonMailer(db, mail);
  const holds = new SlotHolds();
  /** Mails the learner and the teacher once the change has committed, without holding the answer. */
  const tell =
    (request: FastifyRequest, kind: LessonMailKind) => (lesson: Lesson, previousStartsAt?: string) => {
      lessonMail
        .send(kind, lesson, previousStartsAt)
        .catch((error: unknown) =>
          request.log.error({ err: error, lesson: lesson.id }, 'lesson mail not sent'),
        );
    };
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
        onBooked: tell(request, 'booked'),
        holds,
      }),
    bookTrial: async ({ user, body, request }) =>
      bookTrial(db, user, body, {
        idempotencyKey: idempotencyKeyOf(request),
        now: now(),
        onBooked: tell(request, 'booked'),
      }),
    assistantBookLesson: async ({ user, body, request }) =>
      bookLesson(db, user, body, {
        learnerId: body.user_id,
        byAssistant: true,
        idempotencyKey: idempotencyKeyOf(request),
        now: now(),
        language: undefined,
        onBooked: tell(request, 'booked'),
        holds,
      }),
    assistantLearners: async ({ query }) => assistantLearners(db, query.q, query.language),
    assistantSlots: async ({ query }) => assistantSlots(db, query, now()),
    cancelLesson: async ({ user, params, query, request }) =>
      cancelLesson(db, user, params.id, {
        now: now(),
        language: query.language,
        onCancelled: tell(request, 'cancelled'),
      }),
    rescheduleSlots: async ({ user, params, query }) => rescheduleSlots(db, user, params.id, query, now()),
    rescheduleLesson: async ({ user, params, body, request }) =>
      rescheduleLesson(db, user, params.id, body, {
        now: now(),
        language: undefined,
        onRescheduled: tell(request, 'rescheduled'),
      }),
    myTeachers: async ({ user }) => myTeachers(db, user, now()),
    teacherEarnings: async ({ user }) => earningsOf(db, user.id, now()),
  };
}
