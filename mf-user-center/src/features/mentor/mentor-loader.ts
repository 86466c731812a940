import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export type MentorAnswer = Awaited<ReturnType<typeof api.mentorPage>>;

export interface MentorData {
  mentor: MentorAnswer;
}

/** user/mentor: the saved match, the level test result and the tags to choose from. */
export async function mentorLoader({ params }: LoaderFunctionArgs): Promise<MentorData> {
  return { mentor: await api.mentorPage({ query: { language: langOf(params) } }) };
}
