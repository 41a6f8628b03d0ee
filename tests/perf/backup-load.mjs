// A measurement, not a test: the latency of a signed-in list at a fixed 100 requests/s (open
// loop), first with nothing else going on, then while the server backs itself up (the issue #27
// budget: p95 ≤ 50 ms during a backup). Needs the build and a seeded embedded database:
//
//   DATA_DIR=tests/.tmp/big npm run seed -- --waybills 100000
//   node tests/perf/backup-load.mjs --data-dir tests/.tmp/big [--as carrier --list /user/dispatchOrderList]
// --as takes a demo account's name (platform/seed/accounts.ts) or a demo mobile.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openLoop } from './open-loop.mjs';
import { request as requestAt, serverArgs } from './server-command.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const dataDir = option('data-dir');
if (!dataDir) throw new Error('usage: backup-load.mjs --data-dir DIR [--as ACCOUNT --list PATH --rate 100 --baseline 20 --warmup 30]');
const listUser = option('as', 'carrier');
const listPath = option('list', '/user/dispatchOrderList');
const RATE = Number(option('rate', '100'));
const BASELINE_S = Number(option('baseline', '20'));
// V8 optimises the page's code over the first ~1 500 pages (tests/perf/budgets.mjs LOAD.warmupSeconds)
const WARMUP_S = Number(option('warmup', '30'));
const port = 46000 + Math.floor(Math.random() * 4000);
const base = `http://127.0.0.1:${port}`;
const backupDir = mkdtempSync(path.join(tmpdir(), 'backup-load-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SESSION_SECRET: 'bench-only-session-secret-0123456789',
  LOG_LEVEL: 'info',
  BACKUP_DIR: backupDir,
  BACKUP_EVERY: 'off',
};

function session(account) {
  const run = spawnSync('npx', ['tsx', 'tests/perf/backup-session.ts', account], { encoding: 'utf8', env });
  if (run.status !== 0) throw new Error(`no session for ${account}: ${run.stderr}`);
  return JSON.parse(run.stdout.trim());
}

const request = (method, url, headers = {}, body) => requestAt(base, method, url, headers, body);

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await request('GET', '/healthz')).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

/** Open loop at RATE req/s until `until` resolves (tests/perf/open-loop.mjs). */
const load = (cookie, until) => openLoop({ url: `${base}${listPath}`, rate: RATE, until, headers: { cookie } });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const list = session(listUser);
const operator = session('operator');
// The server's log goes to a file: a pipe this process drains late would fill, and pino's
// synchronous writes would then block the server and spoil the measurement.
const logFile = path.join(backupDir, 'server.log');
const server = spawn('node', serverArgs(), { env, stdio: ['ignore', openSync(logFile, 'w'), 'inherit'] });
try {
  await waitForServer();
  await load(list.cookie, sleep(WARMUP_S * 1000));
  const baseline = await load(list.cookie, sleep(BASELINE_S * 1000));
  console.log(`baseline  ${listPath} at ${RATE}/s:`, baseline);

  const api = (method, p, body) =>
    request(method, `/api-platform/api${p}`, { authorization: `Bearer ${operator.token}`, 'content-type': 'application/json' }, body);
  let backupMs = 0;
  const backupDone = (async () => {
    await sleep(2000);
    const started = Date.now();
    const created = JSON.parse((await api('POST', '/backup/create', '{}')).body);
    if (created.code !== 200) throw new Error(`backup not started: ${created.message}`);
    for (;;) {
      await sleep(250);
      const status = JSON.parse((await api('GET', '/backup/list')).body).data;
      if (!status.running) {
        backupMs = Date.now() - started;
        if (status.lastError) throw new Error(`backup failed: ${status.lastError.message}`);
        console.log('backup:', status.backups[0]);
        break;
      }
    }
    await sleep(1000);
  })();
  const during = await load(
    list.cookie,
    backupDone.catch(() => undefined),
  );
  await backupDone;
  console.log(`during backup (${(backupMs / 1000).toFixed(1)} s):`, during);
  for (const line of readFileSync(logFile, 'utf8').split('\n')) if (line.includes('backup')) console.log(line);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(backupDir, { recursive: true, force: true });
}
