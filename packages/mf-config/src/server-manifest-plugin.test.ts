import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installedVersion, packageOf } from './server-manifest-plugin.js';

const dir = path.dirname(fileURLToPath(import.meta.url));

describe('the server manifest', () => {
  it('names shared singletons by package', () => {
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('zustand/vanilla')).toBe('zustand');
    expect(packageOf('@hanyu/ui')).toBe('@hanyu/ui');
    expect(packageOf('@hanyu/ui/button')).toBe('@hanyu/ui');
  });

  it('gives the version of a package as the app resolves it', () => {
    expect(installedVersion(dir, 'react')).toMatch(/^\d+\.\d+\.\d+/);
    expect(installedVersion(dir, 'no-such-package-here')).toBeNull();
  });
});
