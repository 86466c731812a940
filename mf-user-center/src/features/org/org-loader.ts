import { ERROR_CODES } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { pageOf } from '../page-frame/list-query.ts';

export const ORG_PAGE_SIZE = 20;

export type OrgChildrenAnswer = Awaited<ReturnType<typeof api.orgChildren>>;

export interface OrgData {
  page: number;
  /** The sub-accounts; null when the caller owns no organisation (the API's 403), which the page says. */
  children: OrgChildrenAnswer | null;
  /** The organisation's invitations by email, newest first (null with `children`). */
  invitations: Awaited<ReturnType<typeof api.orgInvitations>>['list'] | null;
}

/** user/org: the sub-accounts of the caller's organisation, newest first, a page at a time, and its invitations. */
export async function orgLoader({ request }: LoaderFunctionArgs): Promise<OrgData> {
  const page = pageOf(new URL(request.url).searchParams);
  try {
    const [children, invitations] = await Promise.all([
      api.orgChildren({ query: { page: String(page), size: String(ORG_PAGE_SIZE) } }),
      api.orgInvitations({}),
    ]);
    return { page, children, invitations: invitations.list };
  } catch (error) {
    if (isApiError(error) && error.code === ERROR_CODES.forbidden)
      return { page, children: null, invitations: null };
    throw error;
  }
}
