// The database thread's young generation (decision 040): ThreadedPglite starts the thread with
// PGLITE_THREAD_LIMITS, and the limit takes effect only while the start scripts pass no
// --max-semi-space-size, which V8 applies to every isolate over a worker's own limit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as WorkerThreads from 'node:worker_threads';
import type { WorkerOptions } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';
import { PGLITE_THREAD_LIMITS } from './pglite-remote';

const started = vi.hoisted(() => [] as unknown[]);
vi.mock('node:worker_threads', async (importOriginal) => {
  const real = await importOriginal<typeof WorkerThreads>();
  class RecordingWorker extends real.Worker {
    constructor(file: string | URL, options?: WorkerOptions) {
      started.push(options?.resourceLimits);
      super(file, options);
    }
  }
  return { ...real, default: { ...real, Worker: RecordingWorker }, Worker: RecordingWorker };
});

const scripts = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts as Record<string, string>;
const nodeFlagsOf = (script: string) => {
  const words = script.split(/\s+/);
  return words.slice(words.indexOf('node') + 1).filter((word) => word.startsWith('--'));
};

/** The new space (MB) V8 gives a busy worker started with `limits` in a node started with `flags`. */
function workerNewSpaceMb(flags: string[], limits: object): number {
  // the worker allocates short-lived objects until its new space has grown to what it may take
  const body = `const v8 = require('node:v8'); let keep = [];
    for (let i = 0; i < 2e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 50000) keep = []; }
    require('node:worker_threads').parentPort.postMessage(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);`;
  const main = `const { Worker } = require('node:worker_threads');
    new Worker(${JSON.stringify(body)}, { eval: true, resourceLimits: ${JSON.stringify(limits)} }).on('message', (size) => console.log(size));`;
  const run = spawnSync(process.execPath, [...flags, '-e', main], { encoding: 'utf8' });
  expect(run.status).toBe(0);
  return Number(run.stdout.trim()) / 1048576;
}

describe("the database thread's young generation", () => {
  it('is started with PGLITE_THREAD_LIMITS', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-remote-'));
    try {
      const database = await openDatabase({ dataDir: join(dir, 'data'), thread: true });
      await database.close();
      expect(started).toEqual([PGLITE_THREAD_LIMITS]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('stays within that limit under the start scripts, which therefore pass no --max-semi-space-size', () => {
    for (const name of ['start', 'start:test', 'start:demo']) expect(scripts[name]).not.toMatch(/--max-semi-space-size/);
    const limitMb = PGLITE_THREAD_LIMITS.maxYoungGenerationSizeMb;
    expect(workerNewSpaceMb(nodeFlagsOf(scripts.start), PGLITE_THREAD_LIMITS)).toBeLessThanOrEqual(limitMb);
    // what the flag did: every isolate's semi-spaces at 32 MB, the worker's limit ignored
    expect(workerNewSpaceMb(['--max-semi-space-size=32'], PGLITE_THREAD_LIMITS)).toBeGreaterThanOrEqual(64);
  }, 60_000);
});
