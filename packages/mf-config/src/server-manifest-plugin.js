import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The server manifest's file name, written beside the server build (`dist/ssr/ssr-manifest.json`). */
export const SERVER_MANIFEST = 'ssr-manifest.json';

/** @param {Buffer} bytes */
function integrity(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * The package a module request belongs to: `react/jsx-runtime` is `react`, `@hanyu/ui` is `@hanyu/ui`.
 * @param {string} request
 */
export function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/**
 * The version of the package `name` the app in `dir` resolves (the nearest `node_modules/<name>`), or null.
 * @param {string} dir
 * @param {string} name
 */
export function installedVersion(dir, name) {
  for (let at = dir; ; at = path.dirname(at)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(at, 'node_modules', name, 'package.json'), 'utf8'));
      if (typeof pkg.version === 'string') return pkg.version;
    } catch {
      // Not installed here: look further up.
    }
    if (path.dirname(at) === at) return null;
  }
}

/**
 * @typedef {object} ServerManifestOptions
 * @property {string} dir the app folder (shared packages' versions are read from what it resolves)
 * @property {string} name the app's federation name
 * @property {string} entry the server build's entry file, e.g. `ssr.mjs`
 * @property {() => Iterable<string>} shared the shared packages the build takes from (remote) or lends to
 *   (host) other server builds, by package name
 * @property {string} [stylesDir] the browser build beside it, whose `*.css` style the server's markup
 */

/**
 * Writes `ssr-manifest.json` beside a server build: what a server needs to load it from anywhere (docs/server-
 * render.md): its files with their SRI integrity, the stylesheets of the browser build that style its markup
 * (paths relative to the manifest), the build's version (a hash of all of them), and the version of each shared
 * singleton it was built against, which the shell's must satisfy.
 */
export class ServerManifestPlugin {
  /** @param {ServerManifestOptions} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const { dir, name, entry, shared, stylesDir } = this.options;
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After every other stage, so the files listed are the files written.
        { name: 'ServerManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        (assets) => {
          /** @type {Record<string, string>} */
          const files = {};
          for (const [file, asset] of Object.entries(assets).sort(([a], [b]) => a.localeCompare(b))) {
            if (/\.m?js$/.test(file)) files[file] = integrity(asset.buffer());
          }
          /** @type {Record<string, string>} */
          const css = {};
          if (stylesDir) {
            const relative = path.relative(compiler.options.output.path ?? '', stylesDir) || '.';
            let names = /** @type {string[]} */ ([]);
            try {
              names = readdirSync(stylesDir).filter((file) => file.endsWith('.css'));
            } catch {
              // No browser build beside this one (built alone): its stylesheets are not known.
            }
            for (const file of names.sort()) {
              css[path.posix.join(relative.split(path.sep).join('/'), file)] = integrity(
                readFileSync(path.join(stylesDir, file)),
              );
            }
          }
          /** @type {Record<string, string>} */
          const versions = {};
          for (const pkg of [...new Set(shared())].sort()) {
            const version = installedVersion(dir, pkg);
            if (version) versions[pkg] = version;
          }
          const version = createHash('sha256')
            .update(JSON.stringify({ entry, files, css, shared: versions }))
            .digest('hex')
            .slice(0, 16);
          const manifest = { schema: 1, name, version, entry, files, css, shared: versions };
          compilation.emitAsset(
            SERVER_MANIFEST,
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}
