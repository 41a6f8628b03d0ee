// The child process that dumps the server's snapshot copy of DATA_DIR and packs the archive, so
// the WASM pg_dump (synchronous, seconds on a large database) never runs on the server's thread.
// Started by run-child.ts with one JSON argument; prints the result as JSON on its last line.
import { createBackup } from './backup';

type Job = { snapshotDir: string; filesDir: string; out: string };

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
createBackup({ kind: 'pglite-dir', dataDir: job.snapshotDir }, job.out, { filesDir: job.filesDir }).then(
  (result) => {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
