import type { Registry } from '@hanyu/contract';
import { jest } from '@jest/globals';
import { loadRegistry } from './registry.ts';

const registry: Registry = {
  remotes: {
    mf_public: { manifest: '/remotes/mf-public/mf-manifest.json', prefixes: ['', 'about', 'learning/level'] },
    mf_classroom: {
      manifest: '/remotes/mf-classroom/mf-manifest.json',
      prefixes: ['learning/live', 'learning'],
    },
  },
};

describe('loadRegistry', () => {
  afterEach(() => {
    delete window.__HANYU_REGISTRY__;
  });

  it('prefers the copy the server injected', async () => {
    window.__HANYU_REGISTRY__ = registry;
    const fetchMock = jest.fn<typeof fetch>();
    expect(await loadRegistry(fetchMock)).toEqual(registry);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /registry.json otherwise', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(registry)));
    expect(await loadRegistry(fetchMock as unknown as typeof fetch)).toEqual(registry);
  });

  it('loads no remote from an invalid or unreachable registry', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    window.__HANYU_REGISTRY__ = { remotes: { broken: { prefixes: 'all' } } };
    expect(await loadRegistry()).toEqual({ remotes: {} });
    delete window.__HANYU_REGISTRY__;
    const failing = jest.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await loadRegistry(failing as unknown as typeof fetch)).toEqual({ remotes: {} });
    error.mockRestore();
  });
});
