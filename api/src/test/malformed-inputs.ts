import type { Endpoint } from '@hanyu/contract';
import fc from 'fast-check';
import type * as v from 'valibot';
import { encodeText, exampleRequest, type RawRequest } from './contract-rails.ts';

/**
 * Malformed requests for one endpoint, made from its contract entry alone: every field of its path,
 * query and body replaced in turn by hostile values, plus hostile requests as a whole. An endpoint added
 * to the contract gets them without anyone writing its test.
 */

/** The fixed seed keeps a failure reproducible; FUZZ_SEED picks another. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const ONE_MB = 1024 * 1024;
const deepArray = (depth: number): unknown => (depth === 0 ? 'x' : [deepArray(depth - 1)]);
const deepObject = (depth: number): unknown => (depth === 0 ? 'x' : { a: deepObject(depth - 1) });

/** Text sent in URLs, already percent-encoded where the bytes themselves are the attack. */
const RAW_URL_VALUES = [
  '%00',
  'a%00b',
  '%01%1F%7F',
  '%ED%A0%80', // a lone surrogate, UTF-8 encoded
  '%C0%AF', // an overlong '/'
  '%E0%A4%A', // a broken escape
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '..',
  '../../../etc/passwd',
];

const TEXT_VALUES = [
  '',
  ' ',
  '\u0000',
  '\u0007',
  '\ud800',
  '9223372036854775807',
  '-9223372036854775809',
  '9007199254740991', // the largest safe integer: past int4, within bigint
  '9007199254740992',
  '1e308',
  '1e21',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '0x1F',
  '[object Object]',
  "' OR 1=1--",
  '<script>alert(1)</script>',
  '\u202e\u{1F4A5}'.repeat(40),
  '9'.repeat(5_000),
  'x'.repeat(10_000),
];

/** JSON text for body fields: what JSON.stringify cannot write (huge integers, exponents) goes raw. */
const RAW_JSON_VALUES = [
  'null',
  'true',
  '0',
  '-1',
  '1.5',
  '1e308',
  '1e400',
  '9223372036854775807',
  '-9223372036854775809',
  '{}',
  '[]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  JSON.stringify(deepArray(500)),
  JSON.stringify(deepObject(500)),
];

function sampled<T>(arbitrary: fc.Arbitrary<T>, runs: number): T[] {
  return fc.sample(arbitrary, { seed: FUZZ_SEED, numRuns: runs });
}

/**
 * Cases sent per endpoint: `npm test` sends a fixed sample of each endpoint's cases (drawn with FUZZ_SEED and
 * the endpoint's name, so a failure reproduces), keeping the suite's time flat as endpoints and fields are
 * added; FUZZ_FULL=1 sends every case, FUZZ_CASES=N another sample size.
 */
export const FUZZ_CASES_PER_ENDPOINT =
  process.env.FUZZ_FULL === '1' ? Number.POSITIVE_INFINITY : Number(process.env.FUZZ_CASES ?? 24);

/** This run's share of an endpoint's cases (all of them under FUZZ_FULL). */
export function sampleOfCases<T>(cases: T[], endpointName: string): T[] {
  if (cases.length <= FUZZ_CASES_PER_ENDPOINT) return cases;
  let seed = FUZZ_SEED;
  for (const char of endpointName) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  const size = FUZZ_CASES_PER_ENDPOINT;
  const [sample] = fc.sample(fc.shuffledSubarray(cases, { minLength: size, maxLength: size }), {
    seed,
    numRuns: 1,
  });
  return sample as T[];
}

/** Random text with every code point, surrogate halves included, and random JSON values. */
const RANDOM_TEXTS = sampled(fc.string({ unit: 'binary', maxLength: 60 }), 10);
const RANDOM_JSON = sampled(fc.jsonValue({ maxDepth: 4 }), 10).map((value) => JSON.stringify(value));

export interface MalformedCase {
  /** What is tried, for failure messages: `query.q = "\u0000"`. */
  label: string;
  /**
   * Builds the request. Cases are listed cheaply and built only when sent, since a run sends a sample of
   * them and building one can mean encoding a megabyte.
   */
  request: () => RawRequest;
  /** Inputs over 200 characters, which the answer must not repeat. */
  longInputs: string[];
}

function fieldNames(schema: v.GenericSchema | undefined): string[] {
  if (!schema) return [];
  const object = schema as unknown as {
    entries?: Record<string, unknown>;
    pipe?: Array<{ entries?: object }>;
  };
  if (object.entries) return Object.keys(object.entries);
  const first = object.pipe?.[0]?.entries;
  return first ? Object.keys(first) : [];
}

const printable = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
const long = (...texts: string[]) => texts.filter((text) => text.length > 200);

/** Every malformed request for `endpoint`, signed in with `token` where the endpoint needs it. */
export function malformedCases(endpoint: Endpoint, token: string | undefined): MalformedCase[] {
  const { example } = endpoint;
  const auth = token ? { token } : {};
  const cases: MalformedCase[] = [];
  const add = (label: string, request: () => RawRequest, longInputs: string[] = []) =>
    cases.push({ label, request, longInputs });

  for (const name of fieldNames(endpoint.params)) {
    const withParam = (raw: string) =>
      exampleRequest(endpoint, { ...example, params: { ...example.params, [name]: raw } }, auth);
    for (const raw of RAW_URL_VALUES) add(`params.${name} = ${raw}`, () => withParam(raw));
    for (const text of [...TEXT_VALUES, ...RANDOM_TEXTS]) {
      if (text === '') continue; // an empty segment is another route
      add(`params.${name} = ${printable(text)}`, () => withParam(encodeText(text)), long(text));
    }
  }

  const queryEntries = Object.entries(example.query ?? {});
  const encodedQuery = (entries: Array<[string, string]>) =>
    entries.map(([key, value]) => `${encodeText(key)}=${value}`).join('&');
  for (const name of fieldNames(endpoint.query)) {
    const others = queryEntries
      .filter(([key]) => key !== name)
      .map(([k, val]) => [k, encodeText(val)] as [string, string]);
    const withQuery = (raw: string) =>
      exampleRequest(endpoint, example, { ...auth, rawQuery: encodedQuery([...others, [name, raw]]) });
    for (const raw of RAW_URL_VALUES) add(`query.${name} = ${raw}`, () => withQuery(raw));
    for (const text of [...TEXT_VALUES, ...RANDOM_TEXTS, 'x'.repeat(ONE_MB)]) {
      add(`query.${name} = ${printable(text)}`, () => withQuery(encodeText(text)), long(text));
    }
    add(`query.${name} given twice`, () => withQuery(`a&${encodeText(name)}=b`));
    add(`query.${name} as an array`, () =>
      exampleRequest(endpoint, example, { ...auth, rawQuery: encodedQuery([...others, [`${name}[]`, 'a']]) }),
    );
  }

  const body = (example.body ?? {}) as Record<string, unknown>;
  for (const name of fieldNames(endpoint.body)) {
    const withField = (rawJson: string) => {
      const placeholder = '"\u0000field\u0000"';
      const text = JSON.stringify({ ...body, [name]: '\u0000field\u0000' }).replace(placeholder, rawJson);
      return exampleRequest(endpoint, example, { ...auth, bodyText: text });
    };
    for (const raw of [...RAW_JSON_VALUES, ...RANDOM_JSON])
      add(`body.${name} = ${printable(raw)}`, () => withField(raw));
    for (const text of [...TEXT_VALUES, ...RANDOM_TEXTS, 'x'.repeat(ONE_MB)]) {
      add(`body.${name} = ${printable(text)}`, () => withField(JSON.stringify(text)), long(text));
    }
    const withoutField = Object.fromEntries(Object.entries(body).filter(([key]) => key !== name));
    add(`body.${name} missing`, () =>
      exampleRequest(endpoint, example, { ...auth, bodyText: JSON.stringify(withoutField) }),
    );
  }

  // The request as a whole.
  const bodyOf =
    (bodyText: string, headers: Record<string, string> = {}) =>
    () =>
      exampleRequest(endpoint, example, { ...auth, bodyText, headers });
  if (endpoint.body) {
    add('invalid JSON', bodyOf('{"a":'));
    add('JSON with a NUL outside strings', bodyOf('{"a":\u0000}'));
    add('empty body', bodyOf(''));
    for (const root of [
      '[]',
      '"text"',
      '123',
      'null',
      JSON.stringify(deepArray(500)),
      JSON.stringify(deepObject(500)),
    ]) {
      add(`body is ${printable(root)}`, bodyOf(root));
    }
    add('text/plain body', bodyOf(JSON.stringify(body), { 'content-type': 'text/plain' }));
    add('form body', bodyOf('a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }));
    add('no content type', bodyOf(JSON.stringify(body), { 'content-type': '' }));
    add('2 MB body', () => bodyOf(JSON.stringify({ ...body, padding: 'x'.repeat(2 * ONE_MB) }))(), [
      'x'.repeat(201),
    ]);
    add('unknown field with a NUL', bodyOf(JSON.stringify({ ...body, '\u0000': '\u0000' })));
  }
  add(
    '20 KB header',
    () => exampleRequest(endpoint, example, { ...auth, headers: { 'x-padding': 'x'.repeat(20_000) } }),
    ['x'.repeat(201)],
  );
  add('an unknown 10 KB query parameter', () =>
    exampleRequest(endpoint, example, {
      ...auth,
      rawQuery: encodedQuery([
        ...queryEntries.map(([k, val]) => [k, encodeText(val)] as [string, string]),
        ['zz', 'y'.repeat(10_000)],
      ]),
    }),
  );
  add('a malformed bearer token', () => exampleRequest(endpoint, example, { token: '\u00e9'.repeat(300) }));
  return cases;
}
