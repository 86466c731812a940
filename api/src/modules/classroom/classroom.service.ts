import {
  CLASSROOM_ROLE,
  type ClassroomEntry,
  type IceServer,
  type Lang,
  type Lesson,
  ROOM_TOKEN_SECONDS,
  ROOM_TYPE,
  type RoomState,
  SIGNAL_CLOSE,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database, LessonStatus } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import type { ClassroomRole } from '../../realtime/room-bus.ts';
import { describeLessons, entryWindow, findLesson, type LessonRow } from '../lessons/index.ts';
import { sessionGenerationOf } from '../passport/index.ts';
import {
  findGroupSessionFor,
  groupRoleOf,
  groupRoomIdOf,
  groupSessionTimes,
} from './group-rooms.repository.ts';
import { providerAuth, type RoomProviders } from './room-providers.ts';
import { type RoomTokenPayload, signRoomToken, verifyRoomToken } from './room-token.ts';
import type { Admission } from './signal-rooms.ts';

/**
 * Who may enter a lesson's classroom and when (SPEC §4, §5; docs/classroom-protocol.md): its learner, its
 * teacher and any assistant teacher (the lessons module's `findLesson` as `classroom`), from
 * CLASSROOM_ENTRY_LEAD_MINUTES before the start until CLASSROOM_GRACE_MINUTES after the end (its
 * `entryWindow`); while it is open, a room token admits them to the signalling socket.
 */

export type RoomType = (typeof ROOM_TYPE)[keyof typeof ROOM_TYPE];

export interface ClassroomSettings {
  db: Kysely<Database>;
  now: () => Date;
  /** Signs room tokens; every API process must share it (CLASSROOM_SECRET). */
  secret: string;
  /** STUN/TURN servers handed to the browsers (CLASSROOM_ICE_SERVERS). */
  iceServers: IceServer[];
  /** The media provider of each room type and the vendors' credentials (CLASSROOM_PROVIDERS, AGORA_*, TRTC_*). */
  providers: RoomProviders;
}

/** The room of a lesson (a lesson's classroom is one-on-one). */
export const roomIdOf = (lessonId: number | string) => `lesson-${lessonId}`;

type RoomLesson = { status: LessonStatus; starts_at: Date; ends_at: Date };

export function roomTimes(lesson: RoomLesson): { opensAt: Date; closesAt: Date } {
  return entryWindow(lesson);
}

/** early until it opens, open until it closes (booked or complete), over after, or at once when cancelled. */
export function roomStateAt(lesson: RoomLesson, now: Date): RoomState {
  if (lesson.status === 'cancelled') return 'over';
  const { opensAt, closesAt } = roomTimes(lesson);
  if (now < opensAt) return 'early';
  return now < closesAt ? 'open' : 'over';
}

/** The caller's role in a lesson found for them as a `classroom` viewer: learner, teacher, else assistant. */
function classroomRoleOf(row: LessonRow, userId: number): ClassroomRole {
  if (Number(row.student_user_id) === userId) return CLASSROOM_ROLE.student;
  if (Number(row.teacher_user_id) === userId) return CLASSROOM_ROLE.teacher;
  return CLASSROOM_ROLE.assistant;
}

/** How the others see the caller: the lesson's names, an assistant by nickname or the address's local part. */
function nameIn(lesson: Lesson, role: ClassroomRole, user: AuthUser): string {
  if (role === CLASSROOM_ROLE.teacher) return lesson.teacher_name;
  if (role === CLASSROOM_ROLE.student) return lesson.student_name;
  return user.nickName || user.email.split('@')[0] || '';
}

/**
 * What the entry to any room says, a lesson's or a group session's: its times and state and, while it is
 * open, a room token carrying `token` (the entrant) and the provider's credentials.
 */
export function roomEntry(
  settings: ClassroomSettings,
  room: {
    id: string;
    type: RoomType;
    times: RoomLesson;
    token: Omit<RoomTokenPayload, 'room' | 'exp'>;
  },
): Omit<ClassroomEntry, 'lesson' | 'group'> {
  const now = settings.now();
  const { opensAt, closesAt } = roomTimes(room.times);
  const state = roomStateAt(room.times, now);
  const { user, role } = room.token;
  // A token never outlives its room: once it closes, nobody reconnects with an old one.
  const exp = Math.floor(Math.min(now.getTime() + ROOM_TOKEN_SECONDS * 1000, closesAt.getTime()) / 1000);
  const open = state === 'open';
  const provider = settings.providers.byType[room.type];
  return {
    room_id: room.id,
    room_type: room.type,
    provider,
    role,
    state,
    opens_at: opensAt.toISOString(),
    closes_at: closesAt.toISOString(),
    token: open ? signRoomToken({ room: room.id, ...room.token, exp }, settings.secret) : null,
    token_expires_at: open ? new Date(exp * 1000).toISOString() : null,
    ice_servers: settings.iceServers,
    provider_auth: open
      ? providerAuth(settings.providers, {
          provider,
          roomType: room.type,
          room: room.id,
          userId: user,
          role,
          now,
          until: closesAt,
        })
      : null,
  };
}

export async function classroomEntry(
  settings: ClassroomSettings,
  user: AuthUser,
  lessonId: number,
  language: Lang | undefined,
): Promise<ClassroomEntry> {
  const row = await findLesson(settings.db, lessonId, { userId: user.id, as: 'classroom' });
  if (!row) throw notFound();
  const [lesson] = (await describeLessons(settings.db, [row], language)) as [Lesson];
  const role = classroomRoleOf(row, user.id);
  return {
    ...roomEntry(settings, {
      id: roomIdOf(lesson.id),
      type: ROOM_TYPE.oneOnOne,
      times: row,
      token: {
        lesson: lesson.id,
        user: user.id,
        name: nameIn(lesson, role, user),
        role,
        gen: await currentGeneration(settings.db, user.id),
      },
    }),
    lesson: {
      id: lesson.id,
      course_title: lesson.course_title,
      teacher_name: lesson.teacher_name,
      student_name: lesson.student_name,
      starts_at: lesson.starts_at,
      ends_at: lesson.ends_at,
      trial: lesson.trial,
    },
    group: null,
  };
}

/** The session generation a room token of the user carries (0030_session_generation.sql). */
export async function currentGeneration(db: ClassroomSettings['db'], userId: number): Promise<number> {
  const generation = await sessionGenerationOf(db, userId);
  if (generation === undefined) throw notFound();
  return generation;
}

/** Whom a room token admits to which room now, or the close code that refuses it (SIGNAL_CLOSE). */
export async function admitToRoom(
  settings: Pick<ClassroomSettings, 'db' | 'now' | 'secret'>,
  token: string | undefined,
): Promise<Admission | { refuse: number }> {
  const now = settings.now();
  const payload = token === undefined ? undefined : verifyRoomToken(token, settings.secret, now);
  if (!payload) return { refuse: SIGNAL_CLOSE.badToken };
  // A token given under sessions that have since ended (password changed, account deleted) admits no one.
  if ((await sessionGenerationOf(settings.db, payload.user)) !== payload.gen)
    return { refuse: SIGNAL_CLOSE.badToken };
  if (payload.session !== undefined) return admitToGroupSession(settings, payload, payload.session, now);
  if (payload.lesson === undefined) return { refuse: SIGNAL_CLOSE.badToken };
  // The lesson is read again: it may have been cancelled since the token was given.
  const row = await findLesson(settings.db, payload.lesson, { userId: payload.user, as: 'classroom' });
  if (!row || roomIdOf(row.id) !== payload.room || roomStateAt(row, now) !== 'open')
    return { refuse: SIGNAL_CLOSE.notOpen };
  return {
    room: payload.room,
    closesAt: roomTimes(row).closesAt,
    lessonId: payload.lesson,
    groupSessionId: null,
    viewerLimit: null,
    userId: payload.user,
    name: payload.name,
    role: payload.role,
  };
}

/**
 * A group session's token: the session is read again (the class may have been cancelled, the seat given
 * back); a big class's viewer carries the class's limit, which the room applies as it admits them.
 */
async function admitToGroupSession(
  settings: Pick<ClassroomSettings, 'db'>,
  payload: RoomTokenPayload,
  sessionId: number,
  now: Date,
): Promise<Admission | { refuse: number }> {
  const row = await findGroupSessionFor(settings.db, sessionId, payload.user);
  if (!row || groupRoomIdOf(row.id) !== payload.room || groupRoleOf(row, payload.user) !== payload.role)
    return { refuse: SIGNAL_CLOSE.notOpen };
  const times = groupSessionTimes(row);
  if (roomStateAt(times, now) !== 'open') return { refuse: SIGNAL_CLOSE.notOpen };
  return {
    room: payload.room,
    closesAt: roomTimes(times).closesAt,
    lessonId: null,
    groupSessionId: sessionId,
    viewerLimit:
      row.room_type === ROOM_TYPE.bigClass && payload.role === CLASSROOM_ROLE.student
        ? (row.viewer_limit ?? row.capacity)
        : null,
    userId: payload.user,
    name: payload.name,
    role: payload.role,
  };
}
