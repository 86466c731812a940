import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { pageOf } from '../page-frame/list-query.ts';

/** The API's page size of the invite list. */
export const INVITE_PAGE_SIZE = 20;

export type InvitesAnswer = Awaited<ReturnType<typeof api.invites>>;

export interface SpreadData {
  page: number;
  invites: InvitesAnswer;
}

/** user/spread: the caller's invite link, the reward, and the friends who came through it. */
export async function spreadLoader({ request, params }: LoaderFunctionArgs): Promise<SpreadData> {
  const page = pageOf(new URL(request.url).searchParams);
  return { page, invites: await api.invites({ query: { language: langOf(params), page: String(page) } }) };
}
