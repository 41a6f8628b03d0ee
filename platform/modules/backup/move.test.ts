// CI drills of issue #27 with the real PostgreSQL (run when TEST_DATABASE_URL is set, as .ci/run
// does after `npm test`): the move from the embedded store to PostgreSQL by backup and restore,
// and a crash drill — kill -9 during a write burst, restart, back up, restore into a fresh
// DATA_DIR — in which every acknowledged write must survive.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, createPlatformApp } from '../../app';
import { parsePlatformEnv } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { cargoSources, users } from '../../db/schema';
import { seedDatabase } from '../../seed';
import { createLogger } from '../../log';
import { testCargo } from '../../testing/cargo-input';
import { passwordLogin } from '../auth/login';
import { createSession } from '../auth/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts';
import { createBackup } from './backup';
import { countRows } from './dump';
import { restoreBackup } from './restore';

const serverUrl = process.env.TEST_DATABASE_URL;
const log = createLogger('silent');
const UNLOAD = { provinceCode: '31', cityCode: '3101', districtCode: '310115', address: '浦东新区港城路1号' };
/** Demo accounts that sign in with a password (13800000007 has none yet; 13800000010 signs in through the unified portal). */
const DEMO = [
  DEMO_ACCOUNTS.individualShipper.mobile,
  DEMO_ACCOUNTS.enterpriseShipper.mobile,
  DEMO_ACCOUNTS.carrier.mobile,
  DEMO_ACCOUNTS.agent.mobile,
  DEMO_ACCOUNTS.individualAgent.mobile,
  DEMO_ACCOUNTS.driver.mobile,
  DEMO_ACCOUNTS.unverifiedShipper.mobile,
  DEMO_ACCOUNTS.operator.mobile,
  DEMO_ACCOUNTS.stalePassword.mobile,
];

let work: string;
const databases: string[] = [];

async function freshPostgres(): Promise<string> {
  const pg = (await import('pg')).default;
  const name = `freight_move_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function tokenFor(database: Database, mobile: string): Promise<string> {
  const [user] = await database.db
    .select()
    .from(users)
    .where(sql`${users.mobile} = ${mobile}`);
  return (await createSession(database.db, user)).token;
}

/** What a few demo users see in their lists, through the API as the app asks for it. */
async function lists(database: Database, tokens: Record<string, string>) {
  const app = createPlatformApp({ db: database.db, log, env: parsePlatformEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://' }) });
  const post = async (p: string, token: string, body: unknown) => {
    const res = await app.request(`${API_BASE}${p}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await res.json()) as { code: number; data: unknown };
    expect(envelope.code, p).toBe(200);
    return envelope.data;
  };
  const page = { pageNumber: 1, pageSize: 20 };
  return {
    shipperCargo: await post('/goodsSource/myPagination', tokens.shipper, page),
    shipperOrders: await post('/order/pagination', tokens.shipper, page),
    carrierOrders: await post('/order/pagination', tokens.carrier, page),
    carrierWaybills: await post('/dispatchOrder/pagination', tokens.carrier, page),
    operatorOrders: await post('/order/pagination', tokens.operator, page),
  };
}

const run = serverUrl ? describe : describe.skip;

run('the move from the embedded store to PostgreSQL, and the crash drill (TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'backup-move-'));
  });

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('demo data and a burst of writes on PGlite → backup → restore into PostgreSQL: same lists and counts, demo accounts sign in', async () => {
    const dataDir = path.join(work, 'embedded');
    const source = await openDatabase({ dataDir });
    let before: Awaited<ReturnType<typeof lists>>;
    let tokens: Record<string, string>;
    try {
      await seedDatabase(source.db, { log });
      tokens = {
        shipper: await tokenFor(source, DEMO_ACCOUNTS.enterpriseShipper.mobile),
        carrier: await tokenFor(source, DEMO_ACCOUNTS.carrier.mobile),
        operator: await tokenFor(source, DEMO_ACCOUNTS.operator.mobile),
      };
      const app = createPlatformApp({ db: source.db, log, env: parsePlatformEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://' }) });
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          app.request(`${API_BASE}/goodsSource/save`, {
            method: 'POST',
            headers: { authorization: `Bearer ${tokens.shipper}`, 'content-type': 'application/json' },
            body: JSON.stringify(testCargo(`迁移演练钢材${i}`, UNLOAD)),
          }),
        ),
      );
      for (const res of burst) expect(((await res.json()) as { code: number }).code).toBe(200);
      before = await lists(source, tokens);
    } finally {
      await source.close();
    }

    const archive = path.join(work, 'move.tar.gz');
    const { manifest } = await createBackup({ kind: 'pglite-dir', dataDir }, archive, { filesDir: path.join(dataDir, 'files') });
    const databaseUrl = await freshPostgres();
    const report = await restoreBackup(archive, { kind: 'postgres', databaseUrl, dataDir: path.join(work, 'pg-files') });
    expect(report.counts).toEqual(manifest.counts);

    const target = await openDatabase({ dataDir: '', databaseUrl });
    try {
      expect(target.kind).toBe('postgres');
      expect(await lists(target, tokens)).toEqual(before);
      const counts = await countRows(async (text) => ((await target.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows);
      for (const table of ['public.orders', 'public.waybills', 'public.cargo_sources', 'public.order_history', 'public.waybill_history', 'public.users']) {
        expect(counts[table], table).toBe(manifest.counts[table]);
      }
      for (const mobile of DEMO) {
        const signedIn = await passwordLogin(target.db, mobile, DEMO_PASSWORD, { ip: '127.0.0.1', userAgent: 'move drill' });
        expect(signedIn.user.mobile).toBe(mobile);
      }
    } finally {
      await target.close();
    }
  }, 300_000);

  it('kill -9 during a write burst, restart, back up, restore: every acknowledged write is there', async () => {
    const dataDir = path.join(work, 'drill');
    const setup = await openDatabase({ dataDir });
    let shipper: string;
    let operator: string;
    try {
      await seedDatabase(setup.db, { log });
      shipper = await tokenFor(setup, DEMO_ACCOUNTS.enterpriseShipper.mobile);
      operator = await tokenFor(setup, DEMO_ACCOUNTS.operator.mobile);
    } finally {
      await setup.close();
    }

    const port = 47000 + Math.floor(Math.random() * 2000);
    const base = `http://127.0.0.1:${port}${API_BASE}`;
    const start = () =>
      spawn(process.execPath, ['--import', 'tsx', 'platform/main.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED: '0', BACKUP_EVERY: 'off', LOG_LEVEL: 'warn', NODE_ENV: 'test', DATABASE_URL: '' },
        stdio: 'ignore',
      });
    const healthy = async () => {
      for (let i = 0; i < 240; i += 1) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('platform did not start');
    };
    // Ask before waiting: a child that is already gone never emits 'exit' again.
    const exited = (child: ChildProcess) =>
      child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));

    let server = start();
    await healthy();
    const acknowledged: number[] = [];
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i += 1) {
        try {
          const res = await fetch(`${base}/goodsSource/save`, {
            method: 'POST',
            headers: { authorization: `Bearer ${shipper}`, 'content-type': 'application/json' },
            body: JSON.stringify(testCargo(`演练钢材${w}-${i}`, UNLOAD)),
          });
          const body = (await res.json()) as { code: number; data: { id: number } };
          if (body.code === 200) acknowledged.push(body.data.id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 4 }, (_, w) => writer(w));
    const burstDeadline = Date.now() + 60_000;
    while (acknowledged.length < 40 && Date.now() < burstDeadline) await new Promise((r) => setTimeout(r, 20));
    const gone = exited(server);
    server.kill('SIGKILL');
    writing = false;
    await Promise.all(writers);
    await gone;
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    server = start();
    try {
      await healthy();
      const api = async (p: string, init: RequestInit = {}) =>
        (await (await fetch(`${base}${p}`, { ...init, headers: { authorization: `Bearer ${operator}`, 'content-type': 'application/json' } })).json()) as {
          code: number;
          data: { running: unknown; lastError: { message: string } | null; backups: { name: string }[] };
        };
      expect((await api('/backup/create', { method: 'POST', body: '{}' })).code).toBe(200);
      let status = (await api('/backup/list')).data;
      for (let i = 0; status.running && i < 600; i += 1) {
        await new Promise((r) => setTimeout(r, 250));
        status = (await api('/backup/list')).data;
      }
      expect(status.lastError).toBeNull();
      expect(status.backups).toHaveLength(1);
      const stopped = exited(server);
      server.kill('SIGTERM');
      await stopped;

      const restored = path.join(work, 'drill-restored');
      await restoreBackup(path.join(dataDir, 'backups', status.backups[0].name), { kind: 'pglite', dataDir: restored });
      const check = await openDatabase({ dataDir: restored });
      try {
        const found = await check.db.select({ id: cargoSources.id }).from(cargoSources).where(inArray(cargoSources.id, acknowledged));
        expect(found.map((r) => r.id).sort((a, b) => a - b)).toEqual([...new Set(acknowledged)].sort((a, b) => a - b));
      } finally {
        await check.close();
      }
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  }, 300_000);
});
