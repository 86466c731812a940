import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import { CreatedTopUp, TopUp, TopUpBody, TopUpIdParams } from '../top-up.ts';

/** The endpoints of topping up the balance: served by `api/src/modules/top-ups`. */
export const topUpsEndpoints = {
  createTopUp: {
    ...endpointPaths.createTopUp,
    owner: 'caller',
    example: { body: { amount: 100, gateway: 'alipay', device: 'pc' } },
    summary:
      "Top up the caller's balance through a gateway: answers the URL to send the payer to. " +
      'An Idempotency-Key header replays the first answer; the same key with other parameters is a 409',
    body: TopUpBody,
    response: CreatedTopUp,
    auth: true,
  },
  topUp: {
    ...endpointPaths.topUp,
    owner: { resource: 'topUp', param: 'id' },
    example: { params: { id: '1' } },
    summary: "A top-up of the caller's and its status, for the payment redirect pages to wait on",
    params: TopUpIdParams,
    response: TopUp,
    auth: true,
  },
} as const satisfies EndpointTable;
