import type { ClassroomEntry, Courseware, RoomPeer, UserInfo } from '@hanyu/contract';
import { sessionStore } from '@hanyu/session';

/** A learner, Emma B. (user 5), in London. */
export const LEARNER: UserInfo = {
  id: 5,
  nick_name: 'Emma B.',
  email: 'emma@example.com',
  created_at: '2026-01-05T09:00:00.000Z',
  company_user: null,
  org_user: null,
  time_zone: 'Europe/London',
};

/** Signs a user in as the shell would have before a classroom renders (needUserInfo). */
export function signIn(user: UserInfo = LEARNER, timeZone = 'Europe/London'): void {
  sessionStore.setState({ token: 'tok', uid: String(user.id), user, userStatus: 'loaded', timeZone });
}

/** Lesson 7's classroom for its learner, open: Monday 7 January 2030, 02:00–02:50 UTC. */
export function classroomEntry(fields: Partial<ClassroomEntry> = {}): ClassroomEntry {
  return {
    room_id: 'lesson-7',
    room_type: 0,
    provider: 'room',
    role: 2,
    state: 'open',
    opens_at: '2030-01-07T01:40:00.000Z',
    closes_at: '2030-01-07T03:20:00.000Z',
    lesson: {
      id: 7,
      course_title: 'HSK 1 Essentials',
      teacher_name: 'Ana Li',
      student_name: 'Emma B.',
      starts_at: '2030-01-07T02:00:00.000Z',
      ends_at: '2030-01-07T02:50:00.000Z',
      trial: false,
    },
    token: 'room-token-1',
    token_expires_at: '2030-01-07T02:05:00.000Z',
    ice_servers: [{ urls: ['stun:stun.example.com:3478'] }],
    provider_auth: null,
    group: null,
    ...fields,
  };
}

/** A participant as the signalling server describes one. */
export function roomPeer(fields: Partial<RoomPeer> = {}): RoomPeer {
  return {
    peer_id: 'p-teacher',
    user_id: 11,
    name: 'Ana Li',
    role: 1,
    state: { audio: true, video: true, screen: false },
    ...fields,
  };
}

/** Course 3's courseware, three pages. */
export function coursewareOf(fields: Partial<Courseware> = {}): Courseware {
  return {
    course: { id: 3, title: 'HSK 1 Essentials', kind: 'live' },
    can_edit: false,
    pages: [1, 2, 3].map((number) => ({
      number,
      title: `Slide ${number}`,
      alt: `What slide ${number} shows`,
      content_type: 'image/svg+xml',
      image_url: `/api/learning/courseware/3/pages/${number}/image?v=0123456789abcdef&key=k`,
    })),
    ...fields,
  };
}
