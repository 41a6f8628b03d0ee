// `npm run bench`: a report, not a test. Starts the built production server on a scratch
// database and measures, for each page, what a first visit without JS downloads (HTML + CSS,
// gzip), the client JS a hydrating visit loads (gzip), SSR throughput and latency at 50
// concurrent connections (autocannon) next to a bare route of the same server, and the
// server's peak RSS. It then lists the DESIGN.md budgets that are missed.
//
//   npm run bench                                   public pages on the demo data
//   npm run bench -- --waybills 100000 --as 13800000003 --list /user/dispatchOrderList
//       seeds 100 000 extra waybills (platform/db/seed-cli.ts) and measures a signed-in list: the
//       bench gets a session for that demo user (tests/perf/bench-session.ts, a real platform token
//       in the app's signed cookie) and sends the cookie with the list's requests (the public
//       pages are measured as a visitor sees them).
//   npm run bench -- --overload [--overload-seconds 60]
//       200 connections on the list page beyond capacity: pages, 503s, timeouts, peak RSS (tests/perf/overload.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const PAGES = [
  { path: '/', kind: 'page' },
  { path: '/login', kind: 'login' },
  { path: option('list', '/list-goods'), kind: 'list' },
];
const DURATION = Number(option('duration', '8'));
const WAYBILLS = Number(option('waybills', '0'));
const SIGN_IN_AS = option('as', '');
let cookie = '';
/** The cookie of the page being measured: the session for the list, none for public pages. */
let activeCookie = '';
const CONNECTIONS = 50;
const BUDGET = { loginKb: 24, listKb: 60, jsKb: 160, p95Ms: 50, rssMb: 700 };

if (!existsSync('build/server.js') || args.includes('--build')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const port = 45000 + Math.floor(Math.random() * 5000);
const dataDir = option('data-dir', 'tests/.tmp/bench-data');
const base = `http://127.0.0.1:${port}`;

function serverEnv() {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-only-session-secret-0123456789',
    LOG_LEVEL: 'warn',
  };
}

function startServer() {
  return spawn('node', ['build/server.js'], { env: { ...process.env, ...serverEnv() }, stdio: ['ignore', 'inherit', 'inherit'] });
}

// Creating and seeding a new embedded database is a one-time cost (~0.9 GB peak in PGlite);
// the server is measured as it runs day to day: reopening an existing database.
if (!args.includes('--keep-data')) {
  rmSync(dataDir, { recursive: true, force: true });
  const first = startServer();
  await waitForServer();
  first.kill('SIGTERM');
  await new Promise((resolve) => first.on('exit', resolve));
  if (WAYBILLS > 0) {
    const seeded = spawnSync('npx', ['tsx', 'platform/db/seed-cli.ts', '--waybills', String(WAYBILLS)], {
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir },
    });
    if (seeded.status !== 0) process.exit(seeded.status ?? 1);
  }
}
if (SIGN_IN_AS) {
  const session = spawnSync('npx', ['tsx', 'tests/perf/bench-session.ts', SIGN_IN_AS], {
    encoding: 'utf8',
    env: { ...process.env, ...serverEnv() },
  });
  if (session.status !== 0) throw new Error(`no session for ${SIGN_IN_AS}: ${session.stderr}`);
  cookie = session.stdout.trim();
}
const server = startServer();

function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { ...(activeCookie ? { cookie: activeCookie } : {}), ...headers } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await get('/healthz')).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

/** Bytes on the wire with gzip: the server's own encoding when it compresses, else gzip -6. */
async function wireBytes(path) {
  const res = await get(path, { 'accept-encoding': 'gzip' });
  const gzipped = res.headers['content-encoding'] === 'gzip' ? res.body.length : gzipSync(res.body).length;
  return { status: res.status, bytes: gzipped };
}

async function pageWeight(path) {
  const res = await get(path);
  const html = res.body.toString('utf8');
  const htmlWire = await wireBytes(path);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const js = new Set([...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g)) js.add(m[1]);
  let cssBytes = 0;
  for (const href of css) cssBytes += (await wireBytes(href)).bytes;
  let jsBytes = 0;
  for (const href of js) jsBytes += (await wireBytes(href)).bytes;
  return { status: res.status, htmlBytes: htmlWire.bytes, cssBytes, jsBytes, jsFiles: js.size };
}

function load(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION, headers: activeCookie ? { cookie: activeCookie } : {} }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

function peakRssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

// --overload: only the overload report (tests/perf/overload.mjs), on the same freshly started server.
if (args.includes('--overload')) {
  const { overloadReport } = await import('./overload.mjs');
  try {
    await waitForServer();
    activeCookie = cookie;
    await get(PAGES[2].path);
    await overloadReport({ base, pid: server.pid, path: PAGES[2].path, seconds: Number(option('overload-seconds', '20')), cookie });
  } finally {
    server.kill('SIGTERM');
  }
  process.exit(0);
}

const kb = (b) => (b / 1024).toFixed(1);
const missed = [];

try {
  await waitForServer();
  console.log(`\nBench: production build on ${base}, ${CONNECTIONS} connections × ${DURATION} s per route\n`);

  // Warm up once so the first-request costs (module loading, JIT) are not measured.
  for (const { path, kind } of PAGES) {
    activeCookie = kind === 'list' ? cookie : '';
    await get(path);
  }
  activeCookie = '';
  const bare = await load('/healthz');

  const rows = [];
  for (const page of PAGES) {
    activeCookie = page.kind === 'list' ? cookie : '';
    const weight = await pageWeight(page.path);
    const result = await load(page.path);
    rows.push({ ...page, ...weight, result });
  }

  console.log('route            status  HTML+CSS gz   JS gz (files)   req/s    ×bare   p50 ms  p90 ms  p97.5 ms');
  const bareRps = bare.requests.average;
  console.log(
    `${'/healthz (bare)'.padEnd(16)} ${'200'.padStart(6)}  ${'-'.padStart(11)}   ${'-'.padStart(13)}  ${String(Math.round(bareRps)).padStart(6)}   ${'1.00'.padStart(5)}  ${String(bare.latency.p50).padStart(6)}  ${String(bare.latency.p90).padStart(6)}  ${String(bare.latency.p97_5).padStart(8)}`,
  );
  for (const r of rows) {
    const first = r.htmlBytes + r.cssBytes;
    const ratio = r.result.requests.average / bareRps;
    const non2xx = r.result.non2xx ? ` (${r.result.non2xx} non-2xx)` : '';
    console.log(
      `${r.path.padEnd(16)} ${String(r.status).padStart(6)}  ${`${kb(first)} KB`.padStart(11)}   ${`${kb(r.jsBytes)} KB (${r.jsFiles})`.padStart(13)}  ${String(Math.round(r.result.requests.average)).padStart(6)}   ${ratio.toFixed(2).padStart(5)}  ${String(r.result.latency.p50).padStart(6)}  ${String(r.result.latency.p90).padStart(6)}  ${String(r.result.latency.p97_5).padStart(8)}${non2xx}`,
    );
    if (r.status !== 200) missed.push(`${r.path}: answers ${r.status} (screen not served yet?)`);
    if (r.kind === 'login' && first > BUDGET.loginKb * 1024) missed.push(`${r.path}: HTML+CSS ${kb(first)} KB > ${BUDGET.loginKb} KB`);
    if (r.kind === 'list' && first > BUDGET.listKb * 1024) missed.push(`${r.path}: HTML+CSS ${kb(first)} KB > ${BUDGET.listKb} KB`);
    if (r.jsBytes > BUDGET.jsKb * 1024) missed.push(`${r.path}: client JS ${kb(r.jsBytes)} KB > ${BUDGET.jsKb} KB`);
    if (r.kind === 'list') {
      // autocannon reports p90 and p97.5; p95 lies between them.
      if (r.result.latency.p90 > BUDGET.p95Ms) missed.push(`${r.path}: p95 > ${BUDGET.p95Ms} ms (p90 is ${r.result.latency.p90} ms)`);
      else if (r.result.latency.p97_5 > BUDGET.p95Ms)
        missed.push(`${r.path}: p95 may exceed ${BUDGET.p95Ms} ms (p90 ${r.result.latency.p90} ms, p97.5 ${r.result.latency.p97_5} ms)`);
    }
  }
  const rss = peakRssMb(server.pid);
  console.log(`\npeak RSS of the server: ${rss} MB (budget ${BUDGET.rssMb} MB)`);
  if (!(rss <= BUDGET.rssMb)) missed.push(`peak RSS ${rss} MB > ${BUDGET.rssMb} MB`);
  console.log(
    `budgets: login HTML+CSS ≤ ${BUDGET.loginKb} KB, list ≤ ${BUDGET.listKb} KB, JS/route ≤ ${BUDGET.jsKb} KB, list p95 ≤ ${BUDGET.p95Ms} ms, RSS ≤ ${BUDGET.rssMb} MB`,
  );
  console.log(missed.length ? `missed:\n  - ${missed.join('\n  - ')}` : 'all budgets met');
} finally {
  server.kill('SIGTERM');
}
