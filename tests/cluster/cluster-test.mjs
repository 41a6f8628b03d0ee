// `npm run cluster:test` (issue 49, "Several nodes"): on one machine, a fresh PostgreSQL database,
// two platform processes, two app processes and nginx in front of each pair (deploy/nginx/freight.conf,
// exactly README's "Running at scale"); smoke flows through the balancer as a browser without
// JavaScript would (GET the form, read its CSRF token, POST), with a rolling SIGKILL-and-restart of
// one app node and one platform node during a stream of page loads. Prints each phase's time and
// exits non-zero on any failure.
//
// Files: until the S3 backend lands (FILE_STORE=s3), both platform nodes share one local DATA_DIR
// (so DATA_DIR/files) on this machine; set CLUSTER_FILE_ENV='FILE_STORE=s3 S3_…' to switch.
//
// PostgreSQL: CLUSTER_PG_URL (default postgres://postgres@127.0.0.1:55432/postgres, as .ci/run
// starts it); the script creates a fresh database there and drops it at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '../..');
const PG_URL = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const APP = 'http://127.0.0.1:8080';
const PLATFORM = 'http://127.0.0.1:8081';
const APP_PORTS = [3101, 3102];
const PLATFORM_PORTS = [3201, 3202];
const SESSION_SECRET = 'cluster-test-secret-one-0123456789,cluster-test-secret-old-0123456789';

const failures = [];
const started = Date.now();
let phaseName = '';
let phaseStarted = Date.now();
function phase(name) {
  if (phaseName) console.log(`== ${phaseName}: ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s`);
  phaseName = name;
  phaseStarted = Date.now();
  if (name) console.log(`== ${name}`);
}
function check(ok, what) {
  if (!ok) {
    failures.push(what);
    console.log(`FAIL ${what}`);
  }
  return ok;
}

// ---- the processes ---------------------------------------------------------------------------
const work = mkdtempSync(join(tmpdir(), 'freight-cluster-'));
const dataDir = join(work, 'data');
mkdirSync(dataDir);
const dbName = `freight_cluster_${process.pid}`;
const dbUrl = (() => {
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const fileEnv = Object.fromEntries(
  (process.env.CLUSTER_FILE_ENV ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
);
const children = new Map();

// NODE_ENV=test with DEV_TOOLS=1: the demo accounts (refused in production) and the image code's
// answer for the smoke's sign-in; everything else is the production start.
const common = { ...process.env, NODE_ENV: 'test', DEV_TOOLS: '1', SESSION_SECRET, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' };
const specs = {
  platform1: { port: PLATFORM_PORTS[0], args: ['build/platform.js'], env: { DATABASE_URL: dbUrl, DATA_DIR: dataDir, JOBS: '1', ...fileEnv } },
  platform2: { port: PLATFORM_PORTS[1], args: ['build/platform.js'], env: { DATABASE_URL: dbUrl, DATA_DIR: dataDir, JOBS: '1', ...fileEnv } },
  app1: { port: APP_PORTS[0], args: ['--max-old-space-size=320', 'build/server.js'], env: { PLATFORM_API_URL: `${PLATFORM}/api-platform/api` } },
  app2: { port: APP_PORTS[1], args: ['--max-old-space-size=320', 'build/server.js'], env: { PLATFORM_API_URL: `${PLATFORM}/api-platform/api` } },
};

function start(name) {
  const spec = specs[name];
  const child = spawn(process.execPath, spec.args, {
    cwd: root,
    env: { ...common, ...spec.env, PORT: String(spec.port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.set(name, child);
  return child;
}
async function waitHealthy(port, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}
function kill(name) {
  const child = children.get(name);
  child.kill('SIGKILL');
  return new Promise((r) => (child.exitCode !== null || child.signalCode ? r() : child.once('exit', r)));
}

let nginx;
async function stopAll() {
  for (const child of children.values()) if (child.exitCode === null && !child.signalCode) child.kill('SIGTERM');
  if (nginx && nginx.exitCode === null) nginx.kill('SIGQUIT');
  await new Promise((r) => setTimeout(r, 1000));
  for (const child of children.values()) if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
}

// ---- a browser without JavaScript: a cookie jar and forms --------------------------------------
class Browser {
  cookies = new Map();
  async request(url, init = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return res;
  }
  /** GET, following redirects as a browser does. */
  async get(path) {
    let url = new URL(path, APP).toString();
    for (let hops = 0; hops < 5; hops++) {
      const res = await this.request(url);
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        url = new URL(res.headers.get('location'), url).toString();
        continue;
      }
      return { res, html: await res.text(), url };
    }
    throw new Error(`too many redirects from ${path}`);
  }
}

const decode = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
function attr(tag, name) {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]) : undefined;
}
/** The form that has a field named `field`: its action and what it would send untouched (the honeypot's empty field included). */
function formWith(html, field) {
  for (const [, open, body] of html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)) {
    if (!body.includes(`name="${field}"`)) continue;
    const values = {};
    for (const [tag] of body.matchAll(/<input\b[^>]*>/g)) {
      const name = attr(tag, 'name');
      const type = attr(tag, 'type') ?? 'text';
      if (!name || type === 'submit' || type === 'file' || ((type === 'checkbox' || type === 'radio') && !/\schecked\b/.test(tag))) continue;
      values[name] = attr(tag, 'value') ?? (type === 'checkbox' ? 'on' : '');
    }
    return { action: attr(open, 'action'), values };
  }
  return undefined;
}

async function signIn(browser, mobile, password = 'Demo1234') {
  const { html, url } = await browser.get('/login');
  const form = formWith(html, 'imgCodeKey');
  if (!check(form && form.values.csrf, 'the login page has a form with a CSRF token')) return false;
  const captcha = await (await fetch(`${PLATFORM}/api-platform/api/dev/captcha/${form.values.imgCodeKey}`)).json();
  const body = new URLSearchParams({ ...form.values, loginType: 'password', userName: mobile, password, imgCode: captcha.data.answer });
  const res = await browser.request(new URL(form.action ?? url, url).toString(), {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const location = res.headers.get('location') ?? '';
  if (res.status !== 302)
    console.log(
      (await res.text())
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .slice(0, 600),
    );
  return check(res.status === 302 && !location.startsWith('/login'), `sign-in of ${mobile} redirects away from /login (got ${res.status} ${location})`);
}

// ---- the run ---------------------------------------------------------------------------------
let exitCode = 1;
try {
  phase('fresh database');
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();

  phase('platform nodes (the first migrates and seeds, then the second)');
  start('platform1');
  check(await waitHealthy(PLATFORM_PORTS[0], 120), 'platform1 /healthz');
  start('platform2');
  check(await waitHealthy(PLATFORM_PORTS[1]), 'platform2 /healthz');

  phase('nginx and the app nodes (an app node is healthy once it reaches the platform through the balancer)');
  const prefix = join(work, 'nginx');
  mkdirSync(prefix);
  nginx = spawn('nginx', ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(root, 'deploy/nginx/freight.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  check(await waitHealthy(8081), 'the platform balancer answers /healthz');
  start('app1');
  start('app2');
  check(await waitHealthy(APP_PORTS[0]), 'app1 /healthz');
  check(await waitHealthy(APP_PORTS[1]), 'app2 /healthz');
  check(await waitHealthy(8080), 'the app balancer answers /healthz');
  if (failures.length) throw new Error('the cluster did not start');

  phase('smoke: sign in through the balancer, signed-in pages on both app nodes');
  const carrier = new Browser();
  await signIn(carrier, '13800000003');
  // the same session on both app nodes: the shared SESSION_SECRET list signs and verifies on each
  for (const port of APP_PORTS) {
    const res = await carrier.request(`http://127.0.0.1:${port}/user/dispatchOrderList`, { redirect: 'manual' });
    check(res.status === 200, `app node :${port} serves the carrier's list with the balancer's session (got ${res.status})`);
    await res.arrayBuffer();
  }

  phase('rolling restart under load: SIGKILL one app node and one platform node, restart, then the others');
  const pool = new pg.Client({ connectionString: dbUrl });
  await pool.connect();
  const countsBefore = (await pool.query('SELECT (SELECT count(*) FROM users)::int AS users')).rows[0];
  let loading = true;
  const outcomes = { ok: 0, failed: 0 };
  const statuses = new Map();
  async function loader() {
    while (loading) {
      try {
        const res = await carrier.request(`${APP}/user/dispatchOrderList`);
        await res.arrayBuffer();
        if (res.status === 200) outcomes.ok++;
        else {
          outcomes.failed++;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      } catch (error) {
        outcomes.failed++;
        statuses.set(String(error.cause?.code ?? error), (statuses.get(String(error.cause?.code ?? error)) ?? 0) + 1);
      }
    }
  }
  const loaders = [loader(), loader(), loader()];
  for (const [app, platform] of [
    ['app1', 'platform1'],
    ['app2', 'platform2'],
  ]) {
    await new Promise((r) => setTimeout(r, 1500));
    await Promise.all([kill(app), kill(platform)]);
    console.log(`   killed ${app} and ${platform} (SIGKILL)`);
    await new Promise((r) => setTimeout(r, 1500));
    start(platform);
    start(app);
    check(await waitHealthy(specs[platform].port), `${platform} healthy again`);
    check(await waitHealthy(specs[app].port), `${app} healthy again`);
    // nginx put the node aside for fail_timeout (2 s) when it died: wait that out, so the balancer
    // sends to it again before the next node goes down (a rolling restart's one rule)
    await new Promise((r) => setTimeout(r, 3000));
    console.log(`   ${app} and ${platform} back`);
  }
  await new Promise((r) => setTimeout(r, 1500));
  loading = false;
  await Promise.all(loaders);
  console.log(`   ${outcomes.ok} page loads answered, ${outcomes.failed} failed ${JSON.stringify(Object.fromEntries(statuses))}`);
  check(outcomes.ok > 0 && outcomes.failed === 0, 'no page load (GET, retried by nginx) failed during the rolling restart');
  const countsAfter = (await pool.query('SELECT (SELECT count(*) FROM users)::int AS users')).rows[0];
  check(countsAfter.users === countsBefore.users, `no data lost (users ${countsBefore.users} → ${countsAfter.users})`);
  await pool.end();

  phase('');
  exitCode = failures.length ? 1 : 0;
} catch (error) {
  console.error(error);
  failures.push(String(error));
} finally {
  await stopAll();
  try {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  } catch (error) {
    console.error('could not drop the database', error);
  }
  if (existsSync(work) && !process.env.CLUSTER_KEEP) rmSync(work, { recursive: true, force: true });
  console.log(`== cluster test ${failures.length ? `FAILED (${failures.length})` : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(failures.length ? 1 : exitCode);
}
