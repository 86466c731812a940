import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A payout run as the payouts module reads it, with its payouts' count and total. */
export interface PayoutRunRow {
  id: string;
  period: string;
  state: 'created' | 'exported' | 'paid';
  minimum_minor: string;
  cutoff_at: Date;
  created_at: Date;
  exported_at: Date | null;
  paid_at: Date | null;
  payouts: string;
  total_minor: string;
}

/** A payout with whom it pays: the teacher's public name and their account's email. */
export interface PayoutRow {
  id: string;
  run_id: string;
  teacher_user_id: string;
  payee_name: string;
  email: string;
  period: string;
  amount_minor: string;
  held_back_minor: string;
  currency: string;
  reference: string;
  state: 'created' | 'exported' | 'paid';
  created_at: Date;
  paid_at: Date | null;
}

/** Inserts a run; undefined when its period already has one (the key decides between concurrent runs). */
export async function insertRunUnlessPeriodTaken(
  trx: Kysely<Database>,
  run: { period: string; cutoffAt: Date; minimumMinor: number; createdBy: number | string },
): Promise<string | undefined> {
  const row = await trx
    .insertInto('payout_runs')
    .values({
      period: run.period,
      cutoff_at: run.cutoffAt,
      minimum_minor: String(run.minimumMinor),
      created_by: String(run.createdBy),
    })
    .onConflict((oc) => oc.column('period').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Every teacher's payable account with money in it, locked until the caller's transaction ends (in id
 * order, the ledger's locking order), so a concurrent run reads the balances this one leaves.
 */
export function lockPayableAccounts(trx: Kysely<Database>, teacherUserId?: number | string) {
  let query = trx
    .selectFrom('ledger_accounts')
    .innerJoin('users', 'users.id', 'ledger_accounts.owner_id')
    .leftJoin('teachers', 'teachers.user_id', 'ledger_accounts.owner_id')
    .select([
      'ledger_accounts.id',
      'ledger_accounts.owner_id as teacher_user_id',
      'ledger_accounts.balance',
      (eb) => eb.fn.coalesce('teachers.name', 'users.email').as('payee_name'),
    ])
    .where('ledger_accounts.purpose', '=', 'teacher_payable')
    .where('ledger_accounts.balance', '>', '0')
    .orderBy('ledger_accounts.id')
    .forUpdate('ledger_accounts');
  if (teacherUserId !== undefined)
    query = query.where('ledger_accounts.owner_id', '=', String(teacherUserId));
  return query.execute();
}

/** A teacher's payable balance (0 without an account), unlocked: what the teaching centre shows. */
export async function findPayableBalance(
  db: Kysely<Database>,
  teacherUserId: number | string,
): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('owner_id', '=', String(teacherUserId))
    .where('purpose', '=', 'teacher_payable')
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/**
 * Per teacher, the value of their completed lessons still open to dispute: ended at or after `cutoff`, or
 * with an open dispute (lesson_disputes, migration 0039).
 */
export async function sumHeldBackByTeacher(
  db: Kysely<Database>,
  teacherUserIds: readonly string[],
  cutoff: Date,
): Promise<Map<string, number>> {
  if (teacherUserIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('lessons')
    .select(['teacher_user_id', (eb) => eb.fn.sum<string>('value_minor').as('held')])
    .where('teacher_user_id', 'in', teacherUserIds)
    .where('status', '=', 'complete')
    .where('value_minor', '>', '0')
    .where((eb) =>
      eb.or([
        eb('ends_at', '>=', cutoff),
        sql<boolean>`exists (select 1 from lesson_disputes d where d.lesson_id = lessons.id and d.state = 'open')`,
      ]),
    )
    .groupBy('teacher_user_id')
    .execute();
  return new Map(rows.map((row) => [row.teacher_user_id, Number(row.held)]));
}

export async function insertPayout(
  trx: Kysely<Database>,
  payout: {
    runId: string;
    teacherUserId: string;
    period: string;
    amountMinor: number;
    heldBackMinor: number;
    reference: string;
    transferId: string;
  },
): Promise<void> {
  await trx
    .insertInto('payouts')
    .values({
      run_id: payout.runId,
      teacher_user_id: payout.teacherUserId,
      period: payout.period,
      amount_minor: String(payout.amountMinor),
      held_back_minor: String(payout.heldBackMinor),
      reference: payout.reference,
      payout_transfer_id: payout.transferId,
    })
    .execute();
}

function runsWithTotals(db: Kysely<Database>) {
  return db
    .selectFrom('payout_runs')
    .leftJoin('payouts', 'payouts.run_id', 'payout_runs.id')
    .select([
      'payout_runs.id',
      'payout_runs.period',
      'payout_runs.state',
      'payout_runs.minimum_minor',
      'payout_runs.cutoff_at',
      'payout_runs.created_at',
      'payout_runs.exported_at',
      'payout_runs.paid_at',
      sql<string>`count(payouts.id)`.as('payouts'),
      sql<string>`coalesce(sum(payouts.amount_minor), 0)`.as('total_minor'),
    ])
    .groupBy('payout_runs.id');
}

export function findRuns(db: Kysely<Database>, limit: number): Promise<PayoutRunRow[]> {
  return runsWithTotals(db).orderBy('payout_runs.id', 'desc').limit(limit).execute() as Promise<
    PayoutRunRow[]
  >;
}

export async function findRunById(
  db: Kysely<Database>,
  id: number | string,
): Promise<PayoutRunRow | undefined> {
  return (await runsWithTotals(db).where('payout_runs.id', '=', String(id)).executeTakeFirst()) as
    | PayoutRunRow
    | undefined;
}

/** Locks a run's row until the caller's transaction ends: its export and payment take turns. */
export async function lockRun(trx: Kysely<Database>, id: number | string) {
  return trx
    .selectFrom('payout_runs')
    .select(['id', 'state'])
    .where('id', '=', String(id))
    .forUpdate()
    .executeTakeFirst();
}

function payoutsWithPayee(db: Kysely<Database>) {
  return db
    .selectFrom('payouts')
    .innerJoin('users', 'users.id', 'payouts.teacher_user_id')
    .leftJoin('teachers', 'teachers.user_id', 'payouts.teacher_user_id')
    .select([
      'payouts.id',
      'payouts.run_id',
      'payouts.teacher_user_id',
      (eb) => eb.fn.coalesce('teachers.name', 'users.email').as('payee_name'),
      'users.email',
      'payouts.period',
      'payouts.amount_minor',
      'payouts.held_back_minor',
      'payouts.currency',
      'payouts.reference',
      'payouts.state',
      'payouts.created_at',
      'payouts.paid_at',
    ]);
}

export function findPayoutsOfRun(db: Kysely<Database>, runId: number | string): Promise<PayoutRow[]> {
  return payoutsWithPayee(db).where('payouts.run_id', '=', String(runId)).orderBy('payouts.id').execute();
}

export function findPayoutsOfTeacher(
  db: Kysely<Database>,
  teacherUserId: number | string,
  limit: number,
): Promise<PayoutRow[]> {
  return payoutsWithPayee(db)
    .where('payouts.teacher_user_id', '=', String(teacherUserId))
    .orderBy('payouts.id', 'desc')
    .limit(limit)
    .execute();
}

export async function markRunExported(trx: Kysely<Database>, runId: string, at: Date): Promise<void> {
  await trx
    .updateTable('payout_runs')
    .set({ state: 'exported', exported_at: at })
    .where('id', '=', runId)
    .execute();
  await trx.updateTable('payouts').set({ state: 'exported' }).where('run_id', '=', runId).execute();
}

export async function markRunPaid(
  trx: Kysely<Database>,
  runId: string,
  paid: { at: Date; transferId: string | undefined },
): Promise<void> {
  await trx
    .updateTable('payout_runs')
    .set({ state: 'paid', paid_at: paid.at })
    .where('id', '=', runId)
    .execute();
  // a run without payouts moved no money
  if (paid.transferId === undefined) return;
  await trx
    .updateTable('payouts')
    .set({ state: 'paid', paid_at: paid.at, paid_transfer_id: paid.transferId })
    .where('run_id', '=', runId)
    .execute();
}
