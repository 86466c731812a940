/** @jest-environment node */
import type { Registry, RenderedApp, UserInfo } from '@hanyu/contract';
import { currentLang, i18n } from '@hanyu/i18n';
import { request } from '@hanyu/sdk';
import { sessionStore, useSession } from '@hanyu/session';
import { BRANDS, brandTheme, useHostBrand } from '@hanyu/ui';
import { describe, expect, it } from '@jest/globals';
import { useTranslation } from 'react-i18next';
import { data, useLoaderData } from 'react-router';
import { type RemoteServerModule, type RenderOptions, renderApp, shared } from './ssr.tsx';

const REGISTRY: Registry = {
  remotes: { mf_demo: { manifest: '/remotes/mf-demo/mf-manifest.json', prefixes: ['about', 'user'] } },
};

const MEI: UserInfo = {
  id: 42,
  nick_name: 'Mei',
  email: 'mei@example.com',
  created_at: '2026-01-05T09:00:00.000Z',
  company_user: null,
  org_user: { user_type: 1 },
  time_zone: 'Europe/Madrid',
};
const KENJI: UserInfo = { ...MEI, id: 43, nick_name: 'Kenji', time_zone: null };

function Who() {
  const name = useSession((state) => state.user?.nick_name);
  return <p data-testid="who">{name ?? 'nobody'}</p>;
}

function AboutPage() {
  const { story } = useLoaderData() as { story: Promise<string> & { value?: string } };
  return (
    <article>
      <h1>{story.value}</h1>
      <Who />
    </article>
  );
}

/** A remote as its server build exports it: routes with a streamed loader, and a signed-in area. */
const remote: RemoteServerModule = {
  routes: [
    {
      path: 'about',
      handle: { titleKey: 'shell:nav.home' },
      loader: () => ({ story: Promise.resolve('Our story') }),
      Component: AboutPage,
    },
    { path: 'user', handle: { layout: 'user', needLogin: true }, Component: Who },
    {
      // Waits in its loader for the other render of the pair (see `meet`), then reads the language and the
      // session outside React and inside.
      path: 'lesson',
      loader: async () => {
        await request({ method: 'GET', path: '/demo/meet' }, {});
        return { lang: currentLang(), home: i18n.t('shell:nav.home'), who: whoOutsideReact() };
      },
      Component: LessonPage,
    },
    {
      path: 'course/:id',
      loader: async ({ params }) => {
        if (params.id === 'gone') throw data({ message: 'gone' }, { status: 404 });
        return request({ method: 'GET', path: '/demo/course/:id' }, { params: { id: params.id ?? '' } });
      },
      Component: () => <h1>{(useLoaderData() as { title: string }).title}</h1>,
    },
    {
      // As mf-public's pages do: the loader's call settles either way, the page throws a 404 while rendering.
      path: 'teacher/:id',
      id: 'teacher',
      loader: ({ params }) => ({ found: params.id === '1' }),
      Component: () => {
        if (!(useLoaderData() as { found: boolean }).found)
          throw Object.assign(new Error('Not found'), { status: 404 });
        return <h1>Wang Lin</h1>;
      },
    },
  ],
};

function whoOutsideReact(): string {
  return sessionStore.getState().user?.nick_name ?? 'nobody';
}

/** What a remote's page shows of the brand (as mf-passport's social sign-in, mf-public's contact page). */
function BrandLine() {
  const brand = useHostBrand();
  return (
    <p data-testid="brand">
      {brand.name} {brand.socialLogin ? 'social' : 'email'}
    </p>
  );
}

function LessonPage() {
  const loaded = useLoaderData() as { lang: string; home: string; who: string };
  const { t, i18n: instance } = useTranslation('shell');
  return (
    <article>
      <p data-testid="loader">
        {loaded.lang} {loaded.home} {loaded.who}
      </p>
      <p data-testid="render">
        {instance.language} {t('nav.home')} <Who />
      </p>
      <BrandLine />
    </article>
  );
}

/** Two renders meet here: each waits until the other has arrived, so their steps interleave. */
function pairUp(): () => Promise<void> {
  let waiting: Array<() => void> = [];
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length === 2) {
        for (const go of waiting) go();
        waiting = [];
      }
    });
}
let meet = pairUp();
let meetUser = async () => {};

/** A call that ends only when its render is given up. */
const hang = (request: Request) =>
  new Promise<Response>((_, reject) =>
    request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }),
  );

/** The API as the server's own: `/user/current` knows the tokens of Mei and Kenji. */
const api: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  const user = { 'tok-mei': MEI, 'tok-kenji': KENJI }[token ?? ''];
  const { pathname } = new URL(request.url);
  if (pathname === '/api/demo/meet') {
    await meet();
    return Response.json({ response: {} });
  }
  if (pathname === '/api/demo/course/7') return Response.json({ response: { title: 'HSK 1' } });
  if (pathname.startsWith('/api/demo/course/'))
    return Response.json({ error: { code: 404, message: 'No such course' } }, { status: 404 });
  if (pathname !== '/api/user/current') return new Response('{}', { status: 404 });
  // Failures of the user load that are not the API refusing the token.
  if (token === 'tok-500') return Response.json({ error: { code: 500, message: 'Oops' } }, { status: 500 });
  if (token === 'tok-network') throw new TypeError('fetch failed');
  if (token === 'tok-hang') return hang(request);
  await meetUser();
  return user
    ? Response.json({ response: user })
    : Response.json({ error: { code: 401, message: 'Please log in' } }, { status: 401 });
};

const options: RenderOptions = { remote, registry: REGISTRY, fetch: api, timeoutMs: 30_000 };
const page = (path: string, cookie = '') =>
  renderApp(new Request(`https://hanyu.example${path}`, { headers: { cookie } }), options);

async function rendered(path: string, cookie?: string): Promise<RenderedApp> {
  const result = await page(path, cookie);
  if (result?.kind !== 'page') throw new Error(`no page for ${path}: ${JSON.stringify(result)}`);
  return result;
}

describe('renderApp', () => {
  it("renders a remote's page inside the shell's frame, with the data to hydrate it", async () => {
    const about = await rendered('/ja/about');
    expect(about.html).toMatch(/<header[^>]*>/);
    expect(about.html).toMatch(/<main id="main"[^>]*>.*<h1>Our story<\/h1>.*<\/main>/s);
    expect(about.html).toContain('<footer');
    expect(about.html).toContain('ログイン');
    expect(about.title).toBe('ホーム · Hanyu');
    expect(about.brand).toBe('hanyu');
    expect(about.personal).toBe(false);
    // The loader's promise goes as its value; the session as the server knew it.
    const hydration = JSON.stringify(about.data['hanyu-hydration']);
    expect(hydration).toContain('"$hanyu:settled":"Our story"');
    expect(about.data['hanyu-session']).toEqual({ user: null, timeZone: null });
  });

  it("renders a signed-in visitor's page with their session, which the next visitor never sees", async () => {
    const mei = await rendered('/en/about', 'token=tok-mei; uid=42');
    expect(mei.html).toContain('<p data-testid="who">Mei</p>');
    expect(mei.personal).toBe(true);
    expect(mei.data['hanyu-session']).toEqual({ user: MEI, timeZone: 'Europe/Madrid' });
    const [kenji, nobody] = await Promise.all([
      rendered('/en/user', 'token=tok-kenji; uid=43'),
      rendered('/en/about'),
    ]);
    expect(kenji.html).toContain('<p data-testid="who">Kenji</p>');
    expect(kenji.html).not.toContain('Mei');
    expect(nobody.html).toContain('<p data-testid="who">nobody</p>');
    expect(nobody.html).not.toMatch(/Mei|Kenji/);
    expect(nobody.data['hanyu-session']).toEqual({ user: null, timeZone: null });
  });

  it('renders the signed-out page for a revoked token, and says to clear the session (SPEC §4)', async () => {
    const revoked = await rendered('/en/about', 'token=revoked; uid=42');
    expect(revoked.html).toContain('<p data-testid="who">nobody</p>');
    expect(revoked.html).toContain('>Log in</button>');
    expect(revoked.clearSession).toBe(true);
    expect(revoked.personal).toBe(false);
    expect(revoked.data['hanyu-session']).toEqual({ user: null, timeZone: null });
    // A page for signed-in visitors sends them to log in instead.
    expect(await page('/en/user', 'token=revoked')).toEqual({
      kind: 'redirect',
      location: '/en/passport/login?redirect_url=%2Fen%2Fuser',
      clearSession: true,
    });
  });

  it('shows times in the zone a utc cookie names, else in Beijing time for the page to correct', async () => {
    const chile = await rendered('/en/about', 'utc=America%2FSantiago');
    expect(chile.zoneKnown).toBe(true);
    expect(chile.html).toContain('<span data-local-zone="">America/Santiago</span>');
    const unknown = await rendered('/en/about', 'utc=Mars%2FOlympus');
    expect(unknown.zoneKnown).toBe(false);
    expect(unknown.html).toContain('<span data-local-zone="">Asia/Shanghai</span>');
  });

  it('renders the not-found page of a path the remote does not have', async () => {
    const missing = await rendered('/en/nowhere');
    expect(missing.html).toContain('data-page="not-found"');
    expect(missing.title).toBe('Page not found · Hanyu');
    expect(missing.status).toBe(404);
  });

  it('renders the not-found page, answered 404, for an id the API or the loader does not know', async () => {
    const known = await rendered('/en/course/7');
    expect(known.html).toContain('<h1>HSK 1</h1>');
    expect(known.status).toBeUndefined();
    const thrown = await rendered('/ko/teacher/2');
    expect(thrown.status).toBe(404);
    expect(thrown.html).toContain('data-page="not-found"');
    expect(thrown.html).toContain('요청하신 페이지를 찾을 수 없습니다.');
    expect((thrown.data['hanyu-hydration'] as { errors?: unknown }).errors).toEqual({
      teacher: { status: 404 },
    });
    expect((await rendered('/ko/teacher/1')).html).toContain('<h1>Wang Lin</h1>');
    for (const path of ['/en/course/21', '/en/course/gone']) {
      const missing = await rendered(path);
      expect(missing.status).toBe(404);
      expect(missing.html).toContain('data-page="not-found"');
      // The browser hydrates the same error: the route's 404.
      const hydration = missing.data['hanyu-hydration'] as { errors?: Record<string, unknown> };
      expect(Object.values(hydration.errors ?? {})).toEqual([{ status: 404 }]);
    }
  });

  it('runs renders side by side, each with its own brand, language, user and API token, never mixing them', async () => {
    // Both user loads and both loaders wait for the other render: each step of one runs between steps of the other.
    meet = pairUp();
    const userMeeting = pairUp();
    meetUser = userMeeting;
    try {
      const [mei, kenji] = await Promise.all([
        renderApp(new Request('https://hanyu.example/ja/lesson', { headers: { cookie: 'token=tok-mei' } }), {
          ...options,
          timeoutMs: 10_000,
        }),
        // The other brand's host.
        renderApp(
          new Request('https://jyda.example.com/ko/lesson', { headers: { cookie: 'token=tok-kenji' } }),
          {
            ...options,
            timeoutMs: 10_000,
          },
        ),
      ]);
      if (mei?.kind !== 'page' || kenji?.kind !== 'page') throw new Error('a render was given up');
      // React separates adjacent texts with comments; read the text as a visitor would.
      mei.html = mei.html.replaceAll('<!-- -->', '');
      kenji.html = kenji.html.replaceAll('<!-- -->', '');
      expect(mei.html).toContain('<p data-testid="loader">ja ホーム Mei</p>');
      expect(mei.html).toMatch(/<p data-testid="render">ja ホーム <p data-testid="who">Mei<\/p><\/p>/);
      expect(mei.html).toContain('マイページ');
      expect(mei.html).not.toMatch(/Kenji|홈|마이페이지/);
      expect(kenji.html).toContain('<p data-testid="loader">ko 홈 Kenji</p>');
      expect(kenji.html).toMatch(/<p data-testid="render">ko 홈 <p data-testid="who">Kenji<\/p><\/p>/);
      expect(kenji.html).toContain('마이페이지');
      expect(kenji.html).not.toMatch(/Mei|ホーム|マイページ/);
      expect(mei.data['hanyu-session']).toEqual({ user: MEI, timeZone: 'Europe/Madrid' });
      expect(kenji.data['hanyu-session']).toEqual({ user: KENJI, timeZone: null });
      // Each in its own brand: the shell's logo and footer, the remote's page, the theme for <html>.
      expect(mei.brand).toBe('hanyu');
      expect(mei.html).toContain('data-brand-logo="hanyu"');
      expect(mei.html).toContain('<p data-testid="brand">Hanyu social</p>');
      expect(mei.html).not.toMatch(/JYDA|jyda/);
      expect(mei.theme?.properties['--hy-color-primary']).toBe(BRANDS.hanyu.colors.primary);
      expect(kenji.brand).toBe('jyda');
      expect(kenji.html).toContain('data-brand-logo="jyda"');
      expect(kenji.html).toContain('<p data-testid="brand">JYDA Chinese email</p>');
      expect(kenji.html).toContain(BRANDS.jyda.contact.email);
      expect(kenji.html).not.toMatch(/data-brand-logo="hanyu"|>Hanyu<|hanyu\.example/);
      expect(kenji.theme?.properties['--hy-color-primary']).toBe(BRANDS.jyda.colors.primary);
      // Nothing of either is left where the next render (or the process) would read it.
      expect(sessionStore.getState().user).toBeUndefined();
      expect(currentLang()).toBe('en');
    } finally {
      meetUser = async () => {};
      meet = pairUp();
    }
  });
  it('shows another slogan than the one the last page showed (its cookie): a full load is a route change too', async () => {
    for (let run = 0; run < 12; run++) {
      const about = await rendered('/en/about', 'slogan=1');
      expect(about.html).toMatch(/data-slogan="[02]"/);
    }
  });

  it("renders the alternate brand's page from its host: its name, logo, links, sign-in and theme", async () => {
    const jyda = await renderApp(new Request('https://jyda.example.com/ja/about'), options);
    if (jyda?.kind !== 'page') throw new Error('the alternate brand was not rendered');
    expect(jyda.brand).toBe('jyda');
    expect(jyda.title).toBe('ホーム · JYDA Chinese');
    expect(jyda.html).toMatch(/<main id="main"[^>]*>.*<h1>Our story<\/h1>.*<\/main>/s);
    expect(jyda.html).toContain('data-brand-logo="jyda"');
    expect(jyda.html).toContain('aria-label="JYDA Chinese"');
    for (const d of BRANDS.jyda.markPaths) expect(jyda.html).toContain(`d="${d}"`);
    expect(jyda.html).toContain('href="/ja/about/partner/jyda"');
    expect(jyda.html).toContain(BRANDS.jyda.contact.phone);
    expect(jyda.html).not.toContain(BRANDS.hanyu.contact.email);
    expect(jyda.theme).toEqual(brandTheme(BRANDS.jyda));
    // The main brand's host, as before.
    const hanyu = await rendered('/ja/about');
    expect(hanyu.html).toContain('href="/ja/about"');
    expect(hanyu.theme).toEqual(brandTheme(BRANDS.hanyu));
  });

  it("draws the main brand's page head as index.html has it: theme colour and tab icon", async () => {
    const { readFile } = await import('node:fs/promises');
    const index = await readFile(new URL('../index.html', import.meta.url), 'utf8');
    const { themeColor, icon } = brandTheme(BRANDS.hanyu);
    expect(index).toContain(`<meta name="theme-color" content="${themeColor}" />`);
    expect(index).toContain(`<link rel="icon" href="${icon}" />`);
  });

  it('leaves paths without a language to the browser', async () => {
    expect(await page('/xx/about')).toBeNull();
  });

  it("lends remotes the shell's own shared singletons", async () => {
    const react = await import('react');
    expect(shared.react).toBe(react);
    // Exactly what remotes' server builds are built to take from it.
    const sharedList: string = '@hanyu/mf-config/shared';
    const { SERVER_SHARED_MODULES } = (await import(sharedList)) as { SERVER_SHARED_MODULES: string[] };
    expect(Object.keys(shared).sort()).toEqual([...SERVER_SHARED_MODULES].sort());
  });
});

describe('renderApp when loading the user fails', () => {
  const skipped: string[] = [];
  const failing: RenderOptions = { ...options, onSkip: (reason) => skipped.push(reason) };

  it.each([
    ['an error answer (5xx)', 'tok-500'],
    ['a network error', 'tok-network'],
  ])('gives the render up on %s, never signing the visitor out', async (_, token) => {
    for (const path of ['/en/user', '/en/about']) {
      const result = await renderApp(
        new Request(`https://hanyu.example${path}`, { headers: { cookie: `token=${token}; uid=42` } }),
        failing,
      );
      expect(result).toBeNull();
    }
    expect(skipped).toContain('the user could not be loaded');
  });

  it('gives a render up at its deadline without signing out, and the next render loads the user afresh', async () => {
    const given = await renderApp(
      new Request('https://hanyu.example/en/user', { headers: { cookie: 'token=tok-hang; uid=42' } }),
      { ...failing, timeoutMs: 50 },
    );
    expect(given).toBeNull();
    // The next render of the same visitor does not take over the load the first one gave up.
    const mei = await rendered('/en/user', 'token=tok-mei; uid=42');
    expect(mei.html).toContain('<p data-testid="who">Mei</p>');
    expect(mei.clearSession).toBe(false);
  });
});
