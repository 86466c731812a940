import { LANGS, type Lang, type LanguageOption, LOCALE_OF_LANG } from '@hanyu/contract';

/** Each route language named in itself, as the language switcher shows it. */
const NATIVE_NAMES: Record<Lang, string> = {
  'zh-cn': '简体中文',
  en: 'English',
  es: 'Español',
  ja: '日本語',
  ko: '한국어',
};

/** Each route language (inner key) named in every route language (outer key). */
const NAMES_IN: Record<Lang, Record<Lang, string>> = {
  'zh-cn': { 'zh-cn': '简体中文', en: '英语', es: '西班牙语', ja: '日语', ko: '韩语' },
  en: { 'zh-cn': 'Chinese (Simplified)', en: 'English', es: 'Spanish', ja: 'Japanese', ko: 'Korean' },
  es: { 'zh-cn': 'Chino simplificado', en: 'Inglés', es: 'Español', ja: 'Japonés', ko: 'Coreano' },
  ja: { 'zh-cn': '中国語（簡体字）', en: '英語', es: 'スペイン語', ja: '日本語', ko: '韓国語' },
  ko: { 'zh-cn': '중국어(간체)', en: '영어', es: '스페인어', ja: '일본어', ko: '한국어' },
};

const FLAGS: Record<Lang, string> = {
  'zh-cn': '🇨🇳',
  en: '🇺🇸',
  es: '🇪🇸',
  ja: '🇯🇵',
  ko: '🇰🇷',
};

/** The five language options, labelled in `inLang`, in menu order. */
export function languageOptions(inLang: Lang): LanguageOption[] {
  return LANGS.map((lang) => ({
    text: NATIVE_NAMES[lang],
    label: NAMES_IN[inLang][lang],
    path: lang,
    value: LOCALE_OF_LANG[lang],
    flag: FLAGS[lang],
  }));
}

/**
 * A language code such as 'zh' or 'fr' named in `inLang` ("Chinese", "中文", "chino"), cased as that
 * language writes it inside a sentence, since pages put these names in running text.
 */
export function languageName(code: string, inLang: Lang): string {
  const locale = LOCALE_OF_LANG[inLang];
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code);
  } catch {
    name = undefined;
  }
  return name ?? code;
}
