import { isApiError } from '@hanyu/sdk';

/**
 * The contract's codes of a refused first question (a learner's conversation with a teacher before any
 * lesson), spelled out: importing ERROR_CODES would bring the contract's schemas into the chat's chunk.
 */
const REFUSALS = {
  20801: 'firstQuestions.refused.dailyLimit',
  20802: 'firstQuestions.refused.waitForReply',
  20803: 'firstQuestions.refused.blocked',
} as const;

export type FirstQuestionRefusal = (typeof REFUSALS)[keyof typeof REFUSALS];

/** The translation key saying why the API refused a first question, if that is what it refused. */
export function firstQuestionRefusal(error: unknown): FirstQuestionRefusal | undefined {
  return isApiError(error) ? REFUSALS[error.code as keyof typeof REFUSALS] : undefined;
}
