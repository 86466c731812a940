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
    expect(routes.map((route) => route.handle)).toEqual([
      { needUserInfo: true, titleKey: 'video:title.course', startAtLoad: true },
      { needUserInfo: true, titleKey: 'video:title.lesson', startAtLoad: true },
    ]);
    for (const route of routes) expect(typeof route.lazy).toBe('function');
  });

  it.each(LANGS)('has its titles in %s', async (lang) => {
    await loadStrings(lang);
    expect(i18n.t('video:title.course')).not.toBe('title.course');
    expect(i18n.t('common:videoLearning.sequence')).not.toBe('videoLearning.sequence');
  });
});
