import { LANGS } from '@hanyu/contract';
import { i18n } from '@hanyu/i18n';
import type { RouteHandle } from '@hanyu/ui';
import { routes } from './routes.tsx';
import { loadStrings } from './testing/render-route.tsx';

describe('routes', () => {
  it("owns the teaching centre, the timetable settings and the learners' pages, teachers signed in, each page its own chunk", () => {
    expect(routes.map((route) => route.path)).toEqual([
      'teach',
      'teach/payouts',
      'teach/reviews',
      'teach/assist',
      'user/timetable',
      'module/teacher/handover/:record_id',
      'module/user/records/:user_id',
      'module/user/level/:user_id',
    ]);
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    for (const route of routes) {
      expect(typeof route.lazy).toBe('function');
      expect(route.handle).toMatchObject({ layout: 'default', needUserInfo: true });
    }
  });

  it("loads every page's data in its route loader, so the server renders it and the app starts on intent", () => {
    for (const route of routes) {
      expect(typeof route.loader).toBe('function');
      expect(typeof route.ErrorBoundary).toBe('function');
      expect((route.handle as RouteHandle).startAtLoad).toBeUndefined();
    }
  });

  it('has a translated title for every page in every language', async () => {
    for (const lang of LANGS) {
      await loadStrings(lang);
      for (const route of routes) {
        const titleKey = (route.handle as RouteHandle).titleKey ?? '';
        const title = (i18n.t as (key: string) => string)(titleKey);
        expect(title.trim().length).toBeGreaterThan(0);
        expect(title).not.toBe(titleKey.split(':')[1]);
      }
    }
  });
});
