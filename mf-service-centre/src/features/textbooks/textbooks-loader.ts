import {
  TEXTBOOK_DELIVERY_STATES,
  type TextbookDeliveries,
  type TextbookDeliveryState,
} from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export const TEXTBOOKS_PAGE_SIZE = 20;

export interface TextbooksData {
  state: TextbookDeliveryState;
  page: number;
  deliveries: TextbookDeliveries;
}

const stateOf = (value: string | null): TextbookDeliveryState =>
  TEXTBOOK_DELIVERY_STATES.find((state) => state === value) ?? 'preparing';

/** service-centre/textbooks?state=: the deliveries in one state (waiting to ship unless given), oldest first. */
export async function textbooksLoader({ request, params }: LoaderFunctionArgs): Promise<TextbooksData> {
  const search = new URL(request.url).searchParams;
  const state = stateOf(search.get('state'));
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const deliveries = await api.textbookDeliveries({
    query: { state, page: String(page), size: String(TEXTBOOKS_PAGE_SIZE), language: langOf(params) },
  });
  return { state, page, deliveries };
}
