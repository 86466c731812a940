import { ORDER_STATUS, type OrdersQuery, type Refund } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { choiceOf, pageOf } from '../page-frame/list-query.ts';

export const ORDER_PAGE_SIZE = 10;

/** The statuses the page filters by (SPEC §3: 0 awaiting payment, 1 paid, 4 cancelled), in tab order. */
const ORDER_STATUS_FILTERS = Object.values(ORDER_STATUS);
type OrderStatus = (typeof ORDER_STATUS_FILTERS)[number];

export type OrdersAnswer = Awaited<ReturnType<typeof api.orders>>;

export interface OrdersData {
  /** From `?status=` and `?page=`; an unknown status is all orders, a bad page the first. */
  query: { status: OrderStatus | undefined; page: number };
  orders: OrdersAnswer;
  /** Each order's latest refund request, by order id. */
  refunds: Record<number, Refund>;
}

/** user/order: the caller's orders of one status or all, newest first, a page at a time, with their refunds. */
export async function ordersLoader({ params, request }: LoaderFunctionArgs): Promise<OrdersData> {
  const search = new URL(request.url).searchParams;
  const query = { status: choiceOf(search, 'status', ORDER_STATUS_FILTERS), page: pageOf(search) };
  const apiQuery: OrdersQuery = {
    language: langOf(params),
    page: String(query.page),
    size: String(ORDER_PAGE_SIZE),
    ...(query.status === undefined ? {} : { status: String(query.status) }),
  };
  const [orders, refunds] = await Promise.all([api.orders({ query: apiQuery }), api.myRefunds({})]);
  // Newest first: the first of an order is its latest.
  const latest: Record<number, Refund> = {};
  for (const refund of refunds.list) latest[refund.order_id] ??= refund;
  return { query, orders, refunds: latest };
}
