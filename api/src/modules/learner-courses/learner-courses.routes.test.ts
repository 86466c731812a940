import type { MyCourses, MyMaterials } from '@hanyu/contract';
import { sql } from 'kysely';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { demoCoursewareOn } from '../../test/courseware.ts';
import { testDatabases } from '../../test/databases.ts';
import { type Buyer, buyer, credit } from '../../test/orders-fixtures.ts';
import { grantVideoCourse, insertVideoCourse } from '../../test/video-learning.ts';

const ADDRESS = {
  name: 'Mei Tanaka',
  phone: '+34 600 123 456',
  country: 'ES',
  region: 'Madrid',
  city: 'Madrid',
  street: 'Calle Mayor 1, 2B',
  postal_code: '28013',
};

describe.each(testDatabases())('my lessons / courses and my materials on $name', (target) => {
  let t: TestApp;
  let hsk: number;
  let group: number;

  beforeAll(async () => {
    // The fixtures' group sessions are days ahead of the real clock the seed ran on.
    t = await openTestApp(target, { seed: catalogueFixtures, lessonHistory: false });
    const courses = await t.db.selectFrom('courses').select(['id', 'slug']).execute();
    hsk = Number(courses.find((course) => course.slug === 'live-hsk1')?.id);
    group = Number(courses.find((course) => course.slug === 'group-evening')?.id);
    await demoCoursewareOn(t.db, { id: String(hsk), slug: 'live-hsk1' });
    // The fixtures' HSK 1 course brings a printed textbook.
    await sql`update courses set printed_textbook = true where id = ${hsk}`.execute(t.db);
  });
  afterAll(() => t.close());

  const call = (who: Buyer | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      ...(payload ? { payload } : {}),
    });

  /** Buys the course's cheapest item (of `minutes` when given) through an order paid from the balance. */
  async function buy(who: Buyer, courseId: number, minutes?: number): Promise<void> {
    let query = t.db
      .selectFrom('course_skus')
      .select(['id', 'price_minor'])
      .where('course_id', '=', String(courseId))
      .orderBy('price_minor');
    if (minutes) query = query.where('lesson_minutes', '=', minutes);
    const sku = await query.executeTakeFirstOrThrow();
    await credit(t.db, who.id, Number(sku.price_minor));
    const order = await call(who, 'POST', '/user/order', { sku_id: Number(sku.id) });
    expect(order.statusCode).toBe(200);
    expect((await call(who, 'POST', `/user/order/${order.json().response.id}/pay`, {})).statusCode).toBe(200);
  }
  const courses = async (who: Buyer, language = 'en') => {
    const answer = await call(who, 'GET', `/user/courses?language=${language}`);
    expect(answer.statusCode).toBe(200);
    return (answer.json().response as MyCourses).list;
  };
  const materials = async (who: Buyer) => {
    const answer = await call(who, 'GET', '/user/materials?language=en');
    expect(answer.statusCode).toBe(200);
    return answer.json().response as MyMaterials;
  };

  it('lists a one-to-one package, a group class and a video course, each with its next action', async () => {
    const learner = await buyer(t.db, 'learner');
    await buy(learner, hsk, 50);
    await buy(learner, group);
    const video = await insertVideoCourse(t.db, { lessons: 3 });
    await grantVideoCourse(t.db, learner.id, video);

    const list = await courses(learner, 'zh-cn');
    const live = list.find((course) => course.course_id === hsk);
    expect(live).toMatchObject({
      kind: 'live',
      title: 'HSK 一级核心课',
      teacher_name: 'Ana Li',
      next_action: { kind: 'book', path: `book?course=${hsk}` },
    });
    expect(live?.remaining_minutes).toBe(live?.granted_minutes);
    expect(live?.granted_minutes).toBeGreaterThan(0);

    const groupClass = list.find((course) => course.course_id === group);
    expect(groupClass).toMatchObject({
      kind: 'group',
      class_status: 0,
      sessions_left: 2,
      next_action: { kind: 'await_class', path: `learning/group/${group}` },
    });
    expect(Date.parse(groupClass?.next_session_at ?? '')).toBeGreaterThan(Date.now());

    expect(list.find((course) => course.course_id === video.courseId)).toMatchObject({
      kind: 'video',
      lessons_done: 0,
      lessons_total: 3,
      next_action: { kind: 'continue_video', path: `learning/video/${video.courseId}` },
    });
    expect(list.map((course) => course.kind)).toEqual(['live', 'group', 'video']);
  });

  it('offers to buy again once the lesson time is used up, and a class that opened to enter', async () => {
    const learner = await buyer(t.db, 'spent');
    await buy(learner, hsk, 50);
    await buy(learner, group);
    await t.db
      .updateTable('lesson_time')
      .set((eb) => ({ spent_minutes: eb.ref('granted_minutes') }))
      .where('owner_id', '=', String(learner.id))
      .execute();
    await t.db
      .updateTable('group_classes')
      .set({ status: 1, opened_at: new Date() })
      .where('course_id', '=', String(group))
      .execute();
    const list = await courses(learner);
    expect(list.find((course) => course.course_id === hsk)).toMatchObject({
      remaining_minutes: 0,
      next_action: { kind: 'buy_again', path: `i/${hsk}` },
    });
    expect(list.find((course) => course.course_id === group)?.next_action.kind).toBe('enter_class');
    await t.db
      .updateTable('group_classes')
      .set({ status: 0, opened_at: null })
      .where('course_id', '=', String(group))
      .execute();
  });

  it('links a class to its course page only when the catalogue shows it (a class never sold has none)', async () => {
    const learner = await buyer(t.db, 'seated');
    await buy(learner, group);
    // A class with seats but nothing to buy, as the demo group class.
    const teacher = await t.db
      .selectFrom('courses')
      .select('teacher_user_id')
      .where('id', '=', String(group));
    const unsold = await t.db
      .insertInto('courses')
      .values({ slug: 'group-unsold', kind: 'group', level: 'HSK 1', teacher_user_id: teacher, sort: 999 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('group_classes')
      .values({ course_id: unsold.id, capacity: 6, min_head_count: 1, status: 1, opened_at: new Date() })
      .execute();
    await t.db
      .insertInto('enrolments')
      .values({ course_id: unsold.id, user_id: String(learner.id) })
      .execute();
    const list = await courses(learner);
    expect(list.find((course) => course.course_id === group)?.listed).toBe(true);
    const held = list.find((course) => course.course_id === Number(unsold.id));
    expect(held?.listed).toBe(false);
    // Without sessions ahead it is over: it offers its own page, never the catalogue's (not found).
    expect(held?.next_action).toEqual({ kind: 'enter_class', path: `learning/group/${unsold.id}` });
    expect((await call(learner, 'GET', `/open/courses/${unsold.id}?language=en`)).statusCode).toBe(404);
  });

  it('is empty for a learner without purchases, and asks for a session', async () => {
    expect(await courses(await buyer(t.db, 'new'))).toEqual([]);
    expect((await call(undefined, 'GET', '/user/courses')).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/user/materials')).statusCode).toBe(401);
  });

  it('lists the courseware of the courses held and the textbook waiting for an address, then on its way', async () => {
    const learner = await buyer(t.db, 'reader');
    expect(await materials(learner)).toEqual({ courseware: [], textbooks: [], address: null });
    await buy(learner, hsk, 50);
    const before = await materials(learner);
    expect(before.courseware).toEqual([
      {
        course_id: hsk,
        kind: 'live',
        title: 'HSK 1 Essentials',
        page_count: 4,
        next_lesson_at: null,
        path: `learning/courseware/${hsk}`,
      },
    ]);
    expect(before.textbooks).toEqual([
      {
        course_id: hsk,
        title: 'HSK 1 Essentials',
        state: 'awaiting_address',
        shipped_at: null,
        tracking_number: null,
        carrier: null,
        delivered_at: null,
      },
    ]);

    const saved = await call(learner, 'PUT', '/user/delivery/address', { ...ADDRESS, name: '  Mei Tanaka ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().response).toMatchObject({ ...ADDRESS });
    const after = await materials(learner);
    expect(after.address).toMatchObject(ADDRESS);
    expect(after.textbooks[0]?.state).toBe('preparing');
    const rows = await t.db
      .selectFrom('textbook_deliveries')
      .selectAll()
      .where('user_id', '=', String(learner.id))
      .execute();
    expect(rows.map((row) => [Number(row.course_id), row.state])).toEqual([[hsk, 'preparing']]);
  });

  it('refuses a bad address field by field with a 400, storing nothing', async () => {
    const learner = await buyer(t.db, 'careless');
    const refusals: Array<[object, string]> = [
      [{ name: '   ' }, 'name is required'],
      [{ phone: '12' }, 'phone must be a phone number'],
      [{ phone: '+1 (555) 000-00000000000' }, 'phone must have 6 to 15 digits'],
      [{ country: 'es' }, 'country must be a two-letter country code'],
      [{ country: 'ESP' }, 'country must be at most 2 characters'],
      [{ postal_code: '#1' }, 'postal_code must be 3 to 12 letters, digits, spaces or hyphens'],
      [{ street: 'x'.repeat(201) }, 'street must be at most 200 characters'],
      [{ city: 'Ma\u0000drid' }, 'city must not contain control characters'],
    ];
    for (const [change, message] of refusals) {
      const answer = await call(learner, 'PUT', '/user/delivery/address', { ...ADDRESS, ...change });
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json().error)).toContain(message);
    }
    const { city: _city, ...withoutCity } = ADDRESS;
    expect((await call(learner, 'PUT', '/user/delivery/address', withoutCity)).statusCode).toBe(400);
    expect((await materials(learner)).address).toBeNull();
  });

  it('keeps one address per learner when saves race, and one delivery per textbook', async () => {
    const learner = await buyer(t.db, 'racer');
    await buy(learner, hsk, 50);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call(learner, 'PUT', '/user/delivery/address', { ...ADDRESS, name: `Name ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const addresses = await t.db
      .selectFrom('delivery_addresses')
      .select('name')
      .where('user_id', '=', String(learner.id))
      .execute();
    expect(addresses).toHaveLength(1);
    const deliveries = await t.db
      .selectFrom('textbook_deliveries')
      .select('course_id')
      .where('user_id', '=', String(learner.id))
      .execute();
    expect(deliveries).toHaveLength(1);
  });
});
