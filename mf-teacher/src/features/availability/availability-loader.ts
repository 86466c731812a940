import type { AvailabilityException, AvailabilityResponse } from '@hanyu/contract';
import { api } from '../../api.ts';
import { beijingDate } from '../page-frame/beijing.ts';
import { allForTeacher } from '../page-frame/teacher-calls.ts';

export interface AvailabilityData {
  weekly: AvailabilityResponse['weekly'];
  exceptions: AvailabilityException[];
  /** Today in Beijing time (YYYY-MM-DD), where the form for time off starts: the same on both sides of a render. */
  today: string;
}

/** user/timetable: the teacher's weekly availability and their time off and extra hours ahead. */
export async function availabilityLoader(): Promise<AvailabilityData> {
  const [availability, exceptions] = await allForTeacher([
    api.teacherAvailability({}),
    api.teacherExceptions({}),
  ]);
  return {
    weekly: availability.weekly,
    exceptions: exceptions.data,
    today: beijingDate(Date.now()),
  };
}
