import { GENDER, LANGS, type Lang, ORG_USER_TYPE } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, LessonStatus } from '../../db/schema.ts';
import {
  DEFAULT_AVAILABILITY,
  type SeedCourse,
  type SeedTag,
  type SeedTeacher,
  type Texts,
} from '../../seed-data.ts';
import { TEXT_FIELDS, type TextField, upsertTranslations } from '../translations/index.ts';
import { sanitizeBodyHtml } from './sanitize.ts';

/*
 * Write side of the catalogue, as the seed (and later the back office) uses it. Rows are matched by
 * their natural keys (tag scope + key, slugs, positions), so writing the same data again changes
 * nothing. Every HTML text is sanitised here, on the way in.
 */

export type TranslationInput = Parameters<typeof upsertTranslations>[1][number];

/** Collects the texts of a load, written at the end in a few multi-row statements. */
export class TextBatch {
  readonly rows: TranslationInput[] = [];

  add(field: TextField, modelId: number | string, texts: Texts, source: Lang, html = false): void {
    for (const language of LANGS) {
      const value = texts[language];
      this.rows.push({
        field_name: field,
        model_id: Number(modelId),
        value_char: html ? sanitizeBodyHtml(value) : value,
        language_trans: language,
        languages: source,
      });
    }
  }

  /** Writes the texts; returns how many rows were inserted or changed. */
  async write(db: Kysely<Database>): Promise<number> {
    let changed = 0;
    for (let start = 0; start < this.rows.length; start += 2000) {
      changed += await upsertTranslations(db, this.rows.slice(start, start + 2000));
    }
    return changed;
  }
}

/** A password hash no password matches: seeded teachers and learners cannot sign in. */
export const NO_LOGIN_PASSWORD_HASH = '!seed-account-without-password';

/** Inserts (or finds) accounts by email; returns their ids by lower-case email. */
export async function upsertAccounts(
  db: Kysely<Database>,
  accounts: ReadonlyArray<{ email: string; nickName: string }>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (accounts.length === 0) return ids;
  const rows = await db
    .insertInto('users')
    .values(
      accounts.map((account) => ({
        email: account.email,
        nick_name: account.nickName,
        password_hash: NO_LOGIN_PASSWORD_HASH,
      })),
    )
    .onConflict((oc) =>
      oc
        .expression(sql`lower(email)`)
        .doUpdateSet({ nick_name: (eb) => eb.ref('excluded.nick_name') })
        .where((eb) => eb('users.nick_name', 'is distinct from', eb.ref('excluded.nick_name'))),
    )
    .returning(['id', 'email'])
    .execute();
  for (const row of rows) ids.set(row.email.toLowerCase(), row.id);
  // Unchanged rows are not returned by an upsert whose update was skipped.
  const missing = accounts.map((a) => a.email.toLowerCase()).filter((email) => !ids.has(email));
  if (missing.length > 0) {
    const found = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where(sql<boolean>`lower(email) in (${sql.join(missing)})`)
      .execute();
    for (const row of found) ids.set(row.email.toLowerCase(), row.id);
  }
  return ids;
}

export async function upsertTags(
  db: Kysely<Database>,
  tags: readonly SeedTag[],
  texts: TextBatch,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (tags.length === 0) return ids;
  const rows = await db
    .insertInto('tags')
    .values(tags.map((tag, sort) => ({ scope: tag.scope, key: tag.key, sort })))
    .onConflict((oc) =>
      oc.constraint('tags_scope_key_key').doUpdateSet({ sort: (eb) => eb.ref('excluded.sort') }),
    )
    .returning(['id', 'scope', 'key'])
    .execute();
  for (const row of rows) ids.set(`${row.scope}:${row.key}`, row.id);
  for (const tag of tags) {
    const id = ids.get(`${tag.scope}:${tag.key}`);
    if (id) texts.add(TEXT_FIELDS.tagName, id, tag.name, 'en');
  }
  return ids;
}

/** The seed's teacher accounts: one per teacher, members of the platform organisation as teachers. */
export function teacherEmail(slug: string): string {
  return `${slug}@teachers.hanyu.invalid`;
}

const PLATFORM_OWNER = { email: 'platform@hanyu.invalid', nickName: 'Hanyu' };

/** The organisation the seeded teachers belong to, owned by a platform account that cannot sign in. */
async function platformOrganisation(db: Kysely<Database>): Promise<string> {
  const owner = (await upsertAccounts(db, [PLATFORM_OWNER])).get(PLATFORM_OWNER.email) as string;
  const row = await db
    .insertInto('organisations')
    .values({ owner_id: owner, name: 'Hanyu' })
    .onConflict((oc) => oc.column('owner_id').doUpdateSet({ owner_id: (eb) => eb.ref('excluded.owner_id') }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SavedTeacher {
  id: string;
  userId: string;
  slug: string;
}

export async function upsertTeachers(
  db: Kysely<Database>,
  teachers: readonly SeedTeacher[],
  tagIds: Map<string, string>,
  texts: TextBatch,
): Promise<Map<string, SavedTeacher>> {
  const saved = new Map<string, SavedTeacher>();
  if (teachers.length === 0) return saved;
  const userIds = await upsertAccounts(
    db,
    teachers.map((teacher) => ({ email: teacherEmail(teacher.slug), nickName: teacher.name })),
  );
  const orgId = await platformOrganisation(db);
  await db
    .insertInto('org_members')
    .values(
      [...userIds.values()].map((userId) => ({
        user_id: userId,
        org_id: orgId,
        user_type: ORG_USER_TYPE.teacher,
      })),
    )
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();

  const values = teachers.map((teacher, sort) => ({
    user_id: userIds.get(teacherEmail(teacher.slug)) as string,
    slug: teacher.slug,
    name: teacher.name,
    experience_years: teacher.experienceYears,
    languages: teacher.languages,
    video: teacher.video,
    featured: teacher.featured,
    sort,
  }));
  const rows = await db
    .insertInto('teachers')
    .values(values)
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        experience_years: eb.ref('excluded.experience_years'),
        languages: eb.ref('excluded.languages'),
        video: eb.ref('excluded.video'),
        featured: eb.ref('excluded.featured'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .returning(['id', 'user_id', 'slug'])
    .execute();
  for (const row of rows) saved.set(row.slug, { id: row.id, userId: row.user_id, slug: row.slug });

  // A teacher's availability is theirs once set: a new seed run gives it only to teachers without any.
  const withHours = new Set(
    (
      await db
        .selectFrom('teacher_availability')
        .select('teacher_user_id')
        .distinct()
        .where(
          'teacher_user_id',
          'in',
          rows.map((row) => row.user_id),
        )
        .execute()
    ).map((row) => row.teacher_user_id),
  );
  const hours = teachers.flatMap((teacher) => {
    const userId = saved.get(teacher.slug)?.userId as string;
    if (withHours.has(userId)) return [];
    return (teacher.availability ?? DEFAULT_AVAILABILITY).map((window) => ({
      teacher_user_id: userId,
      ...window,
    }));
  });
  if (hours.length > 0) await db.insertInto('teacher_availability').values(hours).execute();

  // Native language and gender are the teacher's profile (what the listing filters by); theirs once it exists.
  const profiles = teachers.flatMap((teacher) =>
    teacher.gender || teacher.nativeLanguage
      ? [
          {
            user_id: saved.get(teacher.slug)?.userId as string,
            gender: teacher.gender ? GENDER[teacher.gender] : GENDER.secret,
            native_language: teacher.nativeLanguage ?? null,
          },
        ]
      : [],
  );
  if (profiles.length > 0) {
    await db
      .insertInto('user_profiles')
      .values(profiles)
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  const links: Array<{ teacher_id: string; tag_id: string }> = [];
  for (const teacher of teachers) {
    const id = saved.get(teacher.slug)?.id as string;
    texts.add(TEXT_FIELDS.teacherIntro, id, teacher.intro, teacher.sourceLanguage);
    for (const key of teacher.tags)
      links.push({ teacher_id: id, tag_id: tagIdOf(tagIds, 'live', key, teacher.slug) });
  }
  await db
    .deleteFrom('teacher_tags')
    .where(
      'teacher_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  if (links.length > 0)
    await db
      .insertInto('teacher_tags')
      .values(links)
      .onConflict((oc) => oc.doNothing())
      .execute();
  return saved;
}

function tagIdOf(tagIds: Map<string, string>, scope: string, key: string, owner: string): string {
  const id = tagIds.get(`${scope}:${key}`);
  if (!id) throw new Error(`${owner}: unknown ${scope} tag "${key}"`);
  return id;
}

/** The Asia/Shanghai calendar day of `now`, plus `days`, at `time` Shanghai wall-clock, as UTC. */
export function shanghaiTime(now: Date, days: number, time: string): Date {
  const shanghai = new Date(now.getTime() + 8 * 3_600_000);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(
    Date.UTC(
      shanghai.getUTCFullYear(),
      shanghai.getUTCMonth(),
      shanghai.getUTCDate() + days,
      hours - 8,
      minutes,
    ),
  );
}

export interface SavedCourse {
  id: string;
  slug: string;
  kind: SeedCourse['kind'];
  teacherUserId: string | null;
  skus: Array<{ id: string; lessonMinutes: number }>;
}

export async function upsertCourses(
  db: Kysely<Database>,
  courses: readonly SeedCourse[],
  context: { tagIds: Map<string, string>; teachers: Map<string, SavedTeacher>; texts: TextBatch; now: Date },
): Promise<SavedCourse[]> {
  if (courses.length === 0) return [];
  const { tagIds, teachers, texts } = context;
  const teacherOf = (course: SeedCourse) => {
    if (!course.teacher) return null;
    const teacher = teachers.get(course.teacher);
    if (!teacher) throw new Error(`${course.slug}: unknown teacher "${course.teacher}"`);
    return teacher.userId;
  };
  const rows = await db
    .insertInto('courses')
    .values(
      courses.map((course, sort) => ({
        slug: course.slug,
        kind: course.kind,
        level: course.level,
        teacher_user_id: teacherOf(course),
        featured: course.featured,
        sort,
      })),
    )
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        kind: eb.ref('excluded.kind'),
        level: eb.ref('excluded.level'),
        teacher_user_id: eb.ref('excluded.teacher_user_id'),
        featured: eb.ref('excluded.featured'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  const ids = rows.map((row) => row.id);

  // Tags
  const links = courses.flatMap((course) =>
    course.tags.map((key) => ({
      course_id: idOf.get(course.slug) as string,
      tag_id: tagIdOf(tagIds, course.kind, key, course.slug),
    })),
  );
  await db.deleteFrom('course_tags').where('course_id', 'in', ids).execute();
  if (links.length > 0)
    await db
      .insertInto('course_tags')
      .values(links)
      .onConflict((oc) => oc.doNothing())
      .execute();

  // Items, by (course, position); items beyond the seed's are removed.
  const skuValues = courses.flatMap((course) =>
    course.skus.map((sku, sort) => ({
      course_id: idOf.get(course.slug) as string,
      lesson_minutes: sku.lessonMinutes,
      lesson_count: sku.lessonCount,
      price_minor: sku.priceMinor,
      purchase_limit: sku.purchaseLimit,
      stock: sku.stock,
      self_booking: sku.selfBooking,
      daily_booking_limit: sku.dailyBookingLimit,
      monthly_booking_limit: sku.monthlyBookingLimit,
      delivery_ways: sku.deliveryWays,
      sort,
    })),
  );
  const skuRows =
    skuValues.length === 0
      ? []
      : await db
          .insertInto('course_skus')
          .values(skuValues)
          .onConflict((oc) =>
            // Not stock: it is what is left to sell, set when an item is first written, then
            // purchases own it.
            oc.constraint('course_skus_course_sort_key').doUpdateSet((eb) => ({
              lesson_minutes: eb.ref('excluded.lesson_minutes'),
              lesson_count: eb.ref('excluded.lesson_count'),
              price_minor: eb.ref('excluded.price_minor'),
              purchase_limit: eb.ref('excluded.purchase_limit'),
              self_booking: eb.ref('excluded.self_booking'),
              daily_booking_limit: eb.ref('excluded.daily_booking_limit'),
              monthly_booking_limit: eb.ref('excluded.monthly_booking_limit'),
              delivery_ways: eb.ref('excluded.delivery_ways'),
            })),
          )
          .returning(['id', 'course_id', 'sort', 'lesson_minutes'])
          .execute();
  for (const course of courses) {
    const id = idOf.get(course.slug) as string;
    await db
      .deleteFrom('course_skus')
      .where('course_id', '=', id)
      .where('sort', '>=', course.skus.length)
      .execute();
  }

  // Group classes: their size; the status is data of its own (0 when created); the timetable is
  // written once, relative to the first seed day.
  const groups = courses.filter((course) => course.kind === 'group' && course.group);
  if (groups.length > 0) {
    await db
      .insertInto('group_classes')
      .values(
        groups.map((course) => ({
          course_id: idOf.get(course.slug) as string,
          capacity: course.group?.capacity as number,
          min_head_count: course.group?.minHeadCount as number,
        })),
      )
      .onConflict((oc) =>
        oc.column('course_id').doUpdateSet((eb) => ({
          capacity: eb.ref('excluded.capacity'),
          min_head_count: eb.ref('excluded.min_head_count'),
        })),
      )
      .execute();
    const withSessions = new Set(
      (
        await db
          .selectFrom('group_sessions')
          .select('course_id')
          .distinct()
          .where(
            'course_id',
            'in',
            groups.map((course) => idOf.get(course.slug) as string),
          )
          .execute()
      ).map((row) => row.course_id),
    );
    const sessions = groups.flatMap((course) => {
      const id = idOf.get(course.slug) as string;
      if (withSessions.has(id)) return [];
      return (course.group?.sessions ?? []).map((session) => ({
        course_id: id,
        starts_at: shanghaiTime(context.now, session.inDays, session.shanghaiTime),
        minutes: session.minutes,
      }));
    });
    if (sessions.length > 0) await db.insertInto('group_sessions').values(sessions).execute();
  }

  // Video lessons and their items, by position.
  const lessonValues = courses.flatMap((course) =>
    course.videoLessons.map((lesson, index) => ({
      course_id: idOf.get(course.slug) as string,
      position: index + 1,
      minutes: lesson.minutes,
      preview: index === 0,
    })),
  );
  if (lessonValues.length > 0) {
    const lessonRows = await db
      .insertInto('video_lessons')
      .values(lessonValues)
      .onConflict((oc) =>
        oc.constraint('video_lessons_course_position_key').doUpdateSet((eb) => ({
          minutes: eb.ref('excluded.minutes'),
          preview: eb.ref('excluded.preview'),
        })),
      )
      .returning(['id', 'course_id', 'position'])
      .execute();
    const lessonId = new Map(lessonRows.map((row) => [`${row.course_id}:${row.position}`, row.id]));
    const itemValues: Array<{
      lesson_id: string;
      position: number;
      type: 'words' | 'highlight' | 'practice';
    }> = [];
    for (const course of courses) {
      for (const [index, lesson] of course.videoLessons.entries()) {
        const id = lessonId.get(`${idOf.get(course.slug)}:${index + 1}`) as string;
        texts.add(TEXT_FIELDS.videoLessonTitle, id, lesson.title, course.sourceLanguage);
        for (const [position, item] of lesson.items.entries()) {
          itemValues.push({ lesson_id: id, position: position + 1, type: item.type });
        }
      }
    }
    const itemRows =
      itemValues.length === 0
        ? []
        : await db
            .insertInto('video_lesson_items')
            .values(itemValues)
            .onConflict((oc) =>
              oc
                .constraint('video_lesson_items_lesson_position_key')
                .doUpdateSet({ type: (eb) => eb.ref('excluded.type') }),
            )
            .returning(['id', 'lesson_id', 'position'])
            .execute();
    const itemId = new Map(itemRows.map((row) => [`${row.lesson_id}:${row.position}`, row.id]));
    for (const course of courses) {
      for (const [index, lesson] of course.videoLessons.entries()) {
        const id = lessonId.get(`${idOf.get(course.slug)}:${index + 1}`) as string;
        for (const [position, item] of lesson.items.entries()) {
          texts.add(
            TEXT_FIELDS.videoItemTitle,
            itemId.get(`${id}:${position + 1}`) as string,
            item.title,
            course.sourceLanguage,
          );
        }
        await db
          .deleteFrom('video_lesson_items')
          .where('lesson_id', '=', id)
          .where('position', '>', lesson.items.length)
          .execute();
      }
    }
  }
  for (const course of courses) {
    await db
      .deleteFrom('video_lessons')
      .where('course_id', '=', idOf.get(course.slug) as string)
      .where('position', '>', course.videoLessons.length)
      .execute();
  }

  for (const course of courses) {
    const id = idOf.get(course.slug) as string;
    texts.add(TEXT_FIELDS.courseTitle, id, course.title, course.sourceLanguage);
    texts.add(TEXT_FIELDS.courseSummary, id, course.summary, course.sourceLanguage);
    texts.add(TEXT_FIELDS.courseDescription, id, course.description, course.sourceLanguage, true);
  }

  return courses.map((course) => {
    const id = idOf.get(course.slug) as string;
    return {
      id,
      slug: course.slug,
      kind: course.kind,
      teacherUserId: teacherOf(course),
      skus: skuRows
        .filter((row) => row.course_id === id && row.sort < course.skus.length)
        .sort((a, b) => a.sort - b.sort)
        .map((row) => ({ id: row.id, lessonMinutes: row.lesson_minutes })),
    };
  });
}

export interface LessonInput {
  teacher_user_id: string;
  student_user_id: string;
  course_id: string;
  sku_id: string | null;
  starts_at: Date;
  ends_at: Date;
  status: LessonStatus;
  summary: string | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
}

/** Inserts lesson records in multi-row statements. */
export async function insertLessons(db: Kysely<Database>, lessons: readonly LessonInput[]): Promise<number> {
  for (let start = 0; start < lessons.length; start += 1000) {
    await db
      .insertInto('lessons')
      .values(lessons.slice(start, start + 1000))
      .execute();
  }
  return lessons.length;
}
