import {
  FALLBACK_LANG,
  FAVOURITE_MESSAGES,
  type FavouriteIds,
  type FavouriteState,
  type Favourites,
  type Lang,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { teacherAvatarPath } from '../catalogue/index.ts';
import { modelTexts, TEXT_FIELDS } from '../translations/index.ts';
import {
  deleteFavourite,
  type FavouriteItem,
  favouriteCoursesOf,
  favouriteIdsOf,
  favouriteTeachersOf,
  insertFavourite,
} from './favourites.repository.ts';

/** Favourites (issue 29): a signed-in user's saved teachers and courses, only ever their own. */

export async function saveFavourite(
  db: Kysely<Database>,
  user: AuthUser,
  item: FavouriteItem,
): Promise<FavouriteState> {
  if (!(await insertFavourite(db, user.id, item)))
    throw new ApiError(
      404,
      'teacherUserId' in item ? FAVOURITE_MESSAGES.teacherNotFound : FAVOURITE_MESSAGES.courseNotFound,
    );
  return { saved: true };
}

export async function removeFavourite(
  db: Kysely<Database>,
  user: AuthUser,
  item: FavouriteItem,
): Promise<FavouriteState> {
  await deleteFavourite(db, user.id, item);
  return { saved: false };
}

export async function myFavouriteIds(db: Kysely<Database>, user: AuthUser): Promise<FavouriteIds> {
  const rows = await favouriteIdsOf(db, user.id);
  return {
    teacher_ids: rows.flatMap((row) => (row.teacher_user_id === null ? [] : [Number(row.teacher_user_id)])),
    course_ids: rows.flatMap((row) => (row.course_id === null ? [] : [Number(row.course_id)])),
  };
}

export async function myFavourites(
  db: Kysely<Database>,
  user: AuthUser,
  language: Lang | undefined,
): Promise<Favourites> {
  const [teachers, courses] = await Promise.all([
    favouriteTeachersOf(db, user.id),
    favouriteCoursesOf(db, user.id),
  ]);
  const titles = await modelTexts(db, {
    fields: [TEXT_FIELDS.courseTitle],
    modelIds: courses.map((course) => Number(course.id)),
    language: language ?? FALLBACK_LANG,
  });
  return {
    teachers: teachers.map((teacher) => {
      const id = Number(teacher.user_id);
      return {
        id,
        name: teacher.name,
        avatar: teacherAvatarPath({ id, name: teacher.name }),
        saved_at: new Date(teacher.created_at).toISOString(),
      };
    }),
    courses: courses.map((course) => ({
      id: Number(course.id),
      kind: course.kind,
      title: titles(TEXT_FIELDS.courseTitle, Number(course.id)),
      teacher_name: course.teacher_name,
      saved_at: new Date(course.created_at).toISOString(),
    })),
  };
}
