import type { ReportDecision, ReportReason, ReportState } from '@hanyu/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Queries of first questions, their daily count, reports and blocks (migration 0046). No rules here. */

type Db = Kysely<Database> | Transaction<Database>;

/** The check that refuses a learner's 4th first question of a day. */
export const DAILY_LIMIT_CONSTRAINT = 'first_question_days_opened_check';
/** The check that refuses a learner's 11th message before the teacher's reply. */
export const BEFORE_REPLY_CONSTRAINT = 'first_questions_messages_before_reply';

export async function isBlockedFromFirstQuestions(db: Db, learnerId: number | string): Promise<boolean> {
  const row = await db
    .selectFrom('first_question_blocks')
    .select('learner_user_id')
    .where('learner_user_id', '=', String(learnerId))
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts one more first question of the learner on `day` (the row's lock queues concurrent ones). */
export async function countFirstQuestion(trx: Db, learnerId: number | string, day: string): Promise<void> {
  await trx
    .insertInto('first_question_days')
    .values({ learner_user_id: String(learnerId), day, opened: 1 })
    .onConflict((oc) =>
      oc.columns(['learner_user_id', 'day']).doUpdateSet({ opened: sql`first_question_days.opened + 1` }),
    )
    .execute();
}

/** Makes the direct conversation of a learner and a teacher; undefined when someone made it first. */
export function insertDirectConversation(trx: Db, learnerId: number | string, teacherId: number | string) {
  return trx
    .insertInto('chat_conversations')
    .values({ kind: 'direct', learner_user_id: String(learnerId), teacher_user_id: String(teacherId) })
    .onConflict((oc) =>
      oc.columns(['learner_user_id', 'teacher_user_id']).where('kind', '=', 'direct').doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
}

export async function insertFirstQuestion(
  trx: Db,
  row: { conversationId: string; learnerId: number | string; teacherId: number | string; at: Date },
): Promise<void> {
  await trx
    .insertInto('first_questions')
    .values({
      conversation_id: row.conversationId,
      learner_user_id: String(row.learnerId),
      teacher_user_id: String(row.teacherId),
      opened_at: row.at,
    })
    .execute();
}

export function findFirstQuestion(db: Db, conversationId: number | string) {
  return db
    .selectFrom('first_questions')
    .select(['conversation_id', 'learner_user_id', 'teacher_user_id'])
    .where('conversation_id', '=', String(conversationId))
    .executeTakeFirst();
}

export interface ReportRow {
  id: string;
  conversation_id: string;
  reported_by: string;
  reported_user_id: string;
  reason: ReportReason;
  note: string | null;
  state: ReportState;
  resolution: string | null;
  created_at: Date;
  resolved_at: Date | null;
  learner_user_id: string;
  teacher_user_id: string;
  learner_blocked: boolean;
}

function reportRows(db: Db) {
  return db
    .selectFrom('conversation_reports')
    .innerJoin('first_questions', 'first_questions.conversation_id', 'conversation_reports.conversation_id')
    .leftJoin(
      'first_question_blocks',
      'first_question_blocks.learner_user_id',
      'first_questions.learner_user_id',
    )
    .select([
      'conversation_reports.id',
      'conversation_reports.conversation_id',
      'conversation_reports.reported_by',
      'conversation_reports.reported_user_id',
      'conversation_reports.reason',
      'conversation_reports.note',
      'conversation_reports.state',
      'conversation_reports.resolution',
      'conversation_reports.created_at',
      'conversation_reports.resolved_at',
      'first_questions.learner_user_id',
      'first_questions.teacher_user_id',
    ])
    .select(sql<boolean>`first_question_blocks.learner_user_id is not null`.as('learner_blocked'));
}

/** The reporter's open report of a conversation, made if there is none (a second report is the same one). */
export async function findOrInsertOpenReport(
  db: Db,
  report: {
    conversationId: number | string;
    reportedBy: number | string;
    reportedUserId: number | string;
    reason: ReportReason;
    note: string | null;
    at: Date;
  },
): Promise<ReportRow> {
  await db
    .insertInto('conversation_reports')
    .values({
      conversation_id: String(report.conversationId),
      reported_by: String(report.reportedBy),
      reported_user_id: String(report.reportedUserId),
      reason: report.reason,
      note: report.note,
      created_at: report.at,
    })
    .onConflict((oc) =>
      oc.columns(['conversation_id', 'reported_by']).where('state', '=', 'open').doNothing(),
    )
    .execute();
  return reportRows(db)
    .where('conversation_reports.conversation_id', '=', String(report.conversationId))
    .where('conversation_reports.reported_by', '=', String(report.reportedBy))
    .where('conversation_reports.state', '=', 'open')
    .executeTakeFirstOrThrow() as Promise<ReportRow>;
}

export function listReports(db: Db, state: ReportState | undefined): Promise<ReportRow[]> {
  let query = reportRows(db);
  if (state) query = query.where('conversation_reports.state', '=', state);
  return query
    .orderBy(sql`(conversation_reports.state = 'open')`, 'desc')
    .orderBy('conversation_reports.id', 'desc')
    .limit(200)
    .execute() as Promise<ReportRow[]>;
}

export function findReport(db: Db, id: number | string): Promise<ReportRow | undefined> {
  return reportRows(db).where('conversation_reports.id', '=', String(id)).executeTakeFirst() as Promise<
    ReportRow | undefined
  >;
}

/** Locks a report for its resolution: concurrent operators resolve it once. */
export function lockReport(trx: Transaction<Database>, id: number | string) {
  return trx
    .selectFrom('conversation_reports')
    .select(['id', 'state'])
    .where('id', '=', String(id))
    .forUpdate()
    .executeTakeFirst();
}

/** Resolves open reports (by id, or every open one about a learner's first questions); their ids. */
export async function resolveReports(
  trx: Db,
  which: { id: number | string } | { learnerId: number | string },
  resolution: { state: ReportDecision; text: string; by: number | string; at: Date },
): Promise<string[]> {
  let query = trx
    .updateTable('conversation_reports')
    .set({
      state: resolution.state,
      resolution: resolution.text,
      resolved_by: String(resolution.by),
      resolved_at: resolution.at,
    })
    .where('state', '=', 'open');
  query =
    'id' in which
      ? query.where('id', '=', String(which.id))
      : query.where('conversation_id', 'in', (eb) =>
          eb
            .selectFrom('first_questions')
            .select('conversation_id')
            .where('learner_user_id', '=', String(which.learnerId)),
        );
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

export async function blockFromFirstQuestions(
  trx: Db,
  block: { learnerId: number | string; reportId: number | string; by: number | string; at: Date },
): Promise<void> {
  await trx
    .insertInto('first_question_blocks')
    .values({
      learner_user_id: String(block.learnerId),
      report_id: String(block.reportId),
      blocked_by: String(block.by),
      blocked_at: block.at,
    })
    .onConflict((oc) => oc.column('learner_user_id').doNothing())
    .execute();
}
