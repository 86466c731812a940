import { existsSync } from 'node:fs';
import path from 'node:path';
import { type CourseDetail, ERROR_CODES } from '@hanyu/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestApp, type TestApp } from '../test/app.ts';
import { API_ROOT, primaryTestDatabase } from '../test/databases.ts';
import { buyer, credit } from '../test/orders-fixtures.ts';
import { seedData } from './demo-seed.ts';

const ASSETS = path.join(API_ROOT, 'seed', 'assets', 'video');

/**
 * The demo seed's video courses (issue 24): every one the catalogue sells has lessons, each with its video
 * shipped in api/seed/assets/video; any other is shown as not yet available and refused at order.
 */
describe('the demo video courses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(primaryTestDatabase());
  });
  afterAll(() => t.close());

  const videoSlugs = seedData.courses
    .filter((course) => course.kind === 'video')
    .map((course) => course.slug);

  it('on sale have lessons, each with its video file; the others are refused at order', async () => {
    const learner = await buyer(t.db);
    await credit(t.db, learner.id, 1_000_000);
    const courses = await t.db
      .selectFrom('courses')
      .select(['id', 'slug'])
      .where('slug', 'in', videoSlugs)
      .execute();
    expect(courses.map((course) => course.slug).sort()).toEqual([...videoSlugs].sort());
    const onSale: string[] = [];
    for (const course of courses) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/open/courses/${course.id}?language=en` });
      expect(answer.statusCode).toBe(200);
      const detail = answer.json().response as CourseDetail;
      const lessons = await t.db
        .selectFrom('video_lessons as l')
        .leftJoin('video_lesson_items as item', (join) =>
          join.onRef('item.lesson_id', '=', 'l.id').on('item.type', '=', 'highlight'),
        )
        .leftJoin('video_clips as clip', 'clip.item_id', 'item.id')
        .select(['l.position', 'clip.file_name'])
        .where('l.course_id', '=', course.id)
        .execute();
      const sku = detail.skus[0];
      expect(sku).toBeDefined();
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/user/order/calculate',
        headers: { authorization: `Bearer ${learner.token}` },
        payload: { sku_id: sku?.id },
      });
      if (detail.for_sale) {
        onSale.push(course.slug);
        expect(lessons.length).toBeGreaterThan(0);
        for (const lesson of lessons) {
          expect(`${course.slug} lesson ${lesson.position}: ${lesson.file_name}`).toMatch(
            /: .+\.(webm|mp4)$/,
          );
          expect(existsSync(path.join(ASSETS, lesson.file_name ?? ''))).toBe(true);
        }
        expect(order.statusCode).toBe(200);
      } else {
        expect(lessons.some((lesson) => lesson.file_name === null) || lessons.length === 0).toBe(true);
        expect(order.statusCode).toBe(409);
        expect(order.json().error.code).toBe(ERROR_CODES.courseNotForSale);
      }
    }
    // Every demo video course has its lessons made (api/seed/assets/video/generate.mjs), so every one is sold.
    expect(onSale.sort()).toEqual([...videoSlugs].sort());
  });
});
