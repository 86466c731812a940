import type { OperatorRefunds } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export interface RefundsData {
  refunds: OperatorRefunds['list'];
}

/** service-centre/refunds: the refund requests, open ones first, course titles in the page's language. */
export async function refundsLoader({ params }: LoaderFunctionArgs): Promise<RefundsData> {
  const { list } = await api.operatorRefunds({ query: { language: langOf(params) } });
  return { refunds: list };
}
