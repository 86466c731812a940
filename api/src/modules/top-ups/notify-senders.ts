import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Limit } from '../../http/attempt-limiter.ts';

/**
 * What the notify routes allow a sender (an IP) whose posts the gateways did not sign. A gateway's own
 * notifications verify and are kept whole; refusals are kept only as a bounded sample per sender (for an
 * operator looking into a wrong key), and a sender that keeps posting what fails is turned away before its
 * body is read. Counted in this process's memory: a local shield that costs no round trip.
 */
export interface NotifySenderLimits {
  /** Refused notifications from one sender past which its posts are answered 429 unread. */
  refusedPerSender: Limit;
  /** Refused notifications from one sender that are stored (truncated); the rest are only logged. */
  storedRefusalsPerSender: Limit;
}

export const DEFAULT_NOTIFY_SENDER_LIMITS: NotifySenderLimits = {
  refusedPerSender: { max: 60, windowSeconds: 60 },
  storedRefusalsPerSender: { max: 30, windowSeconds: 10 * 60 },
};

/** A refused notification keeps this much of its body: enough to see what it was, not a storage sink. */
export const REFUSED_BODY_KEPT_BYTES = 2048;
/** And this much of each header value, for at most this many headers. */
export const REFUSED_HEADER_KEPT_CHARS = 512;
export const REFUSED_HEADERS_KEPT = 30;

export interface NotifySenders {
  /** Milliseconds until a sender turned away may post again; 0 when it may now. Reads only. */
  msUntilOpen(sender: string): Promise<number>;
  /** Counts a refusal of the sender's; whether this one may still be stored. */
  refused(sender: string): Promise<{ store: boolean }>;
}

export function createNotifySenders(
  limits: NotifySenderLimits = DEFAULT_NOTIFY_SENDER_LIMITS,
): NotifySenders {
  const refusedCount = new RateLimiterMemory({
    keyPrefix: 'notify_refused',
    points: limits.refusedPerSender.max,
    duration: limits.refusedPerSender.windowSeconds,
  });
  const storedCount = new RateLimiterMemory({
    keyPrefix: 'notify_refused_stored',
    points: limits.storedRefusalsPerSender.max,
    duration: limits.storedRefusalsPerSender.windowSeconds,
  });
  return {
    async msUntilOpen(sender) {
      const state = await refusedCount.get(sender);
      return state && state.consumedPoints >= refusedCount.points ? Math.max(state.msBeforeNext, 1) : 0;
    },
    async refused(sender) {
      await refusedCount.penalty(sender);
      const stored = await storedCount.get(sender);
      if (stored && stored.consumedPoints >= storedCount.points) return { store: false };
      await storedCount.penalty(sender);
      return { store: true };
    },
  };
}

/** The headers of a refused notification, bounded in number and length. */
export function boundedHeaders(headers: Array<[string, unknown]>): Record<string, unknown> {
  return Object.fromEntries(
    headers
      .slice(0, REFUSED_HEADERS_KEPT)
      .map(([name, value]) => [
        name.slice(0, 100),
        (Array.isArray(value) ? value.join(', ') : String(value ?? '')).slice(0, REFUSED_HEADER_KEPT_CHARS),
      ]),
  );
}
