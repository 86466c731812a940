import type { PayoutRun, PayoutRuns } from '@hanyu/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

/** service-centre/payouts: the payout runs, newest first. */
export function payoutRunsLoader(): Promise<PayoutRuns> {
  return api.payoutRuns({});
}

/** service-centre/payouts/:run_id: a run with its payouts. */
export function payoutRunLoader({ params }: LoaderFunctionArgs): Promise<PayoutRun> {
  return api.payoutRun({ params: { id: params.run_id ?? '' } });
}
