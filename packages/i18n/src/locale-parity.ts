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

/**
 * Tests that a namespace's translations match its English strings: the same keys, none empty or left
 * as TODO, the same interpolation values. For each app's locale tests.
 */
export function describeLocaleParity(namespace: string, en: object, others: Record<string, object>): void {
  const english = new Map(leaves(en));

  describe(`${namespace} strings`, () => {
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
