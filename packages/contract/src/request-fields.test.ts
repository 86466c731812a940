import * as v from 'valibot';
import type { Endpoint } from './endpoint.ts';
import { endpoints } from './endpoints.ts';
import { integerText, integerValue, MAX_REQUEST_INTEGER, text } from './request-fields.ts';

type Part = 'params' | 'query' | 'body';
type Schema = v.GenericSchema & {
  type: string;
  entries?: Record<string, Schema>;
  wrapped?: Schema;
  options?: unknown[];
  item?: Schema;
  literal?: unknown;
};

/** Paths (key lists, `0` for an array item) of every field of `schema` that accepts a string. */
function stringFields(schema: Schema, path: string[] = []): string[][] {
  switch (schema.type) {
    case 'object':
      return Object.entries(schema.entries ?? {}).flatMap(([key, entry]) =>
        stringFields(entry, [...path, key]),
      );
    case 'optional':
    case 'nullish':
    case 'nullable':
      return stringFields(schema.wrapped as Schema, path);
    case 'array':
      return stringFields(schema.item as Schema, [...path, '0']);
    case 'union': {
      const found = (schema.options as Schema[]).flatMap((option) => stringFields(option, path));
      return found.length > 0 ? [path] : [];
    }
    case 'string':
      return [path];
    case 'picklist':
      return (schema.options ?? []).some((option) => typeof option === 'string') ? [path] : [];
    case 'literal':
      return typeof schema.literal === 'string' ? [path] : [];
    default:
      return [];
  }
}

/** A copy of `input` with `value` at `path`, creating objects and one-item arrays on the way. */
function withValue(input: unknown, path: string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (key === '0') {
    const list = Array.isArray(input) ? input : [];
    return [withValue(list[0] ?? {}, rest, value), ...list.slice(1)];
  }
  const object = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  return { ...object, [key]: withValue(object[key], rest, value) };
}

const fields = (Object.entries(endpoints) as Array<[string, Endpoint]>).flatMap(([name, endpoint]) =>
  (['params', 'query', 'body'] as Part[]).flatMap((part) => {
    const schema = endpoint[part] as Schema | undefined;
    if (!schema) return [];
    return stringFields(schema).map((path) => ({
      label: `${name} ${part}.${path.join('.')}`,
      schema,
      example: endpoint.example[part] ?? {},
      path,
    }));
  }),
);

const HUGE = 'x'.repeat(1_000_000);

describe('every string field of every request', () => {
  it('finds the fields', () => {
    expect(fields.map((field) => field.label)).toEqual(
      expect.arrayContaining([
        'teachers query.q',
        'updateCurrentUser body.nick_name',
        'registerEmail body.utm_source',
        'registerEmail body.org_id',
        'levelResult body.answers.0.question_id',
      ]),
    );
  });

  describe.each(fields)('$label', ({ schema, example, path }) => {
    // An item of a list of strings is named by its list.
    const name = path.filter((key) => key !== '0').at(-1) as string;
    const dotPath = path.join('.');
    const refusal = (value: unknown) => {
      const result = v.safeParse(schema, withValue(example, path, value));
      return result.issues?.find((issue) => v.getDotPath(issue) === dotPath);
    };

    it.each([
      ['a NUL', 'a\u0000b'],
      ['another control character', 'a\u001bb'],
      ['a lone surrogate', 'a\ud800b'],
      ['a megabyte', HUGE],
    ])('refuses %s, naming the field without quoting the value', (_what, value) => {
      const issue = refusal(value);
      expect(issue?.message).toContain(name);
      expect(issue?.message.length).toBeLessThanOrEqual(200);
      expect(issue?.message).not.toContain('xxxxxxxxxx');
    });

    it('says a value of the wrong type is of the wrong type, not missing', () => {
      const issue = refusal({ nested: true });
      expect(issue?.message).toContain(name);
      expect(issue?.message).not.toContain('required');
    });
  });
});

describe('text', () => {
  const Field = text('note', { max: 10 });
  const issuesOf = (schema: v.GenericSchema, value: unknown) =>
    v.safeParse(schema, value).issues?.map((issue) => issue.message);

  it('accepts plain text up to its length, surrogate pairs included', () => {
    expect(v.parse(Field, 'hé 汉字 🙂')).toBe('hé 汉字 🙂');
  });

  it.each([
    ['a wrong type', null, 'note must be a string'],
    ['too long', 'x'.repeat(11), 'note must be at most 10 characters'],
    ['a NUL', 'a\u0000', 'note must not contain control characters'],
    ['a tab', 'a\tb', 'note must not contain control characters'],
    ['DEL', 'a\u007f', 'note must not contain control characters'],
    ['a lone high surrogate', '\ud83d', 'note must be well-formed Unicode text'],
    ['a lone low surrogate', 'a\ude42', 'note must be well-formed Unicode text'],
  ])('refuses %s with one message', (_what, value, message) => {
    expect(issuesOf(Field, value)).toEqual([message]);
  });

  it('allows tabs and line breaks only in a multi-line field, never NUL', () => {
    const Body = text('body', { max: 100, multiline: true });
    expect(v.parse(Body, 'one\r\ntwo\tthree')).toBe('one\r\ntwo\tthree');
    expect(issuesOf(Body, 'a\u0000')).toEqual(['body must not contain control characters']);
  });

  it('checks a pattern after the text rules, with one message for every refusal', () => {
    const Code = text('code', { max: 4, pattern: /^[a-z]{4}$/, message: 'code is malformed' });
    expect(v.parse(Code, 'abcd')).toBe('abcd');
    for (const value of ['abc', 'abcde', 'ab\u0000c', 'ABCD'])
      expect(issuesOf(Code, value)).toEqual(['code is malformed']);
  });
});

describe('integers', () => {
  const Id = integerText('id');
  const OrgId = integerValue('org_id', { min: 0 });
  const range = 'id must be an integer from 1 to 9007199254740991';

  it('parses ids written as text up to the largest safe integer', () => {
    expect(v.parse(Id, '1')).toBe(1);
    expect(v.parse(Id, String(MAX_REQUEST_INTEGER))).toBe(MAX_REQUEST_INTEGER);
  });

  it.each([
    '0',
    '-1',
    '01',
    '1.5',
    '1e3',
    '',
    ' 1',
    '9007199254740992',
    '9223372036854775807',
    '9'.repeat(5000),
  ])('refuses the id %p', (value) => {
    expect(v.safeParse(Id, value).issues?.map((issue) => issue.message)).toEqual([range]);
  });

  it('takes an organisation id as a number or as text', () => {
    expect(v.parse(OrgId, 0)).toBe(0);
    expect(v.parse(OrgId, 1)).toBe(1);
    expect(v.parse(OrgId, '1')).toBe(1);
  });

  // 2 ** 63: how JavaScript reads the JSON number 9223372036854775807.
  it.each([2 ** 63, '9223372036854775807', 1e20, 1e21, '1e21', 1e308, -1, 1.5, true, null])(
    'refuses the organisation id %p naming it',
    (value) => {
      const issues = v.safeParse(OrgId, value).issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual([
        'org_id must be an integer from 0 to 9007199254740991',
      ]);
    },
  );
});
