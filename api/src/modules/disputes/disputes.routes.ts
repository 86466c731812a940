import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  disputeDetail,
  disputeLesson,
  disputesForOperators,
  lessonDisputesOf,
  myLessonDisputes,
  resolveDispute,
} from './disputes.service.ts';

/** The dispute endpoints: a lesson's sides (its learner and teacher) and the operators' resolution. */
export function disputesHandlers(
  db: Kysely<Database>,
  now: () => Date,
  mail: { mailer: Mailer; publicUrl: string },
): Pick<
  EndpointHandlers,
  'myLessonDisputes' | 'lessonDisputes' | 'disputeLesson' | 'disputes' | 'dispute' | 'resolveDispute'
> {
  return {
    myLessonDisputes: async ({ user }) => myLessonDisputes(db, user, now()),
    lessonDisputes: async ({ user, params }) => lessonDisputesOf(db, user, params.id, now()),
    disputeLesson: async ({ user, params, body }) => disputeLesson(db, user, params.id, body.reason, now()),
    disputes: async ({ query }) => disputesForOperators(db, { state: query.state }),
    dispute: async ({ params }) => disputeDetail(db, params.id),
    resolveDispute: async ({ user, params, body, request }) =>
      resolveDispute(
        db,
        { ...mail, onMailError: (error) => request.log.error({ err: error }, 'dispute mail not sent') },
        user.id,
        params.id,
        body,
        now(),
      ),
  };
}
