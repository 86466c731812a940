import type { Lang } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface TranslationRecord {
  field_name: string;
  model_id: string;
  value_char: string;
  language_trans: Lang;
  languages: Lang;
}

const columns = ['field_name', 'model_id', 'value_char', 'language_trans', 'languages'] as const;

export function findTranslationsByLanguage(
  db: Kysely<Database>,
  language: Lang,
): Promise<TranslationRecord[]> {
  return db
    .selectFrom('translations')
    .select(columns)
    .where('language_trans', '=', language)
    .orderBy('field_name')
    .orderBy('model_id')
    .execute();
}

export async function findLatestUpdateOfLanguage(db: Kysely<Database>, language: Lang): Promise<Date | null> {
  const row = await db
    .selectFrom('translations')
    .select((eb) => eb.fn.max('updated_at').as('latest'))
    .where('language_trans', '=', language)
    .executeTakeFirst();
  return row?.latest ?? null;
}

/** The texts of some fields of some model rows, in any of `languages`. */
export function findTranslationsOfModels(
  db: Kysely<Database>,
  query: { fields: readonly string[]; modelIds: readonly number[]; languages: readonly Lang[] },
): Promise<TranslationRecord[]> {
  if (query.fields.length === 0 || query.modelIds.length === 0 || query.languages.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .selectFrom('translations')
    .select(columns)
    .where('field_name', 'in', [...query.fields])
    .where('model_id', 'in', query.modelIds.map(String))
    .where('language_trans', 'in', [...query.languages])
    .execute();
}

/**
 * Inserts or updates texts by (field_name, model_id, language_trans). A row whose text and source
 * language are unchanged is left alone, so its `updated_at` (and the language's "latest") holds.
 */
export async function upsertTranslations(
  db: Kysely<Database>,
  rows: ReadonlyArray<{
    field_name: string;
    model_id: number;
    value_char: string;
    language_trans: Lang;
    languages: Lang;
  }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('translations')
    .values(rows.map((row) => ({ ...row })))
    .onConflict((oc) =>
      oc
        .constraint('translations_field_model_language_key')
        .doUpdateSet({
          value_char: (eb) => eb.ref('excluded.value_char'),
          languages: (eb) => eb.ref('excluded.languages'),
          updated_at: sql`now()`,
        })
        .where((eb) =>
          eb.or([
            eb('translations.value_char', 'is distinct from', eb.ref('excluded.value_char')),
            eb('translations.languages', 'is distinct from', eb.ref('excluded.languages')),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
