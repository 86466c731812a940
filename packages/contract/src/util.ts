import * as v from 'valibot';
import { LANGS } from './constants.ts';

/** `language` query parameter: a route language segment. */
export const LanguageQuery = v.object({
  language: v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`),
});
export type LanguageQuery = v.InferOutput<typeof LanguageQuery>;

/** Language option of SPEC §3. */
export const LanguageOption = v.object({
  /** Name of the language in itself ("日本語"). */
  text: v.string(),
  /** Name of the language in the requested language ("Japanese"). */
  label: v.string(),
  /** Route segment ("ja"). */
  path: v.picklist(LANGS),
  /** Locale value ("ja-JP"). */
  value: v.string(),
  /** Flag emoji. */
  flag: v.string(),
});
export type LanguageOption = v.InferOutput<typeof LanguageOption>;

/** Translation row of SPEC §3. */
export const TranslationRow = v.object({
  /** What is translated: an i18n key ("shell:slogan.1") or a model field ("course.title"). */
  field_name: v.string(),
  /** The row of the model the text belongs to; 0 for interface strings. */
  model_id: v.number(),
  /** The translated text. */
  value_char: v.string(),
  /** The language of this text, a route segment. */
  language_trans: v.picklist(LANGS),
  /** The language the text was translated from. */
  languages: v.string(),
});
export type TranslationRow = v.InferOutput<typeof TranslationRow>;

/** Language update record of SPEC §3. */
export const LanguageUpdate = v.object({ updated_at: v.nullable(v.string()) });
export type LanguageUpdate = v.InferOutput<typeof LanguageUpdate>;

export const LangsResponse = v.array(LanguageOption);
export const LangFirstResponse = v.array(TranslationRow);
