import type { TeacherPayouts } from '@hanyu/contract';
import { api } from '../../api.ts';
import { allForTeacher } from '../page-frame/teacher-calls.ts';

/** teach/payouts: the teacher's payable balance, split, and their payouts. */
export async function payoutsLoader(): Promise<TeacherPayouts> {
  const [payouts] = await allForTeacher([api.teacherPayouts({})]);
  return payouts;
}
