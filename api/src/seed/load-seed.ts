import { LANGS, type Lang } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import { courses } from '../../seed/courses.ts';
import { teachers } from '../../seed/teachers.ts';
import type { Database } from '../db/schema.ts';
import {
  countCatalogueRows,
  upsertCourseBySlug,
  upsertTeacherBySlug,
} from '../modules/catalogue/catalogue.repository.ts';
import { TEXT_FIELDS } from '../modules/catalogue/catalogue.service.ts';
import { upsertTranslations } from '../modules/translations/translations.repository.ts';
import type { SeedData, Texts } from './seed-data.ts';

/** The demo catalogue in api/seed/. */
export const seedData: SeedData = { teachers, courses };

export interface SeedSummary {
  teachers: number;
  courses: number;
  /** Translation rows inserted or changed; 0 when the database already held this seed. */
  translationsChanged: number;
}

type TranslationInput = Parameters<typeof upsertTranslations>[1][number];

function translationRows(field: string, modelId: number, texts: Texts, source: Lang): TranslationInput[] {
  return LANGS.map((language) => ({
    field_name: field,
    model_id: modelId,
    value_char: texts[language],
    language_trans: language,
    languages: source,
  }));
}

/**
 * Loads the seed in one transaction, keyed by slug and by (field, row, language), so running it
 * again changes nothing and running it after editing the seed applies the edits.
 */
export function loadSeed(db: Kysely<Database>, data: SeedData = seedData): Promise<SeedSummary> {
  return db.transaction().execute(async (trx) => {
    const rows: TranslationInput[] = [];
    for (const [sort, teacher] of data.teachers.entries()) {
      const id = await upsertTeacherBySlug(trx, {
        slug: teacher.slug,
        name: teacher.name,
        experience_years: teacher.experienceYears,
        languages: teacher.languages,
        rating: teacher.rating,
        lessons_taught: teacher.lessonsTaught,
        featured: teacher.featured,
        sort,
      });
      rows.push(...translationRows(TEXT_FIELDS.teacherIntro, id, teacher.intro, teacher.sourceLanguage));
    }
    for (const [sort, course] of data.courses.entries()) {
      const id = await upsertCourseBySlug(trx, {
        slug: course.slug,
        kind: course.kind,
        level: course.level,
        lesson_count: course.lessonCount,
        lesson_minutes: course.lessonMinutes,
        price_minor: course.priceMinor,
        currency: course.currency,
        featured: course.featured,
        sort,
      });
      rows.push(...translationRows(TEXT_FIELDS.courseTitle, id, course.title, course.sourceLanguage));
      rows.push(...translationRows(TEXT_FIELDS.courseSummary, id, course.summary, course.sourceLanguage));
    }
    const translationsChanged = await upsertTranslations(trx, rows);
    return { teachers: data.teachers.length, courses: data.courses.length, translationsChanged };
  });
}

/** Seeds a database without any teacher or course (the first start); returns null otherwise. */
export async function seedIfEmpty(
  db: Kysely<Database>,
  data: SeedData = seedData,
): Promise<SeedSummary | null> {
  if ((await countCatalogueRows(db)) > 0) return null;
  return loadSeed(db, data);
}
