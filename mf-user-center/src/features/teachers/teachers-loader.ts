import { api } from '../../api.ts';

export type TeachersAnswer = Awaited<ReturnType<typeof api.myTeachers>>;

export interface TeachersData {
  teachers: TeachersAnswer;
}

/** user/teacher: the teachers the learner has lessons with. */
export async function teachersLoader(): Promise<TeachersData> {
  return { teachers: await api.myTeachers({}) };
}
