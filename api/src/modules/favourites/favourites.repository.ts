import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Queries of favourites (migration 0046), every one scoped by its owner. No rules here. */

type Db = Kysely<Database> | Transaction<Database>;

export type FavouriteItem = { teacherUserId: number } | { courseId: number };

const itemColumn = (item: FavouriteItem) =>
  'teacherUserId' in item
    ? ({ column: 'teacher_user_id', id: String(item.teacherUserId) } as const)
    : ({ column: 'course_id', id: String(item.courseId) } as const);

/** Saves an item once (the unique keys); false when there is no such teacher or course (the foreign key). */
export async function insertFavourite(db: Db, userId: number, item: FavouriteItem): Promise<boolean> {
  const { column, id } = itemColumn(item);
  try {
    await db
      .insertInto('favourites')
      .values({ user_id: String(userId), [column]: id })
      .onConflict((oc) => oc.columns(['user_id', column]).where(column, 'is not', null).doNothing())
      .execute();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === '23503') return false;
    throw error;
  }
}

export async function deleteFavourite(db: Db, userId: number, item: FavouriteItem): Promise<void> {
  const { column, id } = itemColumn(item);
  await db.deleteFrom('favourites').where('user_id', '=', String(userId)).where(column, '=', id).execute();
}

/** How many favourites a user may hold at most in one list answer. */
const LIST_LIMIT = 500;

export function favouriteIdsOf(db: Db, userId: number) {
  return db
    .selectFrom('favourites')
    .select(['teacher_user_id', 'course_id'])
    .where('user_id', '=', String(userId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

/** A user's saved teachers with their names, newest first. */
export function favouriteTeachersOf(db: Db, userId: number) {
  return db
    .selectFrom('favourites')
    .innerJoin('teachers', 'teachers.user_id', 'favourites.teacher_user_id')
    .select(['teachers.user_id', 'teachers.name', 'favourites.created_at'])
    .where('favourites.user_id', '=', String(userId))
    .orderBy('favourites.created_at', 'desc')
    .orderBy('favourites.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

/** A user's saved courses with their kind and teacher's name, newest first. */
export function favouriteCoursesOf(db: Db, userId: number) {
  return db
    .selectFrom('favourites')
    .innerJoin('courses', 'courses.id', 'favourites.course_id')
    .leftJoin('teachers', 'teachers.user_id', 'courses.teacher_user_id')
    .select([
      'courses.id',
      'courses.kind',
      sql<string | null>`teachers.name`.as('teacher_name'),
      'favourites.created_at',
    ])
    .where('favourites.user_id', '=', String(userId))
    .orderBy('favourites.created_at', 'desc')
    .orderBy('favourites.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}
