// Starts dump-child in its own Node process: the bundled build/backup-child.js in production, the
// TypeScript source through tsx in development and tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import type { BackupResult } from './backup';

/**
 * How the dump runs beside the server (decision 040):
 * - `idle`: at SCHED_IDLE, started through util-linux's `chrt` (Linux). Below every nice value: a
 *   page's thread that wakes preempts it at once, and the scheduler counts its core as free. A
 *   process computing at SCHED_IDLE cost the list's p95 nothing beyond the bench's noise where one
 *   at nice 10 added about two fifths (decision 023, the machine's floor).
 * - `nice`: at nice 10 — where `chrt` is missing or refused, and the way up of a starved dump.
 */
export type ChildPriority = 'idle' | 'nice';

type Job = { snapshotDir: string; filesDir: string; out: string };

export type ChildOptions = {
  priority?: ChildPriority;
  /** How long an idle dump may wait for a core before it is started again at nice 10. */
  starvedWindowMs?: number;
  /** Told when an idle dump starved and starts again at nice 10 (the service logs it). */
  onStarved?: (waited: { runMs: number; waitMs: number; windowMs: number }) => void;
};

/**
 * A dump at SCHED_IDLE on a machine whose cores the server keeps busy gets no time at all, and a
 * process cannot leave SCHED_IDLE by itself (unprivileged, RLIMIT_NICE forbids it): so after a
 * window in which it waited for a core more than half the time and ran less than a tenth of it, it
 * is stopped and started again from the same copy at nice 10, as before this policy. The copy is
 * still there: the child removes it only once its archive is written.
 */
export const STARVED_WINDOW_MS = 5_000;

function childCommand(): string[] {
  const here = fileURLToPath(import.meta.url);
  // Bundled, this module is part of build/server.js (or build/platform.js) beside backup-child.js.
  const bundled = path.join(path.dirname(here), 'backup-child.js');
  if (here.endsWith('.js') && existsSync(bundled)) return [bundled];
  return ['--import', 'tsx', path.join(path.dirname(here), 'dump-child.ts')];
}

let idleHere: boolean | undefined;
/** `chrt` is installed and may start a process at SCHED_IDLE here (a container's policy may refuse it). */
export function idlePriorityAvailable(): boolean {
  idleHere ??= process.platform === 'linux' && spawnSync('chrt', ['--idle', '0', 'true'], { stdio: 'ignore' }).status === 0;
  return idleHere;
}

/** A process's time on a core and waiting for one (ns), summed over its threads (/proc/<pid>/task/<tid>/schedstat). */
export function schedTimes(pid: number): { runNs: number; waitNs: number } | undefined {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  let runNs = 0;
  let waitNs = 0;
  for (const tid of tids) {
    try {
      const [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      runNs += run;
      waitNs += wait;
    } catch {
      // a thread that ended between the listing and the read
    }
  }
  return { runNs, waitNs };
}

/** Over a window: waited for a core more than half of it, and ran less than a tenth of it. */
export function starved(before: { runNs: number; waitNs: number }, after: { runNs: number; waitNs: number }, windowMs: number): boolean {
  const windowNs = windowMs * 1e6;
  return after.waitNs - before.waitNs > windowNs / 2 && after.runNs - before.runNs < windowNs / 10;
}

export async function runBackupChild(job: Job, options: ChildOptions = {}): Promise<BackupResult> {
  const priority = options.priority ?? (idlePriorityAvailable() ? 'idle' : 'nice');
  const windowMs = options.starvedWindowMs ?? STARVED_WINDOW_MS;
  const first = await runOnce(job, priority, windowMs);
  if ('file' in first) return first;
  options.onStarved?.({ runMs: first.runNs / 1e6, waitMs: first.waitNs / 1e6, windowMs });
  const second = await runOnce(job, 'nice', windowMs);
  if ('file' in second) return second;
  throw new Error('备份进程未能运行');
}

type Starved = { runNs: number; waitNs: number };

function runOnce(job: Job, priority: ChildPriority, windowMs: number): Promise<BackupResult | Starved> {
  // The archive's staging directory is named here, so that a dump stopped for starving leaves nothing behind.
  const stagingDir = path.join(path.dirname(path.resolve(job.out)), `.staging-${randomBytes(6).toString('hex')}`);
  const argv = [...childCommand(), JSON.stringify({ ...job, stagingDir })];
  return new Promise((resolve, reject) => {
    const child =
      priority === 'idle'
        ? // chrt sets the policy and becomes the node process: child.pid is the dump's
          spawn('chrt', ['--idle', '0', process.execPath, ...argv], { stdio: ['ignore', 'pipe', 'pipe'] })
        : spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    // At nice 10: the dump may have the spare core, the server keeps its own. On Linux it is set on the
    // child's main thread; read back from /proc during a bench backup (2026-11-29), its V8 and libuv
    // helpers were at 10 too (started after this, they inherit it). All threads at 19 (nice(1)) was
    // tried: the list's p95 during a backup was no better in six runs on a quiet machine, and at weight
    // 15 against the server's 1 024 a dump on a saturated machine would get about 1.5 % of a core.
    if (priority === 'nice')
      child.once('spawn', () => {
        try {
          if (child.pid) setPriority(child.pid, 10);
        } catch {
          // not permitted on this system: the dump runs at normal priority
        }
      });
    let starvedBy: Starved | undefined;
    let last = child.pid ? schedTimes(child.pid) : undefined;
    const watchdog =
      priority === 'idle'
        ? setInterval(() => {
            const now = child.pid ? schedTimes(child.pid) : undefined;
            if (last && now && starved(last, now, windowMs)) {
              starvedBy = { runNs: now.runNs - last.runNs, waitNs: now.waitNs - last.waitNs };
              child.kill('SIGKILL');
            }
            last = now;
          }, windowMs)
        : undefined;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 8000) stderr += chunk.toString();
    });
    child.once('error', (error) => {
      clearInterval(watchdog);
      reject(error);
    });
    child.once('close', (code) => {
      clearInterval(watchdog);
      if (starvedBy) {
        const stopped = starvedBy;
        void Promise.all([rm(stagingDir, { recursive: true, force: true }), rm(`${job.out}.partial`, { force: true })]).then(() => resolve(stopped), reject);
        return;
      }
      if (code !== 0) return reject(new Error(stderr.trim() || `备份进程退出码 ${code}`));
      try {
        resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as BackupResult);
      } catch {
        reject(new Error(`备份进程的输出无法解析：${stdout.slice(-200)}`));
      }
    });
  });
}
