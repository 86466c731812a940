import type { PeopleResponse } from '@hanyu/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export interface PeopleData {
  q: string;
  /** Null before anything was searched. */
  found: PeopleResponse['data'] | null;
}

/** service-centre/people?q=: the people the text finds (an id, an email's beginning, a piece of a name). */
export async function peopleLoader({ request }: LoaderFunctionArgs): Promise<PeopleData> {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (!q) return { q, found: null };
  return { q, found: (await api.searchPeople({ query: { q } })).data };
}
