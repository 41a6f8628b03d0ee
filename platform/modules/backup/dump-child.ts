// The child process that dumps the server's snapshot copy of DATA_DIR and packs the archive, so
// the WASM pg_dump (synchronous, seconds on a large database) never runs on the server's thread.
// Started by run-child.ts with one JSON argument; prints the result as JSON on its last line.
import { rmSync } from 'node:fs';
import { createBackup } from './backup';

type Job = { snapshotDir: string; filesDir: string; out: string };

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
createBackup({ kind: 'pglite-dir', dataDir: job.snapshotDir }, job.out, { filesDir: job.filesDir }).then(
  (result) => {
    // The copy is removed here, at the child's priority, not by the server: unlinking the ~440 MB
    // copy of 100 000 waybills took the server to 1.3–1.8 cores for ~170 ms (0.7 s on a loaded
    // machine) and the list's p95 in it to 25–92 ms (decision 040). The server's own removal then
    // finds nothing left (it still removes the copy when the child fails).
    rmSync(job.snapshotDir, { recursive: true, force: true });
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
