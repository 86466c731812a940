import { FALLBACK_LANG, type Lang } from '@hanyu/contract';
import { type RawBuilder, sql } from 'kysely';
import type { TextField } from '../translations/index.ts';

/**
 * The text of `field` for the row `modelId` in `language`, else in English, else '' — as a SQL
 * expression, so that a page of rows comes back with its texts in the same query (each lookup is
 * an index probe of translations' unique key).
 */
export function textOf(field: TextField, modelId: RawBuilder<unknown>, language: Lang): RawBuilder<string> {
  const lookup = (lang: Lang) =>
    sql`(select tr.value_char from translations tr where tr.field_name = ${field} and tr.model_id = ${modelId} and tr.language_trans = ${lang})`;
  if (language === FALLBACK_LANG) return sql<string>`coalesce(${lookup(language)}, '')`;
  return sql<string>`coalesce(${lookup(language)}, ${lookup(FALLBACK_LANG)}, '')`;
}

/**
 * The tags of a row as a JSON array of `{ id, scope, name }`, in the tags' order, named in
 * `language` with the English fallback.
 */
export function tagsJsonOf(
  join: 'teacher_tags' | 'course_tags' | 'post_tags',
  modelId: RawBuilder<unknown>,
  language: Lang,
): RawBuilder<TagJson[]> {
  const column = { teacher_tags: 'teacher_id', course_tags: 'course_id', post_tags: 'post_id' }[join];
  return sql<
    TagJson[]
  >`(select coalesce(json_agg(json_build_object('id', tg.id, 'scope', tg.scope, 'name', ${textOf(
    'tag.name',
    sql`tg.id`,
    language,
  )}) order by tg.sort, tg.id), '[]'::json) from ${sql.table(join)} jt join tags tg on tg.id = jt.tag_id where ${sql.ref(`jt.${column}`)} = ${modelId})`;
}

export interface TagJson {
  id: number;
  scope: 'live' | 'group' | 'video' | 'pub';
  name: string;
}

/**
 * Whether one of `fields` of the row `modelId` contains `q` (case-insensitive) in the requested
 * language, in English (the fallback the page may show) or in Chinese (learners type Chinese on
 * every site).
 */
export function textMatches(
  fields: readonly TextField[],
  modelId: RawBuilder<unknown>,
  language: Lang,
  q: string,
): RawBuilder<boolean> {
  const languages = [...new Set<Lang>([language, FALLBACK_LANG, 'zh-cn'])];
  return sql<boolean>`exists (select 1 from translations tr where tr.field_name in (${sql.join(
    fields,
  )}) and tr.model_id = ${modelId} and tr.language_trans in (${sql.join(languages)}) and tr.value_char ilike ${likePattern(q)} escape '\\')`;
}

/** `q` as an ILIKE pattern matching it anywhere, its own % _ and \ taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
