import { LessonIdParams, LessonQuery } from '../booking.ts';
import {
  ClassroomEntry,
  GroupClassIdParams,
  GroupClassSessions,
  GroupReplayUrlBody,
  GroupSessionIdParams,
  GroupSessionItem,
} from '../classroom.ts';
import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';

/** The endpoints of the classrooms of lessons and group classes: served by `api/src/modules/classroom`. */
export const classroomEndpoints = {
  classroomEntry: {
    ...endpointPaths.classroomEntry,
    owner: { resource: 'lesson', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "A lesson's classroom for its learner, its teacher or an assistant teacher: the room, the caller's role, " +
      'when it opens (20 minutes before the start) and closes, and while open a short-lived token for the ' +
      'signalling socket (GET /classroom/signal?token=…, a WebSocket)',
    params: LessonIdParams,
    query: LessonQuery,
    response: ClassroomEntry,
    auth: true,
  },
  groupSessionEntry: {
    ...endpointPaths.groupSessionEntry,
    owner: { resource: 'groupSession', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "A group session's classroom (small class or big class) for the class's teacher, an assistant teacher " +
      "or a learner holding a seat: the room, the caller's role, when it opens (20 minutes before the start) " +
      'and closes, and while open a short-lived token for the signalling socket',
    params: GroupSessionIdParams,
    query: LessonQuery,
    response: ClassroomEntry,
    auth: true,
  },
  groupClassSessions: {
    ...endpointPaths.groupClassSessions,
    owner: { resource: 'groupClass', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "A group class's sessions (id: the course) for its teacher, an assistant teacher or a learner holding a " +
      'seat: times, room state and the replay of each finished session',
    params: GroupClassIdParams,
    query: LessonQuery,
    response: GroupClassSessions,
    auth: true,
  },
  setGroupReplay: {
    ...endpointPaths.setGroupReplay,
    owner: { resource: 'taughtGroupSession', param: 'id' },
    role: 'teacher',
    example: { params: { id: '1' }, body: { url: 'https://video.example.com/session-1.mp4' } },
    summary:
      "Gives an ended group session's replay by address, replacing any before it (the class's teacher " +
      'only); a file is uploaded with PUT /classroom/sessions/{id}/replay/file',
    params: GroupSessionIdParams,
    body: GroupReplayUrlBody,
    response: GroupSessionItem,
    auth: true,
  },
} as const satisfies EndpointTable;
