import type { PayoutRun, PayoutRuns } from '@hanyu/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { previousMonth } from './payout-format.ts';

export interface PayoutRunsData extends PayoutRuns {
  /** The month the form offers: last month, chosen where the page is rendered so hydration agrees. */
  suggestedPeriod: string;
}

/** service-centre/payouts: the payout runs, newest first. */
export async function payoutRunsLoader(): Promise<PayoutRunsData> {
  return { ...(await api.payoutRuns({})), suggestedPeriod: previousMonth(new Date()) };
}

/** service-centre/payouts/:run_id: a run with its payouts. */
export function payoutRunLoader({ params }: LoaderFunctionArgs): Promise<PayoutRun> {
  return api.payoutRun({ params: { id: params.run_id ?? '' } });
}
