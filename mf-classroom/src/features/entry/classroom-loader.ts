import type { ClassroomEntry, Courseware, Lang } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { isApiError } from '@hanyu/sdk';
import { langOf, orNotFound } from '@hanyu/ui';
import { data, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { idOrNotFound } from '../page-frame/loader-helpers.ts';

/** Whose room: a booked lesson's (one-on-one) or a group session's (small or big class). */
export type RoomKind = 'lesson' | 'group';

/** What a classroom page shows first, from its route's loader. */
export interface ClassroomData {
  entry: ClassroomEntry;
  /**
   * The courseware of the lesson's course (a group session's: its class's), for the page's preview link and the
   * room's panel; null when the caller may not read it or the room is over.
   */
  courseware: Courseware | null;
  /** The clock when the entry was read: the room's clocks start from it, the same on the server and in the browser. */
  loadedAt: number;
}

/** A room id as ClassroomEntry names it: `lesson-{id}` or `group-{session_id}`. */
export function parseRoomId(roomId: string): { kind: RoomKind; id: string } | undefined {
  const match = /^(lesson|group)-([1-9][0-9]{0,15})$/.exec(roomId);
  return match ? { kind: match[1] as RoomKind, id: match[2] as string } : undefined;
}

/**
 * Asks for a lesson's (or a group session's) classroom. Quiet, so that the page shows its own words for a room
 * that is not the caller's; an invalid session is still announced, as the sdk would. The room asks again for a
 * fresh token with it (the provider's renewEntry).
 */
export async function fetchEntry(id: string, lang: Lang, kind: RoomKind = 'lesson'): Promise<ClassroomEntry> {
  const request = { params: { id }, query: { language: lang } };
  try {
    return kind === 'group'
      ? await api.groupSessionEntry(request, { quiet: true })
      : await api.classroomEntry(request, { quiet: true });
  } catch (error) {
    if (isApiError(error) && error.code === 401) {
      bus.emit('session:unauthorized', { path: globalThis.location?.pathname ?? '/' });
    }
    throw error;
  }
}

/** Courseware the caller may not read (or that does not exist) is none: the room goes on without it. */
async function coursewareOrNone(call: Promise<Courseware>): Promise<Courseware | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== 401) return null;
    throw error;
  }
}

/**
 * A classroom's entry (the lesson, its people and times, the caller's role and the room's state) and its
 * courseware. A lesson's courseware is asked for beside its entry; a group session's once the entry has named
 * its class. A room that is not the caller's, or no room at all, is the page's not-found response.
 */
export async function loadClassroom(kind: RoomKind, id: string, lang: Lang): Promise<ClassroomData> {
  const request = { params: { id }, query: { language: lang } };
  if (kind === 'lesson') {
    const courseware = coursewareOrNone(api.lessonCourseware(request, { quiet: true }));
    // Settled here too, so that a refused entry leaves no unhandled rejection behind.
    courseware.catch(() => undefined);
    const entry = await orNotFound(fetchEntry(id, lang, kind));
    return { entry, courseware: entry.state === 'over' ? null : await courseware, loadedAt: Date.now() };
  }
  const entry = await orNotFound(fetchEntry(id, lang, kind));
  const course = entry.group?.course_id;
  const courseware =
    entry.state === 'over' || course === undefined
      ? null
      : await coursewareOrNone(
          api.courseware({ params: { id: String(course) }, query: { language: lang } }, { quiet: true }),
        );
  return { entry, courseware, loadedAt: Date.now() };
}

/** learning/live/one|room/pc|room/mobile|roomv2/:record_id: lesson `record_id`'s classroom. */
export function lessonRoomLoader({ params }: LoaderFunctionArgs): Promise<ClassroomData> {
  return loadClassroom('lesson', idOrNotFound(params.record_id), langOf(params));
}

/** learning/group/room/pc/:sku_id and learning/group/room/mobile/:record_id: a group session's classroom. */
export function groupRoomLoader({ params }: LoaderFunctionArgs): Promise<ClassroomData> {
  return loadClassroom('group', idOrNotFound(params.sku_id ?? params.record_id), langOf(params));
}

/** module/live/:room_id and module/live/pc|mobile/:room_id: any room by its id (`lesson-7`, `group-3`). */
export function moduleLiveLoader({ params }: LoaderFunctionArgs): Promise<ClassroomData> {
  const room = parseRoomId(params.room_id ?? '');
  if (!room) throw data(null, { status: 404 });
  return loadClassroom(room.kind, room.id, langOf(params));
}
