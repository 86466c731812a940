import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type AuditFilter, insertAuditRow, selectAuditRows } from './audit.repository.ts';

/**
 * One operator action, as the service centre's audit log keeps it (migration 0036): who did what to what,
 * the state before and after, and why. Record it with the same transaction (`trx`) as the action itself,
 * so that an action is never without its row, nor a row without its action.
 */
export interface OperatorAction {
  operatorId: number | string;
  /** Dotted, lower case: 'wallet.credit', 'refund.approve', 'textbook.ship', 'payout_run.mark_paid'. */
  action: string;
  /** What it was done to: 'user:42', 'refund:7', 'coupon:AUTUMN15'. */
  subject: string;
  /** The person it concerns, when one: their page in the centre lists it. */
  userId?: number | string | null | undefined;
  /** Plain JSON values (no Dates: ISO strings), or null when there was nothing before / is nothing after. */
  before?: unknown;
  after?: unknown;
  reason?: string | undefined;
}

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

export async function recordOperatorAction(trx: Kysely<Database>, action: OperatorAction): Promise<string> {
  return insertAuditRow(trx, {
    operator_id: String(action.operatorId),
    action: action.action,
    subject: action.subject,
    user_id: action.userId === undefined || action.userId === null ? null : String(action.userId),
    before: json(action.before),
    after: json(action.after),
    reason: action.reason ?? '',
  });
}

export interface AuditEntry {
  id: number;
  operator: { id: number; email: string | null };
  action: string;
  subject: string;
  userId: number | null;
  before: unknown;
  after: unknown;
  reason: string;
  createdAt: string;
}

/** The newest rows first, optionally of one person or one subject. */
export async function listOperatorActions(db: Kysely<Database>, filter: AuditFilter): Promise<AuditEntry[]> {
  const rows = await selectAuditRows(db, filter);
  return rows.map((row) => ({
    id: Number(row.id),
    operator: { id: Number(row.operator_id), email: row.operator_email },
    action: row.action,
    subject: row.subject,
    userId: row.user_id === null ? null : Number(row.user_id),
    before: row.before,
    after: row.after,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
  }));
}
