/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import * as remote from './ssr.ts';
import { course, coursesPage, GROUP_TAGS, RATES_FIXTURE } from './testing/catalogue-fixtures.ts';
import { NO_REVIEWS, TEACHER_FIXTURE } from './testing/library-fixtures.ts';

/** A fetch answering API paths, recording what was asked. */
function fakeApi(answers: Record<string, { status: number; body: unknown }>) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const key = url.pathname.replace(/^\/api/, '') + url.search;
    asked.push(key);
    const path = url.pathname.replace(/^\/api/, '');
    // A teacher's or course's reviews, when a test names none: nobody has reviewed yet.
    const answer = answers[path] ??
      (path.endsWith('/reviews') ? { status: 200, body: { response: NO_REVIEWS } } : undefined) ?? {
        status: 404,
        body: { error: { code: 404, message: 'Not found' } },
      };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const page = (path: string) => new Request(`https://hanyu.example${path}`);

/**
 * Renders with a deadline no busy machine reaches, so that a page is given up for the reason a test
 * names (a failed call, a 404) and never because the test ran slowly; the deadline's own tests set theirs.
 */
/** The shell's server render, as far as these tests use it (its sources are typed against the shell's strings). */
interface ShellRender {
  renderApp(
    request: Request,
    options: { remote: unknown; registry: unknown; fetch: typeof fetch; timeoutMs?: number },
  ): Promise<
    | { kind: 'page'; html: string; title?: string; description?: string; data: Record<string, unknown> }
    | { kind: 'redirect'; location: string }
    | null
  >;
}
// mf-public's pages as the server renders them: inside the shell's routes, by the shell's server render.
const SHELL_RENDER: string = '../../shell/src/ssr.tsx';
const { renderApp } = (await import(SHELL_RENDER)) as ShellRender;

const registry = {
  remotes: { mf_public: { manifest: '/remotes/mf-public/mf-manifest.json', prefixes: [''] } },
};
const render = async (request: Request, options: { fetch: typeof fetch; timeoutMs?: number }) => {
  const rendered = await renderApp(request, { remote, registry, timeoutMs: 30_000, ...options });
  if (rendered?.kind === 'redirect') throw new Error(`redirected to ${rendered.location}`);
  return rendered;
};

/** The loader data a rendered page carries to the browser, as JSON. */
const hydrationOf = (rendered: Awaited<ReturnType<typeof render>>) =>
  JSON.stringify(rendered?.data['hanyu-hydration'] ?? null);

/** The display rates, asked for by the prices of a page (the teacher's courses). */
const RATES = {
  '/open/waihui/rates': {
    status: 200,
    body: { response: { rate_date: '2026-11-20', rates: { USD: '0.1380' } } },
  },
};

describe("mf-public's pages rendered on the server", () => {
  it('renders a page with its data, its meta and the data to hydrate it', async () => {
    const api = fakeApi({
      ...RATES,
      '/open/teachers/7': { status: 200, body: { response: TEACHER_FIXTURE } },
    });
    const rendered = await render(page('/en/t/7'), { fetch: api.fetch });
    expect(rendered?.kind).toBe('page');
    expect(rendered?.html).toContain('Zhang Wei');
    expect(rendered?.html).toContain('I taught Chinese at a university in Madrid');
    // No skeleton or out-of-order segment: the data is in place.
    expect(rendered?.html).not.toMatch(/<template|hidden id="S:|aria-busy="true"/);
    expect(rendered?.title).toBe('Zhang Wei · Hanyu');
    expect(rendered?.description).toContain('I taught Chinese');
    expect(api.asked).toEqual([
      '/open/teachers/7?language=en',
      '/open/teachers/7/reviews?page=1',
      '/open/waihui/rates',
    ]);
    // Prices in the language's currency with CNY beside, as the app shows them.
    expect(rendered?.html).toMatch(/data-currency="USD"/);
    // The browser starts from the loader's answers (the teacher, the rates) without asking again.
    const hydration = hydrationOf(rendered);
    expect(hydration).toContain(JSON.stringify(TEACHER_FIXTURE.name));
    expect(hydration).toContain('"rates":{"rate_date":"2026-11-20"');
  });

  it("renders what a page derives from its loaders' data, and prices in the visitor's chosen currency", async () => {
    const api = fakeApi({
      '/open/tags': { status: 200, body: { response: { list: GROUP_TAGS } } },
      '/open/courses': { status: 200, body: { response: coursesPage([course(3, { kind: 'group' })]) } },
      '/open/waihui/rates': { status: 200, body: { response: { ...RATES_FIXTURE } } },
    });
    const request = new Request('https://hanyu.example/en/group/tag/5', {
      headers: { cookie: 'currency=EUR' },
    });
    const rendered = await render(request, { fetch: api.fetch });
    // The topic's name comes from the tags the page loaded, in its heading and title.
    expect(rendered?.html).toMatch(/<h1[^>]*>[^<]*Conversation/);
    expect(rendered?.title).toContain('Conversation');
    expect(rendered?.html).toContain('data-currency="EUR"');
  });

  it('renders in the language of the URL, each render in its own', async () => {
    const api = fakeApi({ '/open/teachers/7': { status: 200, body: { response: TEACHER_FIXTURE } } });
    const [ja, en] = await Promise.all([
      render(page('/ja/about'), { fetch: api.fetch }),
      render(page('/en/about'), { fetch: api.fetch }),
    ]);
    expect(ja?.html).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(en?.html).not.toMatch(/[\u3040-\u30ff]/);
    expect(en?.title).toMatch(/· Hanyu$/);
    expect(api.asked).toEqual([]);
  });

  it('gives up (null) when an API call fails: the browser renders the page and retries', async () => {
    const api = fakeApi({
      '/open/teachers/7': { status: 500, body: { error: { code: 500, message: 'down' } } },
    });
    await expect(render(page('/en/t/7'), { fetch: api.fetch })).resolves.toBeNull();
  });

  it('renders the not-found page, answered 404, for an unknown teacher (API 404) and a URL no page matches', async () => {
    const api = fakeApi({});
    await expect(render(page('/en/t/8'), { fetch: api.fetch })).resolves.toMatchObject({
      kind: 'page',
      status: 404,
      html: expect.stringContaining('data-page="not-found"'),
    });
    const missing = await render(page('/en/no/such/page'), { fetch: api.fetch });
    expect(missing).toMatchObject({ status: 404, html: expect.stringContaining('data-page="not-found"') });
  });

  it('renders the 404 a loader throws as the not-found page; gives up outside the language space', async () => {
    const api = fakeApi({});
    // i/abc: the course loader throws a 404 before any call.
    await expect(render(page('/en/i/abc'), { fetch: api.fetch })).resolves.toMatchObject({
      kind: 'page',
      status: 404,
      html: expect.stringContaining('data-page="not-found"'),
    });
    expect(api.asked).toEqual([]);
    await expect(render(page('/xx/about'), { fetch: api.fetch })).resolves.toBeNull();
    await expect(render(page('/passport/login'), { fetch: api.fetch })).resolves.toBeNull();
  });

  it('gives up when the API is slower than the time allowed', async () => {
    // An API that never answers (until the request is aborted).
    const never = ((input: RequestInfo | URL, init?: RequestInit) => {
      const { signal } = new Request(input, init);
      return new Promise<Response>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    }) as typeof globalThis.fetch;
    await expect(render(page('/en/t/7'), { fetch: never, timeoutMs: 50 })).resolves.toBeNull();
    // The queue moves on: the next render is not stuck behind it.
    const api = fakeApi({
      ...RATES,
      '/open/teachers/7': { status: 200, body: { response: TEACHER_FIXTURE } },
    });
    await expect(render(page('/en/t/7'), { fetch: api.fetch })).resolves.toMatchObject({ kind: 'page' });
  });

  it('renders beside a slow render instead of waiting behind it', async () => {
    const never = ((input: RequestInfo | URL, init?: RequestInit) => {
      const { signal } = new Request(input, init);
      return new Promise<Response>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    }) as typeof globalThis.fetch;
    const api = fakeApi({
      ...RATES,
      '/open/teachers/7': { status: 200, body: { response: TEACHER_FIXTURE } },
    });
    const [slow, beside] = await Promise.all([
      render(page('/en/t/7'), { fetch: never, timeoutMs: 100 }),
      render(page('/en/t/7'), { fetch: api.fetch }),
    ]);
    expect(slow).toBeNull();
    expect(beside).toMatchObject({ kind: 'page' });
    expect(api.asked).toContain('/open/teachers/7?language=en');
  });

  it("renders another brand's pages with its name", async () => {
    const api = fakeApi({});
    const rendered = await render(new Request('https://jyda.example.com/en/about'), { fetch: api.fetch });
    expect(rendered).toMatchObject({ kind: 'page', title: 'About us · JYDA Chinese' });
  });
});
