import type { CourseKind } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface TeacherRecord {
  id: string;
  slug: string;
  name: string;
  experience_years: number;
  languages: string[];
  rating: string;
  lessons_taught: number;
}

export interface CourseRecord {
  id: string;
  slug: string;
  kind: CourseKind;
  level: string;
  lesson_count: number;
  lesson_minutes: number;
  price_minor: string;
  currency: string;
  cover: string | null;
}

const teacherColumns = [
  'id',
  'slug',
  'name',
  'experience_years',
  'languages',
  'rating',
  'lessons_taught',
] as const;

const courseColumns = [
  'id',
  'slug',
  'kind',
  'level',
  'lesson_count',
  'lesson_minutes',
  'price_minor',
  'currency',
  'cover',
] as const;

export function findFeaturedTeachers(db: Kysely<Database>): Promise<TeacherRecord[]> {
  return db
    .selectFrom('teachers')
    .select(teacherColumns)
    .where('featured', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findFeaturedCourses(db: Kysely<Database>): Promise<CourseRecord[]> {
  return db
    .selectFrom('courses')
    .select(courseColumns)
    .where('featured', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findTeacherById(db: Kysely<Database>, id: number): Promise<TeacherRecord | undefined> {
  return db.selectFrom('teachers').select(teacherColumns).where('id', '=', String(id)).executeTakeFirst();
}

export function findCourseById(db: Kysely<Database>, id: number): Promise<CourseRecord | undefined> {
  return db.selectFrom('courses').select(courseColumns).where('id', '=', String(id)).executeTakeFirst();
}

export async function countCatalogueRows(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('teachers')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .as('teachers'),
      eb
        .selectFrom('courses')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .as('courses'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.teachers) + Number(row.courses);
}

export interface TeacherInput {
  slug: string;
  name: string;
  experience_years: number;
  languages: string[];
  rating: number;
  lessons_taught: number;
  featured: boolean;
  sort: number;
}

/** Inserts the teacher or updates the one with the same slug; returns its id. */
export async function upsertTeacherBySlug(db: Kysely<Database>, teacher: TeacherInput): Promise<number> {
  const { slug: _slug, ...changes } = teacher;
  const { id } = await db
    .insertInto('teachers')
    .values(teacher)
    .onConflict((oc) => oc.column('slug').doUpdateSet(changes))
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export interface CourseInput {
  slug: string;
  kind: CourseKind;
  level: string;
  lesson_count: number;
  lesson_minutes: number;
  price_minor: number;
  currency: string;
  featured: boolean;
  sort: number;
}

/** Inserts the course or updates the one with the same slug; returns its id. */
export async function upsertCourseBySlug(db: Kysely<Database>, course: CourseInput): Promise<number> {
  const { slug: _slug, ...changes } = course;
  const { id } = await db
    .insertInto('courses')
    .values(course)
    .onConflict((oc) => oc.column('slug').doUpdateSet(changes))
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}
