import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import { OrderIdParams, OrderQuery } from '../orders.ts';
import {
  OperatorRefund,
  OperatorRefunds,
  Refund,
  RefundDecisionBody,
  RefundIdParams,
  RefundRequestBody,
  Refunds,
} from '../refunds.ts';

/** The 30-day money-back guarantee: learners ask, operators decide; served by `api/src/modules/refunds`. */
export const refundsEndpoints = {
  requestRefund: {
    ...endpointPaths.requestRefund,
    owner: { resource: 'paidOrder', param: 'id' },
    example: { params: { id: '1' }, body: { reason: 'The lesson times do not suit me' } },
    summary:
      'Asks for a refund of a paid order within 30 days of its payment, with a reason; one open request per ' +
      'order (409 when asked already, refunded, not paid or too late)',
    params: OrderIdParams,
    body: RefundRequestBody,
    response: Refund,
    auth: true,
  },
  myRefunds: {
    ...endpointPaths.myRefunds,
    owner: 'caller',
    example: {},
    summary: "The caller's refund requests with the service centre's replies, newest first",
    response: Refunds,
    auth: true,
  },
  operatorRefunds: {
    ...endpointPaths.operatorRefunds,
    owner: 'anyone',
    role: 'operator',
    example: {},
    summary:
      'Refund requests, open ones first (oldest first), each with its order, what is used and what an ' +
      'approval would give back; course titles in `language` (operators only)',
    query: OrderQuery,
    response: OperatorRefunds,
    auth: true,
  },
  approveRefund: {
    ...endpointPaths.approveRefund,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1' }, body: { reply: 'Refunded what was not used' } },
    summary:
      'Approves an open refund request in one transaction: what is unused goes back to the wallet that ' +
      'paid (bill type 5), the grants are revoked, lessons ahead made with them cancelled, the order ' +
      'cancelled; the learner is mailed. A request decided already is a 409 (operators only)',
    params: RefundIdParams,
    body: RefundDecisionBody,
    response: OperatorRefund,
    auth: true,
  },
  declineRefund: {
    ...endpointPaths.declineRefund,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '2' }, body: { reply: 'The course was used beyond the guarantee' } },
    summary:
      'Declines an open refund request with a reply the learner reads and is mailed (operators only); a ' +
      'request decided already is a 409',
    params: RefundIdParams,
    body: RefundDecisionBody,
    response: OperatorRefund,
    auth: true,
  },
} as const satisfies EndpointTable;
