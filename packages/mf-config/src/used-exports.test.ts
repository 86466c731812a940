import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { SHARED_USED_EXPORTS } from './shared.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** Where browser code lives: the shell, every remote, the workspace packages. */
const SOURCE_ROOTS = [
  'shell/src',
  ...readdirSync(repoRoot)
    .filter((name) => /^mf-/.test(name))
    .map((name) => `${name}/src`),
  'packages',
];
/** Not in a browser bundle: tests, test helpers, the server render (bundled whole for Node). */
const NOT_BUNDLED = /(\.test\.[jt]sx?|[\\/]testing[\\/].*|[\\/]testing\.tsx?|[\\/]ssr\.tsx)$/;

function sourceFiles(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(file);
    return /\.[cm]?[jt]sx?$/.test(entry.name) && !NOT_BUNDLED.test(file) ? [file] : [];
  });
}

/** The value names a file imports or re-exports from `pkg` (type-only imports are erased); `*` for a namespace. */
export function importedNames(source: string, pkg: string): string[] {
  const names: string[] = [];
  const quoted = `['"]${pkg.replace(/[/.]/g, '\\$&')}['"]`;
  const named = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g');
  for (const [, typeOnly, list] of source.matchAll(named)) {
    if (typeOnly) continue;
    for (const part of (list as string).split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.push((item.split(/\s+as\s+/)[0] as string).trim());
    }
  }
  const whole = new RegExp(
    `(?:import\\s+(?!type\\b)[\\w$]+\\s*(?:,\\s*\\{[^}]*\\})?\\s*from|import\\s+\\*\\s+as\\s+[\\w$]+\\s+from|export\\s+\\*\\s+from)\\s*${quoted}|import\\s*\\(\\s*${quoted}\\s*\\)(?!\\.[A-Z])`,
    'g',
  );
  if (whole.test(source)) names.push('*');
  return names;
}

describe('shared tree shaking', () => {
  it('reads named, renamed, re-exported and namespace imports, and skips type-only ones', () => {
    const source = `
      import { Link, type LoaderFunctionArgs, useParams as params } from 'react-router';
      import type { RouteObject } from 'react-router';
      export { redirect } from 'react-router';
      import { RouterProvider } from 'react-router/dom';`;
    expect(importedNames(source, 'react-router')).toEqual(['Link', 'useParams', 'redirect']);
    expect(importedNames("import * as rr from 'react-router';", 'react-router')).toEqual(['*']);
    expect(importedNames("const rr = await import('react-router');", 'react-router')).toEqual(['*']);
    // A type reference, erased from the bundle.
    expect(importedNames("let r: import('react-router').RouteObject;", 'react-router')).toEqual([]);
  });

  for (const [pkg, allowed] of Object.entries(SHARED_USED_EXPORTS)) {
    it(`lists every export of ${pkg} the apps' browser code uses`, () => {
      const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(repoRoot, root)));
      expect(files.length).toBeGreaterThan(20);
      const missing = new Set<string>();
      for (const file of files) {
        for (const name of importedNames(readFileSync(file, 'utf8'), pkg)) {
          if (!allowed.includes(name)) missing.add(`${name} (${path.relative(repoRoot, file)})`);
        }
      }
      // A name missing from SHARED_USED_EXPORTS would be absent from the shared copy in production.
      expect([...missing]).toEqual([]);
    });
  }
});
