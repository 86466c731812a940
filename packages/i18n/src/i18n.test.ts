import { setRenderScopes } from '@hanyu/event-bus';
import en from './common/en.ts';
import es from './common/es.ts';
import ja from './common/ja.ts';
import ko from './common/ko.ts';
import zhCn from './common/zh-cn.ts';
import {
  applyTranslationRows,
  currentI18n,
  currentLang,
  i18n,
  registerNamespace,
  setLanguage,
  translatorFor,
} from './index.ts';
import { describeLocaleParity } from './locale-parity.ts';

describeLocaleParity('common', en, { 'zh-cn': zhCn, es, ja, ko });

describe('i18n', () => {
  it('switches language after loading registered namespaces, falling back to en', async () => {
    await registerNamespace('demo', async (lang) =>
      lang === 'ja' ? { hello: 'こんにちは' } : { hello: 'Hello', only: 'EN only' },
    );
    await setLanguage('ja');
    expect(currentLang()).toBe('ja');
    expect(i18n.t('notFound.message')).toBe('お探しのページは見つかりませんでした。');
    expect(i18n.t('demo:hello')).toBe('こんにちは');
    expect(i18n.t('demo:only')).toBe('EN only');
    await setLanguage('zh-cn');
    expect(i18n.language).toBe('zh-cn');
    expect(i18n.t('notFound.message')).toBe('找不到该页面。');
  });

  it('gives a server render its own language without switching the page instance', async () => {
    await setLanguage('en');
    const [ko, ja] = await Promise.all([translatorFor('ko'), translatorFor('ja')]);
    expect(ko.t('notFound.message')).toBe('요청하신 페이지를 찾을 수 없습니다.');
    expect(ja.t('demo:hello')).toBe('こんにちは');
    expect(ko.t('demo:hello')).toBe('Hello');
    expect(currentLang()).toBe('en');
  });

  it("switches a server render's own language, never the page's or another render's", async () => {
    await setLanguage('en');
    let scope: Map<string, unknown> | undefined;
    setRenderScopes({ current: () => scope });
    try {
      const ko = new Map<string, unknown>();
      const ja = new Map<string, unknown>();
      scope = ko;
      await setLanguage('ko');
      scope = ja;
      await setLanguage('ja');
      expect(i18n.t('demo:hello')).toBe('こんにちは');
      scope = ko;
      expect(currentLang()).toBe('ko');
      expect(currentI18n().t('notFound.message')).toBe('요청하신 페이지를 찾을 수 없습니다.');
      scope = undefined;
      expect(currentLang()).toBe('en');
      expect(i18n.t('notFound.message')).toBe('This page could not be found.');
    } finally {
      setRenderScopes(undefined);
    }
  });

  it('loads a namespace registered while the language switches in the language switched to', async () => {
    // A remote's strings register as the page starts, while the shell switches to the page's language.
    await setLanguage('en');
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await registerNamespace('slow', async (lang) => {
      if (lang === 'es') await gate;
      return { word: lang === 'es' ? 'lento' : 'slow' };
    });
    const switched = setLanguage('es');
    const registered = registerNamespace('late', async (lang) => ({
      word: lang === 'es' ? 'tarde' : 'late',
    }));
    release();
    await Promise.all([switched, registered]);
    expect(currentLang()).toBe('es');
    expect(i18n.t('late:word')).toBe('tarde');
    expect(i18n.t('slow:word')).toBe('lento');
    await setLanguage('en');
  });

  it('keeps the SPEC 404 message word for word in English', async () => {
    await setLanguage('en');
    expect(i18n.t('notFound.message')).toBe('This page could not be found.');
    expect(i18n.t('error.unknownMiddleware')).toBe('Unknown middleware');
  });

  it('applies interface rows from the translations table and ignores content rows', async () => {
    await setLanguage('en');
    const applied = applyTranslationRows([
      {
        field_name: 'common:remote.retry',
        model_id: 0,
        value_char: 'Retry now',
        language_trans: 'en',
        languages: 'en',
      },
      {
        field_name: 'course.title',
        model_id: 3,
        value_char: 'HSK 1',
        language_trans: 'en',
        languages: 'zh-cn',
      },
    ]);
    expect(applied).toBe(1);
    expect(i18n.t('remote.retry')).toBe('Retry now');
  });
});
