import { ERROR_CODES, FIRST_QUESTION_MESSAGES } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { addMembers } from './chat.repository.ts';
import {
  BEFORE_REPLY_CONSTRAINT,
  countFirstQuestion,
  DAILY_LIMIT_CONSTRAINT,
  insertDirectConversation,
  insertFirstQuestion,
  isBlockedFromFirstQuestions,
} from './first-questions.repository.ts';

/**
 * A question before booking (issue 29): a learner opens a direct conversation with a teacher they have no
 * lesson with. The limits are the database's (migration 0046), so concurrent requests cannot pass them
 * together: the daily count is an upsert whose check refuses the 4th, and the messages before the teacher's
 * reply are counted in the message's own insert (chat.repository.ts, `insertMessage`).
 */

function violates(error: unknown, constraint: string): boolean {
  const found = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return found.code === '23514' && found.constraint === constraint;
}

/** A learner's message past the limit before the teacher's reply, as the insert refused it. */
export const isTooManyBeforeReply = (error: unknown) => violates(error, BEFORE_REPLY_CONSTRAINT);

export const waitForReply = () =>
  new ApiError(429, FIRST_QUESTION_MESSAGES.waitForReply, { code: ERROR_CODES.firstQuestionWaitForReply });

/** Someone else made the same conversation while this transaction ran: it stands, this one rolls back. */
class MadeMeanwhile extends Error {}

/**
 * Opens a first question: counts it on the learner's day, makes the conversation, its members and its
 * first-question row, in one transaction. A blocked learner gets a 403, the 4th of a day a 429; two opens
 * of the same conversation at once make one and count one.
 */
export async function openFirstQuestion(
  db: Kysely<Database>,
  question: { learnerId: number; teacherId: number; now: Date },
): Promise<void> {
  const { learnerId, teacherId, now } = question;
  if (await isBlockedFromFirstQuestions(db, learnerId))
    throw new ApiError(403, FIRST_QUESTION_MESSAGES.blocked, { code: ERROR_CODES.firstQuestionBlocked });
  try {
    await db.transaction().execute(async (trx) => {
      await countFirstQuestion(trx, learnerId, now.toISOString().slice(0, 10));
      const made = await insertDirectConversation(trx, learnerId, teacherId);
      if (!made) throw new MadeMeanwhile();
      await insertFirstQuestion(trx, { conversationId: made.id, learnerId, teacherId, at: now });
      await addMembers(trx, made.id, [
        { userId: learnerId, role: 'learner' },
        { userId: teacherId, role: 'teacher' },
      ]);
    });
  } catch (error) {
    if (error instanceof MadeMeanwhile) return;
    if (violates(error, DAILY_LIMIT_CONSTRAINT))
      throw new ApiError(429, FIRST_QUESTION_MESSAGES.dailyLimit, {
        code: ERROR_CODES.firstQuestionDailyLimit,
      });
    throw error;
  }
}
