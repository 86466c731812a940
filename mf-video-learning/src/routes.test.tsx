import { LANGS } from '@hanyu/contract';
import { i18n } from '@hanyu/i18n';
import { routes } from './routes.tsx';
import { loadStrings } from './testing/render-route.tsx';

describe('routes', () => {
  it("owns SPEC §2's learning/video/{item_id} and its lessons, for signed-in users, loaded lazily", () => {
    expect(routes.map((route) => route.path)).toEqual([
      'learning/video/:item_id',
      'learning/video/:item_id/lesson/:lesson_id',
    ]);
    // The course page starts on intent; the lesson page at load, for its player's first report.
    expect(routes.map((route) => route.handle)).toEqual([
      { needUserInfo: true, titleKey: 'video:title.course' },
      { needUserInfo: true, titleKey: 'video:title.lesson', startAtLoad: true },
    ]);
    for (const route of routes) {
      expect(typeof route.lazy).toBe('function');
      // The first data comes from the route's loader, its failures to the route's error boundary.
      expect(typeof route.loader).toBe('function');
      expect(route.ErrorBoundary).toBeDefined();
    }
  });

  it.each(LANGS)('has its titles in %s', async (lang) => {
    await loadStrings(lang);
    expect(i18n.t('video:title.course')).not.toBe('title.course');
    expect(i18n.t('common:videoLearning.sequence')).not.toBe('videoLearning.sequence');
  });
});
