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
 * The shared singletons as server renders import them. The shell's server render bundles these and hands them
 * to every remote's server render on `globalThis[SERVER_SHARED_GLOBAL]`, as the browser's federation runtime
 * hands the shell's copies to remotes: one React, one router, one i18next, one session store in a render that
 * puts a remote's routes inside the shell's layouts (shell/src/ssr.tsx). A remote's server build fails on an
 * import of a shared package missing here.
 */
export const SERVER_SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-router',
  'i18next',
  'react-i18next',
  'zustand',
  'zustand/vanilla',
  '@hanyu/session',
  '@hanyu/event-bus',
  '@hanyu/sdk',
  '@hanyu/i18n',
  '@hanyu/ui',
];

/** Where the shell's server render puts the modules it shares (see SERVER_SHARED_MODULES). */
export const SERVER_SHARED_GLOBAL = '__HANYU_SERVER_SHARED__';

/**
 * Whether `request` names a shared singleton (the package itself or, for entries ending in `/`, a file in it).
 * @param {string} request
 */
export function isSharedSingleton(request) {
  return SHARED_SINGLETONS.some((name) =>
    name.endsWith('/') ? request.startsWith(name) : request === name || request.startsWith(`${name}/`),
  );
}

/**
 * Exports of the big shared packages the apps' browser code uses. A shared module is built whole by
 * default (no app knows what the others import); listing what is used lets the build drop the rest (module
 * federation's shared tree shaking). Every app provides the same trimmed set, so whichever copy is loaded
 * first serves all. shared.test.ts fails when code imports a name missing here: add it, then rebuild.
 */
export const SHARED_USED_EXPORTS = {
  'react-router': [
    'Await',
    'Form',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'UNSAFE_ErrorResponseImpl',
    'createBrowserRouter',
    'data',
    'isRouteErrorResponse',
    'matchRoutes',
    'redirect',
    'useLoaderData',
    'useLocation',
    'useMatches',
    'useNavigate',
    'useNavigation',
    'useOutlet',
    'useParams',
    'useRevalidator',
    'useRouteError',
    'useRouteLoaderData',
    'useSearchParams',
  ],
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation'],
};

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
      const usedExports = /** @type {Record<string, string[]>} */ (SHARED_USED_EXPORTS)[name];
      return [
        name,
        {
          singleton: true,
          requiredVersion,
          ...(usedExports ? { treeShaking: { mode: 'runtime-infer', usedExports } } : {}),
        },
      ];
    }),
  );
}
