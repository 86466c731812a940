import { api } from '../../api.ts';
import { type Settled, settle } from '../page-frame/settle.ts';

export type ProfileAnswer = Awaited<ReturnType<typeof api.profile>>;

export interface ProfileData {
  profile: Promise<Settled<ProfileAnswer>>;
}

/** user/info: the learner's whole profile. */
export function profileLoader(): ProfileData {
  return { profile: settle(api.profile({})) };
}
