// `npm run bench -- --overload`: a report of the server beyond its capacity — 200 connections on one page; every answer
// should be the page or a fast 503 (load shedding, server/overload.ts), none a timeout, and RSS should stay bounded.
//
//   npm run bench -- --overload                              20 s (the CI report)
//   npm run bench -- --overload --overload-seconds 60        the full run of issue 16's target
//   PAGE_CONCURRENCY=0 npm run bench -- --overload           the same without load shedding, to compare
import http from 'node:http';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const TARGET = { rssMb: 700, fast503Ms: 1500 };

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function procStatusMb(pid, field) {
  try {
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

/** One /healthz probe on its own connection: status and time. */
function probe(base) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(`${base}/healthz`, { agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: performance.now() - started, loopMs: Number(res.headers['x-event-loop-delay-max-ms'] ?? NaN) }),
      );
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

/**
 * Runs the overload and prints the report; returns the list of missed targets.
 * @param {{ base: string, pid: number, path: string, seconds: number, connections?: number, cookie?: string }} options
 */
export async function overloadReport({ base, pid, path, seconds, connections = 200, cookie = '' }) {
  // Warm-up within capacity first (JIT, caches, the start-up sweeps): the report is about overload, not a cold start.
  await autocannon({ url: `${base}${path}`, connections: 4, duration: 5, headers: cookie ? { cookie } : {} });
  const pages = [];
  const refusals = [];
  const others = new Map();
  let peakRss = 0;
  const rssTimer = setInterval(() => {
    peakRss = Math.max(peakRss, procStatusMb(pid, 'VmRSS') || 0);
  }, 200);
  const health = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      health.push(await probe(base));
      await new Promise((r) => setTimeout(r, 500));
    }
  })();

  console.log(`\nOverload: ${connections} connections × ${seconds} s on ${path} (10 s client timeout)\n`);
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url: `${base}${path}`, connections, duration: seconds, timeout: 10, headers: cookie ? { cookie } : {} }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 200) pages.push(ms);
      else if (status === 503) refusals.push(ms);
      else others.set(status, (others.get(status) ?? 0) + 1);
    });
  });
  probing = false;
  await prober;
  clearInterval(rssTimer);

  pages.sort((a, b) => a - b);
  refusals.sort((a, b) => a - b);
  const row = (name, list) =>
    `${name.padEnd(10)} ${String(list.length).padStart(7)}  ${(list.length / seconds).toFixed(1).padStart(7)}  ${[50, 90, 99]
      .map((p) => String(Math.round(percentile(list, p))).padStart(7))
      .join('')}  ${String(Math.round(list[list.length - 1] ?? NaN)).padStart(7)}`;
  console.log('answer       count    per s   p50 ms  p90 ms  p99 ms   max ms');
  console.log(row('200 page', pages));
  console.log(row('503 busy', refusals));
  const otherCount = [...others.values()].reduce((a, b) => a + b, 0);
  console.log(`other      ${String(otherCount).padStart(7)}  ${[...others].map(([s, n]) => `${s}×${n}`).join(' ')}`);
  console.log(`timeouts   ${String(result.timeouts).padStart(7)}`);
  console.log(`errors     ${String(result.errors).padStart(7)}  (timeouts included)`);
  const saturated = health.filter((h) => h.status === 503).length;
  const healthMs = health.map((h) => h.ms).sort((a, b) => a - b);
  console.log(
    `/healthz   ${health.length} probes: ${saturated} answered 503 (saturated), ${health.filter((h) => h.status === 200).length} ok, ${health.filter((h) => h.status === 0).length} failed; p99 ${Math.round(percentile(healthMs, 99))} ms`,
  );
  console.log(`event loop longest block between probes: ${Math.max(...health.map((h) => h.loopMs).filter((n) => n >= 0), 0)} ms (the server's own measure)`);
  const lifetimeRss = procStatusMb(pid, 'VmHWM');
  console.log(`RSS        peak during the run ${peakRss} MB; lifetime peak (VmHWM, start included) ${lifetimeRss} MB`);

  const missed = [];
  if (result.timeouts > 0) missed.push(`${result.timeouts} requests timed out (target 0)`);
  if (otherCount > 0 || result.errors > result.timeouts)
    missed.push(`${otherCount} answers other than 200/503 and ${result.errors - result.timeouts} connection errors`);
  if (percentile(refusals, 99) > TARGET.fast503Ms) missed.push(`503 p99 ${Math.round(percentile(refusals, 99))} ms > ${TARGET.fast503Ms} ms`);
  if (!(peakRss < TARGET.rssMb)) missed.push(`peak RSS during the run ${peakRss} MB ≥ ${TARGET.rssMb} MB`);
  console.log(
    `targets: 0 timeouts, only pages or 503s, 503 p99 ≤ ${TARGET.fast503Ms} ms, RSS < ${TARGET.rssMb} MB → ${missed.length ? `missed:\n  - ${missed.join('\n  - ')}` : 'all met'}`,
  );
  return missed;
}
