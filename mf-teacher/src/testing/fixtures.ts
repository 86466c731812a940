import {
  type Handover,
  type LearnerRecords,
  type Lesson,
  type LessonRecord,
  ORG_USER_TYPE,
  type UserInfo,
} from '@hanyu/contract';
import { sessionStore } from '@hanyu/session';

/** A teacher of the platform's organisation. */
export const TEACHER: UserInfo = {
  id: 11,
  nick_name: 'Ana Li',
  email: 'ana-li@teachers.hanyu.invalid',
  created_at: '2026-01-05T09:00:00.000Z',
  company_user: null,
  org_user: { user_type: ORG_USER_TYPE.teacher },
  time_zone: 'Europe/Madrid',
};

/** Signs a user in as the shell would have before a teaching-centre page renders (needUserInfo). */
export function signIn(user: UserInfo = TEACHER, timeZone = 'Europe/Madrid'): void {
  sessionStore.setState({ token: 'tok', uid: String(user.id), user, userStatus: 'loaded', timeZone });
}

export function lesson(fields: Partial<Lesson> = {}): Lesson {
  return {
    id: 7,
    course_id: 3,
    course_title: 'HSK 1 Essentials',
    student_name: 'Emma B.',
    teacher_id: 11,
    teacher_name: 'Ana Li',
    student_id: 5,
    starts_at: '2030-01-07T02:00:00.000Z',
    ends_at: '2030-01-07T02:50:00.000Z',
    minutes: 50,
    status: 'booked',
    delivery_way: 'classroom',
    contact_id: null,
    remark: null,
    trial: false,
    summary: null,
    material: null,
    progress: null,
    entry_from: '2030-01-07T01:40:00.000Z',
    cancel_until: '2030-01-07T00:00:00.000Z',
    reschedule_count: 0,
    ...fields,
  };
}

/** A handover of lesson(): the teacher's own note empty, no earlier notes. */
export function handover(fields: Partial<Handover> = {}): Handover {
  return { lesson: lesson(), note: null, earlier: [], ...fields };
}

/** One of a learner's lessons as their records show it: taught by Ana Li, nothing written yet. */
export function lessonRecord(fields: Partial<LessonRecord> = {}): LessonRecord {
  return {
    id: 7,
    course_title: 'HSK 1 Essentials',
    teacher_name: 'Ana Li',
    starts_at: '2030-01-07T02:00:00.000Z',
    minutes: 50,
    status: 'complete',
    trial: false,
    summary: null,
    material: null,
    progress: null,
    handover: null,
    ...fields,
  };
}

/** The records of lesson()'s learner, Emma B. (user 5): no level test, no lessons. */
export function learnerRecords(fields: Partial<LearnerRecords> = {}): LearnerRecords {
  return {
    user_id: 5,
    nick_name: 'Emma B.',
    time_zone: 'Europe/London',
    level: null,
    lessons_completed: 0,
    minutes_completed: 0,
    lessons: [],
    ...fields,
  };
}
