// The export bench's figures (tests/perf/threads.mjs, export-load.mjs): the server's CPU thread by
// thread, the collector's pauses from --trace-gc, the p95 of the two stretches without the export
// pooled, whether those two stretches agree well enough for the run to decide the ratio, and the
// rounds that judge it: a stretch without an export next to one with the export of a window.
import { describe, expect, it } from 'vitest';
import { baselineSpread, exportRounds } from '../perf/export-load.mjs';
import { STATUS_POLL_MS } from '../perf/rounds.mjs';
import { coresByGroup, gcPauses, pooledP95, threadGroup, threadTicks } from '../perf/threads.mjs';

const statLine = (tid: number, comm: string, utime: number, stime: number) =>
  `${tid} (${comm}) S 1 4242 4242 0 -1 4194304 81234 0 12 0 ${utime} ${stime} 900 800 20 0 11 0 1234567 1109000000 60000 18446744073709551615 1 1 0 0 0 0 0 4096 134234626 0 0 0 17 1 0 0 0 0 0`;

describe('the per-thread CPU reader', () => {
  it('reads every thread of the process with its name, leaving out one that ended meanwhile', () => {
    const lines: Record<string, string> = {
      '/proc/4242/task/4242/stat': statLine(4242, 'node', 100, 20),
      '/proc/4242/task/4243/stat': statLine(4243, 'libuv-worker', 5, 1),
      '/proc/4242/task/4250/stat': statLine(4250, 'V8 DefaultWorke', 7, 0),
    };
    const read = (file: string) => {
      if (!(file in lines)) throw new Error('ENOENT');
      return lines[file];
    };
    const threads = threadTicks(4242, () => ['4242', '4243', '4250', '4299'], read);
    expect([...threads.entries()]).toEqual([
      [4242, { comm: 'node', ticks: 120 }],
      [4243, { comm: 'libuv-worker', ticks: 6 }],
      [4250, { comm: 'V8 DefaultWorke', ticks: 7 }],
    ]);
  });

  it('names the request thread by its id, the pool and the V8 helpers by their names', () => {
    expect(threadGroup(4242, 4242, 'node')).toBe('request thread');
    expect(threadGroup(4242, 4243, 'libuv-worker')).toBe('libuv pool');
    expect(threadGroup(4242, 4250, 'V8 DefaultWorke')).toBe('V8 helpers');
    expect(threadGroup(4242, 4260, 'node')).toBe('other: node');
  });

  it('turns two readings into cores per group, the busiest other thread apart, a new thread from zero', () => {
    const before = new Map([
      [4242, { comm: 'node', ticks: 1000 }],
      [4243, { comm: 'libuv-worker', ticks: 10 }],
      [4260, { comm: 'node', ticks: 500 }],
      [4261, { comm: 'node', ticks: 3 }],
    ]);
    const after = new Map([
      [4242, { comm: 'node', ticks: 1500 }],
      [4243, { comm: 'libuv-worker', ticks: 60 }],
      [4244, { comm: 'libuv-worker', ticks: 50 }],
      [4260, { comm: 'node', ticks: 800 }],
      [4261, { comm: 'node', ticks: 13 }],
    ]);
    // 10 s at 100 ticks a second: 1 000 ticks are one core
    expect(coresByGroup(4242, before, after, 10, 100)).toEqual({
      'request thread': 0.5,
      'libuv pool': 0.1,
      'busiest other (PGlite)': 0.3,
      'other: node': 0.01,
    });
  });
});

describe('the collector pauses from --trace-gc', () => {
  it('sums the pauses per isolate, scavenges and full collections apart, and skips the server’s own lines', () => {
    const log = [
      '[6427:0x1ad0d000]      300 ms: Scavenge 4.8 (5.4) -> 4.3 (6.4) MB, pooled: 0 MB, 8.23 / 0.00 ms  (average mu = 1.000, current mu = 1.000) allocation failure; ',
      '{"level":"warn","msg":"a server log line"}',
      '[6427:0x7f80e4001000]      173 ms: Scavenge 3.3 (3.9) -> 2.6 (4.9) MB, pooled: 0 MB, 19.18 / 0.00 ms  (average mu = 1.000, current mu = 1.000) allocation failure; ',
      '[6427:0x1ad0d000]     9000 ms: Mark-Compact 120.1 (130.0) -> 80.5 (128.0) MB, pooled: 0 MB, 12.50 / 0.00 ms  (+ 3.1 ms in 12 steps since start of marking, biggest step 0.9 ms) (average mu = 0.98) finalize incremental marking via task; ',
      '[6427:0x1ad0d000]     9100 ms: Scavenge 40.0 (50.0) -> 30.0 (50.0) MB, 1.77 / 0.00 ms  (average mu = 0.98) allocation failure; ',
    ].join('\n');
    const pauses = gcPauses(log);
    expect(Object.keys(pauses)).toEqual(['0x1ad0d000', '0x7f80e4001000']);
    expect(pauses['0x1ad0d000'].scavenges).toBe(2);
    expect(pauses['0x1ad0d000'].markCompacts).toBe(1);
    expect(pauses['0x1ad0d000'].pauseMs).toBeCloseTo(8.23 + 12.5 + 1.77, 6);
    expect(pauses['0x7f80e4001000']).toEqual({ scavenges: 1, markCompacts: 0, pauseMs: 19.18 });
  });
});

describe('the pooled baseline', () => {
  it('takes the p95 of both stretches together, not the mean of their p95s', () => {
    const stretch = (ms: number[]) => ms.map((m) => ({ ms: m }));
    // before: 19 fast answers and one slow; after: 20 fast — together one slow answer in 40 is under the 95th
    const before = stretch([...Array(19).fill(10), 500]);
    const after = stretch(Array(20).fill(12));
    expect(pooledP95(before, after)).toBe(12);
    // the mean of the two stretches' own p95s would have been (10 + 12) / 2 = 11, or 500 on its own
    expect(pooledP95(before)).toBe(10);
    expect(pooledP95(stretch([...Array(18).fill(10), 500, 500]))).toBe(500);
  });
});

describe('the baseline’s own spread', () => {
  it('is steady within the budget’s margin, whichever stretch was slower', () => {
    expect(baselineSpread(40, 44)).toEqual({ spread: 1.1, steady: true });
    expect(baselineSpread(44, 40).steady).toBe(true);
  });

  it('says a run cannot decide when the two stretches differ more than the budget (decision 023’s runs)', () => {
    const run = baselineSpread(53.3, 39.8);
    expect(run.spread).toBeCloseTo(1.34, 2);
    expect(run.steady).toBe(false);
    expect(baselineSpread(128.6, 476.3).steady).toBe(false);
  });
});

describe('the export rounds', () => {
  type Filter = { startDate: string; endDate: string };
  const samples = (ms: number[]) => ms.map((m, i) => ({ at: i, ms: m }));

  it('pairs each export window with a stretch without one as long as the export before it, the ratio between the pooled p95s', async () => {
    const stretches: ('without' | 'during')[] = [];
    const lengths: number[] = [];
    const windows: Filter[] = [];
    // the machine drifts: each round's list is slower than the one before, on both sides alike
    let round = 0;
    const stretch = async (until: Promise<unknown>) => {
      const during = stretches.length % 2 === 1;
      stretches.push(during ? 'during' : 'without');
      const base = 10 * (1 + round);
      const started = performance.now();
      await until;
      if (!during) lengths.push(performance.now() - started);
      const ms = Array.from({ length: 20 }, (_, i) => (during ? base * 1.1 : base) + i / 10);
      return { p95: Math.max(...ms), failed: during ? 0 : 1, samples: samples(ms) };
    };
    const exportOf = async (filter: Filter) => {
      windows.push(filter);
      // 200 ms against the first stretch's 10: a loaded worker's timers fire late by tens of ms (29 ms for 10 once)
      return { done: new Promise<{ file: { rows: number } }>((finish) => setTimeout(() => finish({ file: { rows: 100 + round++ } }), 200)) };
    };
    const result = await exportRounds({ stretch, exportOf, rounds: 3, windowDays: 36, firstStretchSeconds: 0.01 });
    expect(stretches).toEqual(['without', 'during', 'without', 'during', 'without', 'during']);
    expect(result.rounds.map((r: { rows: number }) => r.rows)).toEqual([100, 101, 102]);
    // the windows are consecutive, the newest first, each 36 days
    const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
    expect(windows.map((w) => day(w.endDate) - day(w.startDate))).toEqual([35, 35, 35]);
    expect(day(windows[0].startDate) - day(windows[1].endDate)).toBe(1);
    // after the first (10 ms), each stretch without lasts as long as the export before it (~200 ms)
    expect(lengths[0]).toBeLessThan(100);
    expect(lengths[1]).toBeGreaterThanOrEqual(190);
    expect(lengths[2]).toBeGreaterThanOrEqual(190);
    // each side pooled over its three stretches: the drift falls on both, the ratio stays the export's ×1.1
    expect(result.duringP95 / result.withoutP95).toBeCloseTo(1.1, 1);
    expect(result.failedWithout).toBe(3);
    expect(result.failedDuring).toBe(0);
  });

  it('asks the server the status the export is polled with in the stretches without an export too', async () => {
    const probes: number[] = [];
    let measuring = false;
    const stretch = async (until: Promise<unknown>) => {
      measuring = true;
      await until;
      measuring = false;
      return { p95: 1, failed: 0, samples: samples([1]) };
    };
    const exportOf = async () => ({ done: new Promise<{ file: { rows: number } }>((finish) => setTimeout(() => finish({ file: { rows: 1 } }), 20)) });
    const probe = async () => {
      expect(measuring).toBe(true);
      probes.push(performance.now());
    };
    await exportRounds({ stretch, exportOf, probe, rounds: 1, windowDays: 36, firstStretchSeconds: STATUS_POLL_MS * 0.0025 });
    // a first stretch of 2.5 polls' time: two probes, made while the list was being measured
    expect(probes).toHaveLength(2);
    expect(probes[1] - probes[0]).toBeGreaterThanOrEqual(STATUS_POLL_MS - 5);
  });

  it('fails when an export fails', async () => {
    const stretch = async (until: Promise<unknown>) => {
      await until;
      return { p95: 1, failed: 0, samples: samples([1]) };
    };
    const exportOf = async () => ({ done: Promise.reject(new Error('export failed: 磁盘已满')) });
    await expect(exportRounds({ stretch, exportOf, rounds: 1, windowDays: 36, firstStretchSeconds: 0 })).rejects.toThrow('磁盘已满');
  });
});
