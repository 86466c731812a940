import { HomeResponse, LANGS, MONEY_BACK_GUARANTEE_DAYS, TEACHER_COUNT_CLAIM } from '@hanyu/contract';
import * as v from 'valibot';
import { seedData } from '../../seed/load-seed.ts';
import { type ErrorJson, openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';

const featuredTeachers = seedData.teachers.filter((teacher) => teacher.featured);
const featuredCourses = seedData.courses.filter((course) => course.featured);

describe.each(testDatabases())('home and catalogue images on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(target);
  });
  afterAll(() => t.close());

  const home = async (language: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/open/home?language=${language}` });
    expect(res.statusCode).toBe(200);
    return v.parse(HomeResponse, res.json().response);
  };

  it.each(LANGS)('shows the featured teachers and courses with their texts in %s', async (lang) => {
    const body = await home(lang);

    expect(body.teachers.map((teacher) => teacher.name)).toEqual(
      featuredTeachers.map((teacher) => teacher.name),
    );
    expect(body.teachers.map((teacher) => teacher.intro)).toEqual(
      featuredTeachers.map((teacher) => teacher.intro[lang]),
    );
    expect(body.courses.map((course) => course.title)).toEqual(
      featuredCourses.map((course) => course.title[lang]),
    );
    expect(body.courses.map((course) => course.summary)).toEqual(
      featuredCourses.map((course) => course.summary[lang]),
    );
    expect(body.stats).toEqual({
      teacher_count: TEACHER_COUNT_CLAIM,
      experience_years: 5,
      guarantee_days: MONEY_BACK_GUARANTEE_DAYS,
    });
  });

  it('carries numbers as numbers and prices in integer minor units', async () => {
    const body = await home('en');
    const [firstTeacher] = body.teachers;
    const seedTeacher = featuredTeachers[0];
    expect(firstTeacher).toMatchObject({
      experience_years: seedTeacher?.experienceYears,
      rating: seedTeacher?.rating,
      lessons_taught: seedTeacher?.lessonsTaught,
    });
    for (const course of body.courses) {
      const seedCourse = seedData.courses.find((item) => item.title.en === course.title);
      expect(course).toMatchObject({
        kind: seedCourse?.kind,
        level: seedCourse?.level,
        lesson_count: seedCourse?.lessonCount,
        lesson_minutes: seedCourse?.lessonMinutes,
        price_minor: seedCourse?.priceMinor,
        currency: 'CNY',
      });
      expect(Number.isInteger(course.id)).toBe(true);
    }
  });

  it('names the languages teachers speak in the requested language', async () => {
    const zhang = (lang: string) =>
      home(lang).then((body) => body.teachers.find((t) => t.name === 'Zhang Wei'));
    expect((await zhang('en'))?.languages).toEqual(['Chinese', 'Spanish', 'English']);
    expect((await zhang('zh-cn'))?.languages).toEqual(['中文', '西班牙语', '英语']);
    expect((await zhang('es'))?.languages).toEqual(['chino', 'español', 'inglés']);
  });

  it('falls back to English where a translation row is missing', async () => {
    const body = await home('es');
    const teacher = body.teachers[1];
    const course = body.courses[0];
    if (!teacher || !course) throw new Error('home is empty');
    await t.db
      .deleteFrom('translations')
      .where('language_trans', '=', 'es')
      .where((eb) =>
        eb.or([
          eb.and([eb('field_name', '=', 'teacher.intro'), eb('model_id', '=', String(teacher.id))]),
          eb.and([eb('field_name', '=', 'course.title'), eb('model_id', '=', String(course.id))]),
        ]),
      )
      .execute();

    const after = await home('es');
    const english = await home('en');
    expect(after.teachers[1]?.intro).toBe(english.teachers[1]?.intro);
    expect(after.teachers[1]?.intro).toBe(featuredTeachers[1]?.intro.en);
    expect(after.courses[0]?.title).toBe(featuredCourses[0]?.title.en);
    // Texts that still exist in Spanish stay Spanish.
    expect(after.courses[0]?.summary).toBe(featuredCourses[0]?.summary.es);
    expect(after.teachers[0]?.intro).toBe(featuredTeachers[0]?.intro.es);
  });

  it('answers the avatar path of each teacher with a generated SVG', async () => {
    const body = await home('ko');
    for (const teacher of body.teachers) {
      expect(teacher.avatar).toMatch(
        new RegExp(`^/api/open/teachers/${teacher.id}/avatar\\.svg\\?v=[0-9a-f]{10}$`),
      );
      const res = await t.app.inject({ method: 'GET', url: teacher.avatar });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const initials = teacher.name
        .split(' ')
        .map((word) => word[0])
        .join('');
      expect(res.body).toContain(`>${initials}</text></svg>`);
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('answers the cover path of each course with a generated SVG of its kind', async () => {
    const body = await home('en');
    for (const course of body.courses) {
      expect(course.cover).toMatch(
        new RegExp(`^/api/open/courses/${course.id}/cover\\.svg\\?v=[0-9a-f]{10}$`),
      );
      const res = await t.app.inject({ method: 'GET', url: course.cover });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.body).toContain(`>${course.level}</text>`);
    }
  });

  it('uses a course’s own cover when it has one', async () => {
    const [course] = (await home('en')).courses;
    if (!course) throw new Error('home is empty');
    await t.db
      .updateTable('courses')
      .set({ cover: 'https://cdn.example.com/covers/hsk1.webp' })
      .where('id', '=', String(course.id))
      .execute();
    expect((await home('en')).courses[0]?.cover).toBe('https://cdn.example.com/covers/hsk1.webp');
  });

  it.each([
    ['/api/open/teachers/999999/avatar.svg', 404],
    ['/api/open/courses/999999/cover.svg', 404],
    ['/api/open/teachers/abc/avatar.svg', 400],
    ['/api/open/teachers/0/avatar.svg', 400],
    ['/api/open/teachers/-1/avatar.svg', 400],
    ['/api/open/courses/99999999999999999999/cover.svg', 400],
  ])('%s is a %i JSON error', async (url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect((res.json() as ErrorJson).error.code).toBe(status);
  });

  it('lists only featured rows, in their sort order', async () => {
    const teacher = featuredTeachers[0];
    if (!teacher) throw new Error('no featured teacher');
    await t.db.updateTable('teachers').set({ featured: false }).where('slug', '=', teacher.slug).execute();
    const body = await home('en');
    expect(body.teachers.map((item) => item.name)).toEqual(
      featuredTeachers.slice(1).map((item) => item.name),
    );
  });
});
