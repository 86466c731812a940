import type { Kysely } from 'kysely';
import type { AuthAttemptsTable, Database } from '../../db/schema.ts';
import {
  countOpenAttempts,
  deleteAttemptsBefore,
  insertAttempts,
  markAttemptsSucceeded,
} from './passport.repository.ts';

export type LimitedAction = AuthAttemptsTable['action'];

/** At most `max` counted attempts per subject within `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Failed sign-ins per address, and per IP (an IP serves many people behind one NAT). */
  loginPerEmail: Limit;
  loginPerIp: Limit;
  /** Registrations, successful or not, per address and per IP. */
  registerPerEmail: Limit;
  registerPerIp: Limit;
  /** Wrong old passwords per user. */
  passwordPerUser: Limit;
  /** Reset links asked for, per address and per IP. */
  resetPerEmail: Limit;
  resetPerIp: Limit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerEmail: { max: 5, windowMs: 15 * MINUTE },
  loginPerIp: { max: 50, windowMs: 15 * MINUTE },
  registerPerEmail: { max: 5, windowMs: 15 * MINUTE },
  registerPerIp: { max: 20, windowMs: 60 * MINUTE },
  passwordPerUser: { max: 5, windowMs: 15 * MINUTE },
  resetPerEmail: { max: 3, windowMs: 15 * MINUTE },
  resetPerIp: { max: 20, windowMs: 60 * MINUTE },
};

export interface Subject {
  subject: string;
  limit: Limit;
}

/** What `reserve` hands back: call `succeeded()` when the attempt turns out well. */
export interface Reservation {
  allowed: boolean;
  succeeded(): Promise<void>;
}

/**
 * Counts attempts in PostgreSQL, so every API process sees the same counts. An attempt is recorded
 * *before* it is judged and counted with the ones before it: concurrent attempts cannot all slip
 * under the limit by reading the count at once. Attempts that succeed are marked and stop counting
 * (for actions where only failures count); refused attempts are recorded too, so hammering on keeps
 * the door shut until the window passes without them.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  action: LimitedAction,
  subjects: Subject[],
  now: Date,
  options: { successesCount?: boolean } = {},
): Promise<Reservation> {
  // Every call of an action names the same kinds of subject, so rows of this action older than the
  // longest window count for nobody: they go, whoever they were about.
  const longest = Math.max(...subjects.map((s) => s.limit.windowMs));
  const names = subjects.map((s) => s.subject);
  await deleteAttemptsBefore(db, action, new Date(now.getTime() - longest));
  const ids = await insertAttempts(db, action, names, now);
  const counts = await Promise.all(
    subjects.map((s) =>
      countOpenAttempts(db, action, s.subject, new Date(now.getTime() - s.limit.windowMs), {
        includeSucceeded: options.successesCount ?? false,
      }),
    ),
  );
  const allowed = subjects.every((s, index) => (counts[index] ?? 0) <= s.limit.max);
  return {
    allowed,
    succeeded: () => markAttemptsSucceeded(db, ids),
  };
}
