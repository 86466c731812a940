// The shared preset, plus one fix for Node 20: some CommonJS dependencies (@fastify/static,
// light-my-request behind app.inject) require() packages that ship only as ES modules. Node 20.19
// loads those natively, but jest's CommonJS loader cannot before Node 24.9. Each such package is a
// single file, so it is compiled to CommonJS once into node_modules/.cache and mapped there.
const fs = require('node:fs');
const path = require('node:path');
const { transformFileSync } = require('@swc/core');

const preset = require('../jest.preset.cjs')({ dir: __dirname });
const esmOnlyRequiredByCommonJs = ['content-disposition', 'cookie'];
const cacheDir = path.join(__dirname, '../node_modules/.cache/hanyu-api-jest');

function commonJsCopy(name) {
  const source = require.resolve(name);
  const { version } = JSON.parse(fs.readFileSync(path.join(source, '../../package.json'), 'utf8'));
  const target = path.join(cacheDir, `${name}@${version}.cjs`);
  if (!fs.existsSync(target)) {
    const { code } = transformFileSync(source, { module: { type: 'commonjs' }, jsc: { target: 'es2022' } });
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(target, code);
  }
  return target;
}

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    ...Object.fromEntries(esmOnlyRequiredByCommonJs.map((name) => [`^${name}$`, commonJsCopy(name)])),
  },
};
