import * as v from 'valibot';
import { LANGS } from './constants.ts';
import { COURSE_KINDS } from './enums.ts';
import { integerText } from './request-fields.ts';

/*
 * Favourites (issue 29): a signed-in learner saves teachers and courses and finds them again in the user
 * centre. Saving twice is saving once; removing what is not saved is a no-op.
 */

/** A teacher (by the teacher's user id, as in t/{id}) or a course (i/{id}, group/{id}, video/{id}) to save. */
export const FavouriteTeacherParams = v.object({ teacher_id: integerText('teacher_id') });
export type FavouriteTeacherParams = v.InferInput<typeof FavouriteTeacherParams>;
export const FavouriteCourseParams = v.object({ course_id: integerText('course_id') });
export type FavouriteCourseParams = v.InferInput<typeof FavouriteCourseParams>;

export const FavouritesQuery = v.object({
  language: v.optional(v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`)),
});
export type FavouritesQuery = v.InferInput<typeof FavouritesQuery>;

export const FavouriteTeacher = v.object({
  /** The teacher's user id (their page is t/{id}). */
  id: v.number(),
  name: v.string(),
  avatar: v.string(),
  saved_at: v.string(),
});
export type FavouriteTeacher = v.InferOutput<typeof FavouriteTeacher>;

export const FavouriteCourse = v.object({
  id: v.number(),
  kind: v.picklist(COURSE_KINDS),
  /** The course's title in the requested language. */
  title: v.string(),
  teacher_name: v.nullable(v.string()),
  saved_at: v.string(),
});
export type FavouriteCourse = v.InferOutput<typeof FavouriteCourse>;

/** The caller's saved teachers and courses, newest first. */
export const Favourites = v.object({
  teachers: v.array(FavouriteTeacher),
  courses: v.array(FavouriteCourse),
});
export type Favourites = v.InferOutput<typeof Favourites>;

/** What a heart toggle needs after hydration: the ids the caller saved. */
export const FavouriteIds = v.object({
  teacher_ids: v.array(v.number()),
  course_ids: v.array(v.number()),
});
export type FavouriteIds = v.InferOutput<typeof FavouriteIds>;

/** The answer of saving or removing one: whether it is saved now. */
export const FavouriteState = v.object({ saved: v.boolean() });
export type FavouriteState = v.InferOutput<typeof FavouriteState>;

export const FAVOURITE_MESSAGES = {
  teacherNotFound: 'No teacher with this id',
  courseNotFound: 'No course with this id',
} as const;
