import { LANGS } from '@hanyu/contract';
import { i18n } from '@hanyu/i18n';
import type { RouteHandle } from '@hanyu/ui';
import { routes } from './routes.tsx';
import { loadStrings } from './testing/render-route.tsx';

describe('routes', () => {
  it("owns SPEC §2's one-on-one room paths, full screen, for signed-in users, loaded lazily", () => {
    expect(routes.map((route) => route.path)).toEqual([
      'learning/live/one/:record_id',
      'learning/live/room/pc/:record_id',
      'learning/live/room/mobile/:record_id',
      'learning/live/roomv2/:record_id',
    ]);
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    for (const route of routes) {
      expect(typeof route.lazy).toBe('function');
      expect(route.handle).toEqual({
        layout: 'fullscreen',
        needUserInfo: true,
        titleKey: 'classroom:title.room',
        startAtLoad: true,
      });
    }
  });

  it('has a translated title in every language', async () => {
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
