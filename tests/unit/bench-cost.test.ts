// The bench's figures of cost per request (tests/perf/cost.mjs): the /proc reader and the rate of the
// latency figure. The bench itself is a report (`npm run bench`), not part of the tests.
import { describe, expect, it } from 'vitest';
import { clockTicks, halfLoadRate, md1MeanWaitMs, parseProcStat, perRequest, processCpuMs, processesCpuMs } from '../perf/cost.mjs';

// /proc/<pid>/stat of a node process: pid, (comm), state, ppid, ..., utime (14), stime (15), cutime, cstime, ...
const statLine = (comm: string, utime: number, stime: number) =>
  `4242 (${comm}) S 1 4242 4242 0 -1 4194304 81234 0 12 0 ${utime} ${stime} 900 800 20 0 11 0 1234567 1109000000 60000 18446744073709551615 1 1 0 0 0 0 0 4096 134234626 0 0 0 17 1 0 0 0 0 0`;

describe('the /proc CPU reader', () => {
  it('reads utime and stime, not the children’s cutime and cstime', () => {
    expect(parseProcStat(statLine('node', 1234, 56))).toEqual({ utime: 1234, stime: 56 });
  });

  it('counts the fields after the last parenthesis, whatever the command name holds', () => {
    expect(parseProcStat(statLine('a) b (c', 7, 3))).toEqual({ utime: 7, stime: 3 });
    expect(parseProcStat(statLine('MainThread x', 10, 20))).toEqual({ utime: 10, stime: 20 });
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => parseProcStat('nothing here')).toThrow(/not a \/proc stat line/);
    expect(() => parseProcStat('1 (x) S 1')).toThrow(/no utime\/stime/);
  });

  it('turns ticks into milliseconds of user + system time', () => {
    const ms = processCpuMs(4242, () => statLine('node', 150, 50));
    expect(ms).toBe((200 * 1000) / clockTicks());
  });

  it('sums several processes and counts one that has gone as nothing', () => {
    const read = (path: string) => {
      if (path === '/proc/2/stat') throw new Error('ENOENT');
      return statLine('postgres', 100, 0);
    };
    expect(processesCpuMs([1, 2, 3], read)).toBe((200 * 1000) / clockTicks());
  });

  it('reads this very process: all its threads, and more after work than before', () => {
    const before = processCpuMs(process.pid);
    const until = performance.now() + 60;
    let spin = 0;
    while (performance.now() < until) spin += Math.sqrt(spin + 1);
    const after = processCpuMs(process.pid);
    expect(spin).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(before);
    // the kernel's figure and Node's own agree within two ticks and the work between the readings
    const own = (process.cpuUsage().user + process.cpuUsage().system) / 1000;
    expect(Math.abs(own - after)).toBeLessThan(2 * (1000 / clockTicks()) + 50);
  });

  it('divides the difference of two readings by the requests between them', () => {
    expect(perRequest({ cpuMs: 1000 }, { cpuMs: 6500 }, 1000, 2.5)).toEqual({ cpuMs: 5.5, rate: 400, requests: 1000, seconds: 2.5 });
  });
});

describe('the rate of the latency figure (an M/D/1 queue at half load)', () => {
  it('is half the closed-loop capacity, rounded down to whole requests a second', () => {
    expect(halfLoadRate(101).rate).toBe(50);
    expect(halfLoadRate(60).rate).toBe(30);
    expect(halfLoadRate(60).utilisation).toBe(0.5);
  });

  it('never goes below one request a second', () => {
    expect(halfLoadRate(1.5).rate).toBe(1);
  });

  it('refuses a capacity that was not measured', () => {
    expect(() => halfLoadRate(0)).toThrow(/no capacity/);
    expect(() => halfLoadRate(Number.NaN)).toThrow(/no capacity/);
  });

  it('expects a mean wait in the queue of half a service time at half load', () => {
    // 50 pages/s of capacity: 20 ms a page; at 25/s the queue adds 10 ms on average
    expect(halfLoadRate(50).meanQueueWaitMs).toBeCloseTo(10, 10);
    expect(md1MeanWaitMs(0.8, 20)).toBeCloseTo(40, 10);
    expect(md1MeanWaitMs(1, 20)).toBe(Infinity);
  });
});
