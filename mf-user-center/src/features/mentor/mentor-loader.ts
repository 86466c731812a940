import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { type Settled, settle } from '../page-frame/settle.ts';
import { langOf } from '../page-frame/use-lang.ts';

export type MentorAnswer = Awaited<ReturnType<typeof api.mentorPage>>;

export interface MentorData {
  mentor: Promise<Settled<MentorAnswer>>;
}

/** user/mentor: the saved match, the level test result and the tags to choose from. */
export function mentorLoader({ params }: LoaderFunctionArgs): MentorData {
  return { mentor: settle(api.mentorPage({ query: { language: langOf(params) } })) };
}
