import { describe, expect, it } from '@jest/globals';

type Tree = Record<string, unknown>;

function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value as Tree).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** English nouns that follow a number in the strings, in their plural form. */
const COUNTED_NOUNS =
  'lessons|questions|minutes|hours|days|years|weeks|months|teachers|students|learners|courses|classes|sessions|messages|attempts|seats|clicks|friends|items|orders|pages|words|videos|people|times|accounts|bookings|points|answers|mistakes';

/**
 * Numbers the strings are given that are SPEC §9 constants or lesson lengths, never one (2 hours ahead, 30 days,
 * about 200 teachers, 25 minutes): a plural noun after them is always right.
 */
const NEVER_ONE = new Set([
  'hours',
  'bookHours',
  'cancelHours',
  'days',
  'guaranteeDays',
  'value',
  'years',
  'teachers',
  'minutes',
  'entryMinutes',
  'profileMinutes',
]);

/**
 * The English strings that put a number before a plural noun ("{{total}} lessons") without i18next's plural
 * forms, so that one would read "1 lessons": such a string must be a plural key (`_one`/`_other`) whose number
 * is `count`, unless the number is one of NEVER_ONE.
 */
export function countedWithoutPlural(en: object): string[] {
  const found: string[] = [];
  for (const [key, value] of leaves(en)) {
    if (typeof value !== 'string') continue;
    for (const match of value.matchAll(
      new RegExp(`\\{\\{\\s*(\\w+)[^}]*\\}\\} (?:${COUNTED_NOUNS})\\b`, 'g'),
    )) {
      const name = match[1] ?? '';
      if (NEVER_ONE.has(name)) continue;
      if (name !== 'count' || !PLURAL_SUFFIX.test(key)) found.push(`${key}: ${match[0]}`);
    }
  }
  return found;
}

/**
 * Tests that a namespace's translations match its English strings: the same keys, none empty or left
 * as TODO, the same interpolation values. For each app's locale tests.
 */
export function describeLocaleParity(namespace: string, en: object, others: Record<string, object>): void {
  const english = new Map(leaves(en));

  describe(`${namespace} strings`, () => {
    it('counts with plural forms: never "1 lessons"', () => {
      expect(countedWithoutPlural(en)).toEqual([]);
      const keys = new Set(english.keys());
      for (const key of keys) {
        if (key.endsWith('_one'))
          expect(`${key}: ${keys.has(key.replace(/_one$/, '_other'))}`).toBe(`${key}: true`);
      }
    });

    it('has no empty English string', () => {
      for (const [key, value] of english) {
        expect(`${key}: ${typeof value === 'string' && value.trim().length > 0}`).toBe(`${key}: true`);
      }
    });

    describe.each(Object.entries(others))('%s', (_lang, locale) => {
      const translated = new Map(leaves(locale));

      it('has exactly the keys of English', () => {
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it('has no empty string and no untranslated placeholder text', () => {
        for (const [key, value] of translated) {
          expect(`${key}: ${typeof value === 'string' && value.trim().length > 0}`).toBe(`${key}: true`);
          expect(`${key}: ${String(value)}`).not.toMatch(/\bTODO\b/);
        }
      });

      it('uses the same interpolation values as English', () => {
        for (const [key, value] of translated) {
          expect(`${key}: ${placeholders(String(value)).join(',')}`).toBe(
            `${key}: ${placeholders(String(english.get(key))).join(',')}`,
          );
        }
      });
    });
  });
}
