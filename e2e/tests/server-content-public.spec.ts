import type { APIRequestContext } from '@playwright/test';
import { demoSessions, rootOf, type Session, serverPage } from '../support/server-html.ts';
import { expect, test } from '../support/test.ts';

/**
 * mf-public's pages arrive with their content in the server's HTML (issue 25): for a visitor and for a
 * signed-in learner, each page's heading and its own data (cards, prices, a course's items, a teacher's
 * record, a post's body) are in `#root` before any script runs, with no skeleton, and the data the browser
 * hydrates from is plain loader data (no streamed promise). An unknown course answers 404 with the
 * not-found page.
 */

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** HTML text with its character references read. */
function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The document's title. */
function titleOf(page: string): string {
  return decode(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '');
}

/** The text of the page's one h1, tags removed and references read. */
function h1Of(root: string): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(root);
  expect(match, 'the page has an h1').not.toBeNull();
  return decode((match?.[1] ?? '').replace(/<[^>]+>/g, '')).trim();
}

/** An open API answer's payload. */
async function open<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/api/open/${path}`);
  expect(answer.status(), path).toBe(200);
  return ((await answer.json()) as { response: T }).response;
}

/** How many times `needle` occurs in `haystack`. */
function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

/** The server's page for a session, checked for what every page of mf-public has: content, no skeleton, plain data. */
async function rendered(request: APIRequestContext, url: string, session: Session | null) {
  const page = await serverPage(request, url, session);
  const root = rootOf(page);
  expect(root, `${url}: no loading state`).not.toContain('aria-busy="true"');
  expect(page, `${url}: no streamed loader promise`).not.toContain('$hanyu:settled');
  return { page, root, h1: h1Of(root) };
}

interface Named {
  id: number;
  name: string;
}

for (const role of ['visitor', 'learner'] as const) {
  test.describe(`mf-public's pages in the server's HTML, as a ${role}`, () => {
    let session: Session | null = null;
    test.beforeAll(async ({ request }) => {
      session = (await demoSessions(request))[role];
    });

    test('home: the hero, the claims, featured teachers and courses with prices', async ({ request }) => {
      const home = await open<{ teachers: Named[]; courses: { title: string }[] }>(
        request,
        'home?language=en',
      );
      const { root, h1 } = await rendered(request, '/en', session);
      expect(h1.length).toBeGreaterThan(0);
      expect(root).toContain('data-testid="claims"');
      expect(count(root, 'data-testid="teacher-card"')).toBe(home.teachers.length);
      expect(count(root, 'data-testid="course-card"')).toBe(home.courses.length);
      expect(root).toContain(html(home.teachers[0]?.name ?? '?'));
      expect(root).toContain(html(home.courses[0]?.title ?? '?'));
      // Prices in the language's currency, converted on the server.
      expect(root).toContain('data-currency="USD"');
    });

    test('about pages: each its heading', async ({ request }) => {
      for (const path of [
        'about',
        'about/contact',
        'about/guide',
        'about/how',
        'about/terms',
        'about/partner/jyda',
      ]) {
        const { h1 } = await rendered(request, `/en/${path}`, session);
        expect(h1.length, path).toBeGreaterThan(0);
      }
    });

    test('live: the teacher cards, one-on-one packages priced, and a tag page named by its tag', async ({
      request,
    }) => {
      const { root, h1 } = await rendered(request, '/en/live', session);
      expect(h1).toBe('Find your Chinese teacher');
      expect(count(root, 'data-testid="teacher-card"')).toBeGreaterThan(1);
      expect(root).toMatch(/data-testid="live-packages"[\s\S]*data-testid="course-card"/);
      expect(root).toContain('data-currency="USD"');

      const tags = await open<{ list: Named[] }>(request, 'tags?scope=live&language=en');
      const tag = tags.list[0] as Named;
      const tagged = await rendered(request, `/en/live/tag/${tag.id}`, session);
      expect(tagged.h1).toContain(tag.name);
      expect(tagged.root).toMatch(new RegExp(`aria-current="page"[^>]*>${html(tag.name)}<`));
    });

    test('group and video lists: their cards, with status and prices', async ({ request }) => {
      const group = await rendered(request, '/en/group', session);
      expect(group.h1).toBe('Small-group Chinese classes');
      expect(count(group.root, 'data-testid="course-card"')).toBeGreaterThan(0);
      expect(group.root).toMatch(/data-testid="course-card"[\s\S]*data-status=/);

      const video = await rendered(request, '/en/video', session);
      expect(video.h1).toBe('Chinese video courses');
      expect(video.root).toContain('Pinyin &amp; Tones Video Course');
      expect(video.root).toContain('data-currency="USD"');
    });

    test('a course: its title, its items priced with links on to checkout, its lessons', async ({
      request,
    }) => {
      const videos = await open<{ list: { id: number; title: string }[] }>(
        request,
        'courses?kind=video&language=en&sort=popular&page=1',
      );
      const course = videos.list[0] as { id: number; title: string };
      const detail = await open<{ title: string; skus: unknown[] }>(
        request,
        `courses/${course.id}?language=en`,
      );
      const { root, h1, page } = await rendered(request, `/en/i/${course.id}`, session);
      expect(h1).toBe(detail.title);
      expect(count(root, 'data-testid="sku-row"')).toBe(detail.skus.length);
      expect(root).toMatch(/data-testid="sku-row"[\s\S]*data-currency="USD"[\s\S]*CN¥/);
      expect(root).toMatch(/href="\/en\/checkout\?sku=\d+"/);
      expect(root).toContain('data-testid="course-lessons"');
      expect(titleOf(page)).toBe(`${detail.title} · Hanyu`);
    });

    test('search: the teachers and courses found', async ({ request }) => {
      const { root, h1 } = await rendered(request, '/en/search?q=HSK', session);
      expect(h1).toBe('Search: HSK');
      expect(root).toMatch(/data-testid="search-teachers"[\s\S]*data-testid="teacher-card"/);
      expect(root).toMatch(/data-testid="search-courses"[\s\S]*data-testid="course-card"/);
    });

    test('a teacher: the name, the teaching record, the hours and the courses', async ({ request }) => {
      const teacher = await open<{ name: string; courses: unknown[] }>(request, 'teachers/1?language=en');
      const { root, h1 } = await rendered(request, '/en/t/1', session);
      expect(h1).toBe(teacher.name);
      expect(root).toMatch(
        /data-testid="teacher-statistics"[\s\S]*data-stat="duration"><dt>[^<]+<\/dt><dd>\d/,
      );
      expect(count(root, 'data-testid="course-card"')).toBe(teacher.courses.length);
    });

    test('the blog: the posts, a topic page, and a podcast with its player and notes', async ({
      request,
    }) => {
      const list = await rendered(request, '/en/pub', session);
      expect(count(list.root, 'data-testid="pub-card"')).toBeGreaterThan(1);
      expect(list.root).toContain('data-testid="pub-count"');

      const tags = await open<{ list: Named[] }>(request, 'tags?scope=pub&language=en');
      const tag = tags.list[0] as Named;
      const topic = await rendered(request, `/en/pub/tag/${tag.id}`, session);
      expect(topic.h1).toContain(tag.name);

      const post = await open<{ title: string; kind: string }>(request, 'pub/14?language=en');
      const { root, h1 } = await rendered(request, '/en/pub/14', session);
      expect(h1).toBe(post.title);
      expect(post.kind).toBe('podcast');
      expect(root).toContain('data-testid="pub-audio"');
      expect(root).toContain('Show notes');
    });

    test('a CMS page: its title, date and body', async ({ request }) => {
      const cms = await open<{ title: string }>(request, 'pages/refund-policy?language=en');
      const { root, h1 } = await rendered(request, '/en/p/refund-policy', session);
      expect(h1).toBe(cms.title);
      expect(root).toMatch(/<time dateTime="[^"]+">Last updated /);
      expect(root).toMatch(/data-testid="cms-page"[\s\S]*<p>[^<]{20,}/);
    });

    test('the level test: the intro, the count of its questions and the start button', async ({
      request,
    }) => {
      const levelTest = await open<{ questions: unknown[] }>(request, 'level/test?language=en');
      const { root, h1 } = await rendered(request, '/en/learning/level', session);
      expect(h1.length).toBeGreaterThan(0);
      expect(root).toContain(`${levelTest.questions.length} questions`);
      expect(root).toMatch(/data-testid="level-start"[^>]*>Start the test</);
    });

    test('an unknown course answers 404 with the not-found page', async ({ request }) => {
      for (const url of ['/en/i/999999', '/en/i/0']) {
        const answer = await request.get(url, {
          headers: { accept: 'text/html', ...(session ? { cookie: session.cookie } : {}) },
        });
        expect(answer.status(), url).toBe(404);
        const page = await answer.text();
        expect(page, url).toContain('<div id="root" data-server-rendered');
        expect(rootOf(page), url).toContain('data-page="not-found"');
      }
    });
  });
}
