/**
 * The one list of modules every federated app shares as singletons: the platform the host supplies
 * (React, the router, i18n, state) and the workspace packages that hold page-wide state.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'i18next',
  'react-i18next',
  'zustand',
  '@hanyu/session',
  '@hanyu/event-bus',
  '@hanyu/sdk',
  '@hanyu/i18n',
  '@hanyu/ui',
];

/**
 * Share configuration for an app, versions taken from its package.json so a remote built against an
 * incompatible major warns instead of silently running twice.
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 * @returns {Record<string, { singleton: true, requiredVersion: string | false, strictVersion?: boolean }>}
 */
export function sharedConfig(dependencies) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const base = name.endsWith('/') ? name.slice(0, -1) : name;
      const declared = dependencies[base];
      const requiredVersion =
        declared && declared !== '*' && !name.endsWith('/') ? `^${declared.replace(/^[\^~]/, '')}` : false;
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}
