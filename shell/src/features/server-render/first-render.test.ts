import { describe, expect, it } from '@jest/globals';
import type { DataRouter, RouterState } from 'react-router';
import {
  hasServerRenderedPage,
  removeServerStyles,
  resolveLazyMatches,
  routerInitialized,
} from './first-render.ts';

function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: RouterState) => void>();
  const router = {
    state: { initialized } as RouterState,
    subscribe: (listener: (state: RouterState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Pick<DataRouter, 'state' | 'subscribe'>;
  const update = (next: boolean) => {
    (router as { state: RouterState }).state = { initialized: next } as RouterState;
    for (const listener of listeners) listener(router.state);
  };
  return { router, update, listeners };
}

const Page = () => null;

describe('first render over the server HTML', () => {
  it('knows the root holds server HTML by its mark', () => {
    const root = document.createElement('div');
    expect(hasServerRenderedPage(root)).toBe(false);
    root.setAttribute('data-server-rendered', '');
    expect(hasServerRenderedPage(root)).toBe(true);
  });

  it('waits for the router to have run the first route, then stops listening', async () => {
    const { router, update, listeners } = fakeRouter(false);
    let done = false;
    const waiting = routerInitialized(router).then(() => {
      done = true;
    });
    update(false);
    await Promise.resolve();
    expect(done).toBe(false);
    update(true);
    await waiting;
    expect(done).toBe(true);
    expect(listeners.size).toBe(0);
    await expect(routerInitialized(fakeRouter(true).router)).resolves.toBeUndefined();
  });

  it('removes the server styles only', () => {
    document.head.innerHTML = '<style data-server-rendered>.a{}</style><style id="app">.b{}</style>';
    document.body.insertAdjacentHTML('afterbegin', '<style data-server-rendered>.c{}</style>');
    removeServerStyles();
    expect(document.querySelectorAll('style[data-server-rendered]')).toHaveLength(0);
    expect(document.getElementById('app')).not.toBeNull();
  });

  it("loads the page modules of the URL's routes into them, and only those", async () => {
    const routes = [
      {
        path: '/:lang',
        children: [
          { path: 'about', lazy: async () => ({ Component: Page }) },
          { path: 'other', lazy: async () => ({ Component: Page }) },
        ],
      },
    ];
    await resolveLazyMatches(routes, '/en/about');
    const [about, other] = routes[0]?.children ?? [];
    expect(about).toEqual({ path: 'about', Component: Page });
    expect(typeof other?.lazy).toBe('function');
  });
});
