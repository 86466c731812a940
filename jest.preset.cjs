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
    // A test waits for its own condition (findBy…, waitFor, a promise); this bound only ends one that
    // hangs, so it is set for a busy machine running every workspace's tests at once, not a quiet one.
    testTimeout: 60_000,
    // turbo runs as many tasks as the machine has cores (`--concurrency=100%`) and each jest takes at
    // most half of them for workers, so tests never run many more processes than there are cores.
    maxWorkers: '50%',
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
