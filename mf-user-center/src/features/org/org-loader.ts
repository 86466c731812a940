import { ERROR_CODES } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { pageOf } from '../page-frame/list-query.ts';

export const ORG_PAGE_SIZE = 20;

export type OrgChildrenAnswer = Awaited<ReturnType<typeof api.orgChildren>>;

/** The sub-accounts, or that the caller owns no organisation (403), or that they could not be read. */
export type OrgChildrenResult =
  | { state: 'ok'; data: OrgChildrenAnswer }
  | { state: 'notOwner' }
  | { state: 'failed' };

export interface OrgData {
  page: number;
  children: Promise<OrgChildrenResult>;
}

/** user/org: the sub-accounts of the caller's organisation, newest first, a page at a time. */
export function orgLoader({ request }: LoaderFunctionArgs): OrgData {
  const page = pageOf(new URL(request.url).searchParams);
  const children = api.orgChildren({ query: { page: String(page), size: String(ORG_PAGE_SIZE) } }).then(
    (data): OrgChildrenResult => ({ state: 'ok', data }),
    (error): OrgChildrenResult =>
      isApiError(error) && error.code === ERROR_CODES.forbidden ? { state: 'notOwner' } : { state: 'failed' },
  );
  return { page, children };
}
