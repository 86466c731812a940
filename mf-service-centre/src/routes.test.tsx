import { LANGS } from '@hanyu/contract';
import { i18n } from '@hanyu/i18n';
import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { routes } from './routes.tsx';
import { loadStrings } from './testing/render-route.tsx';

const pages = (route: RouteObject): RouteObject[] => route.children ?? [];

describe('routes', () => {
  it('owns service-centre: one frame in the default layout, with its loader and error boundary', () => {
    expect(routes.map((route) => route.path)).toEqual(['service-centre']);
    const [frame] = routes as [RouteObject];
    expect(frame.handle).toMatchObject({ layout: 'default' });
    expect(typeof frame.loader).toBe('function');
    expect(typeof frame.ErrorBoundary).toBe('function');
  });

  it('gives every page a unique id and its own chunk (the centre home aside), none starting at load', () => {
    const [frame] = routes as [RouteObject];
    const ids = pages(frame).map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of pages(frame)) {
      if (!route.index) expect(typeof route.lazy).toBe('function');
      expect((route.handle as RouteHandle).startAtLoad).toBeUndefined();
    }
  });

  it('has a translated title for every page in every language', async () => {
    const [frame] = routes as [RouteObject];
    for (const lang of LANGS) {
      await loadStrings(lang);
      for (const route of [frame, ...pages(frame)]) {
        const titleKey = (route.handle as RouteHandle).titleKey ?? '';
        const title = (i18n.t as (key: string) => string)(titleKey);
        expect(title.trim().length).toBeGreaterThan(0);
        expect(title).not.toBe(titleKey.split(':')[1]);
      }
    }
  });
});
