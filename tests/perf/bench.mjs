// `npm run bench`: a report, not a test. Starts the built production server on scratch databases
// and prints each figure beside its budget (tests/perf/budgets.mjs, DESIGN.md):
//   - cost per request (issues 49 and 50): the CPU the whole server process spends per request (all
//     threads, from /proc: tests/perf/cost.mjs) at 4 connections after a warm-up, for a bare Remix
//     app of the same installed versions (tests/perf/floor/, built here), the static public page
//     /about/platform and the signed-in 20-row list, each as a multiple of the bare app's (beside them
//     the bare app reading its 20 rows with one statement from an in-memory PGlite: what the database
//     alone adds to the cheapest list, not a budget), and the
//     open API's waybill list (issue 51: POST /open/v1/dispatchOrder/pagination, 20 rows, the carrier's
//     keys, every request signed afresh: tests/perf/open-api.mjs) beside them with its closed-loop rate;
//     --repeat n takes them n times, alternating, and prints the median and the range;
//   - latency as a user waits: p50/p95/p99 of the list at half its measured closed-loop capacity
//     (the rate printed) for 20 s (open loop: tests/perf/open-loop.mjs; arrivals on a fixed
//     schedule, each timed from when it was due); then at that rate during a backup (backup-load.mjs),
//     and beside it the machine's floor: the same rounds with a process that only computes, at
//     SCHED_IDLE, in the backup's place (tests/perf/burner.mjs; the export's figure has its own);
//   - flatness: the list's CPU per page with 1 000 and with 100 000 bulk waybills;
//   - on PostgreSQL (with --pg): the list's cost in the app process and in the database's backends;
//   - page weight (HTML + CSS gzip, first load without JS), client JS per route, peak RSS;
//   - the phone screens' first-load weights (issue 43: driver's waybill list and detail, login, home,
//     the carrier's order list), each against 30 KB.
//   - a contract PDF (issue 46): its size against 200 KB, and the time to render, seal and verify it;
//   - the cockpits (issue 48): each cockpit page's median render time on the bulk data, as the steel
//     shipper and as operations (tests/perf/cockpit-render.mjs; --cockpits runs only this step);
//   - key areas: 10 000 positions placed against 5 000 key areas by the geofence evaluator (tests/perf/key-areas.ts);
//   - the 300 000-row waybill export as a background job: the server's RSS rise and the list's p95
//     while it runs against without it, after the machine's floor on that server (tests/perf/export-load.mjs;
//     --skip-export leaves it out).
//
//   npm run bench                                         embedded PGlite, 100 000 and 1 000 waybills
//   npm run bench -- --pg postgres://user@127.0.0.1:5433/postgres
//       also on PostgreSQL: the bench creates (and with --keep-data reuses) the database
//       freight_bench_<waybills> on that server and seeds it (TEST_DATABASE_URL is taken when --pg is not given)
//   --pg-database <name>  that database's name instead (a developer's own on a shared server); never dropped:
//                         an existing one is benched on with --keep-data, else refused
//   --keep-data         reuse the seeded data of an earlier run (tests/.bench-data/bench-<waybills>, the PG databases)
//   --as <account> --list <path>  whose list: a demo account's name or mobile (default carrier, /user/dispatchOrderList)
//   --cost              only the cost per request, the latency at half load and the backup under load
//   --repeat <n>        take the cost figures n times, alternating (default 1)
//   --requests <n>      requests per cost figure (default LOAD.costRequests), after LOAD.costWarmupRequests
//   --skip-flat  --skip-open      leave out the 1 000-waybill run / the latency and backup figures
//   --export-waybills <n>         rows of the background export (default 300 000; seeded by generate_series)
//   --cockpits                    only the cockpits' render times on the bulk data
//   --weight                      only the deterministic figures: page weight, client JS, the login page
//                                 on a 400 kbps / 400 ms link (on the 1 000-waybill data; no cost figures)
//   npm run bench -- --overload [--overload-seconds 60] [--keep-data]
//       200 connections on the public hall beyond capacity: timeouts, /healthz and a script on new connections, the
//       503s, peak RSS, each beside its budget (tests/perf/overload.mjs); exits 1 when one is missed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { backupFloorRounds, backupRounds } from './backup-load.mjs';
import { floorFigure } from './burner.mjs';
import { BUDGET, LOAD } from './budgets.mjs';
import { cpuPerRequest, halfLoadRate, processCpuMs, processesCpuMs, timesFloor } from './cost.mjs';
import { firstPaint } from './first-paint.mjs';
import { openLoop } from './open-loop.mjs';
import { cockpitRender } from './cockpit-render.mjs';
import { exportLoad } from './export-load.mjs';
import { jsPerRoute } from './js-per-route.mjs';
import { OPEN_LIST_PATH, openListCost } from './open-api.mjs';
import { BENCH_STORES, freePort, serverArgs } from './server-command.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const flag = (name) => args.includes(`--${name}`);
const SIGN_IN_AS = option('as', 'carrier');
const LIST = option('list', '/user/dispatchOrderList');
const REPEAT = Math.max(1, Number(option('repeat', '1')));
const COST_REQUESTS = Number(option('requests', String(LOAD.costRequests)));
const BULK = Number(option('waybills', String(LOAD.bulkWaybills)));
const SMALL = LOAD.smallWaybills;
const PG_URL = option('pg', process.env.TEST_DATABASE_URL ?? '');
const PG_DATABASE = option('pg-database', '');
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
  const dataDir = `${BENCH_STORES}/bench-${waybills}`;
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

/** A PostgreSQL database freight_bench_<waybills> (or --pg-database) on the --pg server, seeded once. */
async function postgresData(waybills) {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const name = PG_DATABASE || `freight_bench_${waybills}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--pg-database ${name}: lower-case letters, digits and _ only`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    if (exists && KEEP) return { DATABASE_URL: url.toString() };
    // a database named by hand may be someone's: the bench drops only its own freight_bench_<waybills>
    if (exists && PG_DATABASE) throw new Error(`--pg-database ${name} exists: add --keep-data to bench on it as it is, or drop it yourself`);
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

/** `node <argv>` with `env` (PORT added), once its `healthPath` answers 200. */
async function startProcess(argv, env, healthPath) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('node', argv, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  // a bench that fails half-way leaves no server behind
  process.on('exit', () => child.kill());
  for (let i = 0; ; i++) {
    if (i > 480) throw new Error(`${argv.at(-1)} did not become healthy`);
    try {
      if ((await get(base, healthPath)).status === 200) break;
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

/** The app as `npm start` runs it, on `dataEnv`; `extraEnv` e.g. a scratch BACKUP_DIR. */
const startServer = (dataEnv, extraEnv = {}) => startProcess(serverArgs(), { ...baseEnv, ...dataEnv, ...extraEnv }, '/healthz');

/**
 * The floor (tests/perf/floor/): a bare Remix app of the root's installed versions, built with the
 * root's Remix compiler and started with the start script's node flags (the heap caps), like the app.
 */
async function startFloor() {
  const built = spawnSync('npx', ['remix', 'build', 'tests/perf/floor'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error('the floor app (tests/perf/floor) did not build');
  const nodeFlags = serverArgs().filter((word) => word !== 'build/server.js');
  return startProcess([...nodeFlags, 'tests/perf/floor/server.mjs'], { NODE_ENV: 'production', HOST: '127.0.0.1' }, '/');
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

/** CPU per request of `path` on `server` (its whole process, all threads), and the closed-loop rate it ran at. */
function costOf(server, path, cookie = '', databaseCpuOf = undefined) {
  return cpuPerRequest({
    cpuOf: () => processCpuMs(server.pid),
    databaseCpuOf,
    url: `${server.base}${path}`,
    headers: cookie ? { cookie } : {},
    requests: COST_REQUESTS,
    warmup: LOAD.costWarmupRequests,
    connections: LOAD.costConnections,
  });
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** "5.50 ms" or, over repeats, "5.50 ms (5.31–5.92)": the median and the range. */
const spread = (values, unit = ' ms') =>
  values.length === 1
    ? `${values[0].toFixed(2)}${unit}`
    : `${median(values).toFixed(2)}${unit} (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;

/** The list at `rate` arrivals a second for `seconds`, open loop (open-loop.mjs). */
const listAt = (base, cookie, rate, seconds) => openLoop({ url: `${base}${LIST}`, rate, seconds, headers: cookie ? { cookie } : {} });

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

console.log(
  `\nBench: production build, list ${LIST} as ${SIGN_IN_AS}; CPU per request of the whole server process over ${COST_REQUESTS} requests at ${LOAD.costConnections} connections after ${LOAD.costWarmupRequests}${REPEAT > 1 ? `, ${REPEAT} times (median and range)` : ''}`,
);
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
if (!flag('cost')) contractPdfFigures();

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

/**
 * The cost per request of the floor, the static public page and the list on `server`, REPEAT times
 * in turn (the floor server stays up beside the app: idle, it spends next to nothing), each printed
 * as a multiple of the floor's; the list's closed-loop rate is its capacity for the latency figure.
 */
async function costFigures(server, floor, cookie, label, openToken) {
  // a visitor's later pages: the CSRF cookie of the first page, no session (a first page would mint
  // a token on every request, which no browser's later pages do)
  const visitor = cookie
    .split('; ')
    .filter((pair) => pair.startsWith('csrf='))
    .join('; ');
  const runs = { floor: [], floorDb: [], static: [], list: [], capacity: [], open: [], openCapacity: [] };
  for (let round = 0; round < REPEAT; round++) {
    runs.floor.push((await costOf(floor, '/')).cpuMs);
    runs.floorDb.push((await costOf(floor, '/db')).cpuMs);
    runs.static.push((await costOf(server, '/about/platform', visitor)).cpuMs);
    const list = await costOf(server, LIST, cookie);
    runs.list.push(list.cpuMs);
    runs.capacity.push(list.rate);
    const open = await openListCost({
      server,
      cpuOf: () => processCpuMs(server.pid),
      token: openToken,
      requests: LOAD.openApiRequests,
      warmup: LOAD.openApiWarmupRequests,
      connections: LOAD.costConnections,
    });
    runs.open.push(open.cpuMs);
    runs.openCapacity.push(open.rate);
  }
  const floorMs = median(runs.floor);
  const staticMs = median(runs.static);
  const listMs = median(runs.list);
  report('CPU per request, bare Remix (tests/perf/floor, 20-row table)', spread(runs.floor), null, null);
  // What the cheapest list can cost on the embedded database: the floor reading its rows with one statement
  // from an in-memory PGlite on its own thread (tests/perf/floor/app/routes/db.tsx). Not a budget: it
  // shows how much of the list's multiple the database alone accounts for (decision 009).
  report('  bare Remix, its 20 rows read by one PGlite statement', timesFloor(median(runs.floorDb), floorMs), null, null);
  if (REPEAT > 1) report('    its runs', spread(runs.floorDb), null, null);
  report(
    `  /about/platform (static public page), ${label}`,
    timesFloor(staticMs, floorMs),
    `≤ ${BUDGET.staticToFloor}× bare`,
    staticMs <= BUDGET.staticToFloor * floorMs,
  );
  if (REPEAT > 1) report('    its runs', spread(runs.static), null, null);
  report(`  ${LIST}, 20 rows, ${label}`, timesFloor(listMs, floorMs), `≤ ${BUDGET.listToFloor}× bare`, listMs <= BUDGET.listToFloor * floorMs);
  if (REPEAT > 1) report('    its runs', spread(runs.list), null, null);
  report(`  the list's closed-loop capacity at ${LOAD.costConnections} connections`, spread(runs.capacity, '/s'), null, null);
  // The same rows for a partner's ERP: no page to render, but a signature, a nonce and a log row each.
  report(`  open API waybill list, 20 rows, signed, ${label}`, timesFloor(median(runs.open), floorMs), null, null);
  if (REPEAT > 1) report('    its runs', spread(runs.open), null, null);
  report(`  its closed-loop capacity at ${LOAD.costConnections} connections (${OPEN_LIST_PATH})`, spread(runs.openCapacity, '/s'), null, null);
  return { floorMs, listMs, capacity: median(runs.capacity) };
}

/**
 * Latency at half the list's capacity (an M/D/1 queue at half load, cost.mjs halfLoadRate), then at
 * that rate during backups started by operations, against stretches without one between them
 * (backup-load.mjs backupRounds).
 */
async function latencyFigures(server, cookie, operatorToken, capacity) {
  const { rate, meanQueueWaitMs } = halfLoadRate(capacity);
  await listAt(server.base, cookie, rate, LOAD.openLoopWarmupSeconds);
  const open = await listAt(server.base, cookie, rate, LOAD.openLoopSeconds);
  report(`list at ${rate}/s (half of ${capacity.toFixed(0)}/s) open loop, ${LOAD.openLoopSeconds} s: p50`, `${open.p50} ms`, null, null);
  report('  p95', `${open.p95} ms`, `≤ ${BUDGET.openLoopP95Ms} ms`, open.p95 <= BUDGET.openLoopP95Ms && open.failed === 0);
  report(
    '  p99 (achieved rate, failed; M/D/1 queue wait)',
    `${open.p99} ms (${open.rate.toFixed(0)}/s, ${open.failed} failed; ${meanQueueWaitMs.toFixed(1)} ms)`,
    null,
    null,
  );
  const list = { base: server.base, listPath: LIST, cookie, operatorToken, rate, rounds: LOAD.backupRounds };
  const backup = await backupRounds({ ...list, firstStretchSeconds: LOAD.backupFirstStretchSeconds });
  report(
    `  during a backup, ${backup.rounds.length} rounds (${backup.rounds.map((r) => `${r.seconds.toFixed(1)} s`).join(', ')}): p95`,
    `${backup.duringP95} ms against ${backup.withoutP95} ms in the stretches between them (${backup.ratio.toFixed(2)}×; ` +
      `rounds ${backup.rounds.map((r) => `${r.ratio.toFixed(2)}×`).join(', ')}; failed ${backup.failedDuring} during, ${backup.failedWithout} without)`,
    `≤ ${BUDGET.backupP95Ratio}× without`,
    // pages shed without a backup: the rate was over what the list sustained then, so the run decides nothing
    backup.ratio <= BUDGET.backupP95Ratio && backup.failedDuring === 0 && backup.failedWithout === 0,
  );
  // What the list loses beside a process that shares nothing with the server but the machine (burner.mjs):
  // no backup can cost it less on this machine.
  const machine = await backupFloorRounds({ ...list, seconds: LOAD.floorSeconds });
  report(
    `  the machine's floor: beside a process computing at SCHED_IDLE, ${machine.rounds.length} rounds of ${LOAD.floorSeconds} s: p95`,
    floorFigure(machine),
    null,
    null,
  );
}

/** A token of a demo account for the platform's API (the backup is started by operations). */
function platformToken(dataEnv, account) {
  return JSON.parse(run('npx', ['tsx', 'tests/perf/backup-session.ts', account], { ...baseEnv, ...dataEnv }).trim()).token;
}

// 1. The embedded database with the bulk data: cost per request, latency, backup, page weight, RSS, the cockpits.
const bulk = await pgliteData(BULK);
const bulkCookie = sessionCookie(bulk);
const bulkPhones = phoneCookies(bulk);
const cockpitCookies = { enterpriseShipper: sessionCookie(bulk, 'enterpriseShipper'), operator: sessionCookie(bulk, 'operator') };
const operatorToken = platformToken(bulk, 'operator');
// the open API's keys are made by the carrier's administrator, whose waybills the screens' list shows
const carrierToken = platformToken(bulk, 'carrier');
const backupDir = mkdtempSync(path.join(tmpdir(), 'bench-backups-'));
let server = await startServer(bulk, { BACKUP_DIR: backupDir, BACKUP_EVERY: 'off' });
if (flag('cockpits')) {
  try {
    await cockpitRender({ base: server.base, cookies: cockpitCookies, budgetMs: BUDGET.cockpitMs, report });
  } finally {
    await server.stop();
  }
  process.exit(rows.some((r) => r.ok === false) ? 1 : 0);
}
const floor = await startFloor();
let bulkCost;
try {
  bulkCost = await costFigures(server, floor, bulkCookie, `PGlite, ${BULK} waybills`, carrierToken);
  if (!flag('skip-open')) await latencyFigures(server, bulkCookie, operatorToken, bulkCost.capacity);
  if (!flag('cost')) {
    await weightFigures(server.base, bulkCookie, bulkPhones);
    await cockpitRender({ base: server.base, cookies: cockpitCookies, budgetMs: BUDGET.cockpitMs, report });
  }
  const rss = peakRssMb(server.pid);
  report(`peak RSS, PGlite server, ${BULK} waybills`, `${rss} MB`, `≤ ${BUDGET.rssMb} MB`, rss <= BUDGET.rssMb);
} finally {
  await server.stop();
  rmSync(backupDir, { recursive: true, force: true });
}

// 2. Flatness: the same list over the small data set, its CPU per page against the bulk data's.
if (!flag('skip-flat') && !flag('cost')) {
  const small = await pgliteData(SMALL);
  const smallCookie = sessionCookie(small);
  server = await startServer(small);
  try {
    const smallMs = (await costOf(server, LIST, smallCookie)).cpuMs;
    const more = bulkCost.listMs / smallMs - 1;
    report(`list, PGlite, ${SMALL} waybills: CPU per page`, `${smallMs.toFixed(2)} ms`, null, null);
    report(`  ${BULK} waybills vs ${SMALL}: costlier by`, `${(more * 100).toFixed(1)} %`, `≤ ${BUDGET.flatnessLoss * 100} %`, more <= BUDGET.flatnessLoss);
  } finally {
    await server.stop();
  }
}

// 3. The big export as a background job: memory rise and the list's latency meanwhile.
if (!flag('skip-export') && !flag('cost')) {
  await exportLoad({ waybills: Number(option('export-waybills', '300000')), keep: KEEP, rate: LOAD.exportListRate, report });
}

// 3b. Key areas (issue 47): the geofence evaluator's index and geometry, 10 000 positions against 5 000 areas.
if (!flag('cost')) {
  const { positions, areas, ms, alarms } = JSON.parse(run('npx', ['tsx', 'tests/perf/key-areas.ts', '10000', '5000'], {}).trim().split('\n').pop());
  report(`key areas: ${positions} positions × ${areas} areas`, `${ms} ms (${alarms} alarms)`, `≤ ${BUDGET.keyAreasMs} ms`, ms <= BUDGET.keyAreasMs);
}

/**
 * The CPU of the PostgreSQL backends serving `database` (pg_stat_activity's pids, read in /proc:
 * the server must run on this machine), as a meter for cpuPerRequest: the backends as they are after
 * the warm-up, when the pool has opened its connections.
 */
async function backendsMeter(admin, database) {
  const pids = (await admin.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database])).rows.map((row) => row.pid);
  if (!pids.length || !existsSync(`/proc/${pids[0]}/stat`)) return undefined;
  const read = () => processesCpuMs(pids);
  return { before: read(), read };
}

// 4. PostgreSQL: the app process's cost per list page against the floor's, the backends' beside it.
if (PG_URL) {
  const pgData = await postgresData(BULK);
  const pgCookie = sessionCookie(pgData);
  const database = new URL(pgData.DATABASE_URL).pathname.slice(1);
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  server = await startServer(pgData);
  try {
    const floorMs = bulkCost.floorMs;
    const list = await costOf(server, LIST, pgCookie, () => backendsMeter(admin, database));
    report(
      `  ${LIST}, PostgreSQL, ${BULK} waybills: the app process`,
      timesFloor(list.cpuMs, floorMs),
      `≤ ${BUDGET.listPgToFloor}× bare`,
      list.cpuMs <= BUDGET.listPgToFloor * floorMs,
    );
    report(
      '    the database backends per list page',
      list.databaseCpuMs === undefined ? 'not measured (server not on this machine)' : `${list.databaseCpuMs.toFixed(2)} ms`,
      null,
      null,
    );
    report("    the list's closed-loop capacity (app process and database on 2 cores)", `${list.rate.toFixed(0)}/s`, null, null);
  } finally {
    await server.stop();
    await admin.end();
  }
} else {
  console.log('(PostgreSQL figures: run with --pg postgres://user@host:port/db or TEST_DATABASE_URL, see README "Performance")');
}
await floor.stop();

const missed = rows.filter((r) => r.ok === false);
console.log(
  missed.length ? `\nmissed ${missed.length}:\n  - ${missed.map((r) => `${r.name.trim()}: ${r.figure} (${r.budget})`).join('\n  - ')}` : '\nall budgets met',
);
