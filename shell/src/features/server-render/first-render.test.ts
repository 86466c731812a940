import { describe, expect, it } from '@jest/globals';
import type { DataRouter, RouterState } from 'react-router';
import {
  hasServerRenderedPage,
  removeServerStyles,
  routerInitialized,
  settleFirstLoaderData,
} from './first-render.ts';

type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

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

  it('marks settled loader promises so <Await> renders their value at once', async () => {
    const answered: Tracked<string> = Promise.resolve('primed');
    const failed: Tracked<string> = Promise.reject(new Error('no'));
    failed.catch(() => undefined);
    const pending: Tracked<string> = new Promise<string>(() => undefined);
    await settleFirstLoaderData({
      lang: null,
      page: { answered, failed, pending, query: { page: 1 } },
    });
    expect(answered.status).toBe('fulfilled');
    expect(answered.value).toBe('primed');
    expect(failed.status).toBe('rejected');
    expect(failed.reason).toEqual(new Error('no'));
    // Not settled: stays a promise <Await> suspends on.
    expect(pending.status).toBe('pending');
    expect('value' in pending).toBe(false);
  });

  it('removes the server styles only', () => {
    document.head.innerHTML = '<style data-server-rendered>.a{}</style><style id="app">.b{}</style>';
    document.body.insertAdjacentHTML('afterbegin', '<style data-server-rendered>.c{}</style>');
    removeServerStyles();
    expect(document.querySelectorAll('style[data-server-rendered]')).toHaveLength(0);
    expect(document.getElementById('app')).not.toBeNull();
  });
});
