import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { type Settled, settle } from '../page-frame/settle.ts';
import { langOf } from '../page-frame/use-lang.ts';

/** How many of the latest orders my page shows. */
export const RECENT_ORDER_COUNT = 3;

type OrdersAnswer = Awaited<ReturnType<typeof api.orders>>;

export interface MyPageData {
  recentOrders: Promise<Settled<OrdersAnswer>>;
}

/** user (index): the latest orders, their course titles in the page language. */
export function myPageLoader({ params }: LoaderFunctionArgs): MyPageData {
  const language = langOf(params);
  return {
    recentOrders: settle(api.orders({ query: { language, page: '1', size: String(RECENT_ORDER_COUNT) } })),
  };
}
