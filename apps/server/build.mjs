import { build } from 'esbuild';

// Bundle our workspace code into one file; npm packages stay external and load from node_modules.
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@kanqiu/domain': '../../packages/domain/src/index.ts', '@kanqiu/contract': '../../packages/contract/src/index.ts' },
  logLevel: 'warning',
});
