import * as v from 'valibot';
import { ChatMessage } from './chat.ts';
import { integerText, text } from './request-fields.ts';

/*
 * A question before booking (issue 29): a signed-in learner may open a direct conversation with a teacher
 * they have no lesson with (a "first question"), within limits the database holds; either side may report
 * such a conversation to the service centre, where an operator dismisses the report or blocks the learner
 * from opening first questions again.
 */

/** How many first questions a learner may open in one (UTC) day. */
export const FIRST_QUESTIONS_PER_DAY = 3;
/** How many messages a learner may send in a first question before the teacher's first reply. */
export const FIRST_QUESTION_MESSAGES_BEFORE_REPLY = 10;
export const REPORT_NOTE_MAX_LENGTH = 2000;
export const REPORT_RESOLUTION_MAX_LENGTH = 2000;

export const REPORT_REASONS = ['spam', 'abuse', 'off_platform', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATES = ['open', 'dismissed', 'blocked'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const REPORT_DECISIONS = ['dismissed', 'blocked'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** The refusals of the first-question and report endpoints, in English; pages say them by error code. */
export const FIRST_QUESTION_MESSAGES = {
  dailyLimit: `You can start at most ${FIRST_QUESTIONS_PER_DAY} conversations a day with teachers you have had no lesson with`,
  waitForReply: `Wait for the teacher's reply: at most ${FIRST_QUESTION_MESSAGES_BEFORE_REPLY} messages before it`,
  blocked: 'You can no longer start conversations with teachers you have had no lesson with',
  notReportable: 'Only a conversation started before a first lesson can be reported',
  reportNotFound: 'No report with this id',
  reportResolved: 'This report is already resolved',
  cannotBlockTeacher: 'Only the learner who started the conversation can be blocked from first questions',
  resolutionRequired: 'Write the reason for the decision',
} as const;

export const ReportConversationParams = v.object({ id: integerText('id') });
export type ReportConversationParams = v.InferInput<typeof ReportConversationParams>;

export const ReportConversationBody = v.object({
  reason: v.picklist(REPORT_REASONS, `reason must be one of ${REPORT_REASONS.join(', ')}`),
  note: v.optional(
    v.pipe(text('note', { max: REPORT_NOTE_MAX_LENGTH, multiline: true }), v.trim(), v.minLength(1)),
  ),
});
export type ReportConversationBody = v.InferInput<typeof ReportConversationBody>;

export const ReportIdParams = v.object({ id: integerText('id') });
export type ReportIdParams = v.InferInput<typeof ReportIdParams>;

export const ReportsQuery = v.object({
  state: v.optional(v.picklist(REPORT_STATES, `state must be one of ${REPORT_STATES.join(', ')}`)),
});
export type ReportsQuery = v.InferInput<typeof ReportsQuery>;

export const ResolveReportBody = v.object({
  decision: v.picklist(REPORT_DECISIONS, 'decision must be dismissed or blocked'),
  resolution: v.pipe(
    text('resolution', { max: REPORT_RESOLUTION_MAX_LENGTH, multiline: true }),
    v.trim(),
    v.minLength(1, FIRST_QUESTION_MESSAGES.resolutionRequired),
  ),
});
export type ResolveReportBody = v.InferInput<typeof ResolveReportBody>;

const ReportPerson = v.object({ id: v.number(), name: v.string() });

/** A report as its reporter and the operators read it. */
export const ConversationReport = v.object({
  id: v.number(),
  conversation_id: v.number(),
  reason: v.picklist(REPORT_REASONS),
  note: v.nullable(v.string()),
  state: v.picklist(REPORT_STATES),
  resolution: v.nullable(v.string()),
  created_at: v.string(),
  resolved_at: v.nullable(v.string()),
});
export type ConversationReport = v.InferOutput<typeof ConversationReport>;

/** A report in the service centre: who reported whom, and the conversation's two sides. */
export const ReportListItem = v.object({
  ...ConversationReport.entries,
  reporter: ReportPerson,
  reported: ReportPerson,
  learner: ReportPerson,
  teacher: ReportPerson,
  /** Whether the learner is blocked from first questions now. */
  learner_blocked: v.boolean(),
});
export type ReportListItem = v.InferOutput<typeof ReportListItem>;

export const ReportList = v.object({ data: v.array(ReportListItem) });
export type ReportList = v.InferOutput<typeof ReportList>;

/** A report with the conversation's messages (the latest 200), for the operator who resolves it. */
export const ReportDetail = v.object({
  ...ReportListItem.entries,
  messages: v.array(ChatMessage),
});
export type ReportDetail = v.InferOutput<typeof ReportDetail>;
