import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { langOf } from '../page-frame/use-lang.ts';

export type MentorAnswer = Awaited<ReturnType<typeof api.mentorPage>>;

export interface MentorData {
  mentor: MentorAnswer;
}

/** user/mentor: the saved match, the level test result and the tags to choose from. */
export async function mentorLoader({ params }: LoaderFunctionArgs): Promise<MentorData> {
  return { mentor: await api.mentorPage({ query: { language: langOf(params) } }) };
}
