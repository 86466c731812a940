import { i18n, setLanguage } from '@hanyu/i18n';
import type { RouteHandle } from '@hanyu/ui';
import { describe, expect, it } from '@jest/globals';
import { matchRoutes } from 'react-router';
import { init, routes } from '../../routes.tsx';
import { libraryRoutes } from './routes.tsx';

describe('library routes', () => {
  it('are the library pages of SPEC §2, each lazy with a loader and a translated title', async () => {
    await init();
    await setLanguage('es');
    expect(libraryRoutes.map((route) => route.path)).toEqual([
      't/:userId',
      'pub',
      'pub/tag/:tagId',
      'pub/:itemId',
      'p/:uri',
      'learning/level',
    ]);
    for (const route of libraryRoutes) {
      expect(typeof route.lazy).toBe('function');
      expect(typeof route.loader).toBe('function');
      const titleKey = (route.handle as RouteHandle).titleKey ?? '';
      expect((i18n.t as (key: string) => string)(titleKey)).not.toBe(titleKey.split(':')[1]);
    }
    expect(routes).toEqual(expect.arrayContaining(libraryRoutes));
  });

  it('send pub/tag/{id} to the listing and pub/{id} to the post, whatever their order', () => {
    const tree = [{ path: '/:lang', children: routes }];
    const leaf = (path: string) => matchRoutes(tree, path)?.at(-1)?.route.path;
    expect(leaf('/en/pub/tag/3')).toBe('pub/tag/:tagId');
    expect(leaf('/en/pub/3')).toBe('pub/:itemId');
    expect(leaf('/en/pub')).toBe('pub');
    const reversed = [{ path: '/:lang', children: [...libraryRoutes].reverse() }];
    expect(matchRoutes(reversed, '/en/pub/tag/3')?.at(-1)?.route.path).toBe('pub/tag/:tagId');
  });
});
