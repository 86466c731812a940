import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface AuditRowInput {
  operator_id: string;
  action: string;
  subject: string;
  user_id: string | null;
  before: string | null;
  after: string | null;
  reason: string;
}

export interface AuditRow {
  id: string;
  operator_id: string;
  operator_email: string | null;
  action: string;
  subject: string;
  user_id: string | null;
  before: unknown;
  after: unknown;
  reason: string;
  created_at: Date;
}

export async function insertAuditRow(db: Kysely<Database>, row: AuditRowInput): Promise<string> {
  const { id } = await db
    .insertInto('operator_audit_log')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface AuditFilter {
  userId?: string | undefined;
  subject?: string | undefined;
  /** Only rows older than this id (the page before). */
  beforeId?: string | undefined;
  limit: number;
}

export async function selectAuditRows(db: Kysely<Database>, filter: AuditFilter): Promise<AuditRow[]> {
  let query = db
    .selectFrom('operator_audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.operator_id')
    .select([
      'a.id',
      'a.operator_id',
      'u.email as operator_email',
      'a.action',
      'a.subject',
      'a.user_id',
      'a.before',
      'a.after',
      'a.reason',
      'a.created_at',
    ]);
  if (filter.userId !== undefined) query = query.where('a.user_id', '=', filter.userId);
  if (filter.subject !== undefined) query = query.where('a.subject', '=', filter.subject);
  if (filter.beforeId !== undefined) query = query.where('a.id', '<', filter.beforeId);
  return (await query.orderBy('a.id', 'desc').limit(filter.limit).execute()) as AuditRow[];
}
