// Cost per request (issues 49 and 50): the CPU a server process spends per request, all its threads
// (the request thread, PGlite's thread, V8's compiler and garbage-collector threads, libuv's pool),
// from the kernel's own accounting in /proc, before and after a fixed number of requests. Every
// machine here has two cores shared with the load generator, so pages per second measure the
// machine's other tenants as much as the server; the CPU a request costs does not depend on who
// else runs, only (a little) on cache and frequency effects.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** A /proc stat line's fields after "pid (comm) ": field 3 (state) is index 0, so field n is index n - 3. */
function statFields(text) {
  const close = text.lastIndexOf(')');
  if (close < 0) throw new Error(`not a /proc stat line: ${text.slice(0, 80)}`);
  return text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
}

/**
 * utime and stime of a /proc/<pid>/stat line, in clock ticks. The command name (field 2) is in
 * parentheses and may hold spaces or parentheses itself: the fields are counted after its last ')'.
 * For a process (not one of its /proc/<pid>/task/<tid>), the kernel sums every thread, live and
 * exited; children are in cutime/cstime, which are left out (the bench's servers fork none while
 * measured).
 */
export function parseProcStat(text) {
  const fields = statFields(text);
  const utime = Number(fields[14 - 3]);
  const stime = Number(fields[15 - 3]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`no utime/stime in: ${text.slice(0, 80)}`);
  return { utime, stime };
}

/** A process's state, parent and scheduling policy (5: SCHED_IDLE) from its /proc stat line (bench-floor.test.ts). */
export function parseProcScheduling(text) {
  const fields = statFields(text);
  return { state: fields[3 - 3], ppid: Number(fields[4 - 3]), policy: Number(fields[41 - 3]) };
}

let ticksPerSecond;
/** The kernel's clock ticks per second (USER_HZ, `getconf CLK_TCK`; 100 on Linux on x86 and arm). */
export function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** CPU milliseconds (user + system, all threads) that process `pid` has spent since it started. */
export function processCpuMs(pid, read = (path) => readFileSync(path, 'utf8')) {
  const { utime, stime } = parseProcStat(read(`/proc/${pid}/stat`));
  return ((utime + stime) * 1000) / clockTicks();
}

/** The sum of processCpuMs over `pids`; a process that has gone since counts as 0 (its CPU is then lost to the figure). */
export function processesCpuMs(pids, read) {
  let total = 0;
  for (const pid of pids) {
    try {
      total += processCpuMs(pid, read);
    } catch {
      // gone: a PostgreSQL backend that ended between listing and reading
    }
  }
  return total;
}

/**
 * The CPU per request of `cpuOf()` over `requests` requests, and the wall time they took: the
 * figure is the difference of two readings divided by the count, so the tick's 10 ms resolution is
 * 10 ms / requests of error (0.005 ms at 2 000 requests).
 */
export function perRequest(before, after, requests, seconds) {
  return { cpuMs: (after.cpuMs - before.cpuMs) / requests, rate: requests / seconds, requests, seconds };
}

function cannon(options) {
  return new Promise((resolve, reject) => autocannon(options, (err, result) => (err ? reject(err) : resolve(result))));
}

/**
 * GET `url` (or `method` with `body`) `warmup` times, then `requests` times, at `connections` connections (each sending its
 * next request when its last is answered), and the CPU per request `cpuOf()` reports across the
 * counted ones (the server process's). `databaseCpuOf`, when given, is asked once after the warm-up
 * for { before, read() } (the database's backends as they are then) and adds `databaseCpuMs`.
 * Every answer must be 2xx: a
 * refused session or a missing screen would measure the wrong page.
 */
export async function cpuPerRequest({ url, headers = {}, method, body, setupRequest, requests, warmup, connections, cpuOf, databaseCpuOf }) {
  // a POST's method and body; setupRequest builds every request again (a signature of its own: open-api.mjs)
  const request = { ...(method ? { method } : {}), ...(body !== undefined ? { body } : {}), ...(setupRequest ? { requests: [{ setupRequest }] } : {}) };
  const run = async (amount) => {
    const result = await cannon({ url, headers, connections, amount, timeout: 30, ...request });
    if (result.non2xx || result.errors || result.timeouts)
      throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts (session refused? screen missing?)`);
    return result;
  };
  if (warmup) await run(warmup);
  const databaseMeter = await databaseCpuOf?.();
  const before = { cpuMs: await cpuOf() };
  const started = performance.now();
  await run(requests);
  const seconds = (performance.now() - started) / 1000;
  const after = { cpuMs: await cpuOf() };
  const figure = perRequest(before, after, requests, seconds);
  if (databaseMeter) figure.databaseCpuMs = (databaseMeter.read() - databaseMeter.before) / requests;
  return figure;
}

/**
 * The arrival rate for the latency figure: half the measured closed-loop capacity, rounded down to a
 * whole number a second (at least 1). With arrivals on a fixed schedule and a fixed service time, a
 * single server at utilisation ρ = ½ is an M/D/1 queue at best (D/D/1 would never queue); its mean
 * wait in the queue is ρ / (2μ(1 − ρ)) = half a service time, so p95 stays near a few service times
 * while the rate still shows a real load.
 */
export function halfLoadRate(capacityPerSecond) {
  if (!(capacityPerSecond > 0)) throw new Error(`no capacity measured (${capacityPerSecond}/s)`);
  const rate = Math.max(1, Math.floor(capacityPerSecond / 2));
  const utilisation = rate / capacityPerSecond;
  const serviceMs = 1000 / capacityPerSecond;
  return { rate, utilisation, meanQueueWaitMs: md1MeanWaitMs(utilisation, serviceMs) };
}

/** The mean wait in the queue of an M/D/1 queue (Pollaczek–Khinchine): ρ·S / (2(1 − ρ)). */
export function md1MeanWaitMs(utilisation, serviceMs) {
  if (utilisation >= 1) return Infinity;
  return (utilisation * serviceMs) / (2 * (1 - utilisation));
}

/** A cost against the floor's: "5.50 ms (2.12×)". */
export const timesFloor = (cpuMs, floorMs) => `${cpuMs.toFixed(2)} ms (${(cpuMs / floorMs).toFixed(2)}×)`;
