// A backup under load (issue #27, restated by issue 49): the latency of a signed-in list at a fixed
// arrival rate (open loop) while the server backs itself up, beside the same figure without one.
// `npm run bench` runs it at half the list's measured capacity (backupUnderLoad); it also runs
// alone on a seeded embedded database:
//
//   DATA_DIR=tests/.tmp/big npm run seed -- --waybills 100000
//   node tests/perf/backup-load.mjs --data-dir tests/.tmp/big [--as carrier --list /user/dispatchOrderList --rate 50]
// --as takes a demo account's name (platform/seed/accounts.ts) or a demo mobile.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openLoop } from './open-loop.mjs';
import { request as requestAt, serverArgs } from './server-command.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * `listPath` at `rate` arrivals a second from 2 s before an operator's backup (POST /backup/create)
 * starts until 1 s after it has finished. Returns the open loop's figures and the backup's seconds;
 * throws when the backup fails or does not start.
 */
export async function backupUnderLoad({ base, listPath, cookie, operatorToken, rate }) {
  const api = (method, p, body) =>
    requestAt(base, method, `/api-platform/api${p}`, { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' }, body);
  let backupMs = 0;
  let backup;
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
        backup = status.backups[0];
        break;
      }
    }
    await sleep(1000);
  })();
  const during = await openLoop({ url: `${base}${listPath}`, rate, until: backupDone.catch(() => undefined), headers: { cookie } });
  await backupDone;
  return { during, seconds: backupMs / 1000, backup };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const dataDir = option('data-dir');
  if (!dataDir) throw new Error('usage: backup-load.mjs --data-dir DIR [--as ACCOUNT --list PATH --rate 50 --baseline 20 --warmup 30]');
  const listUser = option('as', 'carrier');
  const listPath = option('list', '/user/dispatchOrderList');
  const rate = Number(option('rate', '50'));
  const baselineSeconds = Number(option('baseline', '20'));
  // V8 optimises the page's code over the first ~1 500 pages (tests/perf/budgets.mjs LOAD.costWarmupRequests)
  const warmupSeconds = Number(option('warmup', '30'));
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
  const session = (account) => {
    const run = spawnSync('npx', ['tsx', 'tests/perf/backup-session.ts', account], { encoding: 'utf8', env });
    if (run.status !== 0) throw new Error(`no session for ${account}: ${run.stderr}`);
    return JSON.parse(run.stdout.trim());
  };
  const list = session(listUser);
  const operator = session('operator');
  // The server's log goes to a file: a pipe this process drains late would fill, and pino's
  // synchronous writes would then block the server and spoil the measurement.
  const logFile = path.join(backupDir, 'server.log');
  const server = spawn('node', serverArgs(), { env, stdio: ['ignore', openSync(logFile, 'w'), 'inherit'] });
  try {
    for (let i = 0; ; i++) {
      if (i >= 240) throw new Error('server did not become healthy');
      try {
        if ((await requestAt(base, 'GET', '/healthz')).status === 200) break;
      } catch {}
      await sleep(500);
    }
    const load = (until) => openLoop({ url: `${base}${listPath}`, rate, until, headers: { cookie: list.cookie } });
    await load(sleep(warmupSeconds * 1000));
    const baseline = await load(sleep(baselineSeconds * 1000));
    console.log(`baseline  ${listPath} at ${rate}/s:`, baseline);
    const { during, seconds, backup } = await backupUnderLoad({ base, listPath, cookie: list.cookie, operatorToken: operator.token, rate });
    console.log('backup:', backup);
    console.log(`during backup (${seconds.toFixed(1)} s):`, during);
    for (const line of readFileSync(logFile, 'utf8').split('\n')) if (line.includes('backup')) console.log(line);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    rmSync(backupDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
