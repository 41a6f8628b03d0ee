// The machine's floor beside the export's and the backup's latency figures (tests/perf/burner.mjs):
// the busy side's stretches run beside a process at SCHED_IDLE that only computes, the quiet side's
// without one, and both sides ask the same status requests.
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { floorRounds, startBurner } from '../perf/burner.mjs';
import { parseProcScheduling } from '../perf/cost.mjs';
import { STATUS_POLL_MS } from '../perf/rounds.mjs';

const SCHED_IDLE = 5;

/** A process's /proc stat line, read (undefined once it has ended). */
function statOf(pid: number | string) {
  try {
    return parseProcScheduling(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The scheduling policy of each live child process of this test process. */
function childPolicies(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(statOf)
    .filter((stat) => stat && stat.ppid === process.pid && stat.state !== 'Z')
    .map((stat) => stat!.policy);
}

describe("the machine's floor", () => {
  it('runs in a process of its own at SCHED_IDLE until it is stopped', async () => {
    const long = startBurner(60);
    let policy = -1;
    for (let i = 0; i < 40 && policy !== SCHED_IDLE; i++) {
      await sleep(25);
      policy = statOf(long.pid!)?.policy ?? -1;
    }
    expect(policy).toBe(SCHED_IDLE);
    await expect(long.stop()).resolves.toBeUndefined();
    // gone, not only asked to go (other files of this worker may have children of their own)
    expect(statOf(long.pid!)).toBeUndefined();
    expect(childPolicies()).not.toContain(SCHED_IDLE);
  });

  it('measures the busy side beside the burner and the quiet side without it, both asking the status', async () => {
    // per stretch, in order: whether a burner ran in it, and what the status requests saw
    const stretches: { burning: boolean; asked: boolean[] }[] = [];
    const quiet = async (ms: number) => {
      const stretch = { burning: false, asked: [] as boolean[] };
      stretches.push(stretch);
      const end = performance.now() + ms;
      while (performance.now() < end) {
        stretch.burning ||= childPolicies().includes(SCHED_IDLE);
        await sleep(50);
      }
      const latency = stretch.burning ? 30 : 20;
      return { samples: [{ ms: latency }, { ms: latency }], p95: latency, failed: 0 };
    };
    const probe = async () => void stretches.at(-1)?.asked.push(childPolicies().includes(SCHED_IDLE));
    const floor = await floorRounds({ quiet, probe, rounds: 2, seconds: 1 });
    // quiet, busy, quiet, busy: the burner ran in the busy side's stretches only
    expect(stretches.map((s) => s.burning)).toEqual([false, true, false, true]);
    expect(floor.rounds.map((r) => [r.withoutP95, r.duringP95])).toEqual([
      [20, 30],
      [20, 30],
    ]);
    expect(floor.ratio).toBe(1.5);
    // both sides asked for the status while they measured (every STATUS_POLL_MS), the quiet side with no burner
    for (const stretch of stretches) expect(stretch.asked.length).toBeGreaterThanOrEqual(Math.floor(1000 / STATUS_POLL_MS) - 2);
    expect(stretches.filter((s) => !s.burning).flatMap((s) => s.asked)).not.toContain(true);
  });
});
