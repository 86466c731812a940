import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import { visitorOf } from '../promotion/index.ts';
import {
  balanceOf,
  billsOf,
  calculateOrder,
  cancelOrder,
  createOrder,
  getOrder,
  listOrders,
  payOrder,
} from './orders.service.ts';

export function orderHandlers(
  db: Kysely<Database>,
  now: () => Date,
): Pick<
  EndpointHandlers,
  'calculateOrder' | 'createOrder' | 'payOrder' | 'cancelOrder' | 'orders' | 'order' | 'balance' | 'bills'
> {
  return {
    calculateOrder: async ({ user, body }) => calculateOrder(db, user, body, now()),
    createOrder: async ({ user, body, request }) =>
      createOrder(db, user, body, {
        idempotencyKey: idempotencyKeyOf(request),
        now: now(),
        visitorId: visitorOf(request),
      }),
    payOrder: async ({ user, params, query, body, request }) =>
      payOrder(db, user, params.id, {
        paymentMethod: body.payment_method,
        idempotencyKey: idempotencyKeyOf(request),
        now: now(),
        language: query.language,
      }),
    cancelOrder: async ({ user, params, query }) =>
      cancelOrder(db, user, params.id, { now: now(), language: query.language }),
    orders: async ({ user, query }) => listOrders(db, user, query),
    order: async ({ user, params, query }) => getOrder(db, user, params.id, query.language),
    balance: async ({ user }) => balanceOf(db, user),
    bills: async ({ user, query }) => billsOf(db, user, query),
  };
}
