import { LANGS, TOP_UP_GATEWAYS } from '@hanyu/contract';
import { i18n } from '@hanyu/i18n';
import type { RouteHandle } from '@hanyu/ui';
import { RETURN_GATEWAYS, routes } from './routes.tsx';
import { loadStrings } from './testing/render-route.tsx';

describe('routes', () => {
  it('owns booking, checkout, top-up and the three payment redirects', () => {
    expect(routes.map((route) => route.path)).toEqual([
      'book',
      'checkout',
      'top-up',
      'redirect/alipay',
      'redirect/paypal',
      'redirect/goallpay',
    ]);
    expect(RETURN_GATEWAYS).toEqual(TOP_UP_GATEWAYS);
  });

  it('puts every page behind login in the default layout, each its own chunk', () => {
    for (const route of routes) {
      expect(typeof route.lazy).toBe('function');
      expect(route.handle).toMatchObject({ layout: 'default', needLogin: true });
    }
  });

  it('starts the app at load only on the payment return pages, which check the payment as they arrive', () => {
    const atLoad = routes
      .filter((route) => (route.handle as RouteHandle).startAtLoad)
      .map((route) => route.path);
    expect(atLoad).toEqual(['redirect/alipay', 'redirect/paypal', 'redirect/goallpay']);
    for (const route of routes) expect(route.ErrorBoundary).toBeDefined();
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
