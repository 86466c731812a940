import { ERROR_CODES, type OrgInvitationPreview } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export interface OrgInvitationData {
  token: string;
  /** The invitation of the link's token; null when the link names none (or a malformed one). */
  invitation: OrgInvitationPreview | null;
}

/** user/org-invitation?token=…: the invitation of a mailed link, for the person invited to accept. */
export async function orgInvitationLoader({ request }: LoaderFunctionArgs): Promise<OrgInvitationData> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    return { token, invitation: await api.orgInvitation({ query: { token } }) };
  } catch (error) {
    const code = isApiError(error) ? error.code : 0;
    if (code === ERROR_CODES.notFound || code === ERROR_CODES.badRequest) return { token, invitation: null };
    throw error;
  }
}
