// The shared preset, plus kysely: it ships ESM only, so jest (CommonJS on Node 20) must transform it too.
const preset = require('../jest.preset.cjs')({ dir: __dirname });

module.exports = {
  ...preset,
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) =>
    pattern.replace('/node_modules/(?!(', '/node_modules/(?!(kysely|'),
  ),
};
