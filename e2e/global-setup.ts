import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CANARY_DIR,
  CANARY_PORT,
  DEFAULT_REGISTRY,
  REGISTRY_FILE,
  REPO_ROOT,
  RUN_DIR,
} from './support/env.ts';
import { serveStatic } from './support/static-server.ts';

/**
 * Builds a second copy of mf-public labelled "canary" and serves it from another origin, so a test can
 * point the registry at it and see the site switch without rebuilding the shell.
 */
export default async function globalSetup() {
  mkdirSync(RUN_DIR, { recursive: true });
  writeFileSync(REGISTRY_FILE, JSON.stringify(DEFAULT_REGISTRY));
  execFileSync('npx', ['rspack', 'build', '-c', 'rspack.config.mjs'], {
    cwd: path.join(REPO_ROOT, 'mf-public'),
    env: { ...process.env, HANYU_OUT_DIR: CANARY_DIR, HANYU_BUILD_LABEL: 'canary', NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  const canary = await serveStatic(CANARY_DIR, CANARY_PORT);
  return () => new Promise<void>((resolve) => canary.close(() => resolve()));
}
