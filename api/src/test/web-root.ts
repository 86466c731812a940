import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Builds of the site written into a temporary web root, for the tests of the pages the server serves. */

/** mf-public's module federation manifest, as its build writes it. */
export function remoteManifest(
  overrides: { publicPath?: string; name?: string; type?: string } = {},
): string {
  return JSON.stringify({
    id: 'mf_public',
    name: 'mf_public',
    metaData: {
      name: 'mf_public',
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: '@hanyu/mf-public' },
      remoteEntry: { name: overrides.name ?? 'remoteEntry.js', path: '', type: overrides.type ?? 'global' },
      globalName: 'mf_public',
      pluginVersion: '2.9.2',
      publicPath: overrides.publicPath ?? 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [
      { id: 'mf_public:routes', name: 'routes', path: './routes', assets: { js: { sync: [], async: [] } } },
    ],
  });
}

/** Writes `content` at `file` under `root`, making its folders. */
export async function writeBuildFile(root: string, file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}
