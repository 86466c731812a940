/**
 * The API's walls (docs/decisions.md, "The API's layers and module faces"):
 * - each `api/src/modules/<domain>/` is seen from outside only through its `index.ts`;
 * - no import circles anywhere in `api/src`;
 * - `http/`, `db/` and `realtime/` sit below the modules and never import them or the seed;
 * - modules never import the seed (the seed writes through the modules, not the other way);
 * - inside a module, routes → service → repository.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-face-only',
      comment:
        "Another module's files are its own business: import `../<domain>/index.ts`, the module's face.",
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/' },
      to: {
        path: '^api/src/modules/[^/]+/',
        pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'module-face-only-from-outside',
      comment:
        'Code outside the modules (app, config, jobs, seed, test helpers) imports a module through its index.ts.',
      severity: 'error',
      from: { path: '^api/src/', pathNot: '^api/src/modules/' },
      to: { path: '^api/src/modules/[^/]+/', pathNot: '^api/src/modules/[^/]+/index[.]ts$' },
    },
    {
      name: 'no-circular',
      comment: 'An import circle: one of its arrows points the wrong way.',
      severity: 'error',
      from: { path: '^api/src/' },
      to: { circular: true },
    },
    {
      name: 'lower-layers-stay-below',
      comment:
        'http/, db/, realtime/ and storage/ serve the modules; they never import a module or the seed.',
      severity: 'error',
      from: { path: '^api/src/(http|db|realtime|storage)/' },
      to: { path: '^api/src/(modules|seed)/' },
    },
    {
      name: 'modules-not-seed',
      comment: 'The seed writes through the modules; a module never imports the seed.',
      severity: 'error',
      from: { path: '^api/src/modules/' },
      to: { path: '^api/src/seed/' },
    },
    {
      name: 'repository-below-service',
      comment: 'Inside a module, routes → service → repository: a repository imports neither.',
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/[^/]*[.]repository[.]ts$' },
      to: { path: '^api/src/modules/$1/[^/]*[.](service|routes)[.]ts$' },
    },
    {
      name: 'service-below-routes',
      comment: 'Inside a module, routes → service → repository: a service never imports routes.',
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/[^/]*[.]service[.]ts$' },
      to: { path: '^api/src/modules/$1/[^/]*[.]routes[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    parser: 'swc',
    tsConfig: { fileName: 'api/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
