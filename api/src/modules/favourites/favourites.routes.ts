import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { myFavouriteIds, myFavourites, removeFavourite, saveFavourite } from './favourites.service.ts';

/** The favourites endpoints: the caller's saved teachers and courses. */
export function favouritesHandlers(
  db: Kysely<Database>,
): Pick<
  EndpointHandlers,
  | 'favourites'
  | 'favouriteIds'
  | 'saveFavouriteTeacher'
  | 'removeFavouriteTeacher'
  | 'saveFavouriteCourse'
  | 'removeFavouriteCourse'
> {
  return {
    favourites: async ({ user, query }) => myFavourites(db, user, query.language),
    favouriteIds: async ({ user }) => myFavouriteIds(db, user),
    saveFavouriteTeacher: async ({ user, params }) =>
      saveFavourite(db, user, { teacherUserId: params.teacher_id }),
    removeFavouriteTeacher: async ({ user, params }) =>
      removeFavourite(db, user, { teacherUserId: params.teacher_id }),
    saveFavouriteCourse: async ({ user, params }) => saveFavourite(db, user, { courseId: params.course_id }),
    removeFavouriteCourse: async ({ user, params }) =>
      removeFavourite(db, user, { courseId: params.course_id }),
  };
}
