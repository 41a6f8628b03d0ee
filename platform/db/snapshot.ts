// A consistent copy of the embedded database's directory, taken while the server keeps serving.
// Only one process may open DATA_DIR and pgDump would stall the live instance for the whole
// dump, so the server copies the directory and a child process dumps the copy.
//
// The copy is crash-consistent: PGlite writes through to the files synchronously, so with its
// locks held (no statement and no transaction in flight) the files are exactly what a power cut
// would leave, and the copy opens with PostgreSQL's ordinary crash recovery. To keep the locked
// moment short the bulk is copied first without the lock; under the lock only the files changed
// since (by size or modification time) are copied again.
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync, type Dirent, type Stats } from 'node:fs';
import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGliteClient } from './client';

type Seen = Map<string, { size: number; mtimeMs: number }>;

/** The file-system calls a copy makes. */
export type TreeFs = {
  readdir(dir: string): Promise<Dirent[]>;
  stat(file: string): Promise<Stats>;
  mkdir(dir: string): Promise<unknown>;
  copyFile(from: string, to: string): Promise<void>;
  rm(file: string): Promise<void>;
};

const POOLED_FS: TreeFs = {
  readdir: (dir) => readdir(dir, { withFileTypes: true }),
  stat,
  mkdir: (dir) => mkdir(dir, { recursive: true }),
  copyFile,
  rm: (file) => rm(file, { force: true }),
};

// Under the locks nothing else can use the database, so there is nothing to overlap with the copy:
// each awaited call through libuv's thread pool only adds its round trip (with ~2 900 files in the
// 100 000-waybill store, 110-130 ms of the locked pass went to awaiting stats). Blocking calls
// shorten the moment every query waits for.
const BLOCKING_FS: TreeFs = {
  readdir: async (dir) => readdirSync(dir, { withFileTypes: true }),
  stat: async (file) => statSync(file),
  mkdir: async (dir) => mkdirSync(dir, { recursive: true }),
  copyFile: async (from, to) => copyFileSync(from, to),
  rm: async (file) => rmSync(file, { force: true }),
};

type CopyClock = { now: () => number; sleep: (ms: number) => Promise<unknown> };
const REAL_CLOCK: CopyClock = { now: () => performance.now(), sleep };

/**
 * The pre-copy at half pace: after each file it pauses as long as the copy took. Unpaced, the
 * kernel's copying (copy_file_range in a thread of libuv's pool, at the server's priority) took the
 * server from ~0.6 to 1.2–1.35 cores for 1–3 s; the list's p95 in that window was 20–61 ms
 * (median 51) in five runs, paced 22–56 ms (median 22) over 4–5 s (decision 040).
 */
export function gentleFs(fs: TreeFs, clock: CopyClock = REAL_CLOCK): TreeFs {
  return {
    ...fs,
    copyFile: async (from, to) => {
      const started = clock.now();
      await fs.copyFile(from, to);
      await clock.sleep(clock.now() - started);
    },
  };
}

/** The entries of a folder, or null when it does not exist (nothing uploaded or copied yet). */
export async function entriesOf(dir: string, fs: TreeFs = POOLED_FS): Promise<Dirent[] | null> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Top-level entries of DATA_DIR that are not the database. */
const NOT_DATABASE = new Set(['files', 'backups', 'postmaster.pid', 'postmaster.opts']);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/** The copy's phases, for the log (a bench lines them up with the list's latency, backup-load.mjs). */
export type SnapshotTimes = { startedAt: number; checkpointMs: number; precopyMs: number; lockedMs: number; recopied: number };

export async function snapshotDataDir(pg: PGliteClient, dataDir: string, target: string, exclude: string[] = []): Promise<SnapshotTimes> {
  const skip = new Set([...NOT_DATABASE, ...exclude]);
  // WAL before the last checkpoint's redo point is never read by recovery; after a checkpoint
  // that is most of pg_wal (recycled segments).
  const startedAt = Date.now();
  await pg.query('checkpoint');
  const checkpointMs = Date.now() - startedAt;
  const [{ redo }] = (await pg.query<{ redo: string }>('select pg_walfile_name(redo_lsn) as redo from pg_control_checkpoint()')).rows;
  const wanted = (rel: string) => {
    const [top] = rel.split('/');
    if (skip.has(top)) return false;
    const name = path.basename(rel);
    return !(rel.startsWith('pg_wal/') && WAL_SEGMENT.test(name) && name < redo);
  };
  await rm(target, { recursive: true, force: true });
  const seen: Seen = new Map();
  const started = Date.now();
  await syncTree(dataDir, target, wanted, seen, false, gentleFs(POOLED_FS));
  const precopyMs = Date.now() - started;
  let recopied = 0;
  const locked = Date.now();
  // The same two locks a transaction takes, in the same order: no statement of a transaction can
  // slip in between (runExclusive alone would only hold the statement lock).
  const internals = pg as unknown as { _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>; _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> };
  await internals._runExclusiveTransaction(() =>
    internals._runExclusiveQuery(async () => {
      recopied = await syncTree(dataDir, target, wanted, seen, true, BLOCKING_FS);
    }),
  );
  return { startedAt, checkpointMs, precopyMs, lockedMs: Date.now() - locked, recopied };
}

/** A copy of a DATA_DIR that no process has open (`npm run backup` on a stopped server). */
export async function copyStoppedDataDir(dataDir: string, target: string, exclude: string[] = []): Promise<void> {
  const skip = new Set([...NOT_DATABASE, ...exclude]);
  await rm(target, { recursive: true, force: true });
  await syncTree(dataDir, target, (rel) => !skip.has(rel.split('/')[0]), new Map(), false, POOLED_FS);
}

/**
 * Copies the files of `from` into `to`; on the second pass only those whose size or mtime
 * changed since the first pass, and it removes what disappeared. Returns how many it copied.
 */
async function syncTree(from: string, to: string, wanted: (rel: string) => boolean, seen: Seen, second: boolean, fs: TreeFs): Promise<number> {
  let copied = 0;
  const present = new Set<string>();
  const walk = async (rel: string) => {
    const dir = path.join(from, rel);
    const entries = await entriesOf(dir, fs);
    if (!entries) return;
    await fs.mkdir(path.join(to, rel));
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (!wanted(child)) continue;
      if (entry.isDirectory()) {
        await walk(child);
        continue;
      }
      if (!entry.isFile()) continue;
      let info;
      try {
        info = await fs.stat(path.join(from, child));
      } catch {
        continue;
      }
      present.add(child);
      const before = seen.get(child);
      if (second && before && before.size === info.size && before.mtimeMs === info.mtimeMs) continue;
      // The stat is taken before the copy: a write during the copy changes the mtime and the
      // locked pass copies the file again.
      seen.set(child, { size: info.size, mtimeMs: info.mtimeMs });
      try {
        await fs.copyFile(path.join(from, child), path.join(to, child));
        copied += 1;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        seen.delete(child);
      }
    }
  };
  await walk('');
  if (second) {
    for (const rel of seen.keys()) {
      if (!present.has(rel)) {
        await fs.rm(path.join(to, rel));
        seen.delete(rel);
      }
    }
  }
  return copied;
}
