import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import {
  Balance,
  BillsQuery,
  BillsResponse,
  Order,
  OrderBody,
  OrderCalculation,
  OrderIdParams,
  OrderQuery,
  OrdersQuery,
  OrdersResponse,
  PayOrderBody,
} from '../orders.ts';

/** The endpoints of orders, the balance and bills: served by `api/src/modules/orders`. */
export const ordersEndpoints = {
  calculateOrder: {
    ...endpointPaths.calculateOrder,
    owner: 'caller',
    example: { body: { sku_id: 1, quantity: 1 } },
    summary:
      'What an order would cost: price, the coupon’s discount or why it fails, the balance and what is ' +
      'missing, the remaining stock. Writes nothing',
    body: OrderBody,
    response: OrderCalculation,
    auth: true,
  },
  createOrder: {
    ...endpointPaths.createOrder,
    owner: 'caller',
    example: { body: { sku_id: 1, quantity: 1 } },
    summary:
      'An order awaiting payment, its price and discount fixed now. An Idempotency-Key header replays ' +
      'the first answer; the same key with other parameters is a 409',
    body: OrderBody,
    response: Order,
    auth: true,
  },
  payOrder: {
    ...endpointPaths.payOrder,
    owner: { resource: 'order', param: 'id' },
    example: { params: { id: '1' }, body: { payment_method: 'balance' } },
    summary:
      "Pays an order from the caller's balance (or their company's) in one transaction: limits, stock, " +
      'coupon and what the order grants. Takes an Idempotency-Key header like creating one',
    params: OrderIdParams,
    query: OrderQuery,
    body: PayOrderBody,
    response: Order,
    auth: true,
  },
  cancelOrder: {
    ...endpointPaths.cancelOrder,
    owner: { resource: 'order', param: 'id' },
    example: { params: { id: '1' } },
    summary: 'Cancels an order awaiting payment, returning to the balance whatever it took (bill type 5)',
    params: OrderIdParams,
    query: OrderQuery,
    response: Order,
    auth: true,
  },
  orders: {
    ...endpointPaths.orders,
    owner: 'caller',
    example: { query: { status: '0', page: '1', size: '20' } },
    summary: "The caller's orders, newest first, paged, optionally of one status",
    query: OrdersQuery,
    response: OrdersResponse,
    auth: true,
  },
  order: {
    ...endpointPaths.order,
    owner: { resource: 'order', param: 'id' },
    example: { params: { id: '1' } },
    summary: 'One order of the caller',
    params: OrderIdParams,
    query: OrderQuery,
    response: Order,
    auth: true,
  },
  balance: {
    ...endpointPaths.balance,
    owner: 'caller',
    example: {},
    summary: "The caller's tuition balance, and their company's when a company pays for them",
    response: Balance,
    auth: true,
  },
  bills: {
    ...endpointPaths.bills,
    owner: 'caller',
    example: { query: { type: '2', page: '1', size: '20' } },
    summary: "The caller's bills (SPEC §3 types), newest first, paged, optionally of one type",
    query: BillsQuery,
    response: BillsResponse,
    auth: true,
  },
} as const satisfies EndpointTable;
