import type { MentorMatch, MentorPage } from '@hanyu/contract';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { type Buyer, buyer } from '../../test/orders-fixtures.ts';
import { createSession } from '../users/index.ts';

const WINTER = new Date('2030-01-07T00:00:00Z');
const SUMMER = new Date('2030-07-01T00:00:00Z');

/** A London learner free on Monday mornings, 09:00–10:00 local time. */
const FORM = {
  purpose: 'exam',
  current_hsk: 1,
  target_hsk: 3,
  time_zone: 'Europe/London',
  availability: [{ week: 1, begin_minute: 540, end_minute: 600 }],
  budget_minor: 1_000_000,
  tags: ['hsk-prep'],
  languages: ['en'],
  min_experience_years: 5,
};

describe.each(testDatabases())('private mentor matching on $name', (target) => {
  let t: TestApp;
  let clock = WINTER;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await openTestApp(target, { seed: catalogueFixtures, lessonHistory: false, now: () => clock });
    const teachers = await t.db.selectFrom('teachers').select(['slug', 'user_id']).execute();
    for (const teacher of teachers) ids[teacher.slug] = Number(teacher.user_id);
    // Fixed weekly hours, Shanghai time: Ana Mondays 17:00–18:00 (London 09:00 in winter), Bo Mondays
    // 16:00–17:00 (London 09:00 in summer), Cai only Sunday nights.
    const hours: Record<string, [number, number, number]> = {
      'ana-li': [1, 17 * 60, 18 * 60],
      'bo-chen': [1, 16 * 60, 17 * 60],
      'cai-ming': [7, 3 * 60, 4 * 60],
    };
    await t.db.deleteFrom('teacher_availability').execute();
    await t.db
      .insertInto('teacher_availability')
      .values(
        Object.entries(hours).map(([slug, [week, begin, end]]) => ({
          teacher_user_id: ids[slug] as number,
          week,
          begin_minute: begin,
          end_minute: end,
        })),
      )
      .execute();
  });
  afterAll(() => t.close());
  afterEach(() => {
    clock = WINTER;
  });

  /** A learner signed in on the test's clock. */
  async function learner(): Promise<Buyer> {
    const who = await buyer(t.db, 'mentee');
    return { id: who.id, token: (await createSession(t.db, who.id, clock)).token };
  }
  const call = (who: Buyer, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${who.token}` },
      ...(payload ? { payload } : {}),
    });
  const match = async (who: Buyer, form: object = FORM, language = 'en') => {
    const answer = await call(who, 'POST', '/user/mentor/match', { form, language });
    expect(answer.statusCode).toBe(200);
    return answer.json().response as MentorMatch;
  };
  const page = async (who: Buyer, language = 'en') => {
    const answer = await call(who, 'GET', `/user/mentor?language=${language}`);
    expect(answer.statusCode).toBe(200);
    return answer.json().response as MentorPage;
  };

  it('starts empty, with the teacher tags to choose from', async () => {
    const who = await learner();
    const first = await page(who, 'zh-cn');
    expect(first.match).toBeNull();
    expect(first.level_test).toBeNull();
    expect(first.tags).toEqual([
      { key: 'hsk-prep', name: 'HSK 备考' },
      { key: 'business', name: '商务' },
    ]);
  });

  it('in winter matches the teacher free at London 09:00 = Shanghai 17:00, with why, and a dated plan', async () => {
    const who = await learner();
    const result = await match(who);
    expect(result.teachers).toEqual([
      {
        id: ids['ana-li'],
        name: 'Ana Li',
        score: 100,
        reasons: {
          tags: ['hsk-prep'],
          languages: ['en'],
          overlap_minutes: 60,
          experience_years: 10,
          within_budget: true,
        },
      },
    ]);
    // One free hour a week holds one 50-minute lesson: 100 study minutes a week.
    expect(result.plan.lessons_per_week).toBe(1);
    expect(result.plan.milestones.map((milestone) => milestone.hsk_level)).toEqual([2, 3]);
    expect(result.plan.milestones[0]).toEqual({ hsk_level: 2, weeks: 24, date: '2030-06-24' });
    expect(result.plan.kinds.map((kind) => kind.kind)).toEqual(['live', 'group', 'video']);
    expect(result.plan.kinds[0]?.courses[0]).toMatchObject({ title: expect.any(String), currency: 'CNY' });
    expect(result.matched_at).toBe(WINTER.toISOString());
  });

  it('in summer (BST) matches the teacher free at Shanghai 16:00 instead', async () => {
    clock = SUMMER;
    const who = await learner();
    const result = await match(who);
    expect(result.teachers.map((teacher) => teacher.id)).toEqual([ids['bo-chen']]);
    expect(result.teachers[0]?.reasons).toMatchObject({
      tags: ['hsk-prep'],
      languages: ['en'],
      overlap_minutes: 60,
    });
  });

  it('matches a Honolulu Sunday night with the Monday afternoon it is in Shanghai', async () => {
    const who = await learner();
    const result = await match(who, {
      ...FORM,
      // Honolulu (UTC−10, no DST) Sunday 23:00–24:00 is Monday 17:00–18:00 in Shanghai: Ana's hour.
      time_zone: 'Pacific/Honolulu',
      availability: [{ week: 7, begin_minute: 23 * 60, end_minute: 24 * 60 }],
    });
    expect(result.teachers.map((teacher) => teacher.id)).toEqual([ids['ana-li']]);
  });

  it('saves the match to the profile, reads it back in the reader language, and a re-match replaces it', async () => {
    const who = await learner();
    const first = await match(who);
    const saved = await page(who);
    expect(saved.match).toEqual(first);
    const zh = await page(who, 'zh-cn');
    expect(zh.match?.plan.kinds[0]?.courses[0]?.title).toMatch(/[\u4e00-\u9fff]/);

    const again = await match(who, { ...FORM, target_hsk: 4, tags: [], languages: [] });
    expect(again.plan.milestones.map((milestone) => milestone.hsk_level)).toEqual([2, 3, 4]);
    expect((await page(who)).match).toEqual(again);
    const rows = await t.db
      .selectFrom('mentor_plans')
      .select('user_id')
      .where('user_id', '=', String(who.id))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('prefills the current level from the level test, whose lessons a week feed the plan', async () => {
    const who = await learner();
    await t.db
      .updateTable('users')
      .set({
        hsk_level: 1,
        grade: 'beginner',
        learning_plan: JSON.stringify({ weekly_lessons: 3, tested_at: '2029-12-01T00:00:00.000Z' }),
      })
      .where('id', '=', String(who.id))
      .execute();
    expect((await page(who)).level_test).toEqual({
      hsk_level: 1,
      weekly_lessons: 3,
      tested_at: '2029-12-01T00:00:00.000Z',
    });
    const wide = { ...FORM, availability: [{ week: 1, begin_minute: 540, end_minute: 840 }] };
    expect((await match(who, wide)).plan.lessons_per_week).toBe(3);
  });

  it('refuses a form that does not add up with a 400 naming the field', async () => {
    const who = await learner();
    const refusals: Array<[object, string]> = [
      [{ target_hsk: 1 }, 'target_hsk must be above current_hsk'],
      [{ availability: [] }, 'availability needs at least one time range'],
      [
        { availability: [{ week: 8, begin_minute: 0, end_minute: 60 }] },
        'week must be an integer from 1 to 7',
      ],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone must be an IANA time zone'],
      [{ languages: ['xx'] }, 'languages must be among'],
      [{ budget_minor: -1 }, 'budget_minor must be an integer'],
      [{ purpose: 'fun' }, 'purpose must be one of'],
    ];
    for (const [change, message] of refusals) {
      const answer = await call(who, 'POST', '/user/mentor/match', { form: { ...FORM, ...change } });
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json().error)).toContain(message);
    }
    expect((await page(who)).match).toBeNull();
  });
});
