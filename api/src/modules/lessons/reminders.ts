import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { notifyLesson } from '../notifications/index.ts';
import { lessonMail } from './lesson-mail.ts';
import { claimReminder, lessonRecipients, lessonsDueForReminder } from './lessons.repository.ts';
import { courseTitleIn, describeLessons } from './lessons.service.ts';

/** The reminders before a lesson (issue 11): a day and an hour ahead. */
export const REMINDERS = [
  { kind: '24h', beforeMs: 24 * 3_600_000 },
  { kind: '1h', beforeMs: 3_600_000 },
] as const;

/** How many lessons one sweep reminds of per kind; the next sweep takes the rest. */
const SWEEP_LIMIT = 200;

/**
 * Sends the reminders that are due. Every API process sweeps (a minute apart); a reminder's row in
 * `lesson_reminders` is claimed before its mail goes, so whichever process claims it first sends it and no
 * one sends it twice. A mail that fails after its claim is logged, not retried (`onError`).
 */
export async function sendDueReminders(context: {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  now: Date;
  onError?: (error: unknown, lessonId: number) => void;
}): Promise<number> {
  let sent = 0;
  for (const reminder of REMINDERS) {
    const rows = await lessonsDueForReminder(context.db, reminder, context.now, SWEEP_LIMIT);
    const claimed = [];
    for (const row of rows) {
      // The claim and the in-app notice of "starts in an hour" commit together: one process, once.
      const mine = await context.db.transaction().execute(async (trx) => {
        if (!(await claimReminder(trx, row.id, reminder.kind))) return false;
        if (reminder.kind === '1h') await notifyLesson(trx, 'lesson_reminder', row.id, context.now);
        return true;
      });
      if (mine) claimed.push(row);
    }
    for (const lesson of await describeLessons(context.db, claimed, undefined)) {
      try {
        const recipients = await lessonRecipients(context.db, lesson.id);
        // Those who turned reminder emails off in their account settings get none.
        for (const recipient of recipients.filter((person) => person.reminder_emails))
          await context.mailer.send(
            lessonMail(
              lesson,
              {
                email: recipient.email,
                language: recipient.language,
                timeZone: recipient.time_zone,
                role: recipient.role,
                courseTitle: await courseTitleIn(context.db, lesson.course_id, recipient.language),
              },
              { kind: 'reminder', publicUrl: context.publicUrl },
            ),
          );
        sent += 1;
      } catch (error) {
        context.onError?.(error, lesson.id);
      }
    }
  }
  return sent;
}
