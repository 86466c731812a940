import { FALLBACK_LANG, isLang } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { settleDueAttendance } from '../modules/disputes/index.ts';
import { sendDueReminders } from '../modules/lessons/index.ts';
import type { PaymentGateways } from '../modules/payments/index.ts';
import { creditDuePromotions, DEFAULT_PROMOTION_HOLD_DAYS } from '../modules/promotion/index.ts';
import {
  type CancelledSeat,
  groupClassCancelledMail,
  settleDueGroupClasses,
} from '../modules/scheduling/index.ts';
import { requeryPendingTopUps } from '../modules/top-ups/index.ts';
import { modelTexts, TEXT_FIELDS } from '../modules/translations/index.ts';
import type { JobDefinition, JobQueue } from './job-queue.ts';

/** The API's background jobs, run by the job queue in every API process (each job once per due time). */
export const JOB = {
  lessonReminders: 'lesson-reminders',
  lessonAttendance: 'lesson-attendance',
  topUpRequery: 'top-up-requery',
  groupClasses: 'group-classes',
  groupClassCancelledMail: 'group-class-cancelled-mail',
  promotionCredits: 'promotion-credits',
} as const;

const EVERY_MINUTE = '* * * * *';

export interface AppJobsContext {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  /** How long before its first session a group class is opened or cancelled. */
  groupDecisionLeadMs: number;
  gateways?: PaymentGateways | undefined;
  /** How long a paid order stays refundable before promotion income and invite rewards are credited. */
  promotionHoldMs?: number;
  now?: () => Date;
  log: { error(details: object, message: string): void };
}

export function appJobs(context: AppJobsContext) {
  const now = context.now ?? (() => new Date());
  return (queue: JobQueue): JobDefinition[] => [
    {
      name: JOB.lessonReminders,
      cron: EVERY_MINUTE,
      // A reminder is claimed before its mail goes; a retry would find it claimed.
      retryLimit: 0,
      run: async () => {
        await sendDueReminders({
          db: context.db,
          mailer: context.mailer,
          publicUrl: context.publicUrl,
          now: now(),
          onError: (error, lessonId) =>
            context.log.error({ err: error, lesson: lessonId }, 'lesson reminder not sent'),
        });
      },
    },
    {
      name: JOB.lessonAttendance,
      cron: EVERY_MINUTE,
      // Each lesson is read once under its row lock; the next minute's run takes what this one missed.
      retryLimit: 0,
      run: async () => {
        await settleDueAttendance({
          db: context.db,
          mailer: context.mailer,
          publicUrl: context.publicUrl,
          now: now(),
          onError: (error, lessonId) =>
            context.log.error({ err: error, lesson: lessonId }, 'lesson attendance not settled'),
        });
      },
    },
    ...(context.gateways
      ? [
          {
            name: JOB.topUpRequery,
            cron: EVERY_MINUTE,
            retryLimit: 0,
            run: async () => {
              await requeryPendingTopUps({
                db: context.db,
                gateways: context.gateways as PaymentGateways,
                publicUrl: context.publicUrl,
              });
            },
          },
        ]
      : []),
    {
      name: JOB.groupClasses,
      cron: EVERY_MINUTE,
      retryLimit: 0,
      run: async () => {
        await settleDueGroupClasses(context.db, {
          now: now(),
          decisionLeadMs: context.groupDecisionLeadMs,
          tell: (trx, seat) =>
            queue.send(JOB.groupClassCancelledMail, seat, {
              key: `group-cancelled:${seat.courseId}:${seat.userId}`,
              db: trx,
            }),
          onError: (error, courseId) =>
            context.log.error({ err: error, course: courseId }, 'group class not settled'),
        });
      },
    },
    {
      name: JOB.promotionCredits,
      cron: EVERY_MINUTE,
      retryLimit: 0,
      run: async () => {
        await creditDuePromotions(context.db, {
          now: now(),
          holdMs: context.promotionHoldMs ?? DEFAULT_PROMOTION_HOLD_DAYS * 86_400_000,
          onError: (error, what) => context.log.error({ err: error, what }, 'promotion credit not made'),
        });
      },
    },
    {
      name: JOB.groupClassCancelledMail,
      // A mail server that is down is tried again, with backoff, for about a day.
      retryLimit: 10,
      run: (data) => sendGroupClassCancelledMail(context, data as CancelledSeat),
    },
  ];
}

async function sendGroupClassCancelledMail(context: AppJobsContext, seat: CancelledSeat): Promise<void> {
  const learner = await context.db
    .selectFrom('users')
    .select(['email', 'language'])
    .where('id', '=', String(seat.userId))
    .executeTakeFirst();
  if (!learner) return;
  const titles = await modelTexts(context.db, {
    fields: [TEXT_FIELDS.courseTitle],
    modelIds: [seat.courseId],
    language: isLang(learner.language) ? learner.language : FALLBACK_LANG,
  });
  const courseTitle = titles(TEXT_FIELDS.courseTitle, seat.courseId);
  await context.mailer.send(
    groupClassCancelledMail(learner, {
      courseTitle,
      refundedMinor: seat.refundedMinor,
      publicUrl: context.publicUrl,
    }),
  );
}
