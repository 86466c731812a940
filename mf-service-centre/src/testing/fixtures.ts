import type { OperatedUser } from '@hanyu/contract';
import { apiResponse, type RecordedCall } from '@hanyu/sdk/testing';

/** The demo operator, as `operatorSelf` answers it. */
export const OPERATOR: OperatedUser = { id: 2, email: 'operator@demo.hanyu.example', nick_name: 'Olga Ops' };

/** Answers the frame's `GET /operator/me` as the operator, or passes the call on. */
export function asOperator(next: (call: RecordedCall) => Response) {
  return (call: RecordedCall): Response =>
    call.method === 'GET' && call.path === '/operator/me' ? apiResponse({ response: OPERATOR }) : next(call);
}
