import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';

/** A remote's name as releases know it: its folder (`mf-booking`). */
export const REMOTE_NAME = /^mf-[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A release's version: a name of a URL path segment (`1.2.0`, `0.1.0-3f9a1c0b2e`). */
export const RELEASE_VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** A file of a release, relative to its folder. */
const RELEASE_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._+-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._+-]*)*$/;
const INTEGRITY = /^sha384-[A-Za-z0-9+/]+={0,2}$/;

/**
 * What a release is (kept as `remote_releases.manifest` and as `manifest.json` beside its files): every file of
 * its client and server build with its sha384 integrity, the versions of the shared singletons it was built
 * against, and the contract's.
 */
export const ReleaseManifest = v.object({
  schema: v.literal(1),
  remote: v.pipe(v.string(), v.regex(REMOTE_NAME)),
  version: v.pipe(v.string(), v.regex(RELEASE_VERSION)),
  files: v.record(v.pipe(v.string(), v.regex(RELEASE_FILE)), v.pipe(v.string(), v.regex(INTEGRITY))),
  shared: v.record(v.string(), v.string()),
  contract: v.string(),
});
export type ReleaseManifest = v.InferOutput<typeof ReleaseManifest>;

/** What a release must match: the running shell's shared singletons and the server's contract version. */
export interface RunningShell {
  /** Shared singletons the shell lends and their versions; empty when its build does not say. */
  shared: Readonly<Record<string, string>>;
  contract: string;
}

export function sri(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Every file under `dir`, relative to it with `/`, sorted. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) names.push(...(await filesUnder(dir, name)));
    else if (entry.isFile()) names.push(name);
  }
  return names.sort();
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The shared singletons a build was made against: its federation manifest's `shared` list (what its module
 * federation config shares, with the versions resolved at build time) and its server manifest's (what its server
 * build takes from the shell's).
 */
export async function sharedOfBuild(dist: string): Promise<Record<string, string>> {
  const shared: Record<string, string> = {};
  const federation = (await readJson(path.join(dist, 'mf-manifest.json'))) as {
    shared?: Array<{ name?: unknown; version?: unknown }>;
  } | null;
  for (const entry of federation?.shared ?? []) {
    if (typeof entry.name === 'string' && typeof entry.version === 'string')
      shared[entry.name] = entry.version;
  }
  const server = (await readJson(path.join(dist, 'ssr', 'ssr-manifest.json'))) as {
    shared?: Record<string, unknown>;
  } | null;
  for (const [name, version] of Object.entries(server?.shared ?? {})) {
    if (typeof version === 'string') shared[name] = version;
  }
  return Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b)));
}

export class ReleaseBuildError extends Error {
  override name = 'ReleaseBuildError';
}

/**
 * A release of the build in `dist` (the remote's `dist/`: client build, `ssr/` server build): its manifest and
 * the files' bytes. Without `version`, the version is `<packageVersion>-<hash of the files>`, so the same build
 * released twice is the same release.
 */
export async function readReleaseBuild(
  remote: string,
  dist: string,
  options: { version?: string; packageVersion: string; contract: string },
): Promise<{ manifest: ReleaseManifest; bytes: Map<string, Uint8Array> }> {
  if (!REMOTE_NAME.test(remote)) throw new ReleaseBuildError(`${remote} is not a remote's name (mf-…)`);
  let names: string[];
  try {
    names = await filesUnder(dist);
  } catch {
    throw new ReleaseBuildError(`${dist} is not a build folder (run the remote's build first)`);
  }
  if (!names.includes('mf-manifest.json')) {
    throw new ReleaseBuildError(`${dist} has no mf-manifest.json: not a module federation build`);
  }
  const bytes = new Map<string, Uint8Array>();
  const files: Record<string, string> = {};
  for (const name of names) {
    if (!RELEASE_FILE.test(name)) throw new ReleaseBuildError(`${name}: a file name a release cannot carry`);
    const content = await readFile(path.join(dist, name));
    bytes.set(name, content);
    files[name] = sri(content);
  }
  const digest = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 10);
  const version = options.version ?? `${options.packageVersion}-${digest}`;
  if (!RELEASE_VERSION.test(version)) {
    throw new ReleaseBuildError(`${version} is not a release version (letters, digits, . _ -; at most 64)`);
  }
  const manifest: ReleaseManifest = {
    schema: 1,
    remote,
    version,
    files,
    shared: await sharedOfBuild(dist),
    contract: options.contract,
  };
  return { manifest, bytes };
}

/** The major version of `x.y.z` (a leading `^`, `~` or `v` ignored); null when it is not one. */
function majorOf(version: string): number | null {
  const match = /^[\^~v=]*(\d+)\.\d+/.exec(version.trim());
  return match ? Number(match[1]) : null;
}

function compareVersions(a: string, b: string): number {
  const parts = (text: string) => (/^(\d+)\.(\d+)\.(\d+)/.exec(text.trim()) ?? []).slice(1).map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Why `release` cannot run in the shell and server of `running`, one sentence each; empty when it can. A shared
 * singleton is one copy for the whole page: a release built against another major version of one than the
 * shell lends would run against an API it was not built for. A release needing a newer contract than the
 * server's would call endpoints, or expect fields, the server does not have.
 */
export function incompatibilities(release: ReleaseManifest, running: RunningShell): string[] {
  const reasons: string[] = [];
  for (const [name, version] of Object.entries(release.shared)) {
    const lent = running.shared[name];
    if (!lent) continue;
    const [built, have] = [majorOf(version), majorOf(lent)];
    if (built !== null && have !== null && built !== have) {
      reasons.push(
        `it was built against ${name} ${version}, but the running shell has ${name} ${lent} (a shared singleton's major version must be the shell's)`,
      );
    }
  }
  if (compareVersions(release.contract, running.contract) > 0) {
    reasons.push(
      `it needs contract ${release.contract}, but the server has contract ${running.contract} (deploy the API first)`,
    );
  }
  return reasons;
}

/** The refusal of an incompatible release, naming every reason. */
export function refusalMessage(
  release: Pick<ReleaseManifest, 'remote' | 'version'>,
  reasons: string[],
): string {
  return `${release.remote} ${release.version} is refused: ${reasons.join('; ')}.`;
}

/** The running shell's shared singletons (its server manifest) and the server's contract version, from `webRoot`. */
export async function runningShellIn(webRoot: string): Promise<RunningShell> {
  const manifest = (await readJson(path.join(webRoot, 'shell', 'dist', 'ssr', 'ssr-manifest.json'))) as {
    shared?: Record<string, string>;
  } | null;
  const contract = (await readJson(path.join(webRoot, 'packages', 'contract', 'package.json'))) as {
    version?: string;
  } | null;
  return { shared: manifest?.shared ?? {}, contract: contract?.version ?? '0.0.0' };
}
