module.exports = {
  ...require('../jest.preset.cjs')({ dir: __dirname, environment: 'jsdom' }),
  // Compile-time constants rspack's DefinePlugin substitutes in the build.
  globals: { __HANYU_BUILD__: 'test' },
};
