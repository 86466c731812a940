import { COURSE_KINDS, LANGS } from '@hanyu/contract';
import type { DatabaseHandle } from '../db/database.ts';
import { testDatabases } from '../test/databases.ts';
import { loadSeed, seedData, seedIfEmpty } from './load-seed.ts';

describe('seed data', () => {
  it('has about a dozen teachers with 5–15 years and the languages they speak', () => {
    expect(seedData.teachers.length).toBeGreaterThanOrEqual(10);
    for (const teacher of seedData.teachers) {
      expect(teacher.experienceYears).toBeGreaterThanOrEqual(5);
      expect(teacher.experienceYears).toBeLessThanOrEqual(15);
      expect(teacher.languages).toContain('zh');
      expect(teacher.rating).toBeGreaterThan(0);
      expect(teacher.rating).toBeLessThanOrEqual(5);
    }
  });

  it('has three courses of each kind with integer CNY prices', () => {
    for (const kind of COURSE_KINDS) {
      expect(seedData.courses.filter((course) => course.kind === kind)).toHaveLength(3);
    }
    for (const course of seedData.courses) {
      expect(Number.isInteger(course.priceMinor)).toBe(true);
      expect(course.priceMinor).toBeGreaterThan(0);
      expect(course.currency).toBe('CNY');
    }
  });

  it('has unique slugs and a distinct, non-empty text in every language', () => {
    const slugs = [...seedData.teachers, ...seedData.courses].map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const texts = [
      ...seedData.teachers.map((teacher) => teacher.intro),
      ...seedData.courses.flatMap((course) => [course.title, course.summary]),
    ];
    for (const text of texts) {
      for (const lang of LANGS) expect(text[lang].trim().length).toBeGreaterThan(3);
      // Each language is its own text, not English copied over.
      expect(new Set(LANGS.map((lang) => text[lang])).size).toBe(LANGS.length);
    }
    // Spot checks of the scripts: Chinese, Japanese kana, Korean hangul.
    for (const text of texts) {
      expect(text['zh-cn']).toMatch(/\p{Script=Han}/u);
      expect(text.ko).toMatch(/\p{Script=Hangul}/u);
    }
    expect(
      seedData.teachers.every((teacher) =>
        /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(teacher.intro.ja),
      ),
    ).toBe(true);
  });
});

describe.each(testDatabases())('loading the seed on $name', (target) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(() => handle.close());

  const counts = async () => {
    const count = async (table: 'teachers' | 'courses' | 'translations') => {
      const row = await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    return {
      teachers: await count('teachers'),
      courses: await count('courses'),
      translations: await count('translations'),
    };
  };

  it('fills an empty database on first start', async () => {
    const summary = await seedIfEmpty(handle.db);
    const expectedTexts = (seedData.teachers.length + seedData.courses.length * 2) * LANGS.length;
    expect(summary).toEqual({
      teachers: seedData.teachers.length,
      courses: seedData.courses.length,
      translationsChanged: expectedTexts,
    });
    expect(await counts()).toEqual({
      teachers: seedData.teachers.length,
      courses: seedData.courses.length,
      translations: expectedTexts,
    });
  });

  it('does not seed a database that has a catalogue', async () => {
    expect(await seedIfEmpty(handle.db)).toBeNull();
  });

  it('is idempotent: loading again changes no row, id or timestamp', async () => {
    const before = await counts();
    const ids = await handle.db.selectFrom('teachers').select(['id', 'slug']).orderBy('id').execute();
    const stamps = await handle.db
      .selectFrom('translations')
      .select(['id', 'updated_at'])
      .orderBy('id')
      .execute();

    const summary = await loadSeed(handle.db);

    expect(summary.translationsChanged).toBe(0);
    expect(await counts()).toEqual(before);
    expect(await handle.db.selectFrom('teachers').select(['id', 'slug']).orderBy('id').execute()).toEqual(
      ids,
    );
    expect(
      await handle.db.selectFrom('translations').select(['id', 'updated_at']).orderBy('id').execute(),
    ).toEqual(stamps);
  });

  it('applies edits of the seed: changed texts and fields update in place', async () => {
    const [first, ...rest] = seedData.teachers;
    if (!first) throw new Error('seed has no teachers');
    const edited = {
      ...seedData,
      teachers: [
        {
          ...first,
          experienceYears: first.experienceYears + 1,
          intro: { ...first.intro, es: 'Texto nuevo.' },
        },
        ...rest,
      ],
    };

    const summary = await loadSeed(handle.db, edited);

    expect(summary.translationsChanged).toBe(1);
    const teacher = await handle.db
      .selectFrom('teachers')
      .select(['id', 'experience_years'])
      .where('slug', '=', first.slug)
      .executeTakeFirstOrThrow();
    expect(teacher.experience_years).toBe(first.experienceYears + 1);
    const intro = await handle.db
      .selectFrom('translations')
      .select(['value_char', 'languages'])
      .where('field_name', '=', 'teacher.intro')
      .where('model_id', '=', teacher.id)
      .where('language_trans', '=', 'es')
      .executeTakeFirstOrThrow();
    expect(intro).toEqual({ value_char: 'Texto nuevo.', languages: 'zh-cn' });
    expect((await counts()).teachers).toBe(seedData.teachers.length);

    await loadSeed(handle.db);
  });
});
