import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Courseware } from '@hanyu/contract';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { type ClassroomPeople, classroomPeople, lessonAt } from '../../test/classroom.ts';
import { demoCoursewareOn } from '../../test/courseware.ts';
import { primaryTestDatabase } from '../../test/databases.ts';
import type { Buyer } from '../../test/orders-fixtures.ts';
import { markLesson } from '../lessons/index.ts';

const NOW = new Date('2030-01-07T02:00:00Z');
const HOUR = 3_600_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('courseware: who reads it, its images, and the teacher adding pages', () => {
  let t: TestApp;
  let clock = NOW;
  let people: ClassroomPeople;
  let hsk1: number;
  let lesson: number;
  let uploadDir: string;

  const get = (who: Buyer | undefined, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    });
  const read = async (who: Buyer, url = `/api/learning/courseware/${hsk1}?language=es`) => {
    const answer = await get(who, url);
    return { status: answer.statusCode, courseware: answer.json().response as Courseware };
  };

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'courseware-test-'));
    t = await openTestApp(primaryTestDatabase(), {
      seed: catalogueFixtures,
      lessonHistory: false,
      now: () => clock,
      coursewareDir: uploadDir,
    });
    people = await classroomPeople(t, NOW);
    const course = await t.db
      .selectFrom('courses')
      .select(['id', 'slug'])
      .where('slug', '=', 'live-hsk1')
      .executeTakeFirstOrThrow();
    hsk1 = Number(course.id);
    // The demo's HSK 1 pages, on the fixtures' HSK 1 course.
    await demoCoursewareOn(t.db, course);
    lesson = await lessonAt(t, {
      teacher: people.ana,
      learner: people.learner,
      courseSlug: 'live-hsk1',
      startsAt: new Date(NOW.getTime() + 24 * HOUR),
      minutes: 50,
    });
  });
  afterEach(() => {
    clock = NOW;
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it("is read by the course's teacher and the learner of a lesson of it, in the reader's language", async () => {
    const { status, courseware } = await read(people.learner);
    expect(status).toBe(200);
    expect(courseware.course).toMatchObject({ id: hsk1, kind: 'live' });
    expect(courseware.can_edit).toBe(false);
    expect(courseware.pages.map((page) => page.number)).toEqual([1, 2, 3, 4]);
    expect(courseware.pages[1]).toMatchObject({
      title: 'Vocabulario: saludos',
      content_type: 'image/svg+xml',
    });
    expect(courseware.pages[1]?.alt).toContain('你好 (nǐ hǎo): hello');
    const teacher = await read(people.ana);
    expect(teacher.status).toBe(200);
    expect(teacher.courseware.can_edit).toBe(true);
  });

  it('is a 404 to anyone else: another teacher, another learner, an assistant outside a lesson', async () => {
    for (const who of [people.bo, people.otherLearner, people.stranger, people.assistant]) {
      expect((await get(who, `/api/learning/courseware/${hsk1}`)).statusCode).toBe(404);
    }
    expect((await get(undefined, `/api/learning/courseware/${hsk1}`)).statusCode).toBe(401);
    expect((await get(people.ana, '/api/learning/courseware/999999')).statusCode).toBe(404);
    expect((await get(people.ana, '/api/learning/courseware/abc')).statusCode).toBe(400);
  });

  it('is read by a learner holding a grant for the course', async () => {
    expect((await read(people.otherLearner)).status).toBe(404);
    const sku = await t.db
      .selectFrom('course_skus')
      .select('id')
      .where('course_id', '=', String(hsk1))
      .executeTakeFirstOrThrow();
    const order = await t.db
      .insertInto('orders')
      .values({
        user_id: people.otherLearner.id,
        sku_id: sku.id,
        course_id: hsk1,
        quantity: 1,
        unit_price_minor: 100,
        amount_minor: 100,
        discount_minor: 0,
        total_minor: 100,
        coupon_id: null,
        payer_id: null,
        paid_at: NOW,
        status: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('grants')
      .values({ owner_id: people.otherLearner.id, order_id: order.id, course_id: hsk1, kind: 'access' })
      .execute();
    expect((await read(people.otherLearner)).status).toBe(200);
  });

  it("is read by a seat holder of the course's group class (the group room's panel)", async () => {
    const group = await t.db.selectFrom('group_classes').select('course_id').executeTakeFirstOrThrow();
    const url = `/api/learning/courseware/${group.course_id}`;
    expect((await get(people.otherLearner, url)).statusCode).toBe(404);
    await t.db
      .insertInto('enrolments')
      .values({ course_id: group.course_id, user_id: people.otherLearner.id })
      .execute();
    expect((await get(people.otherLearner, url)).statusCode).toBe(200);
    await t.db.deleteFrom('enrolments').where('user_id', '=', String(people.otherLearner.id)).execute();
  });

  it("is the lesson's course for everyone in its classroom, the assistant teacher too", async () => {
    for (const who of [people.learner, people.ana, people.assistant]) {
      const { status, courseware } = await read(
        who,
        `/api/classroom/lessons/${lesson}/courseware?language=en`,
      );
      expect(status).toBe(200);
      expect(courseware.course.id).toBe(hsk1);
      expect(courseware.pages[0]?.title).toBe('HSK 1 Essentials · Lesson 1: Greetings');
    }
    expect((await get(people.bo, `/api/classroom/lessons/${lesson}/courseware`)).statusCode).toBe(404);
  });

  it('serves a page image at its signed address, privately cached, and to nobody once access is gone', async () => {
    const assistantView = await read(people.assistant, `/api/classroom/lessons/${lesson}/courseware`);
    const { courseware } = await read(people.learner);
    const url = courseware.pages[1]?.image_url as string;
    // The same address all day: the browser's cache keeps the image.
    expect((await read(people.learner)).courseware.pages[1]?.image_url).toBe(url);
    const image = await get(undefined, url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.body).toContain('你好');
    expect(image.body).toContain('nǐ hǎo');
    const etag = String(image.headers.etag);
    expect((await get(undefined, url, { 'if-none-match': etag })).statusCode).toBe(304);

    // Forged, for another course, another page's version, or expired: 404.
    expect((await get(undefined, url.replace(/key=[^&]+/, 'key=1.0.1.AAAA'))).statusCode).toBe(404);
    expect(
      (await get(undefined, url.replace(`/courseware/${hsk1}/`, `/courseware/${hsk1 + 1}/`))).statusCode,
    ).toBe(404);
    expect((await get(undefined, url.replace('/pages/2/', '/pages/3/'))).statusCode).toBe(404);
    clock = new Date(NOW.getTime() + 25 * HOUR);
    expect((await get(undefined, url)).statusCode).toBe(404);
    clock = NOW;

    // The lesson is cancelled: the addresses given through it stop working.
    const throughLesson = assistantView.courseware.pages[0]?.image_url as string;
    expect((await get(undefined, throughLesson)).statusCode).toBe(200);
    await markLesson(t.db, lesson, { status: 'cancelled', at: NOW, by: people.learner.id });
    expect((await get(undefined, throughLesson)).statusCode).toBe(404);
    expect((await get(undefined, url)).statusCode).toBe(404);
  });

  it('lets the teacher add a page, checking its type and size, and no one else', async () => {
    const upload = (who: Buyer, body: Buffer, type: string, query = 'title=Tones&alt=A%20tone%20chart') =>
      t.app.inject({
        method: 'POST',
        url: `/api/teacher/courses/${hsk1}/courseware/pages?${query}`,
        headers: { authorization: `Bearer ${who.token}`, 'content-type': type },
        body,
      });
    const added = await upload(people.ana, PNG, 'image/png');
    expect(added.statusCode).toBe(200);
    const pages = (added.json().response as Courseware).pages;
    expect(pages.at(-1)).toMatchObject({
      number: 5,
      title: 'Tones',
      alt: 'A tone chart',
      content_type: 'image/png',
    });
    const image = await get(undefined, pages.at(-1)?.image_url as string);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);

    expect((await upload(people.ana, Buffer.from('not an image'), 'image/png')).statusCode).toBe(415);
    expect((await upload(people.ana, PNG, 'image/jpeg')).statusCode).toBe(415);
    expect((await upload(people.ana, PNG, 'application/pdf')).statusCode).toBe(415);
    expect((await upload(people.ana, Buffer.alloc(6 * 1024 * 1024, 1), 'image/png')).statusCode).toBe(413);
    expect((await upload(people.ana, PNG, 'image/png', 'title=&alt=x')).statusCode).toBe(400);
    expect((await upload(people.ana, PNG, 'image/png', 'title=x')).statusCode).toBe(400);
    for (const who of [people.bo, people.learner])
      expect((await upload(who, PNG, 'image/png')).statusCode).toBe(404);
    const after = await read(people.ana);
    expect(after.courseware.pages).toHaveLength(5);
  });
});
