import type { DisputeDetail, DisputeList } from '@hanyu/contract';
import { orNotFound } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export interface DisputesData {
  disputes: DisputeList['data'];
}

/** service-centre/disputes: the lesson disputes, open ones first, newest first. */
export async function disputesLoader(): Promise<DisputesData> {
  const { data } = await api.disputes({ query: {} });
  return { disputes: data };
}

export interface DisputeData {
  detail: DisputeDetail;
}

/** service-centre/disputes/:id: one dispute with its lesson, the classroom's attendance records and both sides. */
export async function disputeLoader({ params }: LoaderFunctionArgs): Promise<DisputeData> {
  const detail = await orNotFound(api.dispute({ params: { id: String(params.id) } }));
  return { detail };
}
