import { BILL_TYPE, type BillsQuery, type BillType } from '@hanyu/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { choiceOf, pageOf } from '../page-frame/list-query.ts';

export const BILL_PAGE_SIZE = 20;

/** The bill types of SPEC §3 (1 to 7), in filter order. */
const BILL_TYPE_FILTERS: readonly BillType[] = Object.values(BILL_TYPE);

export type BillsAnswer = Awaited<ReturnType<typeof api.bills>>;

export interface BillsData {
  /** From `?type=` and `?page=`; an unknown type is every bill, a bad page the first. */
  query: { type: BillType | undefined; page: number };
  bills: BillsAnswer;
}

/** user/bill: the caller's bills of one type or all, newest first, a page at a time. */
export async function billsLoader({ request }: LoaderFunctionArgs): Promise<BillsData> {
  const search = new URL(request.url).searchParams;
  const query = { type: choiceOf(search, 'type', BILL_TYPE_FILTERS), page: pageOf(search) };
  const apiQuery: BillsQuery = {
    page: String(query.page),
    size: String(BILL_PAGE_SIZE),
    ...(query.type === undefined ? {} : { type: String(query.type) }),
  };
  return { query, bills: await api.bills({ query: apiQuery }) };
}
