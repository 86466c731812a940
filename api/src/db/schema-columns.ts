import type { ColumnType } from 'kysely';

/**
 * Column types that say more than the database's catalogue does, named for `schema.generated.ts`
 * (`schema-codegen.ts` assigns them to columns). Both drivers read timestamptz as Date and bigint as a string.
 */

/** Set when the row is written (by default now()), never changed. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Given when the row is written, never changed. */
export type FixedAt = ColumnType<Date, Date | string, never>;

/** A bigint given, or left null, when the row is written and never changed. */
export type FixedInt8OrNull = ColumnType<string | null, number | string | null | undefined, never>;

/** Written only by the database's triggers. */
export type TriggerWritten<T> = ColumnType<T, never, never>;

/**
 * A date: select it with to_char, since drivers turn dates into local-time Date objects; written as
 * `YYYY-MM-DD`.
 */
export type PlainDate = ColumnType<unknown, string, string>;

/** A json column: written as JSON text (`JSON.stringify`), read parsed. */
export type JsonText<T> = ColumnType<T, string, string>;

/** Texts per language, `{ en: '…', 'zh-cn': '…' }`. */
export type Texts = JsonText<Record<string, string>>;
