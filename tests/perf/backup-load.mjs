// A backup under load (issue #27, restated by issue 49): the latency of a signed-in list at a fixed
// arrival rate (open loop) while the server backs itself up, beside the same figure without one.
// `npm run bench` runs it at half the list's measured capacity, in rounds (backupRounds); it also runs
// alone on a seeded embedded database:
//
//   DATA_DIR=tests/.tmp/big npm run seed -- --waybills 100000
//   node tests/perf/backup-load.mjs --data-dir tests/.tmp/big [--as carrier --list /user/dispatchOrderList --rate 50]
// --as takes a demo account's name (platform/seed/accounts.ts) or a demo mobile. Alone it also prints
// the list's latency in each phase of the backup (the checkpoint, the pre-copy, the locked pass, the
// child's dump and pack, the copy's removal; from the server's log) beside the CPU the server and its
// child used in it (cores, from /proc), and the server's peak RSS with its largest mappings.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clockTicks, parseProcStat } from './cost.mjs';
import { openLoop } from './open-loop.mjs';
import { request as requestAt, serverArgs } from './server-command.mjs';
import { floorRounds } from './burner.mjs';
import { pairedRounds, STATUS_POLL_MS } from './rounds.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The platform's API as an operator: `api(method, path, body)`. */
const operatorApi = (base, operatorToken) => (method, p, body) =>
  requestAt(base, method, `/api-platform/api${p}`, { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' }, body);

/**
 * `listPath` at `rate` arrivals a second from 2 s before an operator's backup (POST /backup/create)
 * starts until 1 s after it has finished. Returns the open loop's figures and the backup's seconds;
 * throws when the backup fails or does not start.
 */
export async function backupUnderLoad({ base, listPath, cookie, operatorToken, rate, samples }) {
  const api = operatorApi(base, operatorToken);
  let backupMs = 0;
  let backup;
  const backupDone = (async () => {
    await sleep(2000);
    const started = Date.now();
    const created = JSON.parse((await api('POST', '/backup/create', '{}')).body);
    if (created.code !== 200) throw new Error(`backup not started: ${created.message}`);
    for (;;) {
      await sleep(STATUS_POLL_MS);
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
  const during = await openLoop({ url: `${base}${listPath}`, rate, until: backupDone.catch(() => undefined), headers: { cookie }, samples });
  await backupDone;
  return { during, seconds: backupMs / 1000, backup };
}

/** The status the busy side polls while the backup runs (backupUnderLoad), as the quiet side asks too. */
const backupProbe = (base, operatorToken) => () => operatorApi(base, operatorToken)('GET', '/backup/list');

/** The list at `rate` for `ms`: the open loop's figures with their samples. */
const listStretch =
  ({ base, listPath, cookie, rate }) =>
  async (ms) => {
    const samples = [];
    return { ...(await openLoop({ url: `${base}${listPath}`, rate, until: sleep(ms), headers: { cookie }, samples })), samples };
  };

/**
 * The machine's floor beside the backup figure (burner.mjs): the same list, rate and status requests,
 * with a process that only computes in the backup's place.
 */
export function backupFloorRounds({ base, listPath, cookie, operatorToken, rate, rounds, seconds }) {
  return floorRounds({ quiet: listStretch({ base, listPath, cookie, rate }), probe: backupProbe(base, operatorToken), rounds, seconds });
}

/**
 * The bench's backup figure (issue 49: the list's p95 during a backup ≤ 1.5 × without one, at half
 * its capacity), in `rounds` pairs (rounds.mjs): a stretch of the list without a backup, then one with
 * a backup (backupUnderLoad: from 2 s before it to 1 s after it).
 */
export function backupRounds({ base, listPath, cookie, operatorToken, rate, rounds, firstStretchSeconds }) {
  return pairedRounds({
    rounds,
    firstStretchSeconds,
    probe: backupProbe(base, operatorToken),
    quiet: listStretch({ base, listPath, cookie, rate }),
    busy: async () => {
      const samples = [];
      const { during, seconds } = await backupUnderLoad({ base, listPath, cookie, operatorToken, rate, samples });
      return { ...during, samples, seconds, stretchSeconds: seconds + 3 };
    },
  });
}

/** Per-thread CPU (clock ticks) of the server and of its child processes, sampled every 100 ms. */
function cpuSampler(pid) {
  const ticks = [];
  const threadsOf = (p) => {
    const out = {};
    let names = [];
    try {
      names = readdirSync(`/proc/${p}/task`);
    } catch {
      return out;
    }
    for (const t of names) {
      try {
        const stat = readFileSync(`/proc/${p}/task/${t}/stat`, 'utf8');
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const { utime, stime } = parseProcStat(stat);
        out[comm] = (out[comm] ?? 0) + utime + stime;
      } catch {}
    }
    return out;
  };
  const childrenOf = (p) => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    } catch {
      return [];
    }
  };
  const timer = setInterval(() => {
    const server = threadsOf(pid);
    let child = 0;
    for (const c of childrenOf(pid)) for (const v of Object.values(threadsOf(c))) child += v;
    ticks.push({ at: Date.now(), server, child });
  }, 100);
  return { ticks, stop: () => clearInterval(timer) };
}

/** The backup's phases (epoch ms) from the server's log lines (service.ts, snapshot.ts). */
function phasesOf(lines) {
  const entries = lines.map((line) => {
    try {
      return JSON.parse(line);
    } catch {
      return {};
    }
  });
  const copied = entries.find((e) => e.checkpointMs !== undefined);
  const dumped = entries.find((e) => e.childMs !== undefined);
  const removed = entries.find((e) => e.rmMs !== undefined);
  if (!copied || !dumped || !removed) return [];
  const t = (e) => (typeof e.time === 'number' ? e.time : Date.parse(e.time));
  return [
    ['checkpoint', copied.startedAt, copied.startedAt + copied.checkpointMs],
    ['pre-copy', copied.startedAt + copied.checkpointMs, t(copied) - copied.lockedMs],
    ['locked pass', t(copied) - copied.lockedMs, t(copied)],
    ['child (dump + pack)', t(dumped) - dumped.childMs, t(dumped)],
    ['copy removed', t(removed) - removed.rmMs, t(removed)],
  ];
}

function printPhases(phases, samples, ticks) {
  const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
  const windows = [['before', -Infinity, phases[0]?.[1] ?? Infinity], ...phases, ['after', phases.at(-1)?.[2] ?? Infinity, Infinity]];
  for (const [name, from, to] of windows) {
    // a request is in the phase whose window its answer overlapped (due time up to answer time)
    const inside = samples
      .filter((s) => s.at < to && s.at + s.ms >= from)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const span = ticks.filter((k) => k.at >= from && k.at <= to);
    let cpu = '';
    if (span.length >= 2) {
      const seconds = (span.at(-1).at - span[0].at) / 1000;
      const share = (a, b) => ((b - a) / clockTicks() / seconds).toFixed(2);
      const names = new Set([...Object.keys(span[0].server), ...Object.keys(span.at(-1).server)]);
      const threads = [...names].map((n) => [n, share(span[0].server[n] ?? 0, span.at(-1).server[n] ?? 0)]).filter(([, v]) => v !== '0.00');
      cpu = `cores: child ${share(span[0].child, span.at(-1).child)}, ${threads.map(([n, v]) => `${n} ${v}`).join(', ')}`;
    }
    const ms = Number.isFinite(from) && Number.isFinite(to) ? `${Math.round(to - from)} ms` : '';
    console.log(
      `${name.padEnd(20)} ${ms.padStart(8)}  n=${String(inside.length).padStart(4)} p50 ${pct(inside, 50)?.toFixed(1)} p95 ${pct(inside, 95)?.toFixed(1)} max ${inside.at(-1)?.toFixed(1)}  ${cpu}`,
    );
  }
}

/** The server's peak RSS and its largest mappings now (the WASM heap, V8's spaces ...). */
function printMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  const maps = [];
  let current;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) {
      const [range, , , , , name = '[anon]'] = line.split(/\s+/);
      const [a, b] = range.split('-').map((h) => parseInt(h, 16));
      current = { name, sizeMb: Math.round((b - a) / 1048576), rssMb: 0 };
      maps.push(current);
    } else if (line.startsWith('Rss:') && current) current.rssMb = Math.round(Number(line.split(/\s+/)[1]) / 1024);
  }
  maps.sort((x, y) => y.rssMb - x.rssMb);
  console.log(
    `peak RSS ${Math.round(kb('VmHWM') / 1024)} MB, now ${Math.round(kb('VmRSS') / 1024)} MB; largest mappings:`,
    maps
      .slice(0, 6)
      .map((m) => `${m.name} ${m.rssMb}/${m.sizeMb} MB`)
      .join(', '),
  );
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
    const samples = [];
    const cpu = cpuSampler(server.pid);
    const { during, seconds, backup } = await backupUnderLoad({ base, listPath, cookie: list.cookie, operatorToken: operator.token, rate, samples });
    cpu.stop();
    console.log('backup:', backup?.file, backup?.size);
    console.log(`during backup (${seconds.toFixed(1)} s):`, during, `ratio ${(during.p95 / baseline.p95).toFixed(2)}`);
    const lines = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('backup'));
    for (const line of lines) console.log(line);
    printPhases(phasesOf(lines), samples, cpu.ticks);
    printMemory(server.pid);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    rmSync(backupDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
