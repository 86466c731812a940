import {
  CourseDetail,
  CoursesResponse,
  HomeResponse,
  LANGS,
  MONEY_BACK_GUARANTEE_DAYS,
  SearchResponse,
  TagsResponse,
  TEACHER_COUNT_CLAIM,
  TeacherDetail,
  TeachersResponse,
} from '@hanyu/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import * as v from 'valibot';
import { type ErrorJson, openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures as data } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';

describe.each(testDatabases())('catalogue on $name', (target) => {
  let t: TestApp;
  const userIdOf = new Map<string, number>();
  const courseIdOf = new Map<string, number>();

  beforeAll(async () => {
    t = await openTestApp(target, { seed: data, lessonHistory: false });
    // Ratings come from reviews (the reviews module keeps teachers.rating with its rollup; the seed no longer
    // writes them): these tests read the listing's rating, so the teachers get the ratings their reviews would.
    for (const teacher of data.teachers)
      await t.db
        .updateTable('teachers')
        .set({ rating: String(teacher.rating) })
        .where('slug', '=', teacher.slug)
        .execute();
    for (const row of await t.db.selectFrom('teachers').select(['slug', 'user_id']).execute()) {
      userIdOf.set(row.slug, Number(row.user_id));
    }
    for (const row of await t.db.selectFrom('courses').select(['slug', 'id']).execute()) {
      courseIdOf.set(row.slug, Number(row.id));
    }
  });
  afterAll(() => t.close());

  const get = async <T extends v.GenericSchema>(schema: T, url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}` });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    return v.parse(schema, res.json().response) as v.InferOutput<T>;
  };
  const failure = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}` });
    return { status: res.statusCode, body: res.json() as ErrorJson };
  };
  const teacherId = (slug: string) => userIdOf.get(slug) as number;
  const courseId = (slug: string) => courseIdOf.get(slug) as number;
  const tagId = async (scope: 'live' | 'group' | 'video' | 'pub', key: string) =>
    Number(
      (
        await t.db
          .selectFrom('tags')
          .select('id')
          .where('scope', '=', scope)
          .where('key', '=', key)
          .executeTakeFirstOrThrow()
      ).id,
    );

  describe('home', () => {
    it.each(LANGS)('shows the featured teachers and courses in %s', async (lang) => {
      const body = await get(HomeResponse, `/open/home?language=${lang}`);
      expect(body.teachers.map((teacher) => teacher.name)).toEqual(['Ana Li', 'Bo Chen']);
      expect(body.teachers[0]?.intro).toBe(data.teachers[0]?.intro[lang]);
      expect(body.courses.map((course) => course.title)).toEqual([
        data.courses[0]?.title[lang],
        data.courses[2]?.title[lang],
      ]);
      expect(body.stats).toEqual({
        teacher_count: TEACHER_COUNT_CLAIM,
        experience_years: 5,
        guarantee_days: MONEY_BACK_GUARANTEE_DAYS,
      });
    });

    it('names the languages teachers speak in the requested language', async () => {
      const ana = async (lang: string) =>
        (await get(HomeResponse, `/open/home?language=${lang}`)).teachers.find((x) => x.name === 'Ana Li');
      expect((await ana('en'))?.languages).toEqual(['Chinese', 'English', 'Spanish']);
      expect((await ana('zh-cn'))?.languages).toEqual(['中文', '英语', '西班牙语']);
    });
  });

  describe('tags', () => {
    it('lists the tags of a scope in their order, named in the language', async () => {
      const live = await get(TagsResponse, '/open/tags?language=zh-cn&scope=live');
      expect(live.list.map((tag) => [tag.scope, tag.name])).toEqual([
        ['live', 'HSK 备考'],
        ['live', '商务'],
      ]);
      const pub = await get(TagsResponse, '/open/tags?language=en&scope=pub');
      expect(pub.list.map((tag) => tag.name)).toEqual(['Culture', 'Grammar']);
    });

    it.each([
      '/open/tags?language=en',
      '/open/tags?language=en&scope=blog',
      '/open/tags?language=fr&scope=live',
    ])('%s is a 400', async (url) => {
      const { status, body } = await failure(url);
      expect(status).toBe(400);
      expect(body.error.code).toBe(400);
    });
  });

  describe('teachers', () => {
    it('pages the list and reports the total', async () => {
      const first = await get(TeachersResponse, '/open/teachers?language=en&page_size=2&sort=experience');
      expect(first.paging).toEqual({ page: 1, page_size: 2, total: 3 });
      expect(first.list.map((teacher) => teacher.name)).toEqual(['Cai Ming', 'Ana Li']);
      const second = await get(
        TeachersResponse,
        '/open/teachers?language=en&page_size=2&page=2&sort=experience',
      );
      expect(second.paging).toEqual({ page: 2, page_size: 2, total: 3 });
      expect(second.list.map((teacher) => teacher.name)).toEqual(['Bo Chen']);
      const beyond = await get(TeachersResponse, '/open/teachers?language=en&page_size=2&page=5');
      expect(beyond).toMatchObject({ list: [], paging: { page: 5, page_size: 2, total: 3 } });
    });

    it('sorts by rating and by popularity (lessons given)', async () => {
      const byRating = await get(TeachersResponse, '/open/teachers?language=en&sort=rating');
      expect(byRating.list.map((teacher) => teacher.rating)).toEqual([4.9, 4.8, 4.7]);
      const popular = await get(TeachersResponse, '/open/teachers?language=en');
      // No lessons yet: the catalogue's own order after the rating.
      expect(popular.list.map((teacher) => teacher.name)).toEqual(['Ana Li', 'Cai Ming', 'Bo Chen']);
    });

    it('filters by tag, with the tags on each card', async () => {
      const business = await tagId('live', 'business');
      const body = await get(TeachersResponse, `/open/teachers?language=zh-cn&tag_id=${business}`);
      expect(body.paging.total).toBe(1);
      expect(body.list[0]?.name).toBe('Bo Chen');
      expect(body.list[0]?.tags).toEqual([
        { id: await tagId('live', 'hsk-prep'), scope: 'live', name: 'HSK 备考' },
        { id: business, scope: 'live', name: '商务' },
      ]);
      const none = await get(TeachersResponse, '/open/teachers?language=en&tag_id=999999');
      expect(none).toMatchObject({ list: [], paging: { page: 1, page_size: 12, total: 0 } });
    });

    it('searches names and intros, Latin and Chinese, in any case', async () => {
      const byName = await get(TeachersResponse, '/open/teachers?language=en&q=bo%20CHEN');
      expect(byName.list.map((teacher) => teacher.name)).toEqual(['Bo Chen']);
      const byIntro = await get(TeachersResponse, '/open/teachers?language=en&q=calligraphy');
      expect(byIntro.list.map((teacher) => teacher.name)).toEqual(['Cai Ming']);
      const chinese = await get(
        TeachersResponse,
        `/open/teachers?language=en&q=${encodeURIComponent('书法')}`,
      );
      expect(chinese.list.map((teacher) => teacher.name)).toEqual(['Cai Ming']);
      const wildcard = await get(TeachersResponse, '/open/teachers?language=en&q=%25');
      expect(wildcard.list).toEqual([]);
    });

    it.each([
      '/open/teachers',
      '/open/teachers?language=en&page=0',
      '/open/teachers?language=en&page_size=49',
      '/open/teachers?language=en&sort=name',
      '/open/teachers?language=en&tag_id=abc',
      `/open/teachers?language=en&q=${'x'.repeat(101)}`,
    ])('%s is a 400', async (url) => {
      expect((await failure(url)).status).toBe(400);
    });
  });

  describe('teacher page', () => {
    it('is addressed by user id and carries video, courses and statistics', async () => {
      const id = teacherId('ana-li');
      const body = await get(TeacherDetail, `/open/teachers/${id}?language=en`);
      expect(body).toMatchObject({
        id,
        name: 'Ana Li',
        video: 'https://video.example.com/ana-li.mp4',
        experience_years: 10,
        rating: 4.9,
        intro: 'A patient coach for HSK exams.',
        lessons_taught: 0,
        statistics: { classes_to_prepare: 0, classes_completed: 0, students_served: 0, total_minutes: 0 },
      });
      expect(body.avatar).toMatch(new RegExp(`^/api/open/teachers/${id}/avatar\\.svg\\?v=[0-9a-f]{10}$`));
      expect(body.courses.map((course) => course.title)).toEqual(['HSK 1 Essentials', 'Evening Group Class']);
    });

    it('computes statistics from lesson records', async () => {
      const teacher = teacherId('bo-chen');
      const course = courseId('live-business');
      const students = await t.db
        .insertInto('users')
        .values(
          ['s1', 's2', 's3'].map((name) => ({
            email: `${name}@stats.test`,
            nick_name: name,
            password_hash: 'x',
          })),
        )
        .returning('id')
        .execute();
      const [s1, s2, s3] = students.map((row) => row.id) as [string, string, string];
      const hour = 3_600_000;
      const now = Date.now();
      const lesson = (student: string, startOffsetHours: number, minutes: number, status: string) => ({
        teacher_user_id: String(teacher),
        student_user_id: student,
        course_id: String(course),
        starts_at: new Date(now + startOffsetHours * hour),
        ends_at: new Date(now + startOffsetHours * hour + minutes * 60_000),
        status: status as 'booked' | 'complete' | 'cancelled',
        // What the database requires of a completed or cancelled lesson (migration 0016).
        summary: status === 'complete' ? 'Taught.' : null,
        completed_at: status === 'complete' ? new Date(now) : null,
        cancelled_at: status === 'cancelled' ? new Date(now) : null,
      });
      await t.db
        .insertInto('lessons')
        .values([
          lesson(s1, -72, 50, 'complete'),
          lesson(s1, -48, 50, 'complete'),
          lesson(s2, -24, 25, 'complete'),
          lesson(s3, -12, 50, 'cancelled'),
          lesson(s3, 24, 50, 'booked'),
          lesson(s1, 48, 50, 'booked'),
          lesson(s2, 72, 50, 'cancelled'),
          // Booked but already past: not to prepare any more, not completed either.
          lesson(s2, -2, 50, 'booked'),
        ])
        .execute();

      const body = await get(TeacherDetail, `/open/teachers/${teacher}?language=en`);
      expect(body.statistics).toEqual({
        classes_to_prepare: 2,
        classes_completed: 3,
        students_served: 2,
        total_minutes: 125,
      });
      expect(body.lessons_taught).toBe(3);
      const list = await get(TeachersResponse, '/open/teachers?language=en');
      expect(list.list[0]).toMatchObject({ name: 'Bo Chen', lessons_taught: 3 });
      // The other teachers' statistics are their own.
      const ana = await get(TeacherDetail, `/open/teachers/${teacherId('ana-li')}?language=en`);
      expect(ana.statistics.classes_completed).toBe(0);
    });

    it('is a 404 for an unknown or non-teacher user and a 400 for a bad id', async () => {
      const someone = await t.db
        .insertInto('users')
        .values({ email: 'learner@detail.test', password_hash: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const id of [999_999, Number(someone.id)]) {
        const { status, body } = await failure(`/open/teachers/${id}?language=en`);
        expect(status).toBe(404);
        expect(body.error.code).toBe(404);
      }
      expect((await failure('/open/teachers/abc?language=en')).status).toBe(400);
      expect((await failure('/open/teachers/0?language=en')).status).toBe(400);
      expect((await failure(`/open/teachers/${teacherId('ana-li')}`)).status).toBe(400);
    });
  });

  describe('courses', () => {
    it('lists courses with the cheapest item as their price', async () => {
      const body = await get(CoursesResponse, '/open/courses?language=en&kind=live');
      expect(body.paging.total).toBe(2);
      const hsk1 = body.list.find((course) => course.id === courseId('live-hsk1'));
      expect(hsk1).toMatchObject({
        kind: 'live',
        title: 'HSK 1 Essentials',
        level: 'HSK 1',
        lesson_count: 10,
        lesson_minutes: 25,
        price_minor: 99_000,
        currency: 'CNY',
        group_status: null,
        starts_at: null,
        teacher: { id: teacherId('ana-li'), name: 'Ana Li' },
      });
      expect(hsk1?.teacher?.avatar).toMatch(/^\/api\/open\/teachers\/\d+\/avatar\.svg\?v=/);
      expect(hsk1?.cover).toMatch(new RegExp(`^/api/open/courses/${hsk1?.id}/cover\\.svg\\?v=[0-9a-f]{10}$`));
    });

    it('sorts by price, newest and the catalogue order', async () => {
      const asc = await get(CoursesResponse, '/open/courses?language=en&sort=price_asc');
      expect(asc.list.map((course) => course.price_minor)).toEqual([9_900, 19_900, 99_000, 120_000, 480_000]);
      const desc = await get(CoursesResponse, '/open/courses?language=en&sort=price_desc');
      expect(desc.list.map((course) => course.price_minor)).toEqual([
        480_000, 120_000, 99_000, 19_900, 9_900,
      ]);
      const popular = await get(CoursesResponse, '/open/courses?language=en');
      expect(popular.list.map((course) => course.id)).toEqual(
        ['live-hsk1', 'group-evening', 'live-business', 'video-tones', 'video-radicals'].map(courseId),
      );
      // created_at is set once by the database; a test moves it through SQL.
      await sql`update courses set created_at = now() + interval '1 minute' where id = ${courseId('video-radicals')}`.execute(
        t.db,
      );
      const newest = await get(CoursesResponse, '/open/courses?language=en&sort=newest&page_size=1');
      expect(newest.list.map((course) => course.id)).toEqual([courseId('video-radicals')]);
      expect(newest.paging.total).toBe(5);
    });

    it('filters by kind and tag', async () => {
      const video = await get(CoursesResponse, '/open/courses?language=en&kind=video');
      expect(video.list.map((course) => course.kind)).toEqual(['video', 'video']);
      const tagged = await get(
        CoursesResponse,
        `/open/courses?language=ja&tag_id=${await tagId('video', 'pronunciation')}`,
      );
      expect(tagged.list.map((course) => course.id)).toEqual([courseId('video-tones')]);
      expect(tagged.list[0]?.tags.map((tag) => tag.name)).toEqual(['[ja] Pronunciation']);
    });

    it('shows a group class’s status and first session', async () => {
      const body = await get(CoursesResponse, '/open/courses?language=en&kind=group');
      const [group] = body.list;
      expect(group?.group_status).toBe(0);
      expect(group?.starts_at).toMatch(/^\d{4}-\d{2}-\d{2}T11:30:00\.000Z$/);
    });

    it('searches titles and summaries in the language, in English and in Chinese', async () => {
      const latin = await get(CoursesResponse, '/open/courses?language=es&q=negoti');
      expect(latin.list.map((course) => course.id)).toEqual([courseId('live-business')]);
      const chinese = await get(CoursesResponse, `/open/courses?language=en&q=${encodeURIComponent('声调')}`);
      expect(chinese.list.map((course) => course.id)).toEqual([courseId('video-tones')]);
      const none = await get(CoursesResponse, '/open/courses?language=en&q=quantum');
      expect(none.paging.total).toBe(0);
    });

    it.each([
      '/open/courses?language=en&kind=book',
      '/open/courses?language=en&sort=cheapest',
      '/open/courses?language=en&page=-1',
      '/open/courses?language=en&page_size=0',
      '/open/courses?language=xx',
    ])('%s is a 400', async (url) => {
      expect((await failure(url)).status).toBe(400);
    });
  });

  describe('course page', () => {
    it('carries the items with their limits and the sanitised description', async () => {
      const body = await get(CourseDetail, `/open/courses/${courseId('live-hsk1')}?language=en`);
      expect(body.description).toBe('<p>Learn <strong>150 words</strong>.</p><p>Tones.</p>');
      expect(body.skus).toEqual([
        {
          id: expect.any(Number),
          lesson_minutes: 50,
          lesson_count: 10,
          total_minutes: 500,
          price_minor: 180_000,
          currency: 'CNY',
          purchase_limit: null,
          remaining: null,
          self_booking: true,
          daily_booking_limit: null,
          monthly_booking_limit: null,
          delivery_ways: ['classroom', 'wechat'],
        },
        {
          id: expect.any(Number),
          lesson_minutes: 25,
          lesson_count: 10,
          total_minutes: 250,
          price_minor: 99_000,
          currency: 'CNY',
          purchase_limit: 2,
          remaining: null,
          self_booking: true,
          daily_booking_limit: 1,
          monthly_booking_limit: 12,
          delivery_ways: ['classroom'],
        },
      ]);
      expect(body.group).toBeNull();
      expect(body.video_lessons).toEqual([]);
      expect(
        (await get(CourseDetail, `/open/courses/${courseId('live-hsk1')}?language=zh-cn`)).description,
      ).toBe('<p>学习<strong>150 个词</strong>。</p>');
    });

    it('carries a group class’s timetable and the seats left', async () => {
      const id = courseId('group-evening');
      const before = await get(CourseDetail, `/open/courses/${id}?language=en`);
      expect(before.group).toMatchObject({ status: 0, capacity: 6, min_head_count: 3, seats_left: 6 });
      const sessions = before.group?.sessions ?? [];
      expect(sessions).toHaveLength(2);
      expect(sessions.map((session) => session.minutes)).toEqual([60, 60]);
      const [first, second] = sessions.map((session) => Date.parse(session.starts_at));
      expect((second as number) - (first as number)).toBe(7 * 24 * 3_600_000);
      expect(sessions[0]?.starts_at).toMatch(/T11:30:00\.000Z$/);
      expect(before.skus[0]).toMatchObject({ remaining: 5, purchase_limit: 1 });

      const learners = await t.db
        .insertInto('users')
        .values([1, 2].map((n) => ({ email: `enrolled${n}@group.test`, password_hash: 'x' })))
        .returning('id')
        .execute();
      await t.db
        .insertInto('enrolments')
        .values(learners.map((row) => ({ course_id: String(id), user_id: row.id })))
        .execute();
      expect((await get(CourseDetail, `/open/courses/${id}?language=en`)).group?.seats_left).toBe(4);
    });

    it('outlines a video course’s lessons and items in the language', async () => {
      const body = await get(CourseDetail, `/open/courses/${courseId('video-tones')}?language=zh-cn`);
      expect(body.teacher).toBeNull();
      expect(body.video_lessons).toEqual([
        {
          id: expect.any(Number),
          position: 1,
          title: '第一声',
          minutes: 8,
          preview: true,
          items: [
            { type: 'words', title: '第一声的词' },
            { type: 'practice', title: '跟读练习' },
          ],
        },
        {
          id: expect.any(Number),
          position: 2,
          title: '第二声',
          minutes: 9,
          preview: false,
          items: [{ type: 'highlight', title: '升调' }],
        },
      ]);
    });

    it('sells a video course only once each of its lessons has its video (issue 24)', async () => {
      const id = courseId('video-tones');
      const forSale = async () => (await get(CourseDetail, `/open/courses/${id}?language=en`)).for_sale;
      expect((await get(CourseDetail, `/open/courses/${courseId('live-hsk1')}?language=en`)).for_sale).toBe(
        true,
      );
      // Lesson 2 has a highlight item without a video; lesson 1 has none.
      expect(await forSale()).toBe(false);
      const lessons = await t.db
        .selectFrom('video_lessons')
        .select(['id', 'position'])
        .where('course_id', '=', String(id))
        .orderBy('position')
        .execute();
      const clip = { file_name: 'clip.webm', content_type: 'video/webm' as const, duration_seconds: 30 };
      const highlightOf = (lessonId: string) =>
        t.db
          .selectFrom('video_lesson_items')
          .select('id')
          .where('lesson_id', '=', lessonId)
          .where('type', '=', 'highlight')
          .executeTakeFirstOrThrow();
      const second = await highlightOf(String(lessons[1]?.id));
      await t.db
        .insertInto('video_clips')
        .values({ item_id: second.id, ...clip })
        .execute();
      expect(await forSale()).toBe(false);
      const first = await t.db
        .insertInto('video_lesson_items')
        .values({ lesson_id: String(lessons[0]?.id), position: 9, type: 'highlight' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('video_clips')
        .values({ item_id: first.id, ...clip })
        .execute();
      expect(await forSale()).toBe(true);
      // As the fixture was.
      await t.db.deleteFrom('video_clips').where('item_id', 'in', [first.id, second.id]).execute();
      await t.db.deleteFrom('video_lesson_items').where('id', '=', first.id).execute();
    });

    it('is a 404 for an unknown id and a 400 for a bad one', async () => {
      expect((await failure('/open/courses/999999?language=en')).status).toBe(404);
      expect((await failure('/open/courses/1.5?language=en')).status).toBe(400);
      expect((await failure('/open/courses/99999999999999999999?language=en')).status).toBe(400);
    });
  });

  describe('search', () => {
    it('finds teachers and courses together', async () => {
      const body = await get(SearchResponse, '/open/search?language=en&q=hsk');
      expect(body.teachers.map((teacher) => teacher.name)).toEqual(['Ana Li']);
      expect(body.courses.map((course) => course.id)).toEqual([courseId('live-hsk1')]);
      const chinese = await get(SearchResponse, `/open/search?language=ko&q=${encodeURIComponent('商务')}`);
      expect(chinese.teachers.map((teacher) => teacher.name)).toEqual(['Bo Chen']);
      expect(chinese.courses.map((course) => course.id)).toEqual([courseId('live-business')]);
    });

    it.each(['/open/search?language=en', '/open/search?language=en&q=%20%20'])('%s is a 400', async (url) => {
      expect((await failure(url)).status).toBe(400);
    });
  });

  describe('translations', () => {
    it('fall back to English where a language row is missing, and search the English text', async () => {
      const id = courseId('live-business');
      const business = await tagId('live', 'business');
      await t.db
        .deleteFrom('translations')
        .where('language_trans', '=', 'ko')
        .where((eb) =>
          eb.or([
            eb.and([eb('field_name', '=', 'course.title'), eb('model_id', '=', String(id))]),
            eb.and([eb('field_name', '=', 'tag.name'), eb('model_id', '=', String(business))]),
          ]),
        )
        .execute();
      const body = await get(CourseDetail, `/open/courses/${id}?language=ko`);
      expect(body.title).toBe('Business Chinese');
      expect(body.summary).toBe('[ko] Meetings and negotiation for professionals.');
      expect(body.tags.map((tag) => tag.name)).toEqual(['Business']);
      const found = await get(CoursesResponse, '/open/courses?language=ko&q=business%20chinese');
      expect(found.list.map((course) => course.title)).toEqual(['Business Chinese']);
    });
  });

  describe('images', () => {
    it('draws a teacher’s avatar by user id and a course’s cover', async () => {
      const avatar = await t.app.inject({
        method: 'GET',
        url: `/api/open/teachers/${teacherId('cai-ming')}/avatar.svg`,
      });
      expect(avatar.statusCode).toBe(200);
      expect(avatar.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(avatar.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(avatar.body).toContain('>CM</text></svg>');
      const cover = await t.app.inject({
        method: 'GET',
        url: `/api/open/courses/${courseId('video-tones')}/cover.svg`,
      });
      expect(cover.statusCode).toBe(200);
      expect(cover.body).toContain('>Pinyin</text>');
    });

    it.each([
      ['/api/open/teachers/999999/avatar.svg', 404],
      ['/api/open/courses/999999/cover.svg', 404],
      ['/api/open/teachers/abc/avatar.svg', 400],
    ])('%s is a %i', async (url, status) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
    });
  });
});
