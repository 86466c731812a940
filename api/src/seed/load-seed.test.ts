import { ORG_USER_TYPE } from '@hanyu/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DatabaseHandle } from '../db/database.ts';
import { NO_LOGIN_PASSWORD_HASH, teacherEmail } from '../modules/catalogue/index.ts';
import type { SeedData } from '../seed-data.ts';
import { catalogueFixtures as data } from '../test/catalogue-fixtures.ts';
import { testDatabases } from '../test/databases.ts';
import { lessonHistory } from './lesson-history.ts';
import { loadSeed, seedIfEmpty } from './load-seed.ts';

describe('lessonHistory', () => {
  const teacher = data.teachers[0] as SeedData['teachers'][number];
  const context = {
    teacher,
    saved: { id: '1', userId: '10', slug: teacher.slug },
    courses: [
      {
        id: '5',
        slug: 'own',
        kind: 'live' as const,
        teacherUserId: '10',
        skus: [{ id: '7', lessonMinutes: 25 }],
      },
      {
        id: '6',
        slug: 'other',
        kind: 'live' as const,
        teacherUserId: '11',
        skus: [{ id: '8', lessonMinutes: 50 }],
      },
    ],
    learnerIds: ['100', '101', '102', '103', '104', '105', '106', '107'],
    now: new Date('2026-11-20T08:00:00Z'),
  };
  const historyOf = () => lessonHistory({ ...context, taken: new Set() });

  it('is deterministic and believable: mostly completed, a few cancelled, some booked ahead', () => {
    const history = historyOf();
    expect(historyOf()).toEqual(history);
    const completed = history.filter((lesson) => lesson.status === 'complete');
    const booked = history.filter((lesson) => lesson.status === 'booked');
    // A draw that would overlap a lesson already drawn is dropped, which is rare.
    expect(completed.length).toBeGreaterThanOrEqual(0.9 * (25 + teacher.experienceYears * 5));
    for (const lesson of completed) expect(lesson.summary).toEqual(expect.any(String));
    expect(history.filter((lesson) => lesson.status === 'cancelled').length).toBeGreaterThan(0);
    expect(booked.length).toBeGreaterThanOrEqual(2);
    for (const lesson of completed) expect(lesson.starts_at.getTime()).toBeLessThan(context.now.getTime());
    // Booked: ahead, or taught in the last three days and awaiting the summary.
    const awaiting = booked.filter((lesson) => lesson.starts_at.getTime() < context.now.getTime());
    expect(awaiting.length).toBeGreaterThanOrEqual(1);
    for (const lesson of awaiting)
      expect(context.now.getTime() - lesson.starts_at.getTime()).toBeLessThan(4 * 86_400_000);
    // Taught on the teacher's own course, to a handful of regulars, for the item's length.
    expect(new Set(history.map((lesson) => lesson.course_id))).toEqual(new Set(['5']));
    for (const lesson of history) {
      expect(lesson.ends_at.getTime() - lesson.starts_at.getTime()).toBe(25 * 60_000);
      expect(lesson.teacher_user_id).toBe('10');
    }
    expect(new Set(history.map((lesson) => lesson.student_user_id)).size).toBeGreaterThan(1);
    // No two active lessons overlap: the teacher's are one after another.
    const active = history
      .filter((lesson) => lesson.status !== 'cancelled')
      .sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
    for (let i = 1; i < active.length; i++)
      expect(active[i]?.starts_at.getTime()).toBeGreaterThanOrEqual(active[i - 1]?.ends_at.getTime() ?? 0);
  });
});

describe.each(testDatabases())('loading a seed on $name', (target) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(() => handle.close());

  const count = async (
    table:
      | 'tags'
      | 'teachers'
      | 'courses'
      | 'course_skus'
      | 'group_sessions'
      | 'video_lesson_items'
      | 'lessons',
  ) => {
    const row = await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const snapshot = async () => ({
    teachers: await handle.db.selectFrom('teachers').selectAll().orderBy('id').execute(),
    courses: await handle.db.selectFrom('courses').selectAll().orderBy('id').execute(),
    skus: await handle.db.selectFrom('course_skus').selectAll().orderBy('id').execute(),
    sessions: await handle.db.selectFrom('group_sessions').selectAll().orderBy('id').execute(),
    videoLessons: await handle.db.selectFrom('video_lessons').selectAll().orderBy('id').execute(),
    items: await handle.db.selectFrom('video_lesson_items').selectAll().orderBy('id').execute(),
    posts: await handle.db.selectFrom('posts').selectAll().orderBy('id').execute(),
    pages: await handle.db.selectFrom('cms_pages').selectAll().orderBy('id').execute(),
    translations: await handle.db
      .selectFrom('translations')
      .select(['id', 'updated_at'])
      .orderBy('id')
      .execute(),
    lessons: await count('lessons'),
    users: await handle.db.selectFrom('users').select(['id', 'email']).orderBy('id').execute(),
  });

  it('fills an empty database on first start', async () => {
    const summary = await seedIfEmpty(handle.db, data);
    expect(summary).toMatchObject({ tags: 6, teachers: 3, courses: 5, posts: 3, pages: 1 });
    expect(summary?.lessons).toBeGreaterThan(200);
    expect(summary?.lessons).toBe(await count('lessons'));
    expect(await count('course_skus')).toBe(6);
    expect(await count('group_sessions')).toBe(2);
    expect(await count('video_lesson_items')).toBe(3);
  });

  it('makes every teacher an account that cannot sign in, a teacher of the platform organisation', async () => {
    const rows = await handle.db
      .selectFrom('teachers')
      .innerJoin('users', 'users.id', 'teachers.user_id')
      .innerJoin('org_members', 'org_members.user_id', 'users.id')
      .select([
        'teachers.slug',
        'users.email',
        'users.nick_name',
        'users.password_hash',
        'org_members.user_type',
      ])
      .orderBy('teachers.sort')
      .execute();
    expect(rows).toEqual(
      data.teachers.map((teacher) => ({
        slug: teacher.slug,
        email: teacherEmail(teacher.slug),
        nick_name: teacher.name,
        password_hash: NO_LOGIN_PASSWORD_HASH,
        user_type: ORG_USER_TYPE.teacher,
      })),
    );
  });

  it('stores HTML sanitised', async () => {
    const rows = await handle.db
      .selectFrom('translations')
      .select('value_char')
      .where('field_name', 'in', ['course.description', 'post.body', 'cms.body'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row.value_char).not.toMatch(/<script|<iframe|onerror|onclick|javascript:/i);
  });

  it('does not seed a database that has a catalogue', async () => {
    expect(await seedIfEmpty(handle.db, data)).toBeNull();
  });

  it('is idempotent: loading again changes no row, id or timestamp and adds no lessons', async () => {
    const before = await snapshot();
    const summary = await loadSeed(handle.db, data);
    expect(summary.translationsChanged).toBe(0);
    expect(summary.lessons).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('applies edits: changed fields and texts update in place, removed items go', async () => {
    const [first, ...rest] = data.teachers;
    const [course, ...otherCourses] = data.courses;
    if (!first || !course) throw new Error('fixtures are empty');
    const before = await snapshot();
    const edited: SeedData = {
      ...data,
      teachers: [
        {
          ...first,
          experienceYears: first.experienceYears + 1,
          intro: { ...first.intro, es: 'Texto nuevo.' },
        },
        ...rest,
      ],
      courses: [{ ...course, skus: course.skus.slice(0, 1) }, ...otherCourses],
      pages: data.pages.map((page) => ({ ...page, title: { ...page.title, ko: '소개' } })),
    };

    const summary = await loadSeed(handle.db, edited);

    expect(summary.translationsChanged).toBe(2);
    const teacher = await handle.db
      .selectFrom('teachers')
      .select(['id', 'user_id', 'experience_years'])
      .where('slug', '=', first.slug)
      .executeTakeFirstOrThrow();
    expect(teacher.experience_years).toBe(first.experienceYears + 1);
    expect(before.teachers.find((row) => row.slug === first.slug)?.user_id).toBe(teacher.user_id);
    const intro = await handle.db
      .selectFrom('translations')
      .select(['value_char', 'languages'])
      .where('field_name', '=', 'teacher.intro')
      .where('model_id', '=', teacher.id)
      .where('language_trans', '=', 'es')
      .executeTakeFirstOrThrow();
    expect(intro).toEqual({ value_char: 'Texto nuevo.', languages: 'zh-cn' });
    expect(await count('course_skus')).toBe(5);
    const [page] = await handle.db.selectFrom('cms_pages').selectAll().execute();
    expect(page?.updated_at.getTime()).toBeGreaterThanOrEqual(before.pages[0]?.updated_at.getTime() ?? 0);
    expect(page?.id).toBe(before.pages[0]?.id);

    await loadSeed(handle.db, data);
    expect(await count('course_skus')).toBe(6);
  });

  it('refuses a seed that refers to an unknown tag or teacher, leaving the database as it was', async () => {
    const before = await snapshot();
    const [course] = data.courses;
    if (!course) throw new Error('fixtures are empty');
    await expect(
      loadSeed(handle.db, { ...data, courses: [{ ...course, teacher: 'nobody' }] }),
    ).rejects.toThrow(/unknown teacher "nobody"/);
    await expect(
      loadSeed(handle.db, { ...data, courses: [{ ...course, tags: ['no-such-tag'] }] }),
    ).rejects.toThrow(/unknown live tag "no-such-tag"/);
    expect(await snapshot()).toEqual(before);
  });
});
