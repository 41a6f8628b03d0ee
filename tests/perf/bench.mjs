// `npm run bench`: a report, not a test. Starts the built production server on scratch databases
// and prints each figure beside its budget (tests/perf/budgets.mjs, DESIGN.md):
//   - throughput: the signed-in 20-row list, pages/s at 10 connections (closed loop), and its ratio
//     to the bare /healthz requests/s of the same server in the same run;
//   - latency as a user waits: p50/p95/p99 of the list at a fixed arrival rate of 100 requests/s
//     for 20 s (open loop: tests/perf/open-loop.mjs; arrivals on a fixed schedule, each timed from when it was due);
//   - flatness: the same list with 1 000 and with 100 000 bulk waybills;
//   - scale-out (with --pg): the same list on PostgreSQL with 1 and with 2 app processes (WEB_CONCURRENCY);
//   - page weight (HTML + CSS gzip, first load without JS), client JS per route, peak RSS;
//   - the phone screens' first-load weights (issue 43: driver's waybill list and detail, login, home,
//     the carrier's order list), each against 30 KB.
//   - a contract PDF (issue 46): its size against 200 KB, and the time to render, seal and verify it;
//   - the cockpits (issue 48): each cockpit page's median render time on the bulk data, as the steel
//     shipper and as operations (tests/perf/cockpit-render.mjs; --cockpits runs only this step);
//   - key areas: 10 000 positions placed against 5 000 key areas by the geofence evaluator (tests/perf/key-areas.ts);
//   - the 300 000-row waybill export as a background job: the server's RSS rise and the list's p95
//     while it runs against without it (tests/perf/export-load.mjs; --skip-export leaves it out).
//
//   npm run bench                                         embedded PGlite, 100 000 and 1 000 waybills
//   npm run bench -- --pg postgres://user@127.0.0.1:5433/postgres
//       also on PostgreSQL: the bench creates (and with --keep-data reuses) the databases
//       freight_bench_<waybills> on that server, seeds them, and runs 1 and 2 processes
//   --keep-data         reuse the seeded data of an earlier run (tests/.tmp/bench-<waybills>, the PG databases)
//   --as <account> --list <path>  whose list: a demo account's name or mobile (default carrier, /user/dispatchOrderList)
//   --skip-flat  --skip-open      leave out the 1 000-waybill run / the open-loop run
//   --export-waybills <n>         rows of the background export (default 300 000; seeded by generate_series)
//   --duration <s>                closed-loop seconds per figure (default 10)
//   --cockpits                    only the cockpits' render times on the bulk data
//   --weight                      only the deterministic figures: page weight, client JS, the login page
//                                 on a 400 kbps / 400 ms link (on the 1 000-waybill data; no throughput)
//   npm run bench -- --overload [--overload-seconds 60] [--keep-data]
//       200 connections on the public hall beyond capacity: timeouts, /healthz and a script on new connections, the
//       503s, peak RSS, each beside its budget (tests/perf/overload.mjs); exits 1 when one is missed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { BUDGET, LOAD } from './budgets.mjs';
import { firstPaint } from './first-paint.mjs';
import { openLoop } from './open-loop.mjs';
import { cockpitRender } from './cockpit-render.mjs';
import { exportLoad } from './export-load.mjs';
import { jsPerRoute } from './js-per-route.mjs';
import { freePort, serverArgs } from './server-command.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const flag = (name) => args.includes(`--${name}`);
const SIGN_IN_AS = option('as', 'carrier');
const LIST = option('list', '/user/dispatchOrderList');
const DURATION = Number(option('duration', String(LOAD.closedLoopSeconds)));
const BULK = Number(option('waybills', String(LOAD.bulkWaybills)));
const SMALL = LOAD.smallWaybills;
const PG_URL = option('pg', '');
const KEEP = flag('keep-data');
const WEIGHT_ONLY = flag('weight');

if (!existsSync('build/server.js') || flag('build')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const SECRET = 'bench-only-session-secret-0123456789';
const baseEnv = { NODE_ENV: 'production', HOST: '127.0.0.1', SESSION_SECRET: SECRET, LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1' };

// ---- data ------------------------------------------------------------------------------------

function run(command, argv, env) {
  const result = spawnSync(command, argv, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${argv.join(' ')} failed (${result.status})`);
  return result.stdout;
}

/** The embedded database with `waybills` bulk waybills: created, migrated and seeded once, then reopened. */
async function pgliteData(waybills) {
  const dataDir = `tests/.tmp/bench-${waybills}`;
  const marker = `${dataDir}/.bench-seeded`;
  if (KEEP && existsSync(marker)) return { DATA_DIR: dataDir };
  rmSync(dataDir, { recursive: true, force: true });
  // Creating a new embedded database is a one-time cost (~0.9 GB peak in PGlite); the server is
  // measured as it runs day to day: reopening an existing database.
  const first = await startServer({ DATA_DIR: dataDir });
  await first.stop();
  run('npx', ['tsx', 'platform/seed/cli.ts', '--waybills', String(waybills)], { DATA_DIR: dataDir });
  writeFileSync(marker, new Date().toISOString());
  return { DATA_DIR: dataDir };
}

/** A PostgreSQL database freight_bench_<waybills> on the --pg server, seeded once. */
async function postgresData(waybills) {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const name = `freight_bench_${waybills}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    if (exists && KEEP) return { DATABASE_URL: url.toString() };
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  run('npx', ['tsx', 'platform/seed/cli.ts', '--waybills', String(waybills)], { DATABASE_URL: url.toString() });
  return { DATABASE_URL: url.toString() };
}

function sessionCookie(dataEnv, account = SIGN_IN_AS) {
  return run('npx', ['tsx', 'tests/perf/bench-session.ts', account], { ...baseEnv, ...dataEnv }).trim();
}

/** The cookies of the phone screens' users (issue 43): the driver and the carrier's dispatcher. */
function phoneCookies(dataEnv) {
  return { driver: sessionCookie(dataEnv, 'driver'), carrier: sessionCookie(dataEnv, 'carrier') };
}

// ---- the server ------------------------------------------------------------------------------

function get(base, path, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function startServer(dataEnv, processes = 1) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('node', serverArgs(), {
    env: { ...process.env, ...baseEnv, ...dataEnv, PORT: String(port), WEB_CONCURRENCY: String(processes) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (let i = 0; ; i++) {
    if (i > 480) throw new Error('server did not become healthy');
    try {
      if ((await get(base, '/healthz')).status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function peakRssMb(pid) {
  try {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

// --overload: only the overload report (tests/perf/overload.mjs): the public hall over the demo data and the
// 1 000 bulk waybills, on a server started on an existing database (its creation is a one-time peak of its own).
if (flag('overload')) {
  const { overloadReport } = await import('./overload.mjs');
  const data = await pgliteData(SMALL);
  const server = await startServer(data);
  let missed;
  try {
    missed = await overloadReport({
      base: server.base,
      pid: server.pid,
      path: option('overload-path', '/list-goods'),
      seconds: Number(option('overload-seconds', '20')),
      cookie: '',
    });
  } finally {
    await server.stop();
  }
  process.exit(missed.length ? 1 : 0);
}

// ---- measurements ----------------------------------------------------------------------------

function cannon(options) {
  return new Promise((resolve, reject) => autocannon(options, (err, result) => (err ? reject(err) : resolve(result))));
}

/** Requests/s at a fixed number of connections, each sending the next request when the last is answered. */
async function closedLoop(base, path, cookie, seconds = DURATION) {
  const headers = cookie ? { cookie } : {};
  await cannon({ url: `${base}${path}`, connections: LOAD.closedLoopConnections, duration: LOAD.warmupSeconds, headers });
  const result = await cannon({ url: `${base}${path}`, connections: LOAD.closedLoopConnections, duration: seconds, headers });
  // A refused session or a missing screen answers non-2xx: the figure would measure the wrong page.
  if (result.non2xx) throw new Error(`${path}: ${result.non2xx} non-2xx answers (session refused? screen missing?)`);
  if (result.errors || result.timeouts) console.log(`  (${path}: ${result.errors} errors, ${result.timeouts} timeouts of 10 s: an overloaded machine?)`);
  return result.requests.total / seconds;
}

/** The list at `rate` arrivals a second for `seconds`, open loop (open-loop.mjs). */
const listAt = (base, path, cookie, rate, seconds) => openLoop({ url: `${base}${path}`, rate, seconds, headers: cookie ? { cookie } : {} });

/** Latency at a fixed arrival rate: what a user waits when the server is as busy as that rate makes it. */
async function openLoopLatency(base, path, cookie) {
  await listAt(base, path, cookie, LOAD.openLoopRate, LOAD.openLoopWarmupSeconds);
  return listAt(base, path, cookie, LOAD.openLoopRate, LOAD.openLoopSeconds);
}

/**
 * What one process sustains within the latency budget: arrival rates in steps of LOAD.heldRateStep,
 * up to the closed-loop capacity, until p95 goes over; the last rate within it, or null.
 */
async function rateWithinP95(base, path, cookie, capacity) {
  let held = null;
  for (let rate = LOAD.heldRateStep; rate < capacity; rate += LOAD.heldRateStep) {
    const run = await listAt(base, path, cookie, rate, LOAD.heldRateSeconds);
    if (run.p95 > BUDGET.openLoopP95Ms || run.failed) break;
    held = { rate, p95: run.p95 };
  }
  return held;
}

/** Bytes on the wire with gzip: the server's own encoding when it compresses, else gzip -6. */
async function wireBytes(base, path, headers) {
  const res = await get(base, path, { ...headers, 'accept-encoding': 'gzip' });
  return res.headers['content-encoding'] === 'gzip' ? res.body.length : gzipSync(res.body).length;
}

async function pageWeight(base, path, cookie) {
  const headers = cookie ? { cookie } : {};
  const res = await get(base, path, headers);
  const html = res.body.toString('utf8');
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const js = new Set([...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g)) js.add(m[1]);
  let cssBytes = 0;
  for (const href of css) cssBytes += await wireBytes(base, href, {});
  let jsBytes = 0;
  for (const href of js) jsBytes += await wireBytes(base, href, {});
  const htmlBytes = await wireBytes(base, path, headers);
  return { status: res.status, htmlBytes, cssBytes, rawHtml: res.body.length, jsBytes };
}

// ---- report ----------------------------------------------------------------------------------

const rows = [];
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
/** One line of the report: a figure, its budget, and whether it is met (null: no budget). */
function report(name, figure, budget, ok) {
  rows.push({ name, figure, budget, ok });
  const mark = ok === null ? '' : ok ? 'ok' : 'MISSED';
  console.log(`${name.padEnd(52)} ${String(figure).padStart(22)}   ${String(budget ?? '').padEnd(18)} ${mark}`);
}

console.log(`\nBench: production build, list ${LIST} as ${SIGN_IN_AS}; closed loop ${LOAD.closedLoopConnections} connections × ${DURATION} s`);
console.log(`${'figure'.padEnd(52)} ${'measured'.padStart(22)}   ${'budget'.padEnd(18)}`);

/** A contract PDF (issue 46): size and the time to render, seal and verify it (tests/perf/contract-pdf.ts). */
function contractPdfFigures() {
  const figures = JSON.parse(run('npx', ['tsx', 'tests/perf/contract-pdf.ts'], {}).trim().split('\n').at(-1));
  report(`contract PDF, ${figures.pages} pages: size`, kb(figures.bytes), `≤ ${BUDGET.contractPdfKb} KB`, figures.bytes <= BUDGET.contractPdfKb * 1024);
  report('  sealed by the platform: size', kb(figures.sealedBytes), null, null);
  report('  render (median)', `${figures.renderMs.toFixed(0)} ms`, null, null);
  report('  seal (median)', `${figures.sealMs.toFixed(0)} ms`, null, null);
  report('  verify (median)', `${figures.verifyMs.toFixed(1)} ms`, null, null);
}
contractPdfFigures();

/**
 * The phone screens of issue 43, each one's first load without JS (HTML + CSS, gzip) against
 * BUDGET.phoneKb: the driver's waybill list and the first waybill on it, login, home, the carrier's
 * order list (承运订单).
 */
async function phoneFigures(base, cookies) {
  const list = await get(base, '/user/dispatchOrderList', { cookie: cookies.driver });
  const waybill = /href="(\/logistics\/sendCardetail\?id=\d+)"/.exec(list.body.toString('utf8'))?.[1];
  const screens = [
    ["driver's waybill list", '/user/dispatchOrderList', cookies.driver],
    ['waybill detail', waybill, cookies.driver],
    ['login', '/login', ''],
    ['home', '/', ''],
    ["carrier's order list", '/order-manage/logisticsOrderList', cookies.carrier],
  ];
  console.log(`phone screens, first load without JS (HTML + CSS, gzip), each ≤ ${BUDGET.phoneKb} KB:`);
  for (const [name, path, cookie] of screens) {
    if (!path) {
      report(`  ${name}: no waybill on the driver's list`, 'not measured', `≤ ${BUDGET.phoneKb} KB`, false);
      continue;
    }
    const w = await pageWeight(base, path, cookie);
    const first = w.htmlBytes + w.cssBytes;
    report(
      `  ${name} ${path}: HTML ${kb(w.htmlBytes)} + CSS ${kb(w.cssBytes)}`,
      `${kb(first)} gz`,
      `≤ ${BUDGET.phoneKb} KB`,
      first <= BUDGET.phoneKb * 1024 && w.status === 200,
    );
  }
}

/** Page weight, client JS per route, the login page on a slow link: deterministic figures. */
async function weightFigures(base, cookie, phones) {
  for (const [path, kind, pageCookie] of [
    ['/login', 'login', ''],
    ['/', 'home', ''],
    [LIST, 'list', cookie],
  ]) {
    const w = await pageWeight(base, path, pageCookie);
    const first = w.htmlBytes + w.cssBytes;
    const budget = kind === 'login' ? BUDGET.loginKb : kind === 'list' ? BUDGET.listKb : null;
    report(
      `${path} first load without JS: HTML ${kb(w.htmlBytes)} + CSS ${kb(w.cssBytes)}`,
      `${kb(first)} gz`,
      budget ? `≤ ${budget} KB` : null,
      budget ? first <= budget * 1024 && w.status === 200 : null,
    );
    report(`${path} client JS, uncompressed HTML ${kb(w.rawHtml)}`, `${kb(w.jsBytes)} gz`, `≤ ${BUDGET.jsKb} KB`, w.jsBytes <= BUDGET.jsKb * 1024);
  }
  const routesJs = jsPerRoute();
  if (routesJs) {
    const over = routesJs.filter((r) => r.bytes > BUDGET.jsKb * 1024).length;
    report(
      `client JS, largest of ${routesJs.length} routes (${routesJs[0].id}); ${over} over`,
      `${kb(routesJs[0].bytes)} gz`,
      `≤ ${BUDGET.jsKb} KB`,
      over === 0,
    );
    // Every route over the budget, by name, so a missed budget says where it is missed.
    for (const r of routesJs.filter((row) => row.bytes > BUDGET.jsKb * 1024))
      report(`  client JS of ${r.id}`, `${kb(r.bytes)} gz`, `≤ ${BUDGET.jsKb} KB`, false);
  }
  await phoneFigures(base, phones);
  const link = `${LOAD.slowLink.kbps} kbps / ${LOAD.slowLink.latencyMs} ms`;
  const paint = await firstPaint(base, '/login');
  const ms = (v) => `${Math.round(v)} ms`;
  report(
    `/login on ${link}: first contentful paint without JS`,
    ms(paint.noJs.fcpMs),
    `≤ ${BUDGET.loginFirstPaintMs} ms`,
    paint.noJs.fcpMs <= BUDGET.loginFirstPaintMs,
  );
  // "No later with JS": the same page, the same link; 50 ms of slack for a busy machine.
  report(
    '  with JS: first contentful paint',
    ms(paint.js.fcpMs),
    `≤ no JS (${ms(paint.noJs.fcpMs)})`,
    paint.js.fcpMs <= paint.noJs.fcpMs + 50 && paint.js.fcpMs <= BUDGET.loginFirstPaintMs,
  );
  report('  with JS: hydrated', ms(paint.js.hydratedMs), `≤ ${BUDGET.loginHydratedMs} ms`, paint.js.hydratedMs <= BUDGET.loginHydratedMs);
}

if (WEIGHT_ONLY) {
  const small = await pgliteData(SMALL);
  const smallCookie = sessionCookie(small);
  const phones = phoneCookies(small);
  const server = await startServer(small);
  try {
    await weightFigures(server.base, smallCookie, phones);
  } finally {
    await server.stop();
  }
  const missed = rows.filter((r) => r.ok === false);
  console.log(
    missed.length ? `\nmissed ${missed.length}:\n  - ${missed.map((r) => `${r.name.trim()}: ${r.figure} (${r.budget})`).join('\n  - ')}` : '\nall budgets met',
  );
  process.exit(0);
}

// 1. The embedded database with the bulk data: throughput, open loop, page weight, RSS, the cockpits.
const bulk = await pgliteData(BULK);
const bulkCookie = sessionCookie(bulk);
const bulkPhones = phoneCookies(bulk);
const cockpitCookies = { enterpriseShipper: sessionCookie(bulk, 'enterpriseShipper'), operator: sessionCookie(bulk, 'operator') };
let server = await startServer(bulk);
let bulkPages;
if (flag('cockpits')) {
  try {
    await cockpitRender({ base: server.base, cookies: cockpitCookies, budgetMs: BUDGET.cockpitMs, report });
  } finally {
    await server.stop();
  }
  process.exit(rows.some((r) => r.ok === false) ? 1 : 0);
}
try {
  const bare = await closedLoop(server.base, '/healthz', '');
  bulkPages = await closedLoop(server.base, LIST, bulkCookie);
  report('/healthz, PGlite (the bare route of this machine)', `${Math.round(bare)} req/s`, null, null);
  report(`list, PGlite, ${BULK} waybills`, `${Math.round(bulkPages)} pages/s`, `≥ ${BUDGET.listPagesPerSecPglite}`, bulkPages >= BUDGET.listPagesPerSecPglite);
  report('  ÷ /healthz', (bulkPages / bare).toFixed(3), `≥ ${BUDGET.listToBareRatio}`, bulkPages / bare >= BUDGET.listToBareRatio);
  if (!flag('skip-open')) {
    // the search first: after the overload at the budget's rate the server sheds and drains
    const held = await rateWithinP95(server.base, LIST, bulkCookie, bulkPages);
    const open = await openLoopLatency(server.base, LIST, bulkCookie);
    report(`list at ${LOAD.openLoopRate} req/s open loop, ${LOAD.openLoopSeconds} s: p50`, `${open.p50} ms`, null, null);
    report('  p95', `${open.p95} ms`, `≤ ${BUDGET.openLoopP95Ms} ms`, open.p95 <= BUDGET.openLoopP95Ms && open.failed === 0);
    report('  p99 (achieved rate, failed)', `${open.p99} ms (${open.rate.toFixed(0)}/s, ${open.failed} failed)`, null, null);
    report(
      `  the highest arrival rate (steps of ${LOAD.heldRateStep}/s) with p95 ≤ ${BUDGET.openLoopP95Ms} ms`,
      held ? `${held.rate}/s (p95 ${held.p95} ms)` : 'none',
      null,
      null,
    );
  }
  await weightFigures(server.base, bulkCookie, bulkPhones);
  await cockpitRender({ base: server.base, cookies: cockpitCookies, budgetMs: BUDGET.cockpitMs, report });
  const rss = peakRssMb(server.pid);
  report(`peak RSS, PGlite server, ${BULK} waybills`, `${rss} MB`, `≤ ${BUDGET.rssMb} MB`, rss <= BUDGET.rssMb);
} finally {
  await server.stop();
}

// 2. Flatness: the same list over the small data set, same conditions.
if (!flag('skip-flat')) {
  const small = await pgliteData(SMALL);
  const smallCookie = sessionCookie(small);
  server = await startServer(small);
  try {
    const smallPages = await closedLoop(server.base, LIST, smallCookie);
    const loss = 1 - bulkPages / smallPages;
    report(`list, PGlite, ${SMALL} waybills`, `${Math.round(smallPages)} pages/s`, null, null);
    report(`  ${BULK} waybills vs ${SMALL}: slower by`, `${(loss * 100).toFixed(1)} %`, `≤ ${BUDGET.flatnessLoss * 100} %`, loss <= BUDGET.flatnessLoss);
  } finally {
    await server.stop();
  }
}

// 3. The big export as a background job: memory rise and the list's latency meanwhile.
if (!flag('skip-export')) {
  await exportLoad({ waybills: Number(option('export-waybills', '300000')), keep: KEEP, rate: LOAD.exportListRate, report });
}

// 3b. Key areas (issue 47): the geofence evaluator's index and geometry, 10 000 positions against 5 000 areas.
{
  const { positions, areas, ms, alarms } = JSON.parse(run('npx', ['tsx', 'tests/perf/key-areas.ts', '10000', '5000'], {}).trim().split('\n').pop());
  report(`key areas: ${positions} positions × ${areas} areas`, `${ms} ms (${alarms} alarms)`, `≤ ${BUDGET.keyAreasMs} ms`, ms <= BUDGET.keyAreasMs);
}

// 4. PostgreSQL: one process, then two (the embedded PGlite stays single-process).
if (PG_URL) {
  const pgData = await postgresData(BULK);
  const pgCookie = sessionCookie(pgData);
  server = await startServer(pgData, 1);
  let one;
  try {
    const bare = await closedLoop(server.base, '/healthz', '');
    one = await closedLoop(server.base, LIST, pgCookie);
    report('/healthz, PostgreSQL, 1 process', `${Math.round(bare)} req/s`, null, null);
    report(`list, PostgreSQL, ${BULK} waybills, 1 process`, `${Math.round(one)} pages/s`, `≥ ${BUDGET.listPagesPerSecPg}`, one >= BUDGET.listPagesPerSecPg);
    report('  ÷ /healthz', (one / bare).toFixed(3), `≥ ${BUDGET.listToBareRatio}`, one / bare >= BUDGET.listToBareRatio);
  } finally {
    await server.stop();
  }
  server = await startServer(pgData, 2);
  try {
    const two = await closedLoop(server.base, LIST, pgCookie);
    report('list, PostgreSQL, 2 processes (WEB_CONCURRENCY=2)', `${Math.round(two)} pages/s`, null, null);
    report('  2 processes ÷ 1', (two / one).toFixed(2), `≥ ${BUDGET.scaleOut2}`, two / one >= BUDGET.scaleOut2);
  } finally {
    await server.stop();
  }
} else {
  console.log('(PostgreSQL figures: run with --pg postgres://user@host:port/db, see README "Performance")');
}

const missed = rows.filter((r) => r.ok === false);
console.log(
  missed.length ? `\nmissed ${missed.length}:\n  - ${missed.map((r) => `${r.name.trim()}: ${r.figure} (${r.budget})`).join('\n  - ')}` : '\nall budgets met',
);
