import type { Lesson } from '@hanyu/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { calendarFeedOf, renewCalendarFeed } from './calendar-feed.ts';
import { handoverOf, learnerRecords, setHandover } from './learner-records.ts';
import { type LessonMailKind, sendLessonMail } from './lesson-mail.ts';
import { lessonRecipients } from './scheduling.repository.ts';
import {
  addException,
  availabilityOf,
  bookableCourses,
  bookingSlots,
  bookLesson,
  bookTrial,
  cancelLesson,
  completeLesson,
  courseTitleIn,
  earningsOf,
  exceptionsOf,
  getLesson,
  lessonsOf,
  myTeachers,
  removeException,
  setAvailability,
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
  | 'lessons'
  | 'lesson'
  | 'cancelLesson'
  | 'myTeachers'
  | 'calendarFeed'
  | 'renewCalendarFeed'
  | 'assistantBookLesson'
  | 'teacherAvailability'
  | 'setTeacherAvailability'
  | 'teacherLessons'
  | 'teacherExceptions'
  | 'addTeacherException'
  | 'deleteTeacherException'
  | 'completeLesson'
  | 'teacherEarnings'
  | 'learnerRecords'
  | 'handover'
  | 'setHandover'
> {
  const context = {
    ...mail,
    recipients: async (lesson: Lesson) =>
      Promise.all(
        (await lessonRecipients(db, lesson.id)).map(async (row) => ({
          email: row.email,
          language: row.language,
          timeZone: row.time_zone,
          role: row.role,
          courseTitle: await courseTitleIn(db, lesson.course_id, row.language),
        })),
      ),
  };
  const holds = new SlotHolds();
  /** Mails the learner and the teacher once the change has committed, without holding the answer. */
  const tell = (request: FastifyRequest, kind: LessonMailKind) => (lesson: Lesson) => {
    sendLessonMail(context, kind, lesson).catch((error: unknown) =>
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
    lessons: async ({ user, query }) => lessonsOf(db, { studentUserId: user.id }, query, now()),
    lesson: async ({ user, params, query }) => getLesson(db, user, params.id, query.language),
    cancelLesson: async ({ user, params, query, request }) =>
      cancelLesson(db, user, params.id, {
        now: now(),
        language: query.language,
        onCancelled: tell(request, 'cancelled'),
      }),
    myTeachers: async ({ user }) => myTeachers(db, user, now()),
    calendarFeed: async ({ user }) => calendarFeedOf(db, user.id, mail.publicUrl),
    renewCalendarFeed: async ({ user }) => renewCalendarFeed(db, user.id, mail.publicUrl),
    teacherAvailability: async ({ user }) => availabilityOf(db, user.id),
    setTeacherAvailability: async ({ user, body }) => setAvailability(db, user.id, body.weekly),
    teacherExceptions: async ({ user }) => exceptionsOf(db, user.id, now()),
    addTeacherException: async ({ user, body }) => addException(db, user.id, body),
    deleteTeacherException: async ({ user, params }) => removeException(db, user.id, params.id),
    teacherLessons: async ({ user, query }) => lessonsOf(db, { teacherUserId: user.id }, query, now()),
    completeLesson: async ({ user, params, body }) => completeLesson(db, user, params.id, body, now()),
    teacherEarnings: async ({ user }) => earningsOf(db, user.id, now()),
    learnerRecords: async ({ user, params, query }) =>
      learnerRecords(db, user, params.user_id, query.language),
    handover: async ({ user, params, query }) => handoverOf(db, user, params.id, query.language),
    setHandover: async ({ user, params, query, body }) =>
      setHandover(db, user, params.id, body.note, query.language),
  };
}
