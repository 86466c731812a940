import { SHARED_SINGLETONS, SHARED_USED_EXPORTS, sharedConfig } from './shared.js';

describe('shared singletons', () => {
  it('covers the platform and the state-holding workspace packages', () => {
    for (const name of [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'react-router',
      'i18next',
      'react-i18next',
      'zustand',
    ]) {
      expect(SHARED_SINGLETONS).toContain(name);
    }
    for (const name of ['@hanyu/session', '@hanyu/event-bus', '@hanyu/sdk'])
      expect(SHARED_SINGLETONS).toContain(name);
  });

  it('makes every entry a singleton with the version the app depends on', () => {
    const config = sharedConfig({ react: '19.3.1', 'react-router': '^8.5.1', '@hanyu/sdk': '*' });
    expect(config.react).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
    expect(config['react-router']).toEqual({
      singleton: true,
      requiredVersion: '^8.5.1',
      treeShaking: { mode: 'runtime-infer', usedExports: SHARED_USED_EXPORTS['react-router'] },
    });
    expect(config['react/']).toEqual({ singleton: true, requiredVersion: false });
    expect(config['@hanyu/sdk']).toEqual({ singleton: true, requiredVersion: false });
    expect(Object.keys(config)).toEqual(SHARED_SINGLETONS);
  });
});
