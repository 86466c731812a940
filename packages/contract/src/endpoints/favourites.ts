import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import {
  FavouriteCourseParams,
  FavouriteIds,
  FavouriteState,
  Favourites,
  FavouritesQuery,
  FavouriteTeacherParams,
} from '../favourites.ts';

/** Favourites: the caller's saved teachers and courses, served by `api/src/modules/favourites`. */
export const favouritesEndpoints = {
  favourites: {
    ...endpointPaths.favourites,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary: "The caller's saved teachers and courses, newest first, course titles in `language`",
    query: FavouritesQuery,
    response: Favourites,
    auth: true,
  },
  favouriteIds: {
    ...endpointPaths.favouriteIds,
    owner: 'caller',
    example: {},
    summary: "The ids of the caller's saved teachers and courses (what the pages' heart toggles show)",
    response: FavouriteIds,
    auth: true,
  },
  saveFavouriteTeacher: {
    ...endpointPaths.saveFavouriteTeacher,
    owner: 'caller',
    example: { params: { teacher_id: '1' } },
    summary:
      "Saves a teacher (by the teacher's user id) to the caller's favourites; saving twice is saving once",
    params: FavouriteTeacherParams,
    response: FavouriteState,
    auth: true,
  },
  removeFavouriteTeacher: {
    ...endpointPaths.removeFavouriteTeacher,
    owner: 'caller',
    example: { params: { teacher_id: '1' } },
    summary: "Removes a teacher from the caller's favourites (nothing happens if they were not saved)",
    params: FavouriteTeacherParams,
    response: FavouriteState,
    auth: true,
  },
  saveFavouriteCourse: {
    ...endpointPaths.saveFavouriteCourse,
    owner: 'caller',
    example: { params: { course_id: '1' } },
    summary: "Saves a course to the caller's favourites; saving twice is saving once",
    params: FavouriteCourseParams,
    response: FavouriteState,
    auth: true,
  },
  removeFavouriteCourse: {
    ...endpointPaths.removeFavouriteCourse,
    owner: 'caller',
    example: { params: { course_id: '1' } },
    summary: "Removes a course from the caller's favourites (nothing happens if it was not saved)",
    params: FavouriteCourseParams,
    response: FavouriteState,
    auth: true,
  },
} as const satisfies EndpointTable;
