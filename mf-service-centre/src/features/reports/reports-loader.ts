import type { ReportDetail, ReportList } from '@hanyu/contract';
import { orNotFound } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export interface ReportsData {
  reports: ReportList['data'];
}

/** service-centre/reports: reports of first questions, open ones first, newest first. */
export async function reportsLoader(): Promise<ReportsData> {
  const { data } = await api.conversationReports({ query: {} });
  return { reports: data };
}

export interface ReportData {
  detail: ReportDetail;
}

/** service-centre/reports/:id: one report with its conversation's messages. */
export async function reportLoader({ params }: LoaderFunctionArgs): Promise<ReportData> {
  const detail = await orNotFound(api.conversationReport({ params: { id: String(params.id) } }));
  return { detail };
}
