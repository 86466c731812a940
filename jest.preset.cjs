// Shared jest settings: TypeScript through @swc/jest, ESM-only dependencies transformed to CJS.
const path = require('node:path');

const esmOnly = [
  'ky',
  'lossless-json',
  'react-router',
  'valibot',
  '@valibot',
  'i18next',
  'react-i18next',
  'zustand',
  'cookie',
  'set-cookie-parser',
];

/** @param {{ dir: string, environment?: 'node' | 'jsdom' }} options */
module.exports = function jestPreset({ dir, environment = 'node' }) {
  return {
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest.jsdom-env.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
    moduleNameMapper: { '\\.module\\.css$': path.join(__dirname, 'types/css-module-proxy.cjs') },
  };
};
