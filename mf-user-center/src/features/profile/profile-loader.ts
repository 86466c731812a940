import { api } from '../../api.ts';

export type ProfileAnswer = Awaited<ReturnType<typeof api.profile>>;

export interface ProfileData {
  profile: ProfileAnswer;
}

/** user/info: the learner's whole profile. */
export async function profileLoader(): Promise<ProfileData> {
  return { profile: await api.profile({}) };
}
