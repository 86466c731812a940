import * as v from 'valibot';

/**
 * The largest id or count a request may carry. Ids are `bigint` columns, but JavaScript numbers are
 * exact only up to 2^53 − 1, so that is the real limit on both sides of the wire.
 */
export const MAX_REQUEST_INTEGER = Number.MAX_SAFE_INTEGER;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** The same, but tab, line feed and carriage return are allowed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** In Unicode mode a surrogate pair is one code point, so only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Cs}/u;

export interface TextOptions {
  /** The longest value accepted, in UTF-16 code units. */
  max: number;
  /** Whether tabs and line breaks are allowed (a message body); other control characters never are. */
  multiline?: boolean;
  /** The shape the whole value must have (a code, an id), checked after the text rules. */
  pattern?: RegExp;
  /**
   * One message for every refusal but a wrong type, for fields whose shape says more than "text"
   * ("code is malformed"); otherwise each rule names the field in its own words.
   */
  message?: string;
}

/**
 * A string field of a request (query, path or body). Every string the API accepts is built from this
 * one schema: no NUL or other control character (PostgreSQL refuses NUL in text), no lone surrogate
 * (not well-formed UTF-16, so not storable as UTF-8), a maximum length, and messages that name the
 * field without quoting the value. The first broken rule is the only one reported.
 */
export function text(name: string, options: TextOptions) {
  const { max, multiline = false, pattern, message } = options;
  const control = multiline ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER;
  const rules: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [
    v.maxLength(max, message ?? `${name} must be at most ${max} characters`),
    v.check((value) => !control.test(value), message ?? `${name} must not contain control characters`),
    v.check((value) => !LONE_SURROGATE.test(value), message ?? `${name} must be well-formed Unicode text`),
  ];
  if (pattern) rules.push(v.regex(pattern, message ?? `${name} is malformed`));
  return v.config(v.pipe(v.string(`${name} must be a string`), ...rules), { abortPipeEarly: true });
}

export interface IntegerOptions {
  /** The smallest value accepted; 1 unless given (ids and page numbers start at 1). */
  min?: number;
  /** The largest value accepted; MAX_REQUEST_INTEGER unless given. */
  max?: number;
}

function integerRange(name: string, { min = 1, max = MAX_REQUEST_INTEGER }: IntegerOptions) {
  return { min, max, message: `${name} must be an integer from ${min} to ${max}` };
}

/**
 * An integer written as text (a path or query parameter): decimal digits without a sign or leading
 * zeros, parsed to a number between `min` and `max`.
 */
export function integerText(name: string, options: IntegerOptions = {}) {
  const { min, max, message } = integerRange(name, options);
  return v.pipe(
    text(name, { max: String(max).length, pattern: /^(0|[1-9][0-9]*)$/, message }),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/** An integer sent as a JSON number or as text, between `min` and `max`; parsed to a number. */
export function integerValue(name: string, options: IntegerOptions = {}) {
  const { min, max, message } = integerRange(name, options);
  return v.union(
    [
      v.config(
        v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message)),
        { abortPipeEarly: true },
      ),
      integerText(name, options),
    ],
    message,
  );
}
