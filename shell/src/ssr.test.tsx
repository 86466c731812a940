/** @jest-environment node */
import type { Registry, RenderedApp, UserInfo } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { describe, expect, it } from '@jest/globals';
import { useLoaderData } from 'react-router';
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
  ],
};

/** The API as the server's own: `/user/current` knows the tokens of Mei and Kenji. */
const api: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  const user = { 'tok-mei': MEI, 'tok-kenji': KENJI }[token ?? ''];
  if (new URL(request.url).pathname !== '/api/user/current') return new Response('{}', { status: 404 });
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
  });

  it('leaves other brands and paths without a language to the browser', async () => {
    const jyda = await renderApp(new Request('https://jyda.example.com/en/about'), options);
    expect(jyda).toBeNull();
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
