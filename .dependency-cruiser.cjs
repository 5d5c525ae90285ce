/**
 * The import boundaries of ARCHITECTURE §3, checked by `npm run validate` (depcruise).
 * A broken rule fails CI; `docs/architecture.md` says why each exists.
 */
const server = '^apps/server/src';
const ownModule = `${server}/modules/([^/]+)/`;

module.exports = {
  forbidden: [
    {
      name: 'apps-stay-apart',
      comment: 'The API and the web share only packages/domain and packages/contract.',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/(server|web)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'domain-has-no-io',
      comment: 'packages/domain holds pure rules: no node built-ins, no npm package, nothing of the apps.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { pathNot: '^packages/domain/' },
    },
    {
      name: 'contract-is-zod-and-domain',
      comment: 'packages/contract holds payload schemas: zod and domain only.',
      severity: 'error',
      from: { path: '^packages/contract/src/' },
      to: { pathNot: ['^packages/(contract|domain)/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'contract-scripts-write-the-guards',
      comment:
        "packages/contract/scripts writes and checks the browser's guards from the contract: node built-ins, prettier and the test tools.",
      severity: 'error',
      from: { path: '^packages/contract/scripts/' },
      to: {
        pathNot: ['^packages/(contract|domain)/', '(^|/)node_modules/(zod|prettier|vitest|fast-check)/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'test-factories-are-contract-and-domain',
      comment:
        'packages/test-factories builds what both test suites send: contract, domain, zod and node built-ins only.',
      severity: 'error',
      from: { path: '^packages/test-factories/' },
      to: {
        pathNot: ['^packages/(test-factories|contract|domain)/', '(^|/)node_modules/zod/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'apps-never-ship-test-factories',
      comment: 'Test factories serve tests; no source of an app imports them.',
      severity: 'error',
      from: { path: '^apps/(server/src|web/app)/' },
      to: { path: '^packages/test-factories/' },
    },
    {
      name: 'tests-and-benches-stay-outside-the-apps',
      comment:
        'e2e/ and bench/ reach the apps only through their HTTP APIs and public scripts (spawned, never imported); they import packages (domain, contract, test-factories) and scripts/.',
      severity: 'error',
      from: { path: '^(e2e|bench)/' },
      to: { path: '^apps/' },
    },
    {
      name: 'modules-meet-at-the-door',
      comment: 'A module reaches another module only through its index.ts, never into its files.',
      severity: 'error',
      from: { path: ownModule },
      to: {
        path: `${server}/modules/[^/]+/`,
        pathNot: [`${server}/modules/$1/`, `${server}/modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'doors-do-not-re-export-repositories',
      comment: "A module's door offers services, never its repository functions: other modules do not run its queries.",
      severity: 'error',
      from: { path: `${ownModule}index\\.ts$` },
      to: { path: '\\.repository\\.ts$', dependencyTypes: ['export'] },
    },
    {
      name: 'modules-never-read-the-feed',
      comment: 'The API serves what ingest stored; the feed and its simulators are wired in by the composition root.',
      severity: 'error',
      from: { path: `${server}/modules/` },
      to: { path: `${server}/feed/` },
    },
    {
      name: 'nothing-imports-the-composition',
      comment: 'app.ts, compose.ts, module-list.ts and main.ts import modules; no module imports them back.',
      severity: 'error',
      from: { path: `${server}/(modules|platform|realtime|feed)/` },
      to: { path: `${server}/(app|compose|module-list|main)\\.ts$` },
    },
    {
      name: 'platform-is-below-features',
      comment: 'platform/ and the realtime hub serve every module and the feed; they know none of them.',
      severity: 'error',
      from: { path: `${server}/(platform|realtime|media)/` },
      to: { path: `${server}/(modules|feed)/` },
    },
    {
      name: 'repositories-do-not-call-up',
      comment: 'Inside a module the direction is routes → service → repository.',
      severity: 'error',
      from: { path: '\\.repository\\.ts$' },
      to: { path: '\\.(service|routes)\\.ts$' },
    },
    {
      name: 'services-do-not-call-routes',
      severity: 'error',
      from: { path: '\\.service\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'web-features-meet-at-the-door',
      comment:
        "A web feature reaches another feature only through its index.ts, or the index.ts of one of its folders: a part offered apart from the feature's door, so an importer does not load the rest.",
      severity: 'error',
      from: { path: '^apps/web/app/features/([^/]+)/' },
      to: {
        path: '^apps/web/app/features/[^/]+/',
        pathNot: [
          '^apps/web/app/features/$1/',
          '^apps/web/app/features/[^/]+/index\\.tsx?$',
          '^apps/web/app/features/[^/]+/[^/]+/index\\.tsx?$',
        ],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { pathNot: '(^|/)node_modules/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: ['(^|/)node_modules/', '\\.react-router/', '/build/', '/dist/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
