import {
  CLASSROOM_ENTRY_LEAD_MINUTES,
  CLASSROOM_GRACE_MINUTES,
  CLASSROOM_ROLE,
  type ClassroomEntry,
  type IceServer,
  type Lang,
  type Lesson,
  ROOM_TOKEN_SECONDS,
  ROOM_TYPE,
  type RoomState,
  type RtcProviderName,
  SIGNAL_CLOSE,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database, LessonStatus } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { findLesson, type LessonRow } from '../scheduling/scheduling.repository.ts';
import { describeLessons } from '../scheduling/scheduling.service.ts';
import { type RoomTokenPayload, signRoomToken, verifyRoomToken } from './room-token.ts';
import type { Admission } from './signal-rooms.ts';

/**
 * Who may enter a lesson's classroom and when (SPEC §4, §5; docs/classroom-protocol.md): its learner, its
 * teacher and any assistant teacher, from CLASSROOM_ENTRY_LEAD_MINUTES before the start until
 * CLASSROOM_GRACE_MINUTES after the end; while it is open, a room token admits them to the signalling socket.
 */

const MINUTE = 60_000;

export type ClassroomRole = (typeof CLASSROOM_ROLE)[keyof typeof CLASSROOM_ROLE];
export type RoomType = (typeof ROOM_TYPE)[keyof typeof ROOM_TYPE];

/** The media provider of each room type: native WebRTC for all until one is configured otherwise. */
const ROOM_PROVIDERS: Record<RoomType, RtcProviderName> = {
  [ROOM_TYPE.oneOnOne]: 'room',
  [ROOM_TYPE.bigClass]: 'room',
  [ROOM_TYPE.smallClass]: 'room',
};

export interface ClassroomSettings {
  db: Kysely<Database>;
  now: () => Date;
  /** Signs room tokens; every API process must share it (CLASSROOM_SECRET). */
  secret: string;
  /** STUN/TURN servers handed to the browsers (CLASSROOM_ICE_SERVERS). */
  iceServers: IceServer[];
}

/** The room of a lesson (a lesson's classroom is one-on-one). */
export const roomIdOf = (lessonId: number | string) => `lesson-${lessonId}`;

type RoomLesson = { status: LessonStatus; starts_at: Date; ends_at: Date };

export function roomTimes(lesson: RoomLesson): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(lesson.starts_at.getTime() - CLASSROOM_ENTRY_LEAD_MINUTES * MINUTE),
    closesAt: new Date(lesson.ends_at.getTime() + CLASSROOM_GRACE_MINUTES * MINUTE),
  };
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
  const roomType = ROOM_TYPE.oneOnOne;
  const now = settings.now();
  const { opensAt, closesAt } = roomTimes(row);
  const state = roomStateAt(row, now);
  const room = roomIdOf(lesson.id);
  // A token never outlives its room: once it closes, nobody reconnects with an old one.
  const exp = Math.floor(Math.min(now.getTime() + ROOM_TOKEN_SECONDS * 1000, closesAt.getTime()) / 1000);
  const payload: RoomTokenPayload = {
    room,
    lesson: lesson.id,
    user: user.id,
    name: nameIn(lesson, role, user),
    role,
    exp,
  };
  const open = state === 'open';
  return {
    room_id: room,
    room_type: roomType,
    provider: ROOM_PROVIDERS[roomType],
    role,
    state,
    opens_at: opensAt.toISOString(),
    closes_at: closesAt.toISOString(),
    lesson: {
      id: lesson.id,
      course_title: lesson.course_title,
      teacher_name: lesson.teacher_name,
      student_name: lesson.student_name,
      starts_at: lesson.starts_at,
      ends_at: lesson.ends_at,
      trial: lesson.trial,
    },
    token: open ? signRoomToken(payload, settings.secret) : null,
    token_expires_at: open ? new Date(exp * 1000).toISOString() : null,
    ice_servers: settings.iceServers,
  };
}

/** Whom a room token admits to which room now, or the close code that refuses it (SIGNAL_CLOSE). */
export async function admitToRoom(
  settings: Pick<ClassroomSettings, 'db' | 'now' | 'secret'>,
  token: string | undefined,
): Promise<Admission | { refuse: number }> {
  const now = settings.now();
  const payload = token === undefined ? undefined : verifyRoomToken(token, settings.secret, now);
  if (!payload) return { refuse: SIGNAL_CLOSE.badToken };
  // The lesson is read again: it may have been cancelled since the token was given.
  const row = await findLesson(settings.db, payload.lesson, { userId: payload.user, as: 'classroom' });
  if (!row || roomIdOf(row.id) !== payload.room || roomStateAt(row, now) !== 'open')
    return { refuse: SIGNAL_CLOSE.notOpen };
  return {
    room: payload.room,
    closesAt: roomTimes(row).closesAt,
    lessonId: payload.lesson,
    userId: payload.user,
    name: payload.name,
    role: payload.role,
  };
}
