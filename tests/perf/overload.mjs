// `npm run bench -- --overload`: the server beyond its capacity — 200 connections on one page for 20 s (autocannon,
// 10 s client timeout) while a separate process (overload-probe.mjs) asks /healthz, one of the page's scripts and a
// platform API call on new connections. Each figure is printed beside its budget (OVERLOAD_BUDGET, below; the shedding
// policy is docs/decisions/020-load-shedding-before-express.md):
//   - no request times out;
//   - /healthz and the static file answer within 100 ms at p99 on a new connection during the run;
//   - a refused page (503 with Retry-After) is answered within 200 ms at p99;
//   - the server process's peak RSS stays within 600 MB.
//
//   npm run bench -- --overload                              20 s
//   npm run bench -- --overload --overload-seconds 60        a longer run
//   PAGE_CONCURRENCY=0 npm run bench -- --overload           the same without load shedding, to compare
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';

export const OVERLOAD_BUDGET = {
  /** requests of the load that got no answer within the client's 10 s */
  timeouts: 0,
  /** /healthz and a static file, each on a new connection, during the run: p99 */
  probeP99Ms: 100,
  /** the 503 answers of refused page requests: p99 */
  shedP99Ms: 200,
  /** the server process's peak resident memory (VmHWM: start included; the database exists before it starts) */
  rssMb: 600,
};

const PROBE_EVERY_MS = 250;
const SETTLED_AFTER_MS = 3_000;
const API_PROBE = '/api-platform/api/health';

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

function text(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

/** The probe process: starts now, runs `seconds`, resolves with its results by path. */
function startProbes(base, seconds, paths) {
  const child = spawn(process.execPath, [new URL('./overload-probe.mjs', import.meta.url).pathname, base, String(seconds), String(PROBE_EVERY_MS), ...paths], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  return new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`probe exited ${code}`)))));
}

/**
 * Runs the overload and prints the report; returns the list of missed budgets.
 * @param {{ base: string, pid: number, path: string, seconds: number, connections?: number, cookie?: string }} options
 */
export async function overloadReport({ base, pid, path, seconds, connections = 200, cookie = '' }) {
  const headers = cookie ? { cookie } : {};
  const html = await text(`${base}${path}`, headers);
  const script = /<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error(`${path}: no /build/ script in the page (is it the page you meant?)`);
  // Warm-up within capacity first (JIT, caches, the start-up sweeps): the report is about overload, not a cold start.
  await autocannon({ url: `${base}${path}`, connections: 4, duration: 5, headers });

  const pages = [];
  const refusals = [];
  const others = new Map();
  console.log(`\nOverload: ${connections} connections × ${seconds} s on ${path} (10 s client timeout); probes on new connections every ${PROBE_EVERY_MS} ms\n`);
  const probes = startProbes(base, seconds, ['/healthz', script, API_PROBE]);
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url: `${base}${path}`, connections, duration: seconds, timeout: 10, headers }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 200) pages.push(ms);
      else if (status === 503) refusals.push(ms);
      else others.set(status, (others.get(status) ?? 0) + 1);
    });
  });
  const probed = await probes;
  const peakRss = procStatusMb(pid, 'VmHWM');

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
  console.log(`errors     ${String(result.errors).padStart(7)}  (timeouts included)\n`);

  const rows = [];
  const line = (name, figure, budget, ok) => {
    rows.push({ name, figure, budget, ok });
    console.log(`${name.padEnd(58)} ${String(figure).padStart(16)}   ${String(budget ?? '').padEnd(10)} ${ok === null ? '' : ok ? 'ok' : 'MISSED'}`);
  };
  line('requests timed out (10 s)', result.timeouts, `= ${OVERLOAD_BUDGET.timeouts}`, result.timeouts <= OVERLOAD_BUDGET.timeouts);
  line(
    'answers other than 200/503, connection errors',
    `${otherCount}, ${result.errors - result.timeouts}`,
    '= 0',
    otherCount === 0 && result.errors === result.timeouts,
  );
  const shedP99 = Math.round(percentile(refusals, 99));
  line(
    '503 (refused page) p99',
    refusals.length ? `${shedP99} ms` : 'none refused',
    `≤ ${OVERLOAD_BUDGET.shedP99Ms} ms`,
    !refusals.length || shedP99 <= OVERLOAD_BUDGET.shedP99Ms,
  );
  for (const [probePath, answers] of Object.entries(probed)) {
    const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
    const failed = answers.filter((a) => a.status === 0).length;
    const worst = answers.reduce((w, a) => (a.ms > w.ms ? a : w), answers[0]);
    const statuses = [...new Set(answers.map((a) => a.status))].join('/');
    const budgeted = probePath !== API_PROBE;
    const p99 = percentile(ms, 99);
    line(
      `${probePath === script ? 'static file' : probePath} on a new connection: p99 (${answers.length} probes, ${statuses})`,
      `${Math.round(p99)} ms`,
      budgeted ? `≤ ${OVERLOAD_BUDGET.probeP99Ms} ms` : null,
      budgeted ? failed === 0 && p99 <= OVERLOAD_BUDGET.probeP99Ms : null,
    );
    // Informational: the connections of the load are opened at once, and the server accepts one per event-loop turn
    // (decision 020): what a probe meets while they are being opened, and once they are all open.
    const sentAt = (keep) =>
      answers
        .filter((a) => keep(a.at))
        .map((a) => a.ms)
        .sort((a, b) => a - b);
    const rampUp = sentAt((at) => at < SETTLED_AFTER_MS);
    const settled = sentAt((at) => at >= SETTLED_AFTER_MS);
    console.log(
      `  p50 ${Math.round(percentile(ms, 50))} ms; slowest ${Math.round(worst.ms)} ms, sent ${(worst.at / 1000).toFixed(1)} s into the run; ${failed} unanswered; sent in the first ${SETTLED_AFTER_MS / 1000} s (the connections opening): slowest ${Math.round(rampUp[rampUp.length - 1] ?? NaN)} ms; p99 of those sent after it ${Math.round(percentile(settled, 99))} ms`,
    );
  }
  line('peak RSS of the server process (VmHWM)', `${peakRss} MB`, `≤ ${OVERLOAD_BUDGET.rssMb} MB`, peakRss <= OVERLOAD_BUDGET.rssMb);

  const missed = rows.filter((r) => r.ok === false).map((r) => `${r.name}: ${r.figure} (${r.budget})`);
  console.log(missed.length ? `\nmissed ${missed.length}:\n  - ${missed.join('\n  - ')}` : '\nall overload budgets met');
  return missed;
}
