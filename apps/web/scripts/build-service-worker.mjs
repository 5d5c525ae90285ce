// Builds build/client/sw.js from service-worker/service-worker.ts once the app is built: the precache list
// (offline page, manifest, icons) is written into it with a content hash per file, so a changed file is
// fetched again and an unchanged one never is.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
const client = join(web, 'build/client');

const precached = [
  'offline.html',
  'manifest.webmanifest',
  ...readdirSync(join(client, 'icons')).map((f) => `icons/${f}`),
];
const manifest = precached.map((file) => ({
  url: `/${file}`,
  revision: createHash('sha256')
    .update(readFileSync(join(client, file)))
    .digest('hex')
    .slice(0, 16),
}));

await build({
  configFile: false,
  logLevel: 'warn',
  define: { 'self.__WB_MANIFEST': JSON.stringify(manifest), 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: client,
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: join(web, 'service-worker/service-worker.ts'),
      formats: ['iife'],
      name: 'kanqiuServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
console.log(`service worker: build/client/sw.js (${manifest.length} files precached)`);
