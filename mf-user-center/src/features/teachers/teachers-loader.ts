import { api } from '../../api.ts';
import { type Settled, settle } from '../page-frame/settle.ts';

export type TeachersAnswer = Awaited<ReturnType<typeof api.myTeachers>>;

export interface TeachersData {
  teachers: Promise<Settled<TeachersAnswer>>;
}

/** user/teacher: the teachers the learner has lessons with. */
export function teachersLoader(): TeachersData {
  return { teachers: settle(api.myTeachers({})) };
}
