import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { lessonMailer } from '../lessons/index.ts';
import { refundDecisionMail } from './refund-mail.ts';
import {
  approveRefund,
  declineRefund,
  myRefunds,
  operatorRefunds,
  type RefundDecision,
  requestRefund,
} from './refunds.service.ts';

/** The refund endpoints: the learner's request and list, the operators' queue and decisions. */
export function refundsHandlers(
  db: Kysely<Database>,
  now: () => Date,
  context: { mailer: Mailer; publicUrl: string },
): Pick<
  EndpointHandlers,
  'requestRefund' | 'myRefunds' | 'operatorRefunds' | 'approveRefund' | 'declineRefund'
> {
  const lessonMail = lessonMailer(db, context);
  /**
   * Mails the learner once the decision has committed, and both sides of each lesson an approval cancelled,
   * without holding the answer; a failure is logged.
   */
  const tell = (request: FastifyRequest, decision: RefundDecision) => {
    const failed = (error: unknown) =>
      request.log.error({ err: error, refund: decision.refund.id }, 'refund mail not sent');
    context.mailer
      .send(refundDecisionMail(decision.refund, decision.recipient, context.publicUrl))
      .catch(failed);
    for (const lesson of decision.cancelledLessons)
      lessonMail.sendById('cancelled', lesson.id, lesson.learnerId).catch(failed);
    return decision.refund;
  };
  return {
    requestRefund: async ({ user, params, body }) => requestRefund(db, user, params.id, body.reason, now()),
    myRefunds: async ({ user }) => myRefunds(db, user),
    operatorRefunds: async ({ query }) => operatorRefunds(db, query.language, now()),
    approveRefund: async ({ user, params, body, request }) =>
      tell(request, await approveRefund(db, user.id, params.id, body.reply, { now: now() })),
    declineRefund: async ({ user, params, body, request }) =>
      tell(request, await declineRefund(db, user.id, params.id, body.reply, { now: now() })),
  };
}
