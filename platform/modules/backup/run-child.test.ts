import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { interfaceLogs } from '../../db/schema';
import { idlePriorityAvailable, runBackupChild, starved } from './run-child';

/** A copy to dump: a PGlite directory with one interface-log row. */
async function snapshotIn(work: string): Promise<string> {
  const snapshotDir = path.join(work, '.snapshot-test');
  const source = await openDatabase({ dataDir: snapshotDir });
  await source.db.insert(interfaceLogs).values({ name: 'child-dump', method: 'GET', type: 'route', mode: 'pc' });
  await source.close();
  return snapshotDir;
}

/** The scheduling policies (/proc/<pid>/stat, field 41: 0 normal, 5 SCHED_IDLE) of the processes whose command line has `marker`, read every 20 ms until `done`. */
async function policiesWhile(marker: string, done: Promise<unknown>): Promise<Set<number>> {
  const policies = new Set<number>();
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => {});
  while (!finished) {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) continue;
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        policies.add(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38]));
      } catch {
        // a process that ended while it was read
      }
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return policies;
}

describe('the child', () => {
  it('dumps and packs the copy, and removes the copy itself (at its own priority, not the server)', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'run-child-'));
    try {
      const snapshotDir = await snapshotIn(work);
      const running = runBackupChild({ snapshotDir, filesDir: path.join(work, 'files'), out: path.join(work, 'out.tar.gz') });
      const policies = await policiesWhile(snapshotDir, running);
      const result = await running;
      // where the machine lets a process start at SCHED_IDLE, the dump runs there (decision 040), else at nice 10
      expect([...policies]).toEqual([idlePriorityAvailable() ? 5 : 0]);
      expect(result.size).toBeGreaterThan(0);
      expect(Object.entries(result.manifest.counts).filter(([table]) => table.endsWith('.interface_logs'))).toEqual([[expect.any(String), 1]]);
      expect(existsSync(path.join(work, 'out.tar.gz'))).toBe(true);
      expect(existsSync(snapshotDir)).toBe(false);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the dump’s way up', () => {
  it('counts a window as starved when the dump waited over half of it for a core and ran under a tenth of it', () => {
    const at = (runMs: number, waitMs: number) => ({ runNs: runMs * 1e6, waitNs: waitMs * 1e6 });
    expect(starved(at(0, 0), at(100, 4_000), 5_000)).toBe(true);
    expect(starved(at(1_000, 9_000), at(1_100, 13_000), 5_000)).toBe(true); // what counts is the window's own
    expect(starved(at(0, 0), at(600, 4_000), 5_000)).toBe(false); // it ran more than a tenth
    expect(starved(at(0, 0), at(100, 2_000), 5_000)).toBe(false); // it did not want a core most of the time (files, sleep)
  });

  it.skipIf(!idlePriorityAvailable())(
    'a dump at SCHED_IDLE on a machine whose every core is busy starts again at nice 10 and finishes, leaving nothing behind',
    async () => {
      const work = mkdtempSync(path.join(tmpdir(), 'run-child-'));
      // a process computing at normal priority on every core: SCHED_IDLE gets none of them
      const burners = Array.from({ length: availableParallelism() }, () =>
        spawn(process.execPath, ['-e', 'const end = Date.now() + 60000; while (Date.now() < end);'], { stdio: 'ignore' }),
      );
      try {
        const snapshotDir = await snapshotIn(work);
        const waits: { runMs: number; waitMs: number; windowMs: number }[] = [];
        const out = path.join(work, 'out.tar.gz');
        const running = runBackupChild(
          { snapshotDir, filesDir: path.join(work, 'files'), out },
          {
            starvedWindowMs: 1_000,
            onStarved: (waited) => {
              waits.push(waited);
              // the cores free again: the dump at nice 10 need not share them (that is how the server's own load goes too)
              for (const burner of burners) burner.kill('SIGKILL');
            },
          },
        );
        const policies = await policiesWhile(snapshotDir, running);
        const result = await running;
        expect(waits).toHaveLength(1);
        expect(waits[0].waitMs).toBeGreaterThan(500);
        expect(waits[0].runMs).toBeLessThan(100);
        // first at SCHED_IDLE, then the normal policy (at nice 10)
        expect([...policies].sort()).toEqual([0, 5]);
        expect(Object.entries(result.manifest.counts).filter(([table]) => table.endsWith('.interface_logs'))).toEqual([[expect.any(String), 1]]);
        // the archive, and no staging directory or partial file of the stopped dump
        expect(readdirSync(work).sort()).toEqual(['out.tar.gz']);
      } finally {
        for (const burner of burners) burner.kill('SIGKILL');
        rmSync(work, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
