import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CmsPage, PubDetail, PubListResponse } from '@hanyu/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures as data } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';

/** A stand-in episode: 4 KiB of known bytes. */
const AUDIO = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));

describe.each(testDatabases())('posts, pages and media on $name', (target) => {
  let t: TestApp;
  let podcastDir: string;
  const postId = new Map<string, number>();

  beforeAll(async () => {
    podcastDir = await mkdtemp(path.join(tmpdir(), 'hanyu-podcasts-'));
    await writeFile(path.join(podcastDir, 'tea-culture-ep1.mp3'), AUDIO);
    await writeFile(path.join(podcastDir, '.secret.mp3'), 'hidden');
    t = await openTestApp(target, { seed: data, lessonHistory: false, podcastDir });
    for (const row of await t.db.selectFrom('posts').select(['id', 'slug']).execute()) {
      postId.set(row.slug, Number(row.id));
    }
  });
  afterAll(async () => {
    await t.close();
    await rm(podcastDir, { recursive: true, force: true });
  });

  const get = async <T extends v.GenericSchema>(schema: T, url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}` });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    return v.parse(schema, res.json().response) as v.InferOutput<T>;
  };
  const status = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api${url}` })).statusCode;

  describe('pub list', () => {
    it('lists published posts newest first, paged', async () => {
      const body = await get(PubListResponse, '/open/pub?language=en');
      expect(body.paging).toEqual({ page: 1, page_size: 12, total: 2 });
      expect(body.list.map((post) => post.title)).toEqual(['Tea culture', 'A guide to tones']);
      expect(body.list[0]).toMatchObject({
        kind: 'podcast',
        author: 'Bo Chen',
        published_at: '2026-02-01T04:00:00.000Z',
        audio_seconds: 600,
        summary: 'A talk over tea.',
      });
      expect(body.list[0]?.cover).toMatch(/^\/api\/open\/pub\/\d+\/cover\.svg\?v=[0-9a-f]{10}$/);
      expect(body.list[1]?.audio_seconds).toBeNull();
      const second = await get(PubListResponse, '/open/pub?language=en&page=2&page_size=1');
      expect(second.list.map((post) => post.title)).toEqual(['A guide to tones']);
      expect(second.paging.total).toBe(2);
    });

    it('filters by kind and tag', async () => {
      const blog = await get(PubListResponse, '/open/pub?language=zh-cn&kind=blog');
      expect(blog.list.map((post) => post.title)).toEqual(['声调指南']);
      const culture = await t.db
        .selectFrom('tags')
        .select('id')
        .where('scope', '=', 'pub')
        .where('key', '=', 'culture')
        .executeTakeFirstOrThrow();
      const tagged = await get(PubListResponse, `/open/pub?language=en&tag_id=${culture.id}`);
      // The culture post of 2099 is not published yet.
      expect(tagged.list.map((post) => post.title)).toEqual(['Tea culture']);
      expect(tagged.list[0]?.tags).toEqual([{ id: Number(culture.id), scope: 'pub', name: 'Culture' }]);
    });

    it.each(['/open/pub?language=en&kind=video', '/open/pub?language=en&tag_id=0', '/open/pub'])(
      '%s is a 400',
      async (url) => {
        expect(await status(url)).toBe(400);
      },
    );
  });

  describe('pub page', () => {
    it('serves a body whose script, handlers and javascript: links were removed on storing', async () => {
      const stored = await t.db
        .selectFrom('translations')
        .select('value_char')
        .where('field_name', '=', 'post.body')
        .where('model_id', '=', String(postId.get('tones-guide')))
        .where('language_trans', '=', 'en')
        .executeTakeFirstOrThrow();
      const body = await get(PubDetail, `/open/pub/${postId.get('tones-guide')}?language=en`);
      expect(body.body_html).toBe(stored.value_char);
      expect(body.body_html).toBe(
        '<h2>Tones</h2><p>Practise daily.</p><img src="x" /><a rel="noopener noreferrer">click</a>' +
          '<a href="https://example.com/x" rel="noopener noreferrer">ok</a>',
      );
      expect(body.body_html).not.toMatch(/<script|onerror|javascript:/i);
      expect(body.audio).toBeNull();
    });

    it('gives a podcast its audio address and type', async () => {
      const body = await get(PubDetail, `/open/pub/${postId.get('tea-culture')}?language=ja`);
      expect(body.audio).toEqual({ url: '/api/open/media/podcasts/tea-culture-ep1.mp3', type: 'audio/mpeg' });
      expect(body.title).toBe('[ja] Tea culture');
    });

    it('is a 404 for an unknown or unpublished post', async () => {
      expect(await status('/open/pub/999999?language=en')).toBe(404);
      expect(await status(`/open/pub/${postId.get('not-yet')}?language=en`)).toBe(404);
      expect(await status('/open/pub/x?language=en')).toBe(400);
    });

    it('draws a cover for a post without one', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/open/pub/${postId.get('tea-culture')}/cover.svg`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.body).toContain('>听</text>');
      expect(await status('/open/pub/999999/cover.svg')).toBe(404);
    });
  });

  describe('CMS pages', () => {
    it('serves a page by uri with its sanitised body, falling back to English', async () => {
      const page = await get(CmsPage, '/open/pages/about-us?language=zh-cn');
      expect(page).toMatchObject({
        uri: 'about-us',
        title: '关于我们',
        description: '我们是谁。',
        body_html: '<p>我们教中文。</p>',
      });
      expect(Number.isNaN(Date.parse(page.updated_at))).toBe(false);
      const english = await get(CmsPage, '/open/pages/about-us?language=en');
      expect(english.body_html).toBe('<p>We teach Chinese.</p>');
      await t.db
        .deleteFrom('translations')
        .where('field_name', '=', 'cms.title')
        .where('language_trans', '=', 'es')
        .execute();
      expect((await get(CmsPage, '/open/pages/about-us?language=es')).title).toBe('About us');
    });

    it.each([
      ['/open/pages/unknown-page?language=en', 404],
      ['/open/pages/About?language=en', 400],
      ['/open/pages/a--b?language=en', 400],
      ['/open/pages/about-us', 400],
    ])('%s is a %i', async (url, code) => {
      expect(await status(url)).toBe(code);
    });
  });

  describe('podcast media', () => {
    const url = '/api/open/media/podcasts/tea-culture-ep1.mp3';

    it('serves the whole file with its type and a long cache', async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(AUDIO)).toBe(true);
    });

    it('serves byte ranges so players can seek', async () => {
      const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1099' } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 1000-1099/${AUDIO.length}`);
      expect(res.headers['content-length']).toBe('100');
      expect(res.rawPayload.equals(AUDIO.subarray(1000, 1100))).toBe(true);
      const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(AUDIO.subarray(AUDIO.length - 10))).toBe(true);
      const outside = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=99999-' } });
      expect(outside.statusCode).toBe(416);
    });

    it.each([
      ['/open/media/podcasts/missing-episode.mp3', 404],
      ['/open/media/podcasts/.secret.mp3', 400],
      ['/open/media/podcasts/..%2Fpackage.json', 400],
      ['/open/media/podcasts/episode.exe', 400],
      ['/open/media/podcasts/Episode.mp3', 400],
    ])('%s is a %i', async (path, code) => {
      expect(await status(path)).toBe(code);
    });
  });
});
