import type { Lesson } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type LessonMailKind, sendLessonMail } from './lesson-mail.ts';
import { lessonRecipients } from './lessons.repository.ts';
import { courseTitleIn, lessonOf } from './lessons.service.ts';

/**
 * Mails a lesson's learner and teacher about a change that has committed (booked, cancelled), each in their
 * language and zone: what every module that books or cancels lessons sends (bookings, refunds).
 */
export function lessonMailer(db: Kysely<Database>, mail: { mailer: Mailer; publicUrl: string }) {
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
  return {
    send: (kind: LessonMailKind, lesson: Lesson) => sendLessonMail(context, kind, lesson),
    /** By the lesson's id, as its learner sees it (a change made by someone else: an operator, a refund). */
    sendById: async (kind: LessonMailKind, lessonId: number | string, learnerId: number | string) =>
      sendLessonMail(
        context,
        kind,
        await lessonOf(db, lessonId, { userId: Number(learnerId), as: 'learnerOrTeacher' }, undefined),
      ),
  };
}
