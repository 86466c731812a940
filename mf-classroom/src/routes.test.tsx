import { LANGS } from '@hanyu/contract';
import { i18n } from '@hanyu/i18n';
import type { RouteHandle } from '@hanyu/ui';
import { routes } from './routes.tsx';
import { loadStrings } from './testing/render-route.tsx';

describe('routes', () => {
  it("owns SPEC §2's room, session-list, courseware and chat paths, for signed-in users, each with its loader", () => {
    expect(routes.map((route) => route.path)).toEqual([
      'learning/live/:item_id',
      'learning/live/one/:record_id',
      'learning/live/room/pc/:record_id',
      'learning/live/room/mobile/:record_id',
      'learning/live/roomv2/:record_id',
      'learning/group/:item_id',
      'learning/group/room/pc/:sku_id',
      'learning/group/room/mobile/:record_id',
      'module/im/room',
      'module/live/:room_id',
      'module/live/pc/:room_id',
      'module/live/mobile/:room_id',
      'learning/courseware/:item_id',
    ]);
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    /** Each page's title; every other page is a room. */
    const titles: Record<string, string> = {
      'learning/live/:item_id': 'classroom:live.title',
      'learning/group/:item_id': 'classroom:group.title',
      'learning/courseware/:item_id': 'classroom:courseware.title',
      'module/im/room': 'classroom:chat.title',
    };
    /** The rooms act as they arrive; the entry from the bookings and the other pages start on intent. */
    const atLoad = (path: string) => !(path in titles) && path !== 'learning/live/one/:record_id';
    for (const route of routes) {
      const path = route.path ?? '';
      // Every page's first data is its loader's (rendered by the server), its errors its own boundary's.
      expect(typeof route.loader).toBe('function');
      expect(typeof route.ErrorBoundary).toBe('function');
      expect(typeof route.lazy).toBe('function');
      // The chat room and the session lists and the rooms (until one is entered: TakeViewport) are pages of the
      // site, with its header and footer; the courseware takes the viewport.
      expect(route.handle).toEqual({
        ...(path === 'module/im/room'
          ? {}
          : { layout: path === 'learning/courseware/:item_id' ? 'fullscreen' : 'default' }),
        needUserInfo: true,
        titleKey: titles[path] ?? 'classroom:title.room',
        ...(atLoad(path) ? { startAtLoad: true } : {}),
      });
    }
  });

  it('reads a room again when the page asks or on a navigation, not after a form posted elsewhere', () => {
    const rooms = routes.filter((route) => route.ErrorBoundary === routes[1]?.ErrorBoundary);
    expect(rooms.map((route) => route.path)).toContain('module/live/:room_id');
    for (const route of rooms) {
      const decide = route.shouldRevalidate as (args: object) => boolean;
      expect(decide({ defaultShouldRevalidate: true })).toBe(true);
      expect(decide({ defaultShouldRevalidate: true, formMethod: 'POST' })).toBe(false);
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
