import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { pageOf } from '../page-frame/list-query.ts';
import { type Settled, settle } from '../page-frame/settle.ts';
import { langOf } from '../page-frame/use-lang.ts';

/** The API's page size of the invite list. */
export const INVITE_PAGE_SIZE = 20;

export type InvitesAnswer = Awaited<ReturnType<typeof api.invites>>;

export interface SpreadData {
  page: number;
  invites: Promise<Settled<InvitesAnswer>>;
}

/** user/spread: the caller's invite link, the reward, and the friends who came through it. */
export function spreadLoader({ request, params }: LoaderFunctionArgs): SpreadData {
  const page = pageOf(new URL(request.url).searchParams);
  return {
    page,
    invites: settle(api.invites({ query: { language: langOf(params), page: String(page) } })),
  };
}
