import {
  type ConversationReport,
  ERROR_CODES,
  FIRST_QUESTION_MESSAGES,
  type ReportConversationBody,
  type ReportDetail,
  type ReportList,
  type ReportListItem,
  type ReportState,
  type ResolveReportBody,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { recordOperatorAction } from '../audit/index.ts';
import { displayNames, findConversationFor, messagesPage } from './chat.repository.ts';
import { toMessages } from './chat.service.ts';
import {
  blockFromFirstQuestions,
  findFirstQuestion,
  findOrInsertOpenReport,
  findReport,
  listReports,
  lockReport,
  type ReportRow,
  resolveReports,
} from './first-questions.repository.ts';

/**
 * Reports of first questions (issue 29): either side reports the conversation, an operator reads it in the
 * service centre and dismisses the report or blocks the learner from opening first questions again; both
 * audited with the resolution in one transaction.
 */

/** How many of a reported conversation's messages the operator reads (the latest). */
const REPORT_MESSAGES = 200;

const notFoundReport = () => new ApiError(404, FIRST_QUESTION_MESSAGES.reportNotFound);

function toReport(row: ReportRow): ConversationReport {
  return {
    id: Number(row.id),
    conversation_id: Number(row.conversation_id),
    reason: row.reason,
    note: row.note,
    state: row.state,
    resolution: row.resolution,
    created_at: row.created_at.toISOString(),
    resolved_at: row.resolved_at ? row.resolved_at.toISOString() : null,
  };
}

async function toListItems(db: Kysely<Database>, rows: ReportRow[]): Promise<ReportListItem[]> {
  const names = await displayNames(
    db,
    rows.flatMap((row) => [row.reported_by, row.reported_user_id, row.learner_user_id, row.teacher_user_id]),
  );
  const person = (id: string) => ({ id: Number(id), name: names.get(Number(id)) ?? '' });
  return rows.map((row) => ({
    ...toReport(row),
    reporter: person(row.reported_by),
    reported: person(row.reported_user_id),
    learner: person(row.learner_user_id),
    teacher: person(row.teacher_user_id),
    learner_blocked: Boolean(row.learner_blocked),
  }));
}

/** Reports a first question the caller is in; a conversation of theirs that is none is a 422, others' a 404. */
export async function reportConversation(
  db: Kysely<Database>,
  user: AuthUser,
  conversationId: number,
  body: ReportConversationBody,
  now: Date,
): Promise<ConversationReport> {
  const question = await findFirstQuestion(db, conversationId);
  const sides = question ? [question.learner_user_id, question.teacher_user_id].map(Number) : [];
  if (!question || !sides.includes(user.id)) {
    const member = await findConversationFor(db, conversationId, user.id);
    if (member?.role)
      throw new ApiError(422, FIRST_QUESTION_MESSAGES.notReportable, { code: ERROR_CODES.notReportable });
    throw notFound();
  }
  const reported = sides.find((side) => side !== user.id) as number;
  const row = await findOrInsertOpenReport(db, {
    conversationId,
    reportedBy: user.id,
    reportedUserId: reported,
    reason: body.reason,
    note: body.note ?? null,
    at: now,
  });
  return toReport(row);
}

export async function operatorReports(
  db: Kysely<Database>,
  state: ReportState | undefined,
): Promise<ReportList> {
  return { data: await toListItems(db, await listReports(db, state)) };
}

export async function operatorReport(db: Kysely<Database>, id: number): Promise<ReportDetail> {
  const row = await findReport(db, id);
  if (!row) throw notFoundReport();
  const [item] = await toListItems(db, [row]);
  const { rows } = await messagesPage(db, row.conversation_id, { limit: REPORT_MESSAGES });
  return { ...(item as ReportListItem), messages: await toMessages(db, rows) };
}

/**
 * Resolves an open report: dismissed, or blocked (the learner may open no first question again, and every
 * other open report of their first questions is resolved with it). A report of the learner by the teacher
 * only can block; a resolved one is a 409.
 */
export async function resolveReport(
  db: Kysely<Database>,
  operatorId: number,
  id: number,
  body: ResolveReportBody,
  now: Date,
): Promise<ReportDetail> {
  const report = await findReport(db, id);
  if (!report) throw notFoundReport();
  if (body.decision === 'blocked' && report.reported_user_id !== report.learner_user_id)
    throw new ApiError(422, FIRST_QUESTION_MESSAGES.cannotBlockTeacher, {
      code: ERROR_CODES.cannotBlockTeacher,
    });
  await db.transaction().execute(async (trx) => {
    const locked = await lockReport(trx, id);
    if (locked?.state !== 'open')
      throw new ApiError(409, FIRST_QUESTION_MESSAGES.reportResolved, { code: ERROR_CODES.reportResolved });
    const resolution = { state: body.decision, text: body.resolution, by: operatorId, at: now };
    const resolved = await resolveReports(trx, { id }, resolution);
    if (body.decision === 'blocked') {
      await blockFromFirstQuestions(trx, {
        learnerId: report.learner_user_id,
        reportId: id,
        by: operatorId,
        at: now,
      });
      resolved.push(...(await resolveReports(trx, { learnerId: report.learner_user_id }, resolution)));
    }
    await recordOperatorAction(trx, {
      operatorId,
      action: body.decision === 'blocked' ? 'conversation_report.block' : 'conversation_report.dismiss',
      subject: `conversation_report:${id}`,
      userId: report.learner_user_id,
      before: { state: 'open', learner_blocked: Boolean(report.learner_blocked) },
      after: {
        state: body.decision,
        learner_blocked: body.decision === 'blocked' || Boolean(report.learner_blocked),
        reports_resolved: resolved.map(Number),
      },
      reason: body.resolution,
    });
  });
  return operatorReport(db, id);
}
