import {
  CANCEL_MIN_LEAD_MINUTES,
  CLASSROOM_ENTRY_LEAD_MINUTES,
  CLASSROOM_GRACE_MINUTES,
} from '@hanyu/contract';

/**
 * A lesson's windows (SPEC §4, §5): its classroom opens CLASSROOM_ENTRY_LEAD_MINUTES before the start and
 * closes CLASSROOM_GRACE_MINUTES after the end; it may be cancelled until CANCEL_MIN_LEAD_MINUTES before
 * the start. Pure: times in, times out.
 */

const MINUTE = 60_000;

/** When the room of a lesson (or a group session) with these times opens and closes. */
export function entryWindow(times: { starts_at: Date; ends_at: Date }): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(times.starts_at.getTime() - CLASSROOM_ENTRY_LEAD_MINUTES * MINUTE),
    closesAt: new Date(times.ends_at.getTime() + CLASSROOM_GRACE_MINUTES * MINUTE),
  };
}

/** The last moment a lesson starting at `startsAt` may be cancelled. */
export function cancelUntil(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CANCEL_MIN_LEAD_MINUTES * MINUTE);
}

/** Whether a lesson starting at `startsAt` may still be cancelled (or moved: the same lead) at `now`. */
export function mayCancelAt(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= CANCEL_MIN_LEAD_MINUTES * MINUTE;
}
