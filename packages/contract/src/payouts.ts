import * as v from 'valibot';
import { integerText, integerValue, text } from './request-fields.ts';

/*
 * Teacher payouts (issue 28): an operator's payout run for a month pays each teacher their payable balance
 * less what is held back (lessons still open to dispute, earned after the month), exports it as a bank
 * file and marks it paid; the teaching centre shows the teacher their payouts and balance.
 */

/** How long after a lesson ends its learner may dispute it: its value is held back until then. */
export const DISPUTE_WINDOW_HOURS = 48;
/** The largest minimum amount of a run: one hundred thousand yuan, in fen. */
export const PAYOUT_MINIMUM_MAX_MINOR = 10_000_000;
/** A run's period: a month, `YYYY-MM` (Beijing time). */
export const PAYOUT_PERIOD_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

export const PAYOUT_STATES = ['created', 'exported', 'paid'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** The refusals of the payout endpoints (`{0}` filled by `fillMessage`). */
export const PAYOUT_MESSAGES = {
  periodTaken: 'A payout run for {0} already exists',
  periodAhead: 'The period {0} has not started yet',
  runNotFound: 'No payout run with the id {0}',
  notExported: 'Export the bank file before marking the run paid',
  alreadyPaid: 'This payout run is already paid',
} as const;

export const CreatePayoutRunBody = v.object({
  period: text('period', {
    max: 7,
    pattern: PAYOUT_PERIOD_PATTERN,
    message: 'period must be a month, YYYY-MM',
  }),
  /** Teachers whose payout would be below this (fen) are carried over to a later run; 0 unless given. */
  minimum_minor: v.optional(integerValue('minimum_minor', { min: 0, max: PAYOUT_MINIMUM_MAX_MINOR })),
});
export type CreatePayoutRunBody = v.InferInput<typeof CreatePayoutRunBody>;

export const PayoutRunIdParams = v.object({ id: integerText('id') });
export type PayoutRunIdParams = v.InferInput<typeof PayoutRunIdParams>;

const State = v.picklist(PAYOUT_STATES);

/** One teacher's payout of a run. */
export const Payout = v.object({
  id: v.number(),
  teacher_user_id: v.number(),
  payee_name: v.string(),
  email: v.string(),
  period: v.string(),
  amount_minor: v.number(),
  held_back_minor: v.number(),
  currency: v.string(),
  reference: v.string(),
  state: State,
  created_at: v.string(),
  paid_at: v.nullable(v.string()),
});
export type Payout = v.InferOutput<typeof Payout>;

/** A teacher whose payout was below the run's minimum: their balance waits for a later run. */
export const CarriedOver = v.object({
  teacher_user_id: v.number(),
  payee_name: v.string(),
  amount_minor: v.number(),
});

export const PayoutRunSummary = v.object({
  id: v.number(),
  period: v.string(),
  state: State,
  minimum_minor: v.number(),
  cutoff_at: v.string(),
  total_minor: v.number(),
  payouts: v.number(),
  created_at: v.string(),
  exported_at: v.nullable(v.string()),
  paid_at: v.nullable(v.string()),
});
export type PayoutRunSummary = v.InferOutput<typeof PayoutRunSummary>;

export const PayoutRuns = v.object({ data: v.array(PayoutRunSummary) });
export type PayoutRuns = v.InferOutput<typeof PayoutRuns>;

export const PayoutRun = v.object({
  ...PayoutRunSummary.entries,
  list: v.array(Payout),
  /** Only in the answer that created the run. */
  carried_over: v.optional(v.array(CarriedOver)),
});
export type PayoutRun = v.InferOutput<typeof PayoutRun>;

/** The bank file of a run: CSV, one line per payout, amounts in yuan with two decimals. */
export const PayoutBankFile = v.object({
  filename: v.string(),
  csv: v.string(),
  run: PayoutRun,
});
export type PayoutBankFile = v.InferOutput<typeof PayoutBankFile>;

/** The teaching centre's payouts page: the payable balance split, and the teacher's payouts. */
export const TeacherPayouts = v.object({
  currency: v.string(),
  /** Everything the platform owes the teacher now. */
  balance_minor: v.number(),
  /** What a payout run now would pay. */
  available_minor: v.number(),
  /** Lessons still open to dispute (ended less than 48 hours ago, or disputed). */
  held_back_minor: v.number(),
  list: v.array(
    v.object({
      id: v.number(),
      period: v.string(),
      amount_minor: v.number(),
      reference: v.string(),
      state: State,
      created_at: v.string(),
      paid_at: v.nullable(v.string()),
    }),
  ),
});
export type TeacherPayouts = v.InferOutput<typeof TeacherPayouts>;
