import type { FavouriteIds, FavouriteState, Favourites } from '@hanyu/contract';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { type Buyer, buyer } from '../../test/orders-fixtures.ts';

describe.each(testDatabases())('favourites on $name', (target) => {
  let t: TestApp;
  let ana: number;
  let bo: number;
  let hsk1: number;
  let tones: number;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: catalogueFixtures, lessonHistory: false });
    const teacherId = async (slug: string) =>
      Number(
        (
          await t.db
            .selectFrom('teachers')
            .select('user_id')
            .where('slug', '=', slug)
            .executeTakeFirstOrThrow()
        ).user_id,
      );
    const courseId = async (slug: string) =>
      Number(
        (await t.db.selectFrom('courses').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id,
      );
    ana = await teacherId('ana-li');
    bo = await teacherId('bo-chen');
    hsk1 = await courseId('live-hsk1');
    tones = await courseId('video-tones');
  });
  afterAll(() => t.close());

  const call = async (who: Buyer | undefined, method: 'GET' | 'PUT' | 'DELETE', url: string) => {
    const answer = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
    });
    return { status: answer.statusCode, body: answer.json() as { response: unknown } };
  };
  const ok = async <T>(who: Buyer, method: 'GET' | 'PUT' | 'DELETE', url: string): Promise<T> => {
    const answer = await call(who, method, url);
    if (answer.status !== 200)
      throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.response as T;
  };

  it('saves teachers and courses once each, lists them newest first, and removes them', async () => {
    const learner = await buyer(t.db, 'saver');
    for (const url of [
      `/user/favourites/teachers/${ana}`,
      `/user/favourites/teachers/${bo}`,
      `/user/favourites/teachers/${ana}`,
      `/user/favourites/courses/${hsk1}`,
      `/user/favourites/courses/${tones}`,
    ])
      expect(await ok<FavouriteState>(learner, 'PUT', url)).toEqual({ saved: true });
    const ids = await ok<FavouriteIds>(learner, 'GET', '/user/favourites/ids');
    expect(ids.teacher_ids.sort()).toEqual([ana, bo].sort());
    expect(ids.course_ids.sort()).toEqual([hsk1, tones].sort());
    const list = await ok<Favourites>(learner, 'GET', '/user/favourites?language=zh-cn');
    expect(list.teachers.map((teacher) => teacher.name).sort()).toEqual(['Ana Li', 'Bo Chen']);
    expect(list.teachers[0]).toMatchObject({ avatar: expect.any(String), saved_at: expect.any(String) });
    expect(list.courses).toHaveLength(2);
    expect(list.courses.find((course) => course.id === hsk1)).toMatchObject({
      kind: 'live',
      title: expect.any(String),
      teacher_name: expect.any(String),
    });
    expect(list.courses.every((course) => course.title !== '')).toBe(true);

    expect(await ok<FavouriteState>(learner, 'DELETE', `/user/favourites/teachers/${ana}`)).toEqual({
      saved: false,
    });
    // Removing what is not saved changes nothing.
    expect(await ok<FavouriteState>(learner, 'DELETE', `/user/favourites/teachers/${ana}`)).toEqual({
      saved: false,
    });
    await ok(learner, 'DELETE', `/user/favourites/courses/${tones}`);
    expect(await ok<FavouriteIds>(learner, 'GET', '/user/favourites/ids')).toEqual({
      teacher_ids: [bo],
      course_ids: [hsk1],
    });
    const rows = await t.db
      .selectFrom('favourites')
      .select('id')
      .where('user_id', '=', String(learner.id))
      .execute();
    expect(rows).toHaveLength(2);
  });

  it("keeps each user's favourites their own", async () => {
    const one = await buyer(t.db, 'one');
    const two = await buyer(t.db, 'two');
    await ok(one, 'PUT', `/user/favourites/teachers/${ana}`);
    await ok(two, 'DELETE', `/user/favourites/teachers/${ana}`);
    expect(await ok<FavouriteIds>(two, 'GET', '/user/favourites/ids')).toEqual({
      teacher_ids: [],
      course_ids: [],
    });
    expect((await ok<Favourites>(two, 'GET', '/user/favourites')).teachers).toEqual([]);
    expect((await ok<FavouriteIds>(one, 'GET', '/user/favourites/ids')).teacher_ids).toEqual([ana]);
    expect((await call(undefined, 'GET', '/user/favourites')).status).toBe(401);
    expect((await call(undefined, 'PUT', `/user/favourites/teachers/${ana}`)).status).toBe(401);
  });

  it('saves concurrently once', async () => {
    const learner = await buyer(t.db, 'hasty');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(learner, 'PUT', `/user/favourites/courses/${hsk1}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect((await ok<FavouriteIds>(learner, 'GET', '/user/favourites/ids')).course_ids).toEqual([hsk1]);
  });

  it('answers 404 for a teacher or course that does not exist and 400 for a malformed id', async () => {
    const learner = await buyer(t.db, 'typo');
    // A user who teaches nothing is no teacher.
    expect((await call(learner, 'PUT', `/user/favourites/teachers/${learner.id}`)).status).toBe(404);
    expect((await call(learner, 'PUT', '/user/favourites/courses/999999')).status).toBe(404);
    for (const url of [
      '/user/favourites/teachers/abc',
      '/user/favourites/courses/-1',
      '/user/favourites?language=xx',
    ])
      expect((await call(learner, url.includes('?') ? 'GET' : 'PUT', url)).status).toBe(400);
  });
});
