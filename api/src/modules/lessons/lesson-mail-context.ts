import type { Lesson, NotificationKind } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mayMail } from '../notifications/index.ts';
import { type LessonMailKind, sendLessonMail } from './lesson-mail.ts';
import { lessonRecipients } from './lessons.repository.ts';
import { courseTitleIn, lessonOf } from './lessons.service.ts';

/** The notification kind whose email preference a lesson mail follows. */
const NOTICE_OF_MAIL = {
  booked: 'lesson_booked',
  rescheduled: 'lesson_rescheduled',
  cancelled: 'lesson_cancelled',
  reminder: 'lesson_reminder',
} as const satisfies Record<LessonMailKind, NotificationKind>;

/**
 * Mails a lesson's learner and teacher about a change that has committed (booked, cancelled), each in their
 * language and zone: what every module that books or cancels lessons sends (bookings, refunds).
 */
export function lessonMailer(db: Kysely<Database>, mail: { mailer: Mailer; publicUrl: string }) {
  /** Those of the two who may be mailed about this kind of change (their notification preferences). */
  const recipients = (kind: LessonMailKind) => async (lesson: Lesson) => {
    const rows = await lessonRecipients(db, lesson.id);
    const allowed = await Promise.all(rows.map((row) => mayMail(db, row.user_id, NOTICE_OF_MAIL[kind])));
    return Promise.all(
      rows
        .filter((_, index) => allowed[index])
        .map(async (row) => ({
          email: row.email,
          language: row.language,
          timeZone: row.time_zone,
          role: row.role,
          courseTitle: await courseTitleIn(db, lesson.course_id, row.language),
        })),
    );
  };
  const context = (kind: LessonMailKind) => ({ ...mail, recipients: recipients(kind) });
  return {
    send: (kind: LessonMailKind, lesson: Lesson, previousStartsAt?: string) =>
      sendLessonMail(context(kind), kind, lesson, previousStartsAt),
    /** By the lesson's id, as its learner sees it (a change made by someone else: an operator, a refund). */
    sendById: async (kind: LessonMailKind, lessonId: number | string, learnerId: number | string) =>
      sendLessonMail(
        context(kind),
        kind,
        await lessonOf(db, lessonId, { userId: Number(learnerId), as: 'learnerOrTeacher' }, undefined),
      ),
  };
}
