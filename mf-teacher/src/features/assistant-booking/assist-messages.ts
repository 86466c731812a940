import { isApiError } from '@hanyu/sdk';
import type { TeacherResources } from '../../locales/en.ts';

export type AssistMessageKey = keyof TeacherResources['assist']['messages'];

/**
 * The booking codes (SPEC §5) the assistant's booking answers, spelled out: importing ERROR_CODES would bring
 * the contract's schemas into this page's chunk.
 */
const MESSAGE_OF_CODE: Record<number, AssistMessageKey> = {
  20201: 'off_grid',
  20202: 'reserved',
  20203: 'notEnoughLessonTime',
  20205: 'contactIdRequired',
  20206: 'deliveryWayNotOffered',
  20211: 'chooseCourseAndTime',
  20212: 'too_soon',
  20213: 'unavailable',
  20214: 'too_short',
  20215: 'daily_limit',
  20216: 'monthly_limit',
};

/** Codes that mean the chosen start is gone: the page asks for the free starts again. */
export const TIME_TAKEN_CODES: readonly number[] = [20202, 20212, 20213];

/** Why the booking failed, as a key of `assist.messages` and the value its words name. */
export function assistFailure(
  error: unknown,
  context: { dailyLimit: number | null; monthlyLimit: number | null; contactWay: string },
): { key: AssistMessageKey; value: string | number } {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return { key: 'failed', value: '' };
  const key = MESSAGE_OF_CODE[error.code] ?? 'failed';
  const value =
    key === 'daily_limit'
      ? (context.dailyLimit ?? '')
      : key === 'monthly_limit'
        ? (context.monthlyLimit ?? '')
        : key === 'contactIdRequired'
          ? context.contactWay
          : '';
  return { key, value };
}
