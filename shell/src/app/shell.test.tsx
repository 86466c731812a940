import { bus } from '@hanyu/event-bus';
import { registerNamespace } from '@hanyu/i18n';
import { sessionStore } from '@hanyu/session';
import { BRANDS, usePageMeta } from '@hanyu/ui';
import { jest } from '@jest/globals';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BrandContext } from '../features/brand/brand-context.tsx';
import { RouteError } from '../features/errors/route-error.tsx';
import { RemoteRoutes } from '../features/federation/remote-routes.ts';
import { RemotesContext } from '../features/federation/remotes-context.tsx';
import { shellRoutes } from './router.tsx';

beforeAll(() => registerNamespace('shell', (lang) => import(`../locales/${lang}.ts`)));

function GonePage() {
  return <h1>Gone page</h1>;
}

function AboutPage() {
  usePageMeta({ title: 'About us', description: 'Who teaches at Hanyu' });
  return <h1>About page</h1>;
}

/** The shell with one fake remote owning `about`, whose page is a plain heading. */
function renderShell(path: string, brand = BRANDS.hanyu, failRemote = false) {
  const remotes = new RemoteRoutes(
    { remotes: { mf_public: { manifest: '/m.json', prefixes: ['about'] } } },
    RouteError,
    {
      register: jest.fn(),
      loadModule: async () => undefined,
      loadRoutes: async () => {
        if (failRemote) throw new Error('offline');
        return {
          routes: [
            { path: 'about', Component: AboutPage },
            // A page whose data call the API answers with 404: the sdk announces it on the bus.
            {
              path: 'about/gone',
              loader: () => {
                bus.emit('navigation:not-found', { url: '/en/about/gone' });
                return null;
              },
              Component: GonePage,
            },
          ],
        };
      },
    },
  );
  const router = createMemoryRouter(shellRoutes(), {
    initialEntries: [path],
    async patchRoutesOnNavigation({ path: next, patch }) {
      if (next.split('/')[2] === 'about') await remotes.ensure('mf_public', patch);
    },
  });
  remotes.connect((parent, routes) => router.patchRoutes(parent, routes));
  render(
    <BrandContext value={brand}>
      <RemotesContext value={remotes}>
        <RouterProvider router={router} />
      </RemotesContext>
    </BrandContext>,
  );
  return router;
}

describe('shell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('renders a remote page inside the default layout with header and footer', async () => {
    renderShell('/en/about');
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');
  });

  it("puts the page's title with the brand, its description and the hreflang alternates in the head", async () => {
    renderShell('/es/about');
    await screen.findByRole('heading', { name: 'About page' });
    expect(document.title).toBe(`About us · ${BRANDS.hanyu.name}`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Who teaches at Hanyu',
    );
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map(
      (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`,
    );
    expect(alternates).toEqual([
      'zh-CN /zh-cn/about',
      'en /en/about',
      'es /es/about',
      'ja /ja/about',
      'ko /ko/about',
      'x-default /en/about',
    ]);
    expect(
      new URL(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '').pathname,
    ).toBe('/es/about');
  });

  it('shows the not-found page for an API 404 of the page being opened, not of the one left', async () => {
    const router = renderShell('/en/about');
    await screen.findByRole('heading', { name: 'About page' });
    act(() => {
      void router.navigate('/en/about/gone');
    });
    expect(await screen.findByText('This page could not be found.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Gone page' })).toBeNull();
    act(() => {
      void router.navigate(-1);
    });
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeTruthy();
  });

  it('shows the not-found page for an API 404 announced while the first page loads', async () => {
    renderShell('/en/about/gone');
    expect(await screen.findByText('This page could not be found.')).toBeTruthy();
  });

  it('links every language to the same page', async () => {
    renderShell('/en/about');
    await screen.findByRole('heading', { name: 'About page' });
    const switcher = screen.getByTestId('language-switcher');
    expect(
      within(switcher)
        .getByText(/日本語/)
        .closest('a')
        ?.getAttribute('href'),
    ).toBe('/ja/about');
    expect(
      within(switcher)
        .getByText(/简体中文/)
        .closest('a')
        ?.getAttribute('href'),
    ).toBe('/zh-cn/about');
  });

  it('shows the 404 text for an unknown language, with a link home', async () => {
    renderShell('/xx/about');
    expect(await screen.findByText('This page could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the homepage' }).getAttribute('href')).toBe('/en');
  });

  it('shows the 404 page inside the layout for an unmatched path', async () => {
    renderShell('/ja/nowhere');
    expect(await screen.findByText('お探しのページは見つかりませんでした。')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows the translated fallback with retry when the owning remote fails', async () => {
    renderShell('/es/about', BRANDS.hanyu, true);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Esta parte del sitio no está disponible ahora');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('on the alternate brand the about link goes to the partner page', async () => {
    renderShell('/en/about', BRANDS.jyda);
    await screen.findByRole('heading', { name: 'About page' });
    expect(screen.getByTestId('about-link').getAttribute('href')).toBe('/en/about/partner/jyda');
    expect(
      screen.getByRole('banner').querySelector('[data-brand-logo]')?.getAttribute('data-brand-logo'),
    ).toBe('jyda');
  });

  it("draws each brand's mark and the language icon as SVG, never as a font glyph", async () => {
    for (const brand of [BRANDS.hanyu, BRANDS.jyda]) {
      renderShell('/en/about', brand);
      await screen.findByRole('heading', { name: 'About page' });
      const banner = screen.getByRole('banner');
      const logo = banner.querySelector('[data-brand-logo]');
      expect(logo?.querySelectorAll('svg path')).toHaveLength(brand.markPaths.length);
      expect(logo?.textContent).not.toContain(brand.mark);
      const languages = screen.getAllByTestId('language-switcher')[0];
      expect(languages?.querySelector('button svg')).not.toBeNull();
      expect(banner.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
      cleanup();
    }
  });

  it('opens the courses menu and changes the slogan on navigation', async () => {
    const router = renderShell('/en/about');
    await screen.findByRole('heading', { name: 'About page' });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Courses' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByTestId('courses-menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/live', '/en/group', '/en/video']);
    const before = screen.getByTestId('slogan').getAttribute('data-slogan');
    await act(() => router.navigate('/en/nowhere'));
    expect(screen.getByTestId('slogan').getAttribute('data-slogan')).not.toBe(before);
    expect(screen.getByRole('button', { name: 'Courses' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("shows a signed-in learner's balance in the my-page button once a page has read it", async () => {
    sessionStore.setState({ token: 'tok-1', uid: '1' });
    try {
      renderShell('/en/about');
      await screen.findByRole('heading', { name: 'About page' });
      // The bar and the phone drawer each have the button.
      const myPage = screen.getAllByRole('link', { name: 'My page' });
      expect(myPage.length).toBeGreaterThan(0);
      expect(screen.queryByTestId('header-balance')).toBeNull();
      act(() => bus.emit('balance:changed', { balance_minor: 52_050, currency: 'CNY' }));
      for (const link of myPage) expect(link.textContent).toBe('My pageTuition balanceCN¥520.50');
    } finally {
      sessionStore.setState({ token: undefined, uid: undefined });
    }
  });
});
