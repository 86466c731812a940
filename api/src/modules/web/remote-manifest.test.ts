import path from 'node:path';
import {
  type FederationManifest,
  localFileOfUrl,
  parseManifest,
  parseServerManifest,
  remoteEntryLink,
  serverManifestUrl,
} from './remote-manifest.ts';

const manifest = (metaData: Partial<FederationManifest['metaData']>): FederationManifest => ({
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js', type: 'global' }, ...metaData },
});

describe('remoteEntryLink', () => {
  it('resolves an "auto" public path against the manifest URL', () => {
    expect(
      remoteEntryLink(manifest({ publicPath: 'auto' }), '/remotes/mf-public/mf-manifest.json?v=3'),
    ).toEqual({
      url: '/remotes/mf-public/remoteEntry.js',
      module: false,
    });
    expect(
      remoteEntryLink(manifest({ publicPath: '' }), 'https://cdn.example.com/a/mf-manifest.json'),
    ).toEqual({
      url: 'https://cdn.example.com/a/remoteEntry.js',
      module: false,
    });
  });

  it('uses an explicit public path and the entry folder', () => {
    const link = remoteEntryLink(
      manifest({
        publicPath: 'https://cdn.example.com/mf-public/1.4.0',
        remoteEntry: { path: 'static/js/', name: 'remoteEntry.js', type: 'module' },
      }),
      '/ignored/mf-manifest.json',
    );
    expect(link).toEqual({
      url: 'https://cdn.example.com/mf-public/1.4.0/static/js/remoteEntry.js',
      module: true,
    });
  });
});

describe('parseManifest', () => {
  it('reads the fields the server needs and rejects what lacks them', () => {
    const text = JSON.stringify({
      id: 'mf_public',
      metaData: {
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        extra: 1,
      },
    });
    expect(parseManifest(text).metaData.remoteEntry.name).toBe('remoteEntry.js');
    expect(() => parseManifest('{"metaData":{}}')).toThrow();
    expect(() => parseManifest('nope')).toThrow();
  });
});

describe('localFileOfUrl', () => {
  const root = '/srv/hanyu';
  const folders = new Set(['mf-public']);

  it('maps a published folder URL into its dist', () => {
    expect(localFileOfUrl('/remotes/mf-public/mf-manifest.json', root, folders)).toBe(
      path.join(root, 'mf-public/dist/mf-manifest.json'),
    );
    expect(localFileOfUrl('/remotes/mf-public/v2/mf-manifest.json?x=1', root, folders)).toBe(
      path.join(root, 'mf-public/dist/v2/mf-manifest.json'),
    );
  });

  it.each([
    'https://cdn.example.com/remotes/mf-public/mf-manifest.json',
    '/remotes/mf-other/mf-manifest.json',
    '/remotes/mf-public/../../etc/passwd',
    '/remotes/mf-public/%2e%2e/%2e%2e/etc/passwd',
    '/remotes/mf-public/%E0%A4%A',
    '/elsewhere/mf-manifest.json',
  ])('refuses %s', (url) => {
    expect(localFileOfUrl(url, root, folders)).toBeNull();
  });
});

describe('server manifests', () => {
  const integrity = `sha384-${'A'.repeat(64)}`;
  const valid = {
    schema: 1,
    name: 'mf_public',
    version: 'cb54a92888f6d2b9',
    entry: 'ssr.mjs',
    files: { 'ssr.mjs': integrity, 'chunks/12.mjs': integrity },
    css: { '../117.0e20ded9d7.css': integrity },
    shared: { react: '19.3.1' },
  };

  it('are found beside the remote entry, wherever the build is', () => {
    expect(
      serverManifestUrl(manifest({ publicPath: 'auto' }), 'https://cdn.example.com/a/mf-manifest.json'),
    ).toBe('https://cdn.example.com/a/ssr/ssr-manifest.json');
    expect(
      serverManifestUrl(
        manifest({ publicPath: 'https://static.example.com/v7' }),
        'https://cdn.example.com/a/m.json',
      ),
    ).toBe('https://static.example.com/v7/ssr/ssr-manifest.json');
    expect(
      serverManifestUrl(manifest({ publicPath: '/mf/v2/' }), 'http://127.0.0.1:4471/mf-manifest.json'),
    ).toBe('http://127.0.0.1:4471/mf/v2/ssr/ssr-manifest.json');
  });

  it('name files inside the build, each with its integrity, and the entry among them', () => {
    expect(parseServerManifest(JSON.stringify(valid)).files['chunks/12.mjs']).toBe(integrity);
    expect(parseServerManifest(JSON.stringify({ ...valid, css: undefined, shared: undefined })).css).toEqual(
      {},
    );
    for (const wrong of [
      { ...valid, files: { '../../etc/ssr.mjs': integrity } },
      { ...valid, files: { '/ssr.mjs': integrity } },
      { ...valid, files: { 'ssr.mjs': 'md5-abc' } },
      { ...valid, entry: 'other.mjs' },
      { ...valid, css: { '../a/../../b.css': integrity } },
      { ...valid, css: { '../x.js': integrity } },
      { ...valid, schema: 2 },
    ]) {
      expect(() => parseServerManifest(JSON.stringify(wrong))).toThrow();
    }
  });
});
