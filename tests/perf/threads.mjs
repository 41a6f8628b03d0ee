// Where a server's CPU goes, thread by thread (issue 44): the kernel's accounting of each thread in
// /proc/<pid>/task/<tid>/stat, read before and after a stretch of a measurement, grouped by what the
// thread is — the request thread (the process's first thread, tid = pid), PGlite's worker thread
// (a thread of its own, named as Node names it), libuv's pool (zlib's deflate of an .xlsx, file I/O)
// and V8's helpers (the compiler and the garbage collector's parallel work).
import { readdirSync, readFileSync } from 'node:fs';
import { clockTicks, parseProcStat } from './cost.mjs';

/** The thread's name (field 2 of its stat line, between the first '(' and the last ')'). */
export function commOf(text) {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) throw new Error(`not a /proc stat line: ${text.slice(0, 80)}`);
  return text.slice(open + 1, close);
}

/** Every live thread of `pid`: tid → { comm, ticks } (utime + stime). A thread gone between listing and reading is left out. */
export function threadTicks(pid, list = (dir) => readdirSync(dir), read = (file) => readFileSync(file, 'utf8')) {
  const threads = new Map();
  for (const tid of list(`/proc/${pid}/task`)) {
    try {
      const text = read(`/proc/${pid}/task/${tid}/stat`);
      const { utime, stime } = parseProcStat(text);
      threads.set(Number(tid), { comm: commOf(text), ticks: utime + stime });
    } catch {
      // ended meanwhile
    }
  }
  return threads;
}

/**
 * What a thread is, for the figure: the request thread is the process's own (tid = pid); libuv's pool
 * threads are `libuv-worker`, V8's platform threads `V8 DefaultWorke` (names are cut at 15 bytes);
 * any other (Node's `node` threads: PGlite's worker, the inspector, the signal watcher) by its name.
 */
export function threadGroup(pid, tid, comm) {
  if (tid === pid) return 'request thread';
  if (comm.startsWith('libuv-worker')) return 'libuv pool';
  if (comm.startsWith('V8 ')) return 'V8 helpers';
  return `other: ${comm}`;
}

/**
 * Cores each group used between two `threadTicks` readings `seconds` apart (a thread that started
 * meanwhile counts from 0; one that ended is lost to the figure). The busiest thread outside the
 * known groups is named `busiest other` apart: on the embedded platform that is PGlite's thread.
 */
export function coresByGroup(pid, before, after, seconds, ticksPerSecond = clockTicks()) {
  const groups = {};
  let busiest = { tid: 0, ticks: 0 };
  for (const [tid, { comm, ticks }] of after) {
    const used = ticks - (before.get(tid)?.ticks ?? 0);
    const group = threadGroup(pid, tid, comm);
    if (group.startsWith('other') && used > busiest.ticks) busiest = { tid, ticks: used, group };
    groups[group] = (groups[group] ?? 0) + used;
  }
  if (busiest.ticks > 0) {
    groups[busiest.group] -= busiest.ticks;
    groups['busiest other (PGlite)'] = busiest.ticks;
    if (groups[busiest.group] === 0) delete groups[busiest.group];
  }
  return Object.fromEntries(Object.entries(groups).map(([group, ticks]) => [group, ticks / ticksPerSecond / seconds]));
}

/** "request thread 0.42, busiest other (PGlite) 0.18, …" (cores), largest first. */
export const formatCores = (cores) =>
  Object.entries(cores)
    .sort((a, b) => b[1] - a[1])
    .map(([group, n]) => `${group} ${n.toFixed(2)}`)
    .join(', ');

/**
 * The garbage collector's pauses in a stretch of a server's `--trace-gc` output, per isolate (the
 * request thread's and PGlite's worker each have one; the first isolate to print is not necessarily
 * the main one, so the caller names them): { [isolate]: { scavenges, markCompacts, pauseMs } }.
 * A line reads "[pid:0x1ad0d000]   1234 ms: Scavenge 4.8 (5.4) -> 4.3 (6.4) MB, pooled: 0 MB, 8.23 / 0.00 ms  (…)"
 * (Node 22; older V8s print no "pooled").
 */
export function gcPauses(text) {
  /** @type {Record<string, { scavenges: number; markCompacts: number; pauseMs: number }>} */
  const byIsolate = {};
  for (const line of text.split('\n')) {
    const m =
      /^\[\d+:(0x[0-9a-f]+)(?::\d+)?\]\s+\d+ ms: (Scavenge|Mark-Compact|Mark-sweep|Minor Mark-Compact|Minor Mark-Sweep) .*? MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \//.exec(
        line,
      );
    if (!m) continue;
    const [, isolate, kind, ms] = m;
    const entry = (byIsolate[isolate] ??= { scavenges: 0, markCompacts: 0, pauseMs: 0 });
    if (kind === 'Scavenge' || kind.startsWith('Minor')) entry.scavenges += 1;
    else entry.markCompacts += 1;
    entry.pauseMs += Number(ms);
  }
  return byIsolate;
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/** The p95 of several open-loop runs' samples ({ ms }) taken together. */
export function pooledP95(...runs) {
  const sorted = runs
    .flat()
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  return Math.round(percentile(sorted, 95) * 10) / 10;
}
