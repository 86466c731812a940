import { LANGS } from '@hanyu/contract';
import { i18n } from '@hanyu/i18n';
import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { routes } from './routes.tsx';
import { loadStrings } from './testing/render-route.tsx';

const [userArea] = routes as [RouteObject];
const pages = userArea.children ?? [];

describe('routes', () => {
  it('owns the user area: one parent route in the user layout that needs user info', () => {
    expect(routes).toHaveLength(1);
    expect(userArea.path).toBe('user');
    expect(userArea.handle).toMatchObject({ layout: 'user', needUserInfo: true });
    expect(typeof userArea.loader).toBe('function');
  });

  it('has every page of the user menu as its children, each with its menu tab, loader and chunk', () => {
    expect(pages.map((page) => (page.index ? '(index)' : page.path))).toEqual([
      '(index)',
      'order',
      'date',
      'teacher',
      'favourites',
      'reviews',
      'bill',
      'info',
      'notifications',
      'setting',
      'org',
      'org-invitation',
      'linked',
      'promote',
      'spread',
      'course',
      'delivery',
      'mentor',
    ]);
    expect(pages.map((page) => (page.handle as RouteHandle).tab)).toEqual([
      'home',
      'order',
      'date',
      'teacher',
      'favourites',
      'reviews',
      'bill',
      'info',
      'notifications',
      'setting',
      'org',
      'org',
      'linked',
      'promote',
      'spread',
      'course',
      'delivery',
      'mentor',
    ]);
    for (const page of pages) {
      expect(typeof page.lazy).toBe('function');
      expect(typeof page.loader).toBe('function');
    }
  });

  it('has one error boundary for the area and its pages, and no page that starts the app at load', () => {
    expect(userArea.ErrorBoundary).toBeDefined();
    for (const page of pages) {
      expect(page.ErrorBoundary).toBeUndefined();
      expect((page.handle as RouteHandle).startAtLoad).toBeUndefined();
    }
  });

  it('keeps the balance while moving between pages, and reads it again when the page is revalidated', () => {
    const shouldRevalidate = userArea.shouldRevalidate;
    if (!shouldRevalidate) throw new Error('the user area decides when to read the balance again');
    const at = (path: string) => new URL(path, 'http://site.test');
    const args = (from: string, to: string) => ({
      currentUrl: at(from),
      nextUrl: at(to),
      currentParams: { lang: 'en' },
      nextParams: { lang: 'en' },
      defaultShouldRevalidate: true,
    });
    expect(shouldRevalidate(args('/en/user', '/en/user/order'))).toBe(false);
    expect(shouldRevalidate(args('/en/user/order', '/en/user/order?status=0'))).toBe(false);
    expect(shouldRevalidate(args('/en/user/order?status=0', '/en/user/order?status=0'))).toBe(true);
  });

  it('has a translated title for the area and every page in every language', async () => {
    for (const lang of LANGS) {
      await loadStrings(lang);
      for (const route of [userArea, ...pages]) {
        const titleKey = (route.handle as RouteHandle).titleKey ?? '';
        const title = (i18n.t as (key: string) => string)(titleKey);
        expect(title.trim().length).toBeGreaterThan(0);
        expect(title).not.toBe(titleKey.split(':')[1]);
      }
    }
  });
});
