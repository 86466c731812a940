import {
  CLASSROOM_ERROR_CODES,
  CLASSROOM_MESSAGES,
  CLASSROOM_ROLE,
  type ClassroomEntry,
  FALLBACK_LANG,
  type GroupClassSessions,
  type GroupReplay,
  type GroupSessionItem,
  type Lang,
  REPLAY_DUE_WORKING_DAYS,
  ROOM_TYPE,
} from '@hanyu/contract';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { modelTexts, TEXT_FIELDS } from '../translations/index.ts';
import {
  type ClassroomSettings,
  currentGeneration,
  roomEntry,
  roomStateAt,
  roomTimes,
} from './classroom.service.ts';
import {
  displayNameOf,
  findGroupClassFor,
  findGroupSessionFor,
  type GroupClassRow,
  groupRoleOf,
  groupRoomIdOf,
  groupSessionTimes,
  type ReplayRow,
  replaysOf,
  saveReplay,
  sessionsOfClass,
} from './group-rooms.repository.ts';
import { replayFileUrl } from './replay-files.ts';

/**
 * Group-class rooms (issue 12, SPEC §3–§5, §8, §9; docs/classroom-protocol.md "Group sessions"): a group
 * session's room is entered by its class's teacher (role 1), the learners holding a seat (2) and assistant
 * teachers (3) at the same times as a lesson's; a small class (4) lets everyone publish, a big class (2)
 * broadcasts the teacher to at most its authorised number of viewers, counted as they are admitted.
 */

const DAY = 86_400_000;

/** The end plus `days` working days (Monday to Friday, counted in UTC): when a session's replay is due. */
export function replayDueAt(endsAt: Date, days = REPLAY_DUE_WORKING_DAYS): Date {
  let due = endsAt.getTime();
  for (let left = days; left > 0; ) {
    due += DAY;
    const weekday = new Date(due).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(due);
}

/** The room type of a class: a big class when it says so, else a small class. */
const roomTypeOf = (row: GroupClassRow) =>
  row.room_type === ROOM_TYPE.bigClass ? ROOM_TYPE.bigClass : ROOM_TYPE.smallClass;

async function courseTitleOf(settings: Pick<ClassroomSettings, 'db'>, courseId: number, language: Lang) {
  const titles = await modelTexts(settings.db, {
    fields: [TEXT_FIELDS.courseTitle],
    modelIds: [courseId],
    language,
  });
  return titles(TEXT_FIELDS.courseTitle, courseId);
}

export async function groupSessionEntry(
  settings: ClassroomSettings,
  user: AuthUser,
  sessionId: number,
  language: Lang | undefined,
): Promise<ClassroomEntry> {
  const row = await findGroupSessionFor(settings.db, sessionId, user.id);
  if (!row) throw notFound();
  const role = groupRoleOf(row, user.id);
  const roomType = roomTypeOf(row);
  const times = groupSessionTimes(row);
  const name =
    role === CLASSROOM_ROLE.teacher && row.teacher_name
      ? row.teacher_name
      : await displayNameOf(settings.db, user.id);
  const courseId = Number(row.course_id);
  return {
    ...roomEntry(settings, {
      id: groupRoomIdOf(row.id),
      type: roomType,
      times,
      token: {
        session: Number(row.id),
        user: user.id,
        name,
        role,
        gen: await currentGeneration(settings.db, user.id),
      },
    }),
    lesson: {
      id: Number(row.id),
      course_title: await courseTitleOf(settings, courseId, language ?? FALLBACK_LANG),
      teacher_name: row.teacher_name,
      student_name: name,
      starts_at: times.starts_at.toISOString(),
      ends_at: times.ends_at.toISOString(),
      trial: false,
    },
    group: {
      session_id: Number(row.id),
      course_id: courseId,
      viewer_limit: roomType === ROOM_TYPE.bigClass ? (row.viewer_limit ?? row.capacity) : null,
    },
  };
}

function describeReplay(
  settings: Pick<ClassroomSettings, 'secret' | 'now'>,
  replay: ReplayRow,
  userId: number,
): GroupReplay {
  return {
    kind: replay.file_name === null ? 'url' : 'file',
    url:
      replay.file_name === null
        ? (replay.url ?? '')
        : replayFileUrl(settings, { sessionId: Number(replay.session_id), userId }),
    content_type: replay.content_type,
    size_bytes: replay.size_bytes === null ? null : Number(replay.size_bytes),
    created_at: new Date(replay.created_at).toISOString(),
  };
}

function describeSession(
  settings: Pick<ClassroomSettings, 'secret' | 'now'>,
  session: { id: string; starts_at: Date; minutes: number },
  cancelledAt: Date | string | null,
  replay: ReplayRow | undefined,
  userId: number,
): GroupSessionItem {
  const times = groupSessionTimes({ ...session, cancelled_at: cancelledAt });
  const { opensAt, closesAt } = roomTimes(times);
  return {
    id: Number(session.id),
    starts_at: times.starts_at.toISOString(),
    ends_at: times.ends_at.toISOString(),
    opens_at: opensAt.toISOString(),
    closes_at: closesAt.toISOString(),
    state: roomStateAt(times, settings.now()),
    replay: replay ? describeReplay(settings, replay, userId) : null,
    replay_due_at: replayDueAt(times.ends_at).toISOString(),
  };
}

/** learning/group/{item_id}: the class's sessions, their rooms' states and replays, for its people. */
export async function groupClassSessions(
  settings: ClassroomSettings,
  user: AuthUser,
  courseId: number,
  language: Lang | undefined,
): Promise<GroupClassSessions> {
  const row = await findGroupClassFor(settings.db, courseId, user.id);
  if (!row) throw notFound();
  const sessions = await sessionsOfClass(settings.db, courseId);
  const replays = new Map(
    (
      await replaysOf(
        settings.db,
        sessions.map((session) => session.id),
      )
    ).map((replay) => [String(replay.session_id), replay]),
  );
  return {
    course_id: courseId,
    course_title: await courseTitleOf(settings, courseId, language ?? FALLBACK_LANG),
    teacher_name: row.teacher_name,
    room_type: roomTypeOf(row),
    role: groupRoleOf(row, user.id),
    status: row.status,
    cancelled: row.cancelled_at !== null,
    sessions: sessions.map((session) =>
      describeSession(settings, session, row.cancelled_at, replays.get(String(session.id)), user.id),
    ),
  };
}

/** The session as its class's teacher may give its replay: ended, else a refusal; not theirs, a 404. */
export async function sessionForReplay(
  settings: Pick<ClassroomSettings, 'db' | 'now'>,
  user: AuthUser,
  sessionId: number,
) {
  const row = await findGroupSessionFor(settings.db, sessionId, user.id);
  if (!row || groupRoleOf(row, user.id) !== CLASSROOM_ROLE.teacher) throw notFound();
  if (groupSessionTimes(row).ends_at > settings.now())
    throw new ApiError(409, CLASSROOM_MESSAGES.replayTooEarly, {
      code: CLASSROOM_ERROR_CODES.replayTooEarly,
    });
  return row;
}

/** Records a replay (a stored file or an address) and answers the session as its teacher now sees it. */
export async function recordReplay(
  settings: ClassroomSettings,
  user: AuthUser,
  session: { id: string; starts_at: Date; minutes: number; cancelled_at: Date | string | null },
  replay: { fileName: string; contentType: ReplayRow['content_type']; sizeBytes: number } | { url: string },
): Promise<{ item: GroupSessionItem; replacedFile: string | null }> {
  const { row, replacedFile } = await saveReplay(settings.db, {
    sessionId: Number(session.id),
    uploadedBy: user.id,
    ...('url' in replay
      ? { fileName: null, contentType: null, sizeBytes: null, url: replay.url }
      : { ...replay, url: null }),
  });
  return { item: describeSession(settings, session, session.cancelled_at, row, user.id), replacedFile };
}
