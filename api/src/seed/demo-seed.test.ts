import { existsSync } from 'node:fs';
import path from 'node:path';
import { COURSE_KINDS, HomeResponse, LANGS } from '@hanyu/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { PODCAST_FILE } from '../modules/content/index.ts';
import type { Texts } from '../seed-data.ts';
import { openTestApp, type TestApp } from '../test/app.ts';
import { API_ROOT, testDatabases } from '../test/databases.ts';
import { seedData } from './demo-seed.ts';
import { loadSeed } from './load-seed.ts';

const { tags, teachers, courses, posts, pages } = seedData;

describe('demo seed data', () => {
  it('has the catalogue the issue asks for', () => {
    expect(teachers.length).toBeGreaterThanOrEqual(30);
    expect(courses.length).toBeGreaterThanOrEqual(20);
    for (const kind of COURSE_KINDS) expect(courses.some((course) => course.kind === kind)).toBe(true);
    expect(posts.filter((post) => post.kind === 'blog').length).toBeGreaterThanOrEqual(10);
    expect(posts.filter((post) => post.kind === 'podcast').length).toBeGreaterThanOrEqual(5);
    expect(pages.length).toBeGreaterThan(0);
  });

  it('has unique keys and refers only to what exists', () => {
    const unique = (keys: string[]) => expect(new Set(keys).size).toBe(keys.length);
    unique(tags.map((tag) => `${tag.scope}:${tag.key}`));
    unique(teachers.map((teacher) => teacher.slug));
    unique(courses.map((course) => course.slug));
    unique(posts.map((post) => post.slug));
    unique(pages.map((page) => page.uri));
    const tagKeys = new Set(tags.map((tag) => `${tag.scope}:${tag.key}`));
    const slugs = new Set(teachers.map((teacher) => teacher.slug));
    for (const teacher of teachers) for (const key of teacher.tags) expect(tagKeys).toContain(`live:${key}`);
    for (const course of courses) {
      for (const key of course.tags) expect(tagKeys).toContain(`${course.kind}:${key}`);
      if (course.teacher) expect(slugs).toContain(course.teacher);
      expect(course.skus.length).toBeGreaterThan(0);
      expect(course.group !== null).toBe(course.kind === 'group');
      if (course.kind !== 'video') expect(course.videoLessons).toEqual([]);
    }
    for (const post of posts) for (const key of post.tags) expect(tagKeys).toContain(`pub:${key}`);
  });

  it('ships the audio of every podcast, under a name the media route serves', () => {
    for (const post of posts) {
      expect(post.audio !== null).toBe(post.kind === 'podcast');
      if (!post.audio) continue;
      expect(post.audio.file).toMatch(PODCAST_FILE);
      expect(post.audio.type).toMatch(/^audio\//);
      expect(existsSync(path.join(API_ROOT, 'seed', 'assets', 'podcasts', post.audio.file))).toBe(true);
    }
  });

  it('has every text in every language', () => {
    const texts: Texts[] = [
      ...tags.map((tag) => tag.name),
      ...teachers.map((teacher) => teacher.intro),
      ...courses.flatMap((course) => [
        course.title,
        course.summary,
        course.description,
        ...course.videoLessons.flatMap((lesson) => [lesson.title, ...lesson.items.map((item) => item.title)]),
      ]),
      ...posts.flatMap((post) => [post.title, post.summary, post.body]),
      ...pages.flatMap((page) => [page.title, page.description, page.body]),
    ];
    for (const text of texts) for (const lang of LANGS) expect(text[lang].trim()).not.toBe('');
  });
});

/**
 * The whole demo seed (200 teachers with their history and reviews) loads in about 20 s on PGlite on a quiet
 * machine, and took over 60 s at a load average of 8: a bound that only ends a load that will never finish.
 */
const WHOLE_SEED_BOUND = 300_000;

describe.each(testDatabases())('the demo seed on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(target, { generatedTeachers: true });
  }, WHOLE_SEED_BOUND);
  afterAll(() => t.close());

  it(
    'loads, and loads again without a change',
    async () => {
      const summary = await loadSeed(t.db);
      expect(summary).toMatchObject({ translationsChanged: 0, lessons: 0, teachers: teachers.length });
      const lessons = await t.db
        .selectFrom('lessons')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(lessons.n)).toBeGreaterThan(teachers.length * 25);
    },
    WHOLE_SEED_BOUND,
  );

  it('has a demo coupon for each rule a buyer can meet', async () => {
    const coupons = await t.db
      .selectFrom('coupons')
      .select(['code', 'course_id', 'new_users_only', 'ends_at', 'min_amount_yuan'])
      .orderBy('code')
      .execute();
    expect(coupons.map((coupon) => coupon.code)).toEqual(['HSK10', 'SAVE20', 'SPRING2025', 'WELCOME50']);
    expect(coupons.some((coupon) => coupon.course_id !== null)).toBe(true);
    expect(coupons.some((coupon) => coupon.new_users_only)).toBe(true);
    expect(coupons.some((coupon) => coupon.ends_at !== null && new Date(coupon.ends_at) < new Date())).toBe(
      true,
    );
    expect(coupons.some((coupon) => coupon.min_amount_yuan > 0)).toBe(true);
  });

  it('lets the README walkthrough use WELCOME50 on every video course and every package but the trial lesson', () => {
    const welcome = seedData.coupons?.find((coupon) => coupon.code === 'WELCOME50');
    const minimumMinor = (welcome?.minAmountYuan ?? Number.POSITIVE_INFINITY) * 100;
    const prices = courses.flatMap((course) =>
      course.skus.map((sku) => ({ kind: course.kind, count: sku.lessonCount, price: sku.priceMinor })),
    );
    for (const { price } of prices.filter((item) => item.kind === 'video')) {
      expect(price).toBeGreaterThanOrEqual(minimumMinor);
    }
    for (const { price } of prices.filter((item) => item.count > 1)) {
      expect(price).toBeGreaterThanOrEqual(minimumMinor);
    }
  });

  it('shows its featured teachers and courses on the home page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/open/home?language=en' });
    const home = v.parse(HomeResponse, res.json().response);
    expect(home.teachers.map((teacher) => teacher.name)).toEqual(
      teachers.filter((teacher) => teacher.featured).map((teacher) => teacher.name),
    );
    expect(home.courses.length).toBe(courses.filter((course) => course.featured).length);
    for (const teacher of home.teachers) expect(teacher.lessons_taught).toBeGreaterThan(0);
  });
});
