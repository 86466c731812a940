import { FALLBACK_LANG, type Lang, type LanguageUpdate, type TranslationRow } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  findLatestUpdateOfLanguage,
  findTranslationsByLanguage,
  findTranslationsOfModels,
  type TranslationRecord,
} from './translations.repository.ts';

export async function translationsOf(db: Kysely<Database>, language: Lang): Promise<TranslationRow[]> {
  const rows = await findTranslationsByLanguage(db, language);
  return rows.map((row) => ({ ...row, model_id: Number(row.model_id) }));
}

export async function latestUpdateOf(db: Kysely<Database>, language: Lang): Promise<LanguageUpdate> {
  const latest = await findLatestUpdateOfLanguage(db, language);
  return { updated_at: latest ? new Date(latest).toISOString() : null };
}

/** Looks up a model field's text in one language, falling back to English, then to "". */
export type ModelTexts = (field: string, modelId: number) => string;

/** Loads the texts of `fields` for `modelIds` in `language` with the English fallback. */
export async function modelTexts(
  db: Kysely<Database>,
  query: { fields: readonly string[]; modelIds: readonly number[]; language: Lang },
): Promise<ModelTexts> {
  const languages = query.language === FALLBACK_LANG ? [FALLBACK_LANG] : [query.language, FALLBACK_LANG];
  const rows = await findTranslationsOfModels(db, { ...query, languages });
  return textLookup(rows, query.language);
}

/** The fallback rule on loaded rows: the requested language, else English, else empty. */
export function textLookup(rows: readonly TranslationRecord[], language: Lang): ModelTexts {
  const byKey = new Map<string, string>();
  const key = (field: string, modelId: number | string, lang: Lang) =>
    `${lang}\u0000${field}\u0000${modelId}`;
  for (const row of rows)
    byKey.set(key(row.field_name, Number(row.model_id), row.language_trans), row.value_char);
  return (field, modelId) =>
    byKey.get(key(field, modelId, language)) ?? byKey.get(key(field, modelId, FALLBACK_LANG)) ?? '';
}
