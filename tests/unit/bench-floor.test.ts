// The machine's floor beside the export's and the backup's latency figures (tests/perf/burner.mjs):
// the busy side's stretches run beside a process at SCHED_IDLE that only computes, the quiet side's
// without one, and both sides ask the same status requests.
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { floorRounds, startBurner } from '../perf/burner.mjs';
import { STATUS_POLL_MS } from '../perf/rounds.mjs';

const SCHED_IDLE = 5;

/** The scheduling policy of each live child process of this test process (/proc/<pid>/stat field 41). */
function childPolicies(): number[] {
  const policies: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // the fields after the command's closing parenthesis: state is field 3, ppid 4, policy 41
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) === process.pid && fields[0] !== 'Z') policies.push(Number(fields[38]));
  }
  return policies;
}

describe("the machine's floor", () => {
  it('computes in a process of its own at SCHED_IDLE, then ends', async () => {
    const { pid, ended } = startBurner(1.5);
    let policy = -1;
    for (let i = 0; i < 40 && policy !== SCHED_IDLE; i++) {
      await sleep(25);
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      policy = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38]);
    }
    expect(policy).toBe(SCHED_IDLE);
    await sleep(300);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [utime, stime] = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 13)
      .map(Number);
    // it computes: CPU ticks (10 ms) of its own by now, not a sleeping process
    expect(utime + stime).toBeGreaterThan(0);
    await expect(ended).resolves.toBeUndefined();
  });

  it('measures the busy side beside the burner and the quiet side without it, both asking the status', async () => {
    const asked: boolean[] = [];
    let measuring = false;
    const quiet = async (ms: number) => {
      measuring = true;
      await sleep(Math.min(ms, 250));
      // the burner is a child at SCHED_IDLE while the busy side measures, and no child runs on the quiet side
      const burning = childPolicies().includes(SCHED_IDLE);
      await sleep(Math.max(0, ms - 250));
      measuring = false;
      const latency = burning ? 30 : 20;
      return { samples: [{ ms: latency }, { ms: latency }], p95: latency, failed: 0 };
    };
    const probe = async () => {
      if (measuring) asked.push(childPolicies().includes(SCHED_IDLE));
    };
    const floor = await floorRounds({ quiet, probe, rounds: 2, seconds: 0.8 });
    expect(floor.rounds.map((r) => [r.withoutP95, r.duringP95])).toEqual([
      [20, 30],
      [20, 30],
    ]);
    expect(floor.ratio).toBe(1.5);
    // each side asked while it measured (a stretch of 0.8 s asks every STATUS_POLL_MS)
    const perStretch = Math.floor(800 / STATUS_POLL_MS) - 1;
    expect(asked.filter((burning) => burning).length).toBeGreaterThanOrEqual(2 * perStretch);
    expect(asked.filter((burning) => !burning).length).toBeGreaterThanOrEqual(2 * perStretch);
  });
});
