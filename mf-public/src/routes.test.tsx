import { LANGS } from '@hanyu/contract';
import { i18n } from '@hanyu/i18n';
import type { RouteHandle } from '@hanyu/ui';
import { screen } from '@testing-library/react';
import { catalogueRoutes } from './features/catalogue/routes.tsx';
import { libraryRoutes } from './features/library/routes.tsx';
import { routes } from './routes.tsx';
import { apiResponse, HOME_FIXTURE, mockApi, renderRoute } from './testing/render-route.tsx';

const PAGES = ['', 'about', 'about/contact', 'about/guide', 'about/how', 'about/terms', 'about/partner/jyda'];
/** Pages with data of their own, tested in their features (catalogue, library). */
const DATA_PAGES = [...catalogueRoutes, ...libraryRoutes].map((route) => route.path);

describe('routes', () => {
  beforeEach(() => mockApi(() => apiResponse({ response: HOME_FIXTURE })));

  it('has exactly the pages of SPEC §2 this remote builds, each lazy with a title', () => {
    expect(routes.map((route) => (route.index ? '' : route.path))).toEqual([...PAGES, ...DATA_PAGES]);
    for (const route of routes) {
      expect(typeof route.lazy).toBe('function');
      expect((route.handle as RouteHandle).titleKey).toMatch(/^public:[a-z]+(\.[a-z]+)?\.title$/);
    }
  });

  describe.each(LANGS)('in %s', (lang) => {
    it.each(PAGES)('renders /%s with one h1 and a translated title', async (page) => {
      const { container } = await renderRoute(`/${lang}${page ? `/${page}` : ''}`);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent?.trim().length).toBeGreaterThan(0);
      expect(container.querySelectorAll('h1')).toHaveLength(1);

      const route = routes.find((candidate) => (candidate.index ? '' : candidate.path) === page);
      const titleKey = (route?.handle as RouteHandle | undefined)?.titleKey ?? '';
      const title = (i18n.t as (key: string) => string)(titleKey);
      expect(title).not.toBe(titleKey.split(':')[1]);
      expect(title.trim().length).toBeGreaterThan(0);
    });
  });
});
