import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import {
  ConversationReport,
  ReportConversationBody,
  ReportConversationParams,
  ReportDetail,
  ReportIdParams,
  ReportList,
  ReportsQuery,
  ResolveReportBody,
} from '../first-questions.ts';

/**
 * Reports of first questions (a learner's conversation with a teacher before any lesson) and their
 * resolution in the service centre, served by `api/src/modules/first-questions`.
 */
export const firstQuestionsEndpoints = {
  reportConversation: {
    ...endpointPaths.reportConversation,
    owner: { resource: 'firstQuestion', param: 'id' },
    example: { params: { id: '1' }, body: { reason: 'spam', note: 'Advertises another site' } },
    summary:
      'Reports a first question (a conversation a learner started with a teacher before any lesson) the ' +
      "caller is in to the service centre; reporting it again while the caller's report is open answers " +
      'that report. Any other conversation is a 422',
    params: ReportConversationParams,
    body: ReportConversationBody,
    response: ConversationReport,
    auth: true,
  },
  conversationReports: {
    ...endpointPaths.conversationReports,
    owner: 'anyone',
    role: 'operator',
    example: { query: { state: 'open' } },
    summary: 'Reports of first questions, open ones first, newest first (operators only)',
    query: ReportsQuery,
    response: ReportList,
    auth: true,
  },
  conversationReport: {
    ...endpointPaths.conversationReport,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1' } },
    summary: "A report with its conversation's latest 200 messages (operators only)",
    params: ReportIdParams,
    response: ReportDetail,
    auth: true,
  },
  resolveConversationReport: {
    ...endpointPaths.resolveConversationReport,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1' }, body: { decision: 'dismissed', resolution: 'A fair question' } },
    summary:
      "Resolves an open report with a reason: dismissed, or the conversation's learner blocked from opening " +
      'first questions again (the other open reports of that learner are resolved alike); audited. A ' +
      'resolved report is a 409 (operators only)',
    params: ReportIdParams,
    body: ResolveReportBody,
    response: ReportDetail,
    auth: true,
  },
} as const satisfies EndpointTable;
