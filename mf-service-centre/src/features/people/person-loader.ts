import type { PersonDetail } from '@hanyu/contract';
import { orNotFound } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

/** service-centre/people/:user_id: everything the centre knows of the person; 404 for no such person. */
export async function personLoader({ params }: LoaderFunctionArgs): Promise<PersonDetail> {
  const userId = params.user_id ?? '';
  if (!/^[0-9]{1,18}$/.test(userId)) throw new Response(null, { status: 404 });
  return orNotFound(api.person({ params: { user_id: userId } }));
}
