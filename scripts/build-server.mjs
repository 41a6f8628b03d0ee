// Bundles the Express server (server.ts) and the standalone platform (platform/main.ts) for
// production with esbuild: our code bundled, packages left to node_modules, migrations beside.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

await build({
  // backup-child: the process that dumps the embedded store's snapshot (platform/modules/backup).
  entryPoints: {
    server: path.join(root, 'server.ts'),
    platform: path.join(root, 'platform/main.ts'),
    // worker: the background jobs in a process of their own (npm run start:worker, PostgreSQL).
    worker: path.join(root, 'platform/worker.ts'),
    'backup-child': path.join(root, 'platform/modules/backup/dump-child.ts'),
    // pglite-thread: the embedded database's own thread (platform/db/pglite-thread.ts).
    'pglite-thread': path.join(root, 'platform/db/pglite-thread.ts'),
    // xlsx-thread: a background export's .xlsx writer (platform/modules/files/xlsx-thread.ts).
    'xlsx-thread': path.join(root, 'platform/modules/files/xlsx-thread.ts'),
  },
  outdir: path.join(root, 'build'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

const migrations = path.join(root, 'build/migrations');
rmSync(migrations, { recursive: true, force: true });
cpSync(path.join(root, 'platform/db/migrations'), migrations, { recursive: true });
console.log(
  'server bundle: build/server.js, build/platform.js, build/worker.js, build/backup-child.js, build/pglite-thread.js, build/xlsx-thread.js, build/migrations/',
);
