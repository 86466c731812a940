import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { localStorage } from '../../storage/local-storage.ts';
import { remoteManifest } from '../../test/web-root.ts';
import { type ReleaseFiles, releaseFilesIn } from '../releases/index.ts';
import { RELEASE_URL, ReleaseBuildSource } from './release-source.ts';

describe('a release as the server render reads it', () => {
  let root: string;
  let files: ReleaseFiles;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'hanyu-release-source-'));
    files = releaseFilesIn(localStorage(root));
    const put = (name: string, text: string) =>
      files.put(`releases/mf-booking/1.0.0/${name}`, new TextEncoder().encode(text));
    await put('mf-manifest.json', remoteManifest());
    await put('ssr/ssr.mjs', 'export const routes = [];');
    await put('styles.css', 'a{}');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('reads the manifests and the server build from the store, never outside the release', async () => {
    const source = new ReleaseBuildSource(files, 'mf-booking', '1.0.0');
    expect((await source.manifest())?.metaData.remoteEntry.name).toBe('remoteEntry.js');
    expect(await source.serverManifest()).toBeNull();
    expect(new TextDecoder().decode(await source.file('ssr.mjs'))).toBe('export const routes = [];');
    // A server manifest names the browser build's stylesheets relative to itself.
    expect(new TextDecoder().decode(await source.file('../styles.css'))).toBe('a{}');
    await expect(source.file('../../1.0.1/ssr.mjs')).rejects.toThrow();
    await expect(source.file('missing.mjs')).rejects.toThrow('is missing');
    expect(await new ReleaseBuildSource(files, 'mf-booking', '9.9.9').manifest()).toBeNull();
  });

  it('knows release URLs', () => {
    expect(RELEASE_URL.exec('/releases/mf-booking/1.0.0/mf-manifest.json')?.slice(1)).toEqual([
      'mf-booking',
      '1.0.0',
      'mf-manifest.json',
    ]);
    expect(RELEASE_URL.test('/releases/booking/1.0.0/a.js')).toBe(false);
  });
});
