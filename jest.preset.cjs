// Shared jest settings: TypeScript through @swc/jest as native ES modules (run jest with
// NODE_OPTIONS=--experimental-vm-modules), since react-router, ky and valibot ship only ESM.
const path = require('node:path');

/** @param {{ dir: string, environment?: 'node' | 'jsdom' }} options */
module.exports = function jestPreset({ dir, environment = 'node' }) {
  return {
    rootDir: dir,
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest.jsdom-env.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'es6' },
        },
      ],
    },
    moduleNameMapper: { '\\.module\\.css$': path.join(__dirname, 'types/css-module-proxy.cjs') },
  };
};
