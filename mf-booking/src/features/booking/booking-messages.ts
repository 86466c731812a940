import { ERROR_CODES } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import type { BookingResources } from '../../locales/en.ts';

export type BookingMessageKey = keyof BookingResources['bookingMessages'];

/** What the page says about a refused booking or cancellation: a key of `bookingMessages` and its value. */
export interface BookingMessage {
  key: BookingMessageKey;
  value?: string | number;
}

/** Each booking code (SPEC §5) and its message. */
const MESSAGE_OF_CODE: Record<number, BookingMessageKey> = {
  [ERROR_CODES.slotOffGrid]: 'off_grid',
  [ERROR_CODES.slotTooSoon]: 'too_soon',
  [ERROR_CODES.slotUnavailable]: 'unavailable',
  [ERROR_CODES.slotReserved]: 'reserved',
  [ERROR_CODES.slotTooShort]: 'too_short',
  [ERROR_CODES.dailyLimit]: 'daily_limit',
  [ERROR_CODES.monthlyLimit]: 'monthly_limit',
  [ERROR_CODES.notEnoughLessonTime]: 'notEnoughLessonTime',
  [ERROR_CODES.noSelfBooking]: 'noSelfBooking',
  [ERROR_CODES.notBookable]: 'chooseCourseAndTime',
  [ERROR_CODES.contactIdRequired]: 'contactIdRequired',
  [ERROR_CODES.deliveryWayNotOffered]: 'deliveryWayNotOffered',
  [ERROR_CODES.cancelTooLate]: 'cancelTooLate',
  [ERROR_CODES.lessonNotBooked]: 'notBooked',
  [ERROR_CODES.trialTaken]: 'trialTaken',
};

/**
 * Why booking failed, in the page's language. `limits` are the course's, which the limit messages name;
 * `contactWay` the call's name the contact-id message asks for.
 */
export function bookingFailure(
  error: unknown,
  context: { dailyLimit?: number | null; monthlyLimit?: number | null; contactWay?: string } = {},
): BookingMessage {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return { key: 'failed' };
  const key = MESSAGE_OF_CODE[error.code];
  if (!key) return { key: 'failed' };
  if (key === 'daily_limit') return { key, value: context.dailyLimit ?? '' };
  if (key === 'monthly_limit') return { key, value: context.monthlyLimit ?? '' };
  if (key === 'contactIdRequired') return { key, value: context.contactWay ?? '' };
  return { key };
}

/** Whether the refusal is about the chosen time, so the week's free times should be asked for again. */
export function isTimeTaken(error: unknown): boolean {
  return (
    isApiError(error) && (error.code === ERROR_CODES.slotReserved || error.code === ERROR_CODES.slotTooSoon)
  );
}
