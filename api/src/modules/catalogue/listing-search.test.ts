import { CoursesResponse, type FacetCount, TeachersResponse } from '@hanyu/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fromZonedTime } from 'date-fns-tz';
import * as v from 'valibot';
import type { SeedCourse, SeedData, SeedTeacher } from '../../seed-data.ts';
import { type ErrorJson, openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures, texts } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { upsertAccounts } from './catalogue.store.ts';
import {
  cellCode,
  cellSpans,
  cellsOfStarts,
  freeTimeWindow,
  type SearchableTeacher,
  searchTeachers,
} from './listing-search.ts';

const HOUR = 3_600_000;

describe('cells of the visitor week', () => {
  // 23 March 2026 is a Monday; Berlin moves its clocks forward on Sunday 29 March.
  const window = { from: new Date('2026-03-23T00:00:00Z'), to: new Date('2026-04-06T00:00:00Z') };

  it('places Berlin weekday evenings by the zone rules on each side of the clock change', () => {
    const monday = cellSpans('Europe/Berlin', window).get(cellCode(1, 'evening'));
    expect(
      monday?.map((span) => [new Date(span.start).toISOString(), new Date(span.end).toISOString()]),
    ).toEqual([
      ['2026-03-23T17:00:00.000Z', '2026-03-23T23:00:00.000Z'],
      ['2026-03-30T16:00:00.000Z', '2026-03-30T22:00:00.000Z'],
    ]);
  });

  it('gives the night of the change its 5 hours and clips to the window', () => {
    const spans = cellSpans('Europe/Berlin', window);
    const sundayNight = spans.get(cellCode(7, 'night'));
    // 29 March 00:00–06:00 Berlin is 23:00–04:00 UTC: one hour shorter.
    expect(sundayNight?.[0]).toEqual({
      start: Date.parse('2026-03-28T23:00:00Z'),
      end: Date.parse('2026-03-29T04:00:00Z'),
    });
    for (const list of spans.values())
      for (const span of list) {
        expect(span.start).toBeGreaterThanOrEqual(window.from.getTime());
        expect(span.end).toBeLessThanOrEqual(window.to.getTime());
      }
  });

  it('rounds the parts of a zone 45 minutes off the hour up to the slot grid', () => {
    const kathmandu = cellSpans('Asia/Kathmandu', window).get(cellCode(2, 'morning'));
    // 06:00 in Kathmandu (UTC+05:45) is 00:15 UTC: the first start in the morning is 00:30 UTC.
    expect(new Date(kathmandu?.[0]?.start ?? 0).toISOString()).toBe('2026-03-24T00:30:00.000Z');
  });

  it('starts the window at the first bookable start, on the grid, and looks 14 days ahead', () => {
    const { from, to } = freeTimeWindow(new Date('2026-03-23T10:07:00Z'));
    expect(from.toISOString()).toBe('2026-03-23T12:30:00.000Z');
    expect(to.getTime() - from.getTime()).toBe(14 * 24 * HOUR);
  });
});

describe('filters and counts', () => {
  const teacher = (fields: Partial<SearchableTeacher> & { userId: number }): SearchableTeacher => ({
    sort: fields.userId,
    rating: 4.5,
    experienceYears: 5,
    lessonsTaught: 0,
    languages: ['zh', 'en'],
    native: 'zh',
    gender: 2,
    priceMinor: 10_000,
    cells: [],
    ...fields,
  });
  const evening = cellCode(1, 'evening');
  const morning = cellCode(6, 'morning');
  const teachers = [
    teacher({ userId: 1, cells: [evening], priceMinor: 6_000, gender: 1 }),
    teacher({ userId: 2, cells: [evening, morning], rating: 4.9, languages: ['zh', 'es'] }),
    teacher({ userId: 3, cells: [morning], native: 'es', rating: 3.5, priceMinor: 20_000 }),
    teacher({ userId: 4, cells: [], gender: 0, priceMinor: null, rating: 4.1 }),
  ];
  const base = { currency: 'CNY' as const, rate: '1', sort: 'rating' as const };
  const counts = (list: FacetCount[]) => Object.fromEntries(list.map((facet) => [facet.value, facet.count]));

  it('keeps teachers matching every chosen filter, ordered', () => {
    const result = searchTeachers(teachers, { ...base, days: [1], parts: ['evening'], priceMax: 10_000 });
    expect(result.matches.map((t) => t.userId)).toEqual([2, 1]);
  });

  it('counts each value with the other filters kept and its own replaced', () => {
    const { facets } = searchTeachers(teachers, { ...base, gender: 'female', parts: ['morning'] });
    // Gender counted among the teachers free in a morning (2, 3): one woman, no man.
    expect(counts(facets.gender)).toEqual({ female: 2, male: 0 });
    // Parts counted among the women (2, 3, and not 4 whose gender is undisclosed).
    expect(counts(facets.parts)).toEqual({ morning: 2, afternoon: 0, evening: 1, night: 0 });
    expect(counts(facets.days)).toMatchObject({ 1: 0, 6: 2 });
    expect(counts(facets.native)).toEqual({ zh: 1, es: 1 });
    expect(counts(facets.rating_min)).toEqual({ 3: 2, 4: 1, 4.5: 1 });
  });

  it('compares prices in the visitor currency by the one conversion, a teacher without a price never matching', () => {
    // ¥60 is €7.27, ¥100 €12.12 at 0.1212.
    const eur = { ...base, currency: 'EUR' as const, rate: '0.1212' };
    expect(searchTeachers(teachers, { ...eur, priceMax: 727 }).matches.map((t) => t.userId)).toEqual([1]);
    expect(searchTeachers(teachers, { ...eur, priceMax: 726 }).matches).toEqual([]);
    expect(
      searchTeachers(teachers, { ...eur, priceMin: 1212, priceMax: 1212 }).matches.map((t) => t.userId),
    ).toEqual([2]);
  });
});

/** A seed teacher of these suites: named after its slug, without hours unless given. */
const seedTeacher = (slug: string, fields: Partial<SeedTeacher>): SeedTeacher => ({
  slug,
  name: slug.toUpperCase(),
  experienceYears: 6,
  languages: ['zh', 'en'],
  rating: 0,
  featured: false,
  intro: texts(`Teacher ${slug}`, `老师 ${slug}`),
  sourceLanguage: 'en',
  tags: [],
  video: null,
  availability: [],
  ...fields,
});

describe.each(testDatabases())('GET /open/teachers filters on $name', (target) => {
  let t: TestApp;
  const idOf = new Map<string, number>();
  const everyDay = [1, 2, 3, 4, 5, 6, 7];
  const liveCourse = (teacher: string, yuanPerLesson: number): SeedCourse => ({
    slug: `live-${teacher}`,
    kind: 'live',
    level: 'HSK 1',
    featured: false,
    title: texts(`Lessons with ${teacher}`, `${teacher} 一对一`),
    summary: texts('One-on-one', '一对一'),
    description: texts('<p>One-on-one.</p>', '<p>一对一。</p>'),
    sourceLanguage: 'en',
    tags: [],
    teacher,
    skus: [
      {
        lessonMinutes: 25,
        lessonCount: 10,
        priceMinor: yuanPerLesson * 1000,
        purchaseLimit: null,
        stock: null,
        selfBooking: true,
        dailyBookingLimit: null,
        monthlyBookingLimit: null,
        deliveryWays: ['classroom'],
      },
    ],
    group: null,
    videoLessons: [],
  });
  const seed: SeedData = {
    ...catalogueFixtures,
    teachers: [
      // Free around the clock.
      seedTeacher('mei', {
        gender: 'female',
        nativeLanguage: 'zh',
        availability: everyDay.map((week) => ({ week, begin_minute: 0, end_minute: 1440 })),
      }),
      // 01:00–07:00 in Shanghai, Monday to Saturday: evenings in Berlin (Sunday to Friday).
      seedTeacher('jun', {
        gender: 'male',
        nativeLanguage: 'zh',
        languages: ['zh', 'es'],
        availability: [1, 2, 3, 4, 5, 6].map((week) => ({ week, begin_minute: 60, end_minute: 420 })),
      }),
      // 09:00–12:00 in Shanghai on weekdays: the small hours in Berlin.
      seedTeacher('ana', {
        gender: 'female',
        nativeLanguage: 'es',
        languages: ['zh', 'es', 'en'],
        availability: [1, 2, 3, 4, 5].map((week) => ({ week, begin_minute: 540, end_minute: 720 })),
      }),
      seedTeacher('lee', {}),
    ],
    courses: [liveCourse('mei', 100), liveCourse('jun', 60), liveCourse('ana', 200)],
  };

  beforeAll(async () => {
    t = await openTestApp(target, { seed, lessonHistory: false });
    for (const row of await t.db.selectFrom('teachers').select(['slug', 'user_id']).execute())
      idOf.set(row.slug, Number(row.user_id));
    // Ratings are the reviews' rollup; set here as the reviews would leave them.
    for (const [slug, rating] of [
      ['mei', '4.9'],
      ['jun', '4.6'],
      ['ana', '3.8'],
      ['lee', '4.2'],
    ] as const)
      await t.db.updateTable('teachers').set({ rating }).where('slug', '=', slug).execute();
  });
  afterAll(() => t.close());

  const get = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/open/teachers?language=en&${query}` });
    if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
    return v.parse(TeachersResponse, res.json().response);
  };
  const names = (body: TeachersResponse) => body.list.map((teacher) => teacher.name);
  const counts = (list: FacetCount[]) => Object.fromEntries(list.map((facet) => [facet.value, facet.count]));

  it('finds teachers free on weekday evenings in Berlin under a price in euros', async () => {
    const evenings = 'days=1,2,3,4,5&parts=evening&tz=Europe/Berlin&sort=rating';
    expect(names(await get(evenings))).toEqual(['MEI', 'JUN']);
    // ¥60 a lesson is €7.27, ¥100 €12.12.
    const cheap = await get(`${evenings}&currency=EUR&price_max=1000`);
    expect(names(cheap)).toEqual(['JUN']);
    expect(cheap.paging.total).toBe(1);
    expect(counts(cheap.facets.gender)).toEqual({ female: 0, male: 1 });
    expect(counts(cheap.facets.parts)).toMatchObject({ evening: 1, morning: 0, afternoon: 0 });
    // Without the price, Mei too; Ana (the small hours) never.
    expect(counts((await get(evenings)).facets.speaks)).toMatchObject({ zh: 2, en: 1, es: 1 });
  });

  it('reads the same hours as mornings in Shanghai', async () => {
    expect(names(await get('days=1,2,3,4,5&parts=morning&tz=Asia/Shanghai&sort=rating'))).toEqual([
      'MEI',
      'JUN',
      'ANA',
    ]);
  });

  it('filters by native language, languages spoken, gender and rating, and counts per value', async () => {
    expect(names(await get('native=es'))).toEqual(['ANA']);
    expect(names(await get('speaks=es&sort=rating'))).toEqual(['JUN', 'ANA']);
    expect(names(await get('gender=female&sort=rating'))).toEqual(['MEI', 'ANA']);
    const rated = await get('rating_min=4.5&sort=rating');
    expect(names(rated)).toEqual(['MEI', 'JUN']);
    expect(counts(rated.facets.rating_min)).toEqual({ 3: 4, 4: 3, 4.5: 2 });
    expect(counts(rated.facets.native)).toEqual({ zh: 2 });
    expect(counts(rated.facets.gender)).toEqual({ female: 1, male: 1 });
  });

  it('takes lessons out of free time', async () => {
    // Jun's only Berlin evenings are taken once a booking fills each of his windows in the next 15 days.
    const jun = String(idOf.get('jun'));
    const learner = (await upsertAccounts(t.db, [{ email: 'busy@learners.example', nickName: 'Busy' }])).get(
      'busy@learners.example',
    ) as string;
    const course = await t.db
      .selectFrom('courses')
      .select('id')
      .where('slug', '=', 'live-jun')
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const lessons = [];
    // 01:00–07:00 Shanghai is 17:00–23:00 UTC the day before.
    for (let day = -1; day <= 16; day++) {
      const start = new Date(Math.floor(now / 86_400_000) * 86_400_000 + day * 86_400_000 + 17 * HOUR);
      lessons.push({
        teacher_user_id: jun,
        student_user_id: learner,
        course_id: course.id,
        starts_at: start,
        ends_at: new Date(start.getTime() + 6 * HOUR),
        status: 'booked' as const,
      });
    }
    await t.db.insertInto('lessons').values(lessons).execute();
    const body = await get('parts=evening&tz=Europe/Berlin');
    expect(names(body)).toEqual(['MEI']);
    await t.db.deleteFrom('lessons').where('teacher_user_id', '=', jun).execute();
  });

  it.each([
    'days=8',
    'days=1,,2',
    'parts=dusk',
    'tz=Mars/Olympus',
    'currency=XYZ',
    'price_min=-1',
    'price_max=1.5',
    'rating_min=2',
    'gender=other',
    'native=klingon',
  ])('refuses %s with a 400', async (query) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/open/teachers?language=en&${query}` });
    expect(res.statusCode).toBe(400);
    expect((res.json() as ErrorJson).error.code).toBe(400);
  });
});

describe('cells a group class meets in', () => {
  it('reads each session start in the visitor zone, once per cell', () => {
    const starts = ['2026-03-23T18:00:00Z', '2026-03-30T18:00:00Z', '2026-03-28T09:30:00Z'].map(
      (iso) => new Date(iso),
    );
    // Monday 19:00 and (after the change) 20:00 in Berlin: evening; Saturday 10:30: morning.
    expect(cellsOfStarts(starts, 'Europe/Berlin')).toEqual([cellCode(1, 'evening'), cellCode(6, 'morning')]);
    // The same instants are Tuesday's small hours and Saturday afternoon (17:30) in Shanghai.
    expect(cellsOfStarts(starts, 'Asia/Shanghai')).toEqual([cellCode(2, 'night'), cellCode(6, 'afternoon')]);
  });
});

describe.each(testDatabases())('GET /open/courses filters on $name', (target) => {
  let t: TestApp;
  const course = (slug: string, kind: 'group' | 'video', owner: string, yuan: number): SeedCourse => ({
    slug,
    kind,
    level: 'HSK 2',
    featured: false,
    title: texts(slug.toUpperCase(), slug),
    summary: texts('A course', '课程'),
    description: texts('<p>A course.</p>', '<p>课程。</p>'),
    sourceLanguage: 'en',
    tags: [],
    teacher: owner,
    skus: [
      {
        lessonMinutes: 60,
        lessonCount: 8,
        priceMinor: yuan * 100,
        purchaseLimit: null,
        stock: null,
        selfBooking: false,
        dailyBookingLimit: null,
        monthlyBookingLimit: null,
        deliveryWays: ['classroom'],
      },
    ],
    group:
      kind === 'group'
        ? { capacity: 6, minHeadCount: 1, sessions: [{ inDays: 3, shanghaiTime: '19:30', minutes: 60 }] }
        : null,
    videoLessons: [],
  });
  const seed: SeedData = {
    ...catalogueFixtures,
    teachers: [
      seedTeacher('mei', { gender: 'female', nativeLanguage: 'zh' }),
      seedTeacher('ana', { gender: 'female', nativeLanguage: 'es', languages: ['zh', 'es'] }),
      seedTeacher('jun', { gender: 'male', nativeLanguage: 'zh' }),
    ],
    courses: [
      course('evenings', 'group', 'mei', 600),
      course('weekend', 'group', 'jun', 400),
      course('video-es', 'video', 'ana', 200),
    ],
  };

  /** The next `weekday` (ISO) at least two days ahead, at `time` on Berlin's clock. */
  const berlin = (weekday: number, time: string, weeksLater = 0) => {
    const day = new Date(Date.now() + 2 * 86_400_000);
    while (((day.getUTCDay() + 6) % 7) + 1 !== weekday) day.setUTCDate(day.getUTCDate() + 1);
    day.setUTCDate(day.getUTCDate() + 7 * weeksLater);
    return fromZonedTime(`${day.toISOString().slice(0, 10)}T${time}:00`, 'Europe/Berlin');
  };
  const idOf = new Map<string, string>();

  beforeAll(async () => {
    t = await openTestApp(target, { seed, lessonHistory: false });
    for (const row of await t.db.selectFrom('courses').select(['slug', 'id']).execute())
      idOf.set(row.slug, row.id);
    // Timetables: Monday and Wednesday evenings; Saturday and Sunday mornings (all in Berlin).
    const timetables: Array<[string, Date[]]> = [
      ['evenings', [berlin(1, '19:00'), berlin(3, '19:00'), berlin(1, '19:00', 1)]],
      ['weekend', [berlin(6, '10:00'), berlin(7, '10:00')]],
    ];
    for (const [slug, starts] of timetables) {
      const courseId = idOf.get(slug) as string;
      await t.db.deleteFrom('group_sessions').where('course_id', '=', courseId).execute();
      await t.db
        .insertInto('group_sessions')
        .values(starts.map((starts_at) => ({ course_id: courseId, starts_at, minutes: 60 })))
        .execute();
    }
    // Ratings are the reviews' rollup; written here as reviews would leave them: 4.5 from 2, 3.0 from 1.
    await t.db
      .insertInto('review_rollups')
      .values([
        {
          subject: 'course',
          subject_id: idOf.get('weekend') as string,
          review_count: 2,
          star_sum: 9,
          stars_4: 1,
          stars_5: 1,
        },
        {
          subject: 'course',
          subject_id: idOf.get('evenings') as string,
          review_count: 1,
          star_sum: 3,
          stars_3: 1,
        },
      ])
      .execute();
  });
  afterAll(() => t.close());

  const get = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/open/courses?language=en&${query}` });
    if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
    return v.parse(CoursesResponse, res.json().response);
  };
  const titles = (body: CoursesResponse) => body.list.map((card) => card.title);
  const counts = (list: FacetCount[]) => Object.fromEntries(list.map((facet) => [facet.value, facet.count]));

  it('finds the group classes that meet on weekday evenings in Berlin, and counts per choice', async () => {
    const body = await get('kind=group&days=1,2,3,4,5&parts=evening&tz=Europe/Berlin');
    expect(titles(body)).toEqual(['EVENINGS']);
    expect(body.paging.total).toBe(1);
    expect(counts(body.facets.parts)).toEqual({ morning: 0, afternoon: 0, evening: 1, night: 0 });
    expect(counts(body.facets.days)).toEqual({ 1: 1, 2: 0, 3: 1, 4: 0, 5: 0, 6: 0, 7: 0 });
    const weekend = await get('kind=group&days=6&tz=Europe/Berlin');
    expect(titles(weekend)).toEqual(['WEEKEND']);
    expect(counts(weekend.facets.days)).toEqual({ 1: 1, 2: 0, 3: 1, 4: 0, 5: 0, 6: 1, 7: 1 });
    expect(titles(await get('kind=group&days=1,6&tz=Europe/Berlin&sort=price_asc'))).toEqual([
      'WEEKEND',
      'EVENINGS',
    ]);
    // In Shanghai the same sessions are the small hours and a Saturday evening.
    expect(titles(await get('kind=group&parts=evening&tz=Asia/Shanghai'))).toEqual([]);
  });

  it('filters by price in the visitor currency, the teacher, and the rating, and sorts by rating', async () => {
    // ¥400 is €48.48, ¥600 €72.72 at the fixtures' rate.
    expect(titles(await get('kind=group&currency=EUR&price_max=5000'))).toEqual(['WEEKEND']);
    expect(titles(await get('kind=group&gender=female'))).toEqual(['EVENINGS']);
    expect(titles(await get('native=es'))).toEqual(['VIDEO-ES']);
    const rated = await get('kind=group&rating_min=4');
    expect(titles(rated)).toEqual(['WEEKEND']);
    expect(counts(rated.facets.rating_min)).toEqual({ 3: 2, 4: 1, 4.5: 1 });
    const byRating = await get('kind=group&sort=rating');
    expect(byRating.list.map((card) => [card.title, card.rating, card.review_count])).toEqual([
      ['WEEKEND', 4.5, 2],
      ['EVENINGS', 3, 1],
    ]);
  });

  it('refuses a bad filter with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/open/courses?language=en&parts=dusk' });
    expect(res.statusCode).toBe(400);
  });
});
