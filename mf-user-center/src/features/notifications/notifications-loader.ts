import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { pageOf } from '../page-frame/list-query.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export type NotificationsAnswer = Awaited<ReturnType<typeof api.notifications>>;

export interface NotificationsData {
  page: number;
  notifications: NotificationsAnswer;
}

/** user/notifications: the caller's notices, newest first, a page at a time (`?page=`). */
export async function notificationsLoader({ request }: LoaderFunctionArgs): Promise<NotificationsData> {
  const page = pageOf(new URL(request.url).searchParams);
  const notifications = await api.notifications({
    query: { page: String(page), page_size: String(NOTIFICATIONS_PAGE_SIZE) },
  });
  return { page, notifications };
}
