// The shared preset, plus CommonJS copies of the ES-module-only packages these component tests load
// (ky behind the sdk, react-router and its cookie parser). Jest's CommonJS loader cannot require() an
// ES module before Node 24.9, and transformIgnorePatterns does not help: Jest treats every .js file of a
// "type": "module" package as ESM. Each package is compiled file by file with swc once, into
// node_modules/.cache, under a package.json that marks the copy CommonJS, and mapped there.
const fs = require('node:fs');
const path = require('node:path');
const { transformFileSync } = require('@swc/core');

const preset = require('../jest.preset.cjs')({ dir: __dirname, environment: 'jsdom' });
const cacheDir = path.join(__dirname, '../node_modules/.cache/hanyu-mf-public-jest');

/** ES-module-only packages reached from the code under test. */
const ES_MODULE_PACKAGES = ['ky', 'react-router', '@remix-run/route-pattern', 'cookie-es'];
/** Export conditions in the order the browser build resolves them. */
const CONDITIONS = ['development', 'module-sync', 'browser', 'import', 'default'];

const IMPORT_META = '({ url: require("node:url").pathToFileURL(__filename).href })';

function packageRoot(name) {
  return path.join(__dirname, '../node_modules', name);
}

function copyAsCommonJs(source, target) {
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') copyAsCommonJs(from, to);
    } else if (/\.m?js$/.test(entry.name)) {
      const { code } = transformFileSync(from, {
        module: { type: 'commonjs' },
        jsc: { target: 'es2022', parser: { syntax: 'ecmascript' } },
        sourceMaps: false,
        swcrc: false,
      });
      fs.mkdirSync(target, { recursive: true });
      // CommonJS has no import.meta; what these packages read of it (hot, url) gets a stand-in.
      fs.writeFileSync(to, code.replaceAll('import.meta', IMPORT_META));
    }
  }
}

/** The file an export target stands for under our conditions ("types" and "react-server" never apply). */
function pickTarget(target) {
  if (typeof target === 'string') return target;
  if (!target || typeof target !== 'object') return undefined;
  for (const condition of CONDITIONS) {
    const picked = pickTarget(target[condition]);
    if (picked) return picked;
  }
  return undefined;
}

/** moduleNameMapper entries sending `name` and its exported subpaths to a CommonJS copy. */
function commonJsMappings(name) {
  const root = packageRoot(name);
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const target = path.join(cacheDir, `${name.replace('/', '+')}@${pkg.version}`);
  if (!fs.existsSync(path.join(target, 'package.json'))) {
    fs.rmSync(target, { recursive: true, force: true });
    copyAsCommonJs(root, target);
    fs.writeFileSync(
      path.join(target, 'package.json'),
      JSON.stringify({ name, version: pkg.version, type: 'commonjs' }),
    );
  }
  const exportsMap =
    typeof pkg.exports === 'object' && !('.' in pkg.exports)
      ? { '.': pkg.exports }
      : (pkg.exports ?? { '.': pkg.main });
  const mappings = {};
  for (const [subpath, exportTarget] of Object.entries(exportsMap)) {
    const file = pickTarget(exportTarget);
    if (!file || !/\.m?js$/.test(file)) continue;
    const specifier = subpath === '.' ? name : `${name}/${subpath.replace(/^\.\//, '')}`;
    mappings[`^${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`] = path.join(target, file);
  }
  return mappings;
}

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    ...Object.assign({}, ...ES_MODULE_PACKAGES.map(commonJsMappings)),
  },
  // Compile-time constants rspack's DefinePlugin substitutes in the build.
  globals: { ...preset.globals, __HANYU_BUILD__: 'test' },
};
