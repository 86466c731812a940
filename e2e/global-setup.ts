import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CANARY_DIR,
  CANARY_PORT,
  DEFAULT_REGISTRY,
  REGISTRY_FILE,
  REPO_ROOT,
  RUN_DATA_DIR,
  RUN_DIR,
} from './support/env.ts';
import { serveStatic } from './support/static-server.ts';

/**
 * Builds a second copy of mf-public labelled "canary" (its browser build, then its server build beside it) and
 * serves it from another origin, so a test can point the registry at it and see the site switch, rendered on the
 * server too, without rebuilding the shell.
 */
export default async function globalSetup() {
  mkdirSync(RUN_DIR, { recursive: true });
  // Databases of earlier runs.
  for (const entry of readdirSync(RUN_DIR)) {
    const dir = path.join(RUN_DIR, entry);
    if (entry.startsWith('data') && dir !== RUN_DATA_DIR) rmSync(dir, { recursive: true, force: true });
  }
  writeFileSync(REGISTRY_FILE, JSON.stringify(DEFAULT_REGISTRY));
  for (const config of ['rspack.config.mjs', 'rspack.ssr.config.mjs']) {
    execFileSync('npx', ['rspack', 'build', '-c', config], {
      cwd: path.join(REPO_ROOT, 'mf-public'),
      env: { ...process.env, HANYU_OUT_DIR: CANARY_DIR, HANYU_BUILD_LABEL: 'canary', NODE_ENV: 'production' },
      stdio: 'inherit',
    });
  }
  const canary = await serveStatic(CANARY_DIR, CANARY_PORT);
  return () => new Promise<void>((resolve) => canary.close(() => resolve()));
}
