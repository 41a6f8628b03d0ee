// WEB_CONCURRENCY: several app processes on one machine (node:cluster), each a whole server.ts
// (Express, Remix, and the embedded platform on DATABASE_URL) sharing the one port. The primary
// only supervises: it starts the first worker, waits until it listens (so migrations and the
// idempotent seed run once, not racing each other), then starts the rest, restarts a worker that
// dies, and passes SIGTERM/SIGINT on for a graceful stop.
// The embedded PGlite database belongs to one process: more than one process needs PostgreSQL
// (DATABASE_URL) or a separate platform process (PLATFORM_API_URL).
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from '../platform/log';

const MAX_PROCESSES = 64;

/** The number of app processes WEB_CONCURRENCY asks for (1 when unset); throws a message naming the variable. */
export function webConcurrency(env: Record<string, string | undefined> = process.env): number {
  const raw = (env.WEB_CONCURRENCY ?? '').trim();
  let count: number;
  if (raw === '' || raw === '1') count = 1;
  else if (raw === 'auto') count = availableParallelism();
  else if (/^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_PROCESSES) count = Number(raw);
  else throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to ${MAX_PROCESSES} or "auto", got "${raw}"`);
  if (count > 1 && !env.DATABASE_URL && !env.PLATFORM_API_URL) {
    if (raw === 'auto') return 1;
    throw new Error('WEB_CONCURRENCY above 1 needs DATABASE_URL (PostgreSQL) or PLATFORM_API_URL: the embedded PGlite database is opened by one process');
  }
  return count;
}

/** True in the process that should serve requests: a worker, or the only process. */
export function servesRequests(processes: number): boolean {
  return processes <= 1 || !cluster.isPrimary;
}

/** The primary's whole life: start and watch `processes` workers; exits the process when they stop. */
export async function superviseWorkers(processes: number, log: Logger): Promise<never> {
  let stopping = false;
  const started = (worker: Worker) =>
    new Promise<boolean>((resolve) => {
      worker.once('listening', () => resolve(true));
      worker.once('exit', () => resolve(false));
    });
  const fork = () => {
    const worker = cluster.fork();
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      log.error({ pid: worker.process.pid, code, signal }, 'app process exited; starting another');
      // A worker that dies at once would otherwise be restarted in a tight loop.
      setTimeout(() => !stopping && fork(), 1000).unref();
    });
    return worker;
  };

  if (!(await started(fork()))) {
    log.error('the first app process did not start; stopping');
    process.exit(1);
  }
  await Promise.all(Array.from({ length: processes - 1 }, () => started(fork())));
  log.info({ processes }, 'app processes listening');

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    }, 100);
    setTimeout(() => {
      clearInterval(check);
      process.exit(1);
    }, 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return new Promise<never>(() => {});
}
