import type { Registry } from '@hanyu/contract';
import type { RemoteRoutesModule } from '@hanyu/ui';
import { jest } from '@jest/globals';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { decorateRoutes, type Federation, groupByLayout, RemoteRoutes, Rethrow } from './remote-routes.ts';

const registry: Registry = {
  remotes: { mf_public: { manifest: '/remotes/mf-public/mf-manifest.json', prefixes: [''] } },
};

function fakeFederation(load: () => Promise<RemoteRoutesModule | undefined>) {
  const registered: Array<{ names: string[]; force: boolean }> = [];
  const federation: Federation = {
    register: (remotes, force) => registered.push({ names: remotes.map((r) => r.name), force }),
    loadRoutes: jest.fn(load),
    loadModule: async () => undefined,
  };
  return { federation, registered };
}

const Boundary = () => null;

describe('RemoteRoutes', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('registers every remote of the registry up front', () => {
    const { federation, registered } = fakeFederation(async () => ({ routes: [] }));
    new RemoteRoutes(registry, Boundary, federation);
    expect(registered).toEqual([{ names: ['mf_public'], force: false }]);
  });

  it('loads once, runs init and patches routes into the layout each asks for', async () => {
    const init = jest.fn(async () => {});
    const { federation } = fakeFederation(async () => ({
      init,
      routes: [{ index: true }, { path: 'room', handle: { layout: 'fullscreen' } }],
    }));
    const remotes = new RemoteRoutes(registry, Boundary, federation);
    const patch = jest.fn<(parent: string, routes: RouteObject[]) => void>();
    remotes.connect(patch);
    const [first, second] = await Promise.all([remotes.ensure('mf_public'), remotes.ensure('mf_public')]);
    expect([first, second]).toEqual([true, true]);
    expect(federation.loadRoutes).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls.map(([parent, routes]) => [parent, routes.length])).toEqual([
      ['layout-default', 1],
      ['layout-fullscreen', 1],
    ]);
    expect(remotes.status('mf_public')).toBe('loaded');
  });

  it('remembers a failure, notifies subscribers and loads again on retry', async () => {
    let fail = true;
    const { federation, registered } = fakeFederation(async () => {
      if (fail) throw new Error('manifest 404');
      return { routes: [{ index: true }] };
    });
    const remotes = new RemoteRoutes(registry, Boundary, federation);
    remotes.connect(jest.fn());
    const listener = jest.fn();
    remotes.subscribe(listener);
    expect(await remotes.ensure('mf_public')).toBe(false);
    expect(remotes.status('mf_public')).toBe('failed');
    expect(await remotes.ensure('mf_public')).toBe(false);
    expect(federation.loadRoutes).toHaveBeenCalledTimes(1);
    fail = false;
    expect(await remotes.retry('mf_public')).toBe(true);
    expect(registered.at(-1)).toEqual({ names: ['mf_public'], force: true });
    expect(remotes.status('mf_public')).toBe('loaded');
    expect(listener).toHaveBeenCalled();
  });

  it('treats a module without routes as a failure', async () => {
    const { federation } = fakeFederation(async () => undefined);
    const remotes = new RemoteRoutes(registry, Boundary, federation);
    remotes.connect(jest.fn());
    expect(await remotes.ensure('mf_public')).toBe(false);
  });
});

describe('decorateRoutes', () => {
  it('adds guards and a no-op loader to flagged routes and an error boundary at the top level', () => {
    const routes: RouteObject[] = [
      { path: 'a', handle: { needLogin: true }, children: [{ path: 'b', handle: { needUserInfo: true } }] },
      { path: 'c' },
    ];
    const [a, c] = decorateRoutes(routes, Boundary);
    expect(a?.middleware).toHaveLength(1);
    expect(a?.loader).toBeInstanceOf(Function);
    expect(a?.ErrorBoundary).toBe(Boundary);
    expect(a?.children?.[0]?.middleware).toHaveLength(2);
    expect(a?.children?.[0]?.ErrorBoundary).toBeUndefined();
    expect(c?.middleware).toBeUndefined();
    expect(c?.loader).toBeUndefined();
  });

  it('groups by layout, default when unset', () => {
    const groups = groupByLayout([{ path: 'x' }, { path: 'y', handle: { layout: 'blank' } }]);
    expect([...groups.keys()]).toEqual(['default', 'blank']);
  });
});

describe('page chunk failures', () => {
  beforeEach(() => sessionStorage.clear());

  it('turns a repeated chunk failure into an error the route boundary shows, not a reload loop', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    sessionStorage.setItem('hanyu:chunk-reload', JSON.stringify({ path: '/en/about', at: Date.now() }));
    const [route] = decorateRoutes(
      [{ path: 'about', lazy: async () => Promise.reject(chunkError) }],
      Boundary,
      () => '/en/about',
    );
    const lazy = route?.lazy as () => Promise<{ element: ReactElement<{ error: unknown }> }>;
    const loaded = await lazy();
    expect(loaded.element.type).toBe(Rethrow);
    expect(() => Rethrow(loaded.element.props)).toThrow(chunkError);
  });

  it('passes other failures to the boundary unchanged', async () => {
    const [route] = decorateRoutes(
      [{ path: 'x', lazy: async () => Promise.reject(new TypeError('bug')) }],
      Boundary,
    );
    const lazy = route?.lazy as () => Promise<{ element: ReactElement<{ error: unknown }> }>;
    const loaded = await lazy();
    expect(() => Rethrow(loaded.element.props)).toThrow('bug');
  });
});

describe('remote readiness', () => {
  it("loads a page's chunk while the remote's strings load, and renders it only when both are there", async () => {
    let releaseStrings = () => {};
    const strings = new Promise<void>((resolve) => {
      releaseStrings = resolve;
    });
    const chunk = jest.fn(async () => ({ Component: Boundary }));
    const [page, plain] = decorateRoutes(
      [
        { path: 'about', lazy: chunk },
        { path: 'static', Component: Boundary },
      ],
      Boundary,
      () => undefined,
      strings,
    );
    const pageLazy = page?.lazy as () => Promise<unknown>;
    const plainLazy = plain?.lazy as () => Promise<unknown>;
    let settled = false;
    const loading = pageLazy().then((loaded) => {
      settled = true;
      return loaded;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chunk).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    releaseStrings();
    expect(await loading).toEqual({ Component: Boundary });
    expect(await plainLazy()).toEqual({});
  });
});
