import {
  DISPUTE_WINDOW_HOURS,
  ERROR_CODES,
  fillMessage,
  PAYOUT_MESSAGES,
  type PayoutBankFile,
  type PayoutRun,
  type PayoutRunSummary,
  type PayoutRuns,
  TEACHER_TIME_ZONE,
  type TeacherPayouts,
  yuanText,
} from '@hanyu/contract';
import { fromZonedTime } from 'date-fns-tz';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { recordOperatorAction } from '../audit/index.ts';
import { DEFAULT_CURRENCY, LEDGER_KIND, platformAccount, transfer } from '../ledger/index.ts';
import { notify } from '../notifications/index.ts';
import {
  findPayableBalance,
  findPayoutsOfRun,
  findPayoutsOfTeacher,
  findRunById,
  findRuns,
  insertPayout,
  insertRunUnlessPeriodTaken,
  lockPayableAccounts,
  lockRun,
  markRunExported,
  markRunPaid,
  type PayoutRow,
  type PayoutRunRow,
  sumHeldBackByTeacher,
} from './payouts.repository.ts';

/*
 * Teacher payouts (issue 28). A teacher's completed lessons fill their payable account (lessons module);
 * a run for a month moves each payable balance, less what is held back, to the payouts clearing account as
 * one payout per teacher and month; exporting it writes the bank file, and marking it paid moves the run's
 * total from the clearing account out against the platform's bank. Held back: the value of completed
 * lessons that ended at or after the run's cutoff (the month's end, or 48 hours before the run, whichever
 * is earlier: a learner may still dispute them) or that have an open dispute.
 */

const HOUR = 3_600_000;
const RUNS_LISTED = 50;
const TEACHER_PAYOUTS_LISTED = 50;

const refuse = (status: number, message: string) =>
  new ApiError(status, message, { code: status === 404 ? ERROR_CODES.notFound : ERROR_CODES.conflict });

/** The first instant of a `YYYY-MM` month in Beijing time, and of the month after it. */
export function periodBounds(period: string): { start: Date; end: Date } {
  const [year = 0, month = 0] = period.split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return {
    start: fromZonedTime(`${period}-01T00:00:00`, TEACHER_TIME_ZONE),
    end: fromZonedTime(`${next}-01T00:00:00`, TEACHER_TIME_ZONE),
  };
}

/** Lessons that ended at or after this are still open to dispute at `now`. */
export const disputeCutoff = (now: Date): Date => new Date(now.getTime() - DISPUTE_WINDOW_HOURS * HOUR);

/** A payable balance split: what may be paid, and what is held back (never more than the balance). */
export function splitPayable(balance: number, heldBack: number): { available: number; heldBack: number } {
  const held = Math.min(balance, Math.max(heldBack, 0));
  return { available: balance - held, heldBack: held };
}

/** The bank file's reference of a teacher's payout for a month. */
export const payoutReference = (period: string, teacherUserId: number | string) =>
  `HYP-${period}-${teacherUserId}`;

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());

const toSummary = (row: PayoutRunRow): PayoutRunSummary => ({
  id: Number(row.id),
  period: row.period,
  state: row.state,
  minimum_minor: Number(row.minimum_minor),
  cutoff_at: new Date(row.cutoff_at).toISOString(),
  total_minor: Number(row.total_minor),
  payouts: Number(row.payouts),
  created_at: new Date(row.created_at).toISOString(),
  exported_at: iso(row.exported_at),
  paid_at: iso(row.paid_at),
});

const toPayout = (row: PayoutRow) => ({
  id: Number(row.id),
  teacher_user_id: Number(row.teacher_user_id),
  payee_name: row.payee_name,
  email: row.email,
  period: row.period,
  amount_minor: Number(row.amount_minor),
  held_back_minor: Number(row.held_back_minor),
  currency: row.currency,
  reference: row.reference,
  state: row.state,
  created_at: new Date(row.created_at).toISOString(),
  paid_at: iso(row.paid_at),
});

async function runOf(db: Kysely<Database>, id: number | string): Promise<PayoutRun> {
  const row = await findRunById(db, id);
  if (!row) throw refuse(404, fillMessage(PAYOUT_MESSAGES.runNotFound, id));
  return { ...toSummary(row), list: (await findPayoutsOfRun(db, id)).map(toPayout) };
}

export async function listPayoutRuns(db: Kysely<Database>): Promise<PayoutRuns> {
  return { data: (await findRuns(db, RUNS_LISTED)).map(toSummary) };
}

export const getPayoutRun = runOf;

/**
 * Starts the run of `period`, all in one transaction: the run (one per period, by its key), then for each
 * teacher with a payable balance (their accounts locked) a payout of the balance less what is held back,
 * unless below the minimum (carried over), and the audit row. A second run for the period, also one
 * arriving at the same moment, is refused with nothing written.
 */
export async function createPayoutRun(
  db: Kysely<Database>,
  operatorId: number,
  request: { period: string; minimumMinor: number },
  now: Date,
): Promise<PayoutRun> {
  const { start, end } = periodBounds(request.period);
  if (start > now) throw refuse(409, fillMessage(PAYOUT_MESSAGES.periodAhead, request.period));
  const cutoff = new Date(Math.min(end.getTime(), disputeCutoff(now).getTime()));
  const { runId, carriedOver } = await db.transaction().execute(async (trx) => {
    const runId = await insertRunUnlessPeriodTaken(trx, {
      period: request.period,
      cutoffAt: cutoff,
      minimumMinor: request.minimumMinor,
      createdBy: operatorId,
    });
    if (runId === undefined) throw refuse(409, fillMessage(PAYOUT_MESSAGES.periodTaken, request.period));
    const payables = await lockPayableAccounts(trx);
    const held = await sumHeldBackByTeacher(
      trx,
      payables.map((account) => account.teacher_user_id as string),
      cutoff,
    );
    const clearing = await platformAccount(trx, 'payouts_clearing');
    const carriedOver: NonNullable<PayoutRun['carried_over']> = [];
    let total = 0;
    for (const account of payables) {
      const teacherUserId = account.teacher_user_id as string;
      const split = splitPayable(Number(account.balance), held.get(teacherUserId) ?? 0);
      if (split.available === 0) continue;
      if (split.available < request.minimumMinor) {
        carriedOver.push({
          teacher_user_id: Number(teacherUserId),
          payee_name: account.payee_name,
          amount_minor: split.available,
        });
        continue;
      }
      const moved = await transfer(trx, {
        kind: LEDGER_KIND.teacherPayout,
        entries: [
          { accountId: account.id, amount: -split.available },
          { accountId: clearing.id, amount: split.available },
        ],
        idempotencyKey: `payout:${request.period}:${teacherUserId}`,
        reference: `payout_run:${runId}`,
        actorId: operatorId,
      });
      await insertPayout(trx, {
        runId,
        teacherUserId,
        period: request.period,
        amountMinor: split.available,
        heldBackMinor: split.heldBack,
        reference: payoutReference(request.period, teacherUserId),
        transferId: moved.id,
      });
      total += split.available;
    }
    await recordOperatorAction(trx, {
      operatorId,
      action: 'payout_run.create',
      subject: `payout_run:${runId}`,
      before: null,
      after: {
        period: request.period,
        minimum_minor: request.minimumMinor,
        cutoff_at: cutoff.toISOString(),
        total_minor: total,
        carried_over: carriedOver.length,
      },
    });
    return { runId, carriedOver };
  });
  return { ...(await runOf(db, runId)), carried_over: carriedOver };
}

/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const BANK_FILE_HEADER = [
  'reference',
  'teacher_user_id',
  'payee_name',
  'email',
  'amount',
  'currency',
  'period',
];

/** The bank file of a run: one line per payout, the amount in yuan with two decimals. */
export function bankFileOf(run: PayoutRun): string {
  const lines = run.list.map((payout) =>
    [
      payout.reference,
      String(payout.teacher_user_id),
      payout.payee_name,
      payout.email,
      yuanText(payout.amount_minor),
      payout.currency,
      payout.period,
    ]
      .map(csvField)
      .join(','),
  );
  return `${[BANK_FILE_HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}

/** The run's bank file; the first export marks the run and its payouts exported. Each export is audited. */
export async function exportPayoutRun(
  db: Kysely<Database>,
  operatorId: number,
  id: number,
  now: Date,
): Promise<PayoutBankFile> {
  await db.transaction().execute(async (trx) => {
    const run = await lockRun(trx, id);
    if (!run) throw refuse(404, fillMessage(PAYOUT_MESSAGES.runNotFound, id));
    if (run.state === 'created') await markRunExported(trx, run.id, now);
    await recordOperatorAction(trx, {
      operatorId,
      action: 'payout_run.export',
      subject: `payout_run:${run.id}`,
      before: { state: run.state },
      after: { state: run.state === 'created' ? 'exported' : run.state },
    });
  });
  const run = await runOf(db, id);
  return { filename: `payouts-${run.period}-run-${run.id}.csv`, csv: bankFileOf(run), run };
}

/** The bank paid an exported run: its total leaves the clearing account against the platform's bank. */
export async function markPayoutRunPaid(
  db: Kysely<Database>,
  operatorId: number,
  id: number,
  now: Date,
): Promise<PayoutRun> {
  await db.transaction().execute(async (trx) => {
    const run = await lockRun(trx, id);
    if (!run) throw refuse(404, fillMessage(PAYOUT_MESSAGES.runNotFound, id));
    if (run.state === 'created') throw refuse(409, PAYOUT_MESSAGES.notExported);
    if (run.state === 'paid') throw refuse(409, PAYOUT_MESSAGES.alreadyPaid);
    const payouts = await findPayoutsOfRun(trx, run.id);
    const total = payouts.reduce((sum, row) => sum + Number(row.amount_minor), 0);
    let transferId: string | undefined;
    if (total > 0) {
      const clearing = await platformAccount(trx, 'payouts_clearing');
      const bank = await platformAccount(trx, 'platform_bank');
      const moved = await transfer(trx, {
        kind: LEDGER_KIND.payoutPaid,
        entries: [
          { accountId: clearing.id, amount: -total },
          { accountId: bank.id, amount: total },
        ],
        idempotencyKey: `payout-run-paid:${run.id}`,
        reference: `payout_run:${run.id}`,
        actorId: operatorId,
      });
      transferId = moved.id;
    }
    await markRunPaid(trx, run.id, { at: now, transferId });
    await recordOperatorAction(trx, {
      operatorId,
      action: 'payout_run.mark_paid',
      subject: `payout_run:${run.id}`,
      before: { state: run.state },
      after: { state: 'paid', total_minor: total },
    });
    // Each teacher paid is told, with what reached their bank.
    await notify(
      trx,
      payouts
        .filter((payout) => Number(payout.amount_minor) > 0)
        .map((payout) => ({
          userId: payout.teacher_user_id,
          kind: 'payout_paid' as const,
          params: {
            payout_id: Number(payout.id),
            amount_minor: Number(payout.amount_minor),
            currency: payout.currency,
          },
        })),
      now,
    );
  });
  return runOf(db, id);
}

/** The teaching centre's payouts: the balance split as a run now would split it, and the payouts. */
export async function teacherPayouts(
  db: Kysely<Database>,
  teacherUserId: number,
  now: Date,
): Promise<TeacherPayouts> {
  const balance = await findPayableBalance(db, teacherUserId);
  const held = await sumHeldBackByTeacher(db, [String(teacherUserId)], disputeCutoff(now));
  const split = splitPayable(balance, held.get(String(teacherUserId)) ?? 0);
  const rows = await findPayoutsOfTeacher(db, teacherUserId, TEACHER_PAYOUTS_LISTED);
  return {
    currency: DEFAULT_CURRENCY,
    balance_minor: balance,
    available_minor: split.available,
    held_back_minor: split.heldBack,
    list: rows.map((row) => ({
      id: Number(row.id),
      period: row.period,
      amount_minor: Number(row.amount_minor),
      reference: row.reference,
      state: row.state,
      created_at: new Date(row.created_at).toISOString(),
      paid_at: iso(row.paid_at),
    })),
  };
}
