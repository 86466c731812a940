import { LANGS, LangFirstResponse, LangsResponse, LanguageUpdate } from '@hanyu/contract';
import * as v from 'valibot';
import { type ErrorJson, openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';

describe.each(testDatabases())('language endpoints on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('GET /api/open/util/lang/latest', () => {
    it('answers null for a language without texts', async () => {
      const res = await get('/api/open/util/lang/latest?language=ko');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ response: { updated_at: null } });
    });

    it('answers the latest change of that language only, as an ISO string', async () => {
      await t.db
        .insertInto('translations')
        .values([
          {
            field_name: 'shell:slogan.1',
            model_id: 0,
            value_char: '一起学中文',
            language_trans: 'zh-cn',
            languages: 'zh-cn',
            updated_at: '2026-03-01T08:00:00Z',
          },
          {
            field_name: 'shell:slogan.2',
            model_id: 0,
            value_char: '每天进步一点点',
            language_trans: 'zh-cn',
            languages: 'zh-cn',
            updated_at: '2026-04-02T09:30:00Z',
          },
          {
            field_name: 'shell:slogan.1',
            model_id: 0,
            value_char: 'Learn Chinese together',
            language_trans: 'en',
            languages: 'zh-cn',
            updated_at: '2026-05-03T10:00:00Z',
          },
        ])
        .execute();

      const zh = await get('/api/open/util/lang/latest?language=zh-cn');
      expect(zh.json()).toEqual({ response: { updated_at: '2026-04-02T09:30:00.000Z' } });
      const en = await get('/api/open/util/lang/latest?language=en');
      expect(v.parse(LanguageUpdate, en.json().response)).toEqual({ updated_at: '2026-05-03T10:00:00.000Z' });
    });
  });

  describe('GET /api/open/util/lang/first', () => {
    it('answers every row of the language and no other, with numeric model ids', async () => {
      const res = await get('/api/open/util/lang/first?language=zh-cn');
      expect(res.statusCode).toBe(200);
      const rows = v.parse(LangFirstResponse, res.json().response);
      expect(rows).toEqual([
        {
          field_name: 'shell:slogan.1',
          model_id: 0,
          value_char: '一起学中文',
          language_trans: 'zh-cn',
          languages: 'zh-cn',
        },
        {
          field_name: 'shell:slogan.2',
          model_id: 0,
          value_char: '每天进步一点点',
          language_trans: 'zh-cn',
          languages: 'zh-cn',
        },
      ]);
    });

    it('answers an empty list for a language without texts', async () => {
      const res = await get('/api/open/util/lang/first?language=ja');
      expect(res.json()).toEqual({ response: [] });
    });

    it('is compressed for clients that accept it', async () => {
      await t.db
        .insertInto('translations')
        .values(
          Array.from({ length: 40 }, (_, i) => ({
            field_name: `probe.${i}`,
            model_id: i,
            value_char: `A text long enough to make the list worth compressing, number ${i}.`,
            language_trans: 'es' as const,
            languages: 'en' as const,
          })),
        )
        .execute();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/open/util/lang/first?language=es',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      const { gunzipSync } = await import('node:zlib');
      const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
      expect(body.response).toHaveLength(40);
    });
  });

  describe('GET /api/open/util/langs', () => {
    it.each(LANGS)('lists the five languages labelled in %s', async (lang) => {
      const res = await get(`/api/open/util/langs?language=${lang}`);
      expect(res.statusCode).toBe(200);
      const options = v.parse(LangsResponse, res.json().response);
      expect(options.map((option) => option.path)).toEqual([...LANGS]);
      expect(options.map((option) => option.value)).toEqual(['zh-CN', 'en-US', 'es-ES', 'ja-JP', 'ko-KR']);
      expect(options.map((option) => option.text)).toEqual([
        '简体中文',
        'English',
        'Español',
        '日本語',
        '한국어',
      ]);
      expect(options.map((option) => option.flag)).toEqual(['🇨🇳', '🇺🇸', '🇪🇸', '🇯🇵', '🇰🇷']);
      // A language labelled in itself reads as its own name.
      const self = options.find((option) => option.path === lang);
      expect(self?.label).toBe(self?.text);
    });

    it('labels other languages in the requested one', async () => {
      const ja = (await get('/api/open/util/langs?language=ja')).json().response;
      expect(ja.map((option: { label: string }) => option.label)).toEqual([
        '中国語（簡体字）',
        '英語',
        'スペイン語',
        '日本語',
        '韓国語',
      ]);
      const en = (await get('/api/open/util/langs?language=en')).json().response;
      expect(en.map((option: { label: string }) => option.label)).toEqual([
        'Chinese (Simplified)',
        'English',
        'Spanish',
        'Japanese',
        'Korean',
      ]);
    });
  });

  describe('validation of the language parameter', () => {
    const paths = [
      '/api/open/util/langs',
      '/api/open/util/lang/first',
      '/api/open/util/lang/latest',
      '/api/open/home',
    ];

    it.each(paths)('%s without language is a 400 naming the field', async (path) => {
      const res = await get(path);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 400,
          message: 'Invalid request query: language is required',
          issues: [{ path: 'language', message: 'language is required' }],
        },
      });
    });

    it.each(paths)('%s with an unknown language is a 400', async (path) => {
      const res = await get(`${path}?language=xx`);
      expect(res.statusCode).toBe(400);
      const body = res.json() as ErrorJson;
      expect(body.error.code).toBe(400);
      expect(body.error.issues).toEqual([
        { path: 'language', message: 'language must be one of zh-cn, en, es, ja, ko' },
      ]);
    });

    it.each([
      ['a repeated parameter', '?language=en&language=es'],
      ['a bracketed array', '?language[]=en'],
      ['an upper-case locale', '?language=EN'],
      ['the locale value instead of the path', '?language=zh-CN'],
      ['an empty value', '?language='],
      ['an encoded null byte', '?language=en%00'],
      ['a huge value', `?language=${'x'.repeat(20_000)}`],
    ])('rejects %s with a 400, never a 500', async (_name, query) => {
      const res = await get(`/api/open/util/langs${query}`);
      expect(res.statusCode).toBe(400);
      const body = res.json() as ErrorJson;
      expect(body.error.code).toBe(400);
      expect(body.error.issues?.[0]?.path).toBe('language');
      // Nothing of a huge input is echoed back.
      expect(res.body.length).toBeLessThan(600);
    });

    it('says so when a parameter is repeated', async () => {
      const res = await get('/api/open/home?language=en&language=es');
      expect(res.statusCode).toBe(400);
      expect((res.json() as ErrorJson).error.issues).toEqual([
        { path: 'language', message: 'language must be given once' },
      ]);
    });

    it('ignores unknown extra parameters', async () => {
      const res = await get('/api/open/util/langs?language=ko&utm_source=newsletter');
      expect(res.statusCode).toBe(200);
      expect(res.json().response).toHaveLength(5);
    });
  });
});
