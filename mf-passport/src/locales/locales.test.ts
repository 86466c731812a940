import en from './en.ts';
import es from './es.ts';
import ja from './ja.ts';
import ko from './ko.ts';
import zhCn from './zh-cn.ts';

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

const english = new Map(leaves(en));
const locales = { 'zh-cn': zhCn, es, ja, ko };

describe('passport strings', () => {
  it('has no empty English string', () => {
    for (const [key, value] of english) {
      expect(`${key}: ${typeof value === 'string' && value.trim().length > 0}`).toBe(`${key}: true`);
    }
  });

  describe.each(Object.entries(locales))('%s', (_lang, locale) => {
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

describe('SPEC §5 and §8 messages', () => {
  it('are in English word for word', () => {
    expect(en.errors).toMatchObject({
      emailFormat: 'A mistake with your email',
      wrongCredentials: 'Email account or password is wrong',
      termsRequired: 'Please read and agree the user agreement',
      passwordRequired: 'Please input your password',
      emailExists: 'This account exists already',
      registerFailed: 'Fail to sign up, please try it again.',
      emailUnregistered: 'The email you entered has not been registered or invalid',
      linkExpired: 'Time out, please try again',
    });
  });
});
