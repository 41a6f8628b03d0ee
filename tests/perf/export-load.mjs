// The 300 000-row waybill export as a background job (issue 44), measured on the built server
// over the embedded database: how far the server's memory (RSS: the process with its PGlite
// thread) rises while the job writes the .xlsx (budget ≤ 100 MB), and the latency of the
// signed-in list at a fixed rate meanwhile against the same list without it (p95 within 20 %).
// The latency is judged in rounds (exportRounds): a stretch without an export next to one with the
// export of a window of the waybills, LOAD.exportRounds times, the ratio between the pooled p95s. The whole
// export's own stretches before and after it are printed too: one 15-second stretch before read
// 93–101 ms in two of four runs and 16–24 ms in the others (decision 023), a disturbance of the
// shared machine, not of the server, which the rounds' neighbouring stretches share. Each stretch
// also prints the machine's load average and the server's CPU thread by thread (tests/perf/threads.mjs),
// so a run shows what competed with the list; `--trace-gc` adds the garbage collector's pauses.
// `npm run bench` runs it (exportLoad below); alone:
//   node tests/perf/export-load.mjs [--waybills 300000] [--keep-data] [--rate 20|half] [--baseline 30] [--trace-gc] [--rounds-only] [--rounds 3]
//     [--no-floor]      without the machine's floor (burner.mjs) before the export's rounds
//     [--burner DUTY]   only the floor, its process computing DUTY of the time (0–1)
//     [--burner-policy idle|nice]   the floor's process at SCHED_IDLE (default) or at nice 10
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOAD } from './budgets.mjs';
import { floorFigure, floorRounds } from './burner.mjs';
import { pairedRounds, STATUS_POLL_MS } from './rounds.mjs';
import { cpuPerRequest, halfLoadRate, processCpuMs } from './cost.mjs';
import { openLoop } from './open-loop.mjs';
import { BENCH_STORES, freePort, request, serverArgs } from './server-command.mjs';
import { coresByGroup, formatCores, gcPauses, pooledP95, threadTicks } from './threads.mjs';

export const EXPORT_BUDGET = { rssRiseMb: 100, listP95Ratio: 1.2 };

/**
 * How far the list's p95 moved between the two stretches without the export (≥ 1), and whether that is
 * within the budget's own margin: when the baseline alone moves more than ×1.2 (decision 023 saw ×1.34
 * to ×3.7 on the shared machine), the run cannot tell a ratio within budget from one over it.
 */
export function baselineSpread(beforeP95, afterP95, margin = EXPORT_BUDGET.listP95Ratio) {
  const spread = Math.max(beforeP95, afterP95) / Math.min(beforeP95, afterP95);
  return { spread, steady: spread <= margin };
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A China-time date `daysAgo` days before today, as the list's filters take it (YYYY-MM-DD). */
const chinaDate = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/**
 * The list's latency while an export runs, in `rounds` pairs (rounds.mjs): a stretch of the list
 * without an export, then one while the export of one window of `windowDays` days of waybills runs
 * (export-seed.ts spreads them over the last year: about 300 000 × windowDays / 365 rows a window,
 * the same job, batches and pacing as the whole export's).
 */
export function exportRounds({
  stretch,
  exportOf,
  probe = /** @type {(() => Promise<unknown>) | undefined} */ (undefined),
  rounds,
  windowDays,
  firstStretchSeconds,
}) {
  return pairedRounds({
    rounds,
    firstStretchSeconds,
    probe,
    quiet: (ms) => stretch(sleep(ms)),
    busy: async (round) => {
      const started = performance.now();
      const { done } = await exportOf({ startDate: chinaDate((round + 1) * windowDays - 1), endDate: chinaDate(round * windowDays) });
      let job;
      const figure = await stretch(done.then((row) => (job = row)).catch(() => undefined));
      await done;
      const seconds = (performance.now() - started) / 1000;
      return { ...figure, rows: job.file?.rows ?? 0, seconds, stretchSeconds: seconds };
    },
  });
}
const SECRET = 'bench-only-session-secret-0123456789';

const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** The embedded database with `waybills` copies of a carrier's waybill (tests/perf/export-seed.ts), made once. */
function exportData(waybills, keep) {
  const dataDir = `${BENCH_STORES}/export-${waybills}`;
  const marker = path.join(dataDir, '.export-seeded');
  if (keep && existsSync(marker)) return dataDir;
  rmSync(dataDir, { recursive: true, force: true });
  const seeded = spawnSync('npx', ['tsx', 'tests/perf/export-seed.ts', String(waybills)], { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } });
  if (seeded.status !== 0) throw new Error('export seed failed');
  writeFileSync(marker, new Date().toISOString());
  return dataDir;
}

/**
 * Runs the measurement; `report(name, figure, budget, ok)` prints each figure (bench.mjs's).
 * Returns { rounds, rows, seconds, rssRiseMb, before, during, after, baselineP95, ratio, rate, capacity }
 * (with `roundsOnly`: { rounds, capacity, rate }); `rounds.ratio` is the judged figure.
 */
export async function exportLoad({
  waybills = 300_000,
  keep = false,
  rate = 20,
  warmupSeconds = 20,
  baselineSeconds = 30,
  traceGc = false,
  roundsOnly = false,
  rounds: roundCount = LOAD.exportRounds,
  floor = true,
  burnerDuty = /** @type {number | undefined} */ (undefined),
  burnerPolicy = /** @type {'idle' | 'nice'} */ ('idle'),
  report,
}) {
  const dataDir = exportData(waybills, keep);
  const env = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', DATA_DIR: dataDir, SESSION_SECRET: SECRET, LOG_LEVEL: 'warn', BACKUP_EVERY: 'off' };
  // a kept store may still hold an earlier run's export: one export is measured, not two
  const cleared = spawnSync('npx', ['tsx', 'tests/perf/export-clear.ts'], { encoding: 'utf8', env });
  if (cleared.status !== 0) throw new Error(`could not clear earlier exports: ${cleared.stderr}`);
  const session = spawnSync('npx', ['tsx', 'tests/perf/backup-session.ts', 'carrier'], { encoding: 'utf8', env });
  if (session.status !== 0) throw new Error(`no session: ${session.stderr}`);
  const { cookie, token } = JSON.parse(session.stdout.trim());
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'export-load.log');
  const args = serverArgs();
  const server = spawn('node', traceGc ? ['--trace-gc', ...args] : args, {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
  });
  const exited = new Promise((r) => server.on('exit', r));
  try {
    for (let i = 0; ; i++) {
      if (i > 480) throw new Error('server did not become healthy');
      try {
        if ((await request(base, 'GET', '/healthz')).status === 200) break;
      } catch {}
      await sleep(250);
    }
    const list = '/user/dispatchOrderList';
    // The list's closed-loop capacity on this store, as the bench measures it on its own (bench.mjs costOf);
    // `rate: 'half'` runs the list at half of it (the issue's rule for a rate the list sustains with headroom).
    const closed = await cpuPerRequest({
      url: `${base}${list}`,
      headers: { cookie },
      requests: LOAD.costRequests,
      warmup: LOAD.costWarmupRequests,
      connections: LOAD.costConnections,
      cpuOf: () => processCpuMs(server.pid),
    });
    report(
      `list ${list} on the ${waybills}-waybill store: closed-loop capacity at ${LOAD.costConnections} connections`,
      `${closed.rate.toFixed(0)}/s (${closed.cpuMs.toFixed(2)} ms CPU a page)`,
      null,
      null,
    );
    if (rate === 'half') rate = halfLoadRate(closed.rate).rate;
    const load = (until, samples) => openLoop({ url: `${base}${list}`, rate, until, headers: { cookie }, samples });
    // One stretch of the list at `rate`, with the server's CPU per thread group, the load average at its
    // end and (with --trace-gc) the collector's pauses over it.
    const stretch = async (until) => {
      const samples = [];
      const ticks = threadTicks(server.pid);
      const logAt = statSync(logFile).size;
      const started = performance.now();
      const figure = await load(until, samples);
      const seconds = (performance.now() - started) / 1000;
      const cores = coresByGroup(server.pid, ticks, threadTicks(server.pid), seconds);
      const gc = traceGc ? gcPauses(readFileSync(logFile, 'utf8').slice(logAt)) : null;
      return { ...figure, samples, seconds, cores, gc, loadAverage: loadavg()[0] };
    };
    const describe = (s) =>
      `${s.seconds.toFixed(0)} s, load average ${s.loadAverage.toFixed(1)}; cores: ${formatCores(s.cores)}` +
      (s.gc
        ? `; GC ${Object.entries(s.gc)
            .map(([isolate, g]) => `${isolate}: ${g.scavenges} scavenges + ${g.markCompacts} full, ${g.pauseMs.toFixed(0)} ms`)
            .join(', ')}`
        : '');
    await load(sleep(warmupSeconds * 1000));
    const api = (p, body) =>
      request(base, 'POST', `/api-platform/api${p}`, { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, JSON.stringify(body));
    // The download centre's list of jobs, as the rounds ask it during an export and between them.
    const jobsPage = () => api('/system/job/pagination', { pageNumber: 1, pageSize: 10 });
    // The RSS rise is from before the first export: the rounds' exports count towards the peak too.
    const rssBefore = rssMb(server.pid);
    let peak = rssBefore;
    // Starts a background export of the carrier's waybills with `filter`; its `done` resolves with the
    // finished job row (and fails with a failed one), tracking the server's peak RSS meanwhile.
    const exportOf = async (filter) => {
      const answer = JSON.parse((await api('/dispatchOrder/exportList/start', { ...filter, background: true })).body);
      if (answer.code !== 200 || !answer.data.jobId) throw new Error(`export not started: ${answer.message}`);
      const jobId = answer.data.jobId;
      const done = (async () => {
        for (;;) {
          await sleep(STATUS_POLL_MS);
          peak = Math.max(peak, rssMb(server.pid));
          const page = JSON.parse((await jobsPage()).body).data;
          const row = page.records.find((r) => r.id === jobId);
          if (row?.status === 'failed') throw new Error(`export failed: ${row.error}`);
          if (row?.status === 'done') return row;
        }
      })();
      return { done };
    };
    // The machine's floor first (burner.mjs): the same rounds with a process that only computes, at the
    // kernel's lowest priority, in the export's place. What the list loses beside it, no export can avoid.
    let machine = null;
    if (floor) {
      const seconds = LOAD.floorSeconds;
      const quiet = (ms) => stretch(sleep(ms));
      machine = await floorRounds({ quiet, probe: jobsPage, rounds: roundCount, seconds, duty: burnerDuty ?? 1, policy: burnerPolicy });
      report(
        `  the machine's floor: the list at ${rate}/s beside a process computing ${((burnerDuty ?? 1) * 100).toFixed(0)} % of the time at ${burnerPolicy === 'nice' ? 'nice 10' : 'SCHED_IDLE'}, ${machine.rounds.length} rounds of ${seconds} s: p95`,
        floorFigure(machine),
        null,
        null,
      );
      if (burnerDuty !== undefined) return { floor: machine, capacity: closed.rate, rate };
    }
    const rounds = await exportRounds({
      stretch,
      exportOf,
      probe: jobsPage,
      rounds: roundCount,
      windowDays: LOAD.exportWindowDays,
      firstStretchSeconds: LOAD.exportFirstStretchSeconds,
    });
    report(
      `list at ${rate}/s while exports of ${LOAD.exportWindowDays} days of waybills run, ${rounds.rounds.length} rounds (${rounds.rounds
        .map((r) => `${r.rows} rows in ${r.seconds.toFixed(0)} s`)
        .join(', ')}): p95`,
      `${rounds.duringP95} ms against ${rounds.withoutP95} ms in the stretches between them (×${rounds.ratio.toFixed(2)}; rounds ${rounds.rounds
        .map((r) => `×${r.ratio.toFixed(2)}`)
        .join(
          ', ',
        )}; failed ${rounds.failedDuring} during, ${rounds.failedWithout} without${machine ? `; the machine's floor ×${machine.ratio.toFixed(2)}` : ''})`,
      `≤ ×${EXPORT_BUDGET.listP95Ratio}`,
      // pages shed without the export: the rate was over what the list sustained then, so the run decides nothing
      rounds.ratio <= EXPORT_BUDGET.listP95Ratio && rounds.failedDuring === 0 && rounds.failedWithout === 0,
    );
    // an A/B of a lever on the latency needs only the rounds
    if (roundsOnly) return { rounds, floor: machine, capacity: closed.rate, rate };
    const before = await stretch(sleep(baselineSeconds * 1000));
    const started = Date.now();
    let job;
    const done = (await exportOf({ startDate: '2000-01-01' })).done.then((row) => (job = row));
    const during = await stretch(done.catch(() => undefined));
    await done;
    const seconds = (Date.now() - started) / 1000;
    const after = await stretch(sleep(baselineSeconds * 1000));
    const rise = peak - rssBefore;
    report(
      `export of ${job.file.rows} waybills as a job (${seconds.toFixed(1)} s): RSS rise`,
      `${rise} MB (${rssBefore} → ${peak}; load average ${during.loadAverage.toFixed(1)})`,
      `≤ ${EXPORT_BUDGET.rssRiseMb} MB`,
      rise <= EXPORT_BUDGET.rssRiseMb,
    );
    // Failures are answers outside 2xx, mostly the shedder's fast 503s: they count in the p95 too, so a
    // p95 near the baseline's with failures is a list the export crowded out, not one that kept up.
    const baselineP95 = pooledP95(before.samples, after.samples);
    const baselineFailed = before.failed + after.failed;
    report(
      `  list at ${rate}/s before the export: p95`,
      `${before.p95} ms (${before.failed} failed; ${describe(before)})`,
      null,
      before.failed === 0 ? null : false,
    );
    report(`  list after it: p95`, `${after.p95} ms (${after.failed} failed; ${describe(after)})`, null, after.failed === 0 ? null : false);
    report('  without the export, both stretches pooled: p95', `${baselineP95} ms`, null, baselineFailed === 0 ? null : false);
    const { spread, steady } = baselineSpread(before.p95, after.p95);
    report(
      '  the baseline between its stretches',
      `×${spread.toFixed(2)}${steady ? '' : ': it moved more than the budget allows, so this run cannot decide the ratio (run it again on a quieter machine)'}`,
      `≤ ×${EXPORT_BUDGET.listP95Ratio}`,
      steady,
    );
    // the ratio is against the pooled p95; against each stretch alone it shows how far the baseline itself moved
    const ratio = during.p95 / baselineP95;
    // The budget is judged on the rounds above, whose stretches without stand next to theirs with; this
    // one export's stretches are minutes apart, and the machine's load moves the list that much alone.
    report(
      '  while it runs: p95',
      `${during.p95} ms (×${ratio.toFixed(2)}; ×${(during.p95 / before.p95).toFixed(2)} of before, ×${(during.p95 / after.p95).toFixed(2)} of after; ${during.failed} failed; ${describe(during)})`,
      null,
      during.failed === 0 ? null : false,
    );
    const strip = ({ samples, ...figure }) => figure;
    return {
      rounds,
      floor: machine,
      rows: job.file.rows,
      seconds,
      rssRiseMb: rise,
      before: strip(before),
      during: strip(during),
      after: strip(after),
      baselineP95,
      baselineSpread: spread,
      ratio,
      capacity: closed.rate,
      rate,
    };
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const report = (name, figure, budget, ok) => console.log(`${ok === false ? '✗' : ok ? '✓' : ' '} ${name}: ${figure}${budget ? ` (${budget})` : ''}`);
  const result = await exportLoad({
    waybills: Number(option('waybills', '300000')),
    keep: args.includes('--keep-data'),
    rate: option('rate', '20') === 'half' ? 'half' : Number(option('rate', '20')),
    baselineSeconds: Number(option('baseline', '30')),
    traceGc: args.includes('--trace-gc'),
    roundsOnly: args.includes('--rounds-only'),
    rounds: Number(option('rounds', String(LOAD.exportRounds))),
    floor: !args.includes('--no-floor') || args.includes('--burner'),
    burnerDuty: args.includes('--burner') ? Number(option('burner', '1')) : undefined,
    burnerPolicy: option('burner-policy', 'idle') === 'nice' ? 'nice' : 'idle',
    report,
  });
  // one line to collect alternating runs from (`… | grep '^{'`)
  console.log(JSON.stringify(result));
}
