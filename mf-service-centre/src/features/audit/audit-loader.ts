import type { OperatorActionsResponse } from '@hanyu/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export interface AuditData extends OperatorActionsResponse {
  /** The person the log is narrowed to, as typed (empty: everyone). */
  userId: string;
  beforeId: string;
}

const digits = (value: string | null) => (value && /^[0-9]{1,18}$/.test(value) ? value : '');

/** service-centre/audit?user_id=&before_id=: a page of the audit log, newest first. */
export async function auditLoader({ request }: LoaderFunctionArgs): Promise<AuditData> {
  const search = new URL(request.url).searchParams;
  const userId = digits(search.get('user_id'));
  const beforeId = digits(search.get('before_id'));
  const answer = await api.operatorActions({
    query: { ...(userId ? { user_id: userId } : {}), ...(beforeId ? { before_id: beforeId } : {}) },
  });
  return { ...answer, userId, beforeId };
}
