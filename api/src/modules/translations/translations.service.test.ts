import type { TranslationRecord } from './translations.repository.ts';
import { textLookup } from './translations.service.ts';

const row = (
  field: string,
  id: number,
  lang: TranslationRecord['language_trans'],
  text: string,
): TranslationRecord => ({
  field_name: field,
  model_id: String(id),
  value_char: text,
  language_trans: lang,
  languages: 'en',
});

describe('textLookup', () => {
  const rows = [
    row('course.title', 1, 'en', 'Pinyin & Tones'),
    row('course.title', 1, 'ja', 'ピンインと声調'),
    row('course.title', 2, 'en', 'Business Chinese'),
    row('course.summary', 1, 'en', 'Thirty short videos.'),
  ];

  it('answers the requested language first', () => {
    expect(textLookup(rows, 'ja')('course.title', 1)).toBe('ピンインと声調');
  });

  it('falls back to English, then to an empty string', () => {
    const ja = textLookup(rows, 'ja');
    expect(ja('course.title', 2)).toBe('Business Chinese');
    expect(ja('course.summary', 1)).toBe('Thirty short videos.');
    expect(ja('course.summary', 2)).toBe('');
  });

  it('does not mix up fields or rows', () => {
    const en = textLookup(rows, 'en');
    expect(en('course.title', 1)).toBe('Pinyin & Tones');
    expect(en('course.summary', 3)).toBe('');
  });
});
