import { create } from 'zustand';
import { api } from '../../api.ts';

/** A teacher (by the teacher's user id) or a course a heart toggle saves. */
export type FavouriteItem = { teacher: number } | { course: number };

interface FavouriteIdsState {
  /** The session the ids were read for; undefined before the first read. */
  token: string | undefined;
  teachers: ReadonlySet<number>;
  courses: ReadonlySet<number>;
  /** Reads the signed-in user's saved ids once per session (every toggle on a page shares the answer). */
  load(token: string): Promise<void>;
  set(item: FavouriteItem, saved: boolean): void;
}

let reading: { token: string; done: Promise<void> } | undefined;

/**
 * The saved ids of the signed-in user, in the browser only: pages are rendered on the server for everyone
 * alike (cacheable), and each toggle shows its saved state after hydration.
 */
export const useFavouriteIds = create<FavouriteIdsState>()((setState, getState) => ({
  token: undefined,
  teachers: new Set(),
  courses: new Set(),
  load(token) {
    if (reading?.token === token) return reading.done;
    const done = api.favouriteIds({}, { quiet: true }).then(
      (ids) => setState({ token, teachers: new Set(ids.teacher_ids), courses: new Set(ids.course_ids) }),
      () => setState({ token, teachers: new Set(), courses: new Set() }),
    );
    reading = { token, done };
    return done;
  },
  set(item, saved) {
    const key = 'teacher' in item ? 'teachers' : 'courses';
    const id = 'teacher' in item ? item.teacher : item.course;
    const next = new Set(getState()[key]);
    if (saved) next.add(id);
    else next.delete(id);
    setState({ [key]: next });
  },
}));

export function isSaved(state: Pick<FavouriteIdsState, 'teachers' | 'courses'>, item: FavouriteItem) {
  return 'teacher' in item ? state.teachers.has(item.teacher) : state.courses.has(item.course);
}

/** Saves or removes an item on the server; the answer is whether it is saved now. */
export async function saveOrRemove(item: FavouriteItem, save: boolean): Promise<boolean> {
  if ('teacher' in item) {
    const params = { teacher_id: item.teacher };
    return (save ? await api.saveFavouriteTeacher({ params }) : await api.removeFavouriteTeacher({ params }))
      .saved;
  }
  const params = { course_id: item.course };
  return (save ? await api.saveFavouriteCourse({ params }) : await api.removeFavouriteCourse({ params }))
    .saved;
}
