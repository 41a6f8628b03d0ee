// Backups (issue #27): the archive and its manifest, the refusals of restore (truncated, corrupt,
// newer, non-empty target) that leave the target untouched, restored row counts, the operations-
// only endpoints, and trade records that no delete and no account cancellation removes.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { drivers, orders, users, waybills } from '../../db/schema';
import { createLogger } from '../../log';
import { openTestPlatform, type TestPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { PERMISSION_REFUSED } from '../../http/permissions';
import { createBackup } from './backup';
import { countRows } from './dump';
import { ARCHIVE_FORMAT, BackupRefused, checkManifest, knownMigrations, type Manifest } from './manifest';
import { restoreBackup } from './restore';
import { BackupService } from './service';
import { batches, splitStatements } from './sql-split';

let t: TestPlatform;
let work: string;
let archive: string;
let manifest: Manifest;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Unpacks an archive, lets `change` edit the parts, packs it again. */
async function repack(from: string, to: string, change: (dir: string) => Promise<void>) {
  const dir = await mkdtemp(path.join(work, 'repack-'));
  await tar.x({ file: from, cwd: dir });
  await change(dir);
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  await tar.c(
    { file: to, cwd: dir, gzip: true },
    entries.sort((a, b) => (a === 'manifest.json' ? -1 : b === 'manifest.json' ? 1 : a.localeCompare(b))),
  );
}

async function editManifest(from: string, to: string, edit: (m: Manifest) => void) {
  await repack(from, to, async (dir) => {
    const m = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    edit(m);
    await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(m));
  });
}

beforeAll(async () => {
  t = await openTestPlatform();
  work = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
  const filesDir = path.join(work, 'source-files');
  await mkdir(path.join(filesDir, 'ab'), { recursive: true });
  await writeFile(path.join(filesDir, 'ab', 'licence.pdf'), '%PDF-1.4 licence');
  await writeFile(path.join(filesDir, 'ab', 'half.tmp'), 'an upload being written');
  archive = path.join(work, 'backup.tar.gz');
  ({ manifest } = await createBackup(sourceOf(t), archive, { filesDir }));
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** The test database as a backup source: the PGlite instance, or the PostgreSQL database. */
function sourceOf(platform: TestPlatform) {
  const database = platform.database;
  if (database.kind === 'postgres') return { kind: 'postgres' as const, databaseUrl: database.databaseUrl! };
  return { kind: 'pglite-instance' as const, pg: database.pglite! };
}

describe('the archive and its manifest', () => {
  it('holds manifest.json first, database.sql and the uploaded files (not half-written ones)', async () => {
    const names: string[] = [];
    await tar.t({ file: archive, onReadEntry: (e) => names.push(e.path) });
    expect(names).toEqual(['manifest.json', 'database.sql', 'files/ab/licence.pdf']);
  });

  it('names the version, the migrations and the row count of every table, from the same snapshot', async () => {
    const known = knownMigrations();
    expect(manifest.format).toBe(ARCHIVE_FORMAT);
    expect(manifest.app.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(manifest.migrations.map((m) => m.tag)).toEqual(known.map((m) => m.tag));
    expect(manifest.lastMigration).toBe(known.at(-1)!.tag);
    const counts = await countRows(async (text) => ((await t.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows);
    expect(manifest.counts).toEqual(counts);
    expect(manifest.counts['public.orders']).toBeGreaterThan(0);
    expect(manifest.counts['public.waybills']).toBeGreaterThan(0);
  });

  it('carries a sha256 and size per part that match the bytes in the archive', async () => {
    const dir = await mkdtemp(path.join(work, 'unpacked-'));
    await tar.x({ file: archive, cwd: dir });
    for (const part of manifest.parts) {
      const bytes = await readFile(path.join(dir, part.name));
      expect({ name: part.name, size: bytes.length, sha256: sha256(bytes) }).toEqual(part);
    }
    expect(manifest.parts.map((p) => p.name)).toEqual(['database.sql', 'files/ab/licence.pdf']);
  });

  it("is packed at gzip's fastest level, which costs the backup's child less CPU (decision 040)", async () => {
    // gzip's header (RFC 1952) marks the compressor's choice in XFL, byte 8: 4 for the fastest
    // level, 2 for the slowest, 0 for the levels between (zlib's default 6 among them)
    const header = (await readFile(archive)).subarray(0, 10);
    expect([header[0], header[1]]).toEqual([0x1f, 0x8b]);
    expect(header[8]).toBe(4);
  });
});

describe('restore refusals leave the target untouched', () => {
  async function refusedInto(file: string, pattern: RegExp) {
    const dataDir = path.join(work, `target-${Math.random().toString(36).slice(2)}`);
    const error = await restoreBackup(file, { kind: 'pglite', dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupRefused);
    expect((error as Error).message).toMatch(pattern);
    expect(existsSync(dataDir)).toBe(false);
    expect((await readdir(work)).filter((n) => n.includes('.restoring-'))).toEqual([]);
  }

  it('refuses a truncated archive', async () => {
    const cut = path.join(work, 'truncated.tar.gz');
    await writeFile(cut, await readFile(archive));
    await truncate(cut, Math.floor((await stat(cut)).size / 2));
    await refusedInto(cut, /不完整或已损坏/);
  });

  it('refuses a part whose bytes differ from the manifest', async () => {
    const corrupt = path.join(work, 'corrupt.tar.gz');
    await repack(archive, corrupt, async (dir) => {
      const file = path.join(dir, 'database.sql');
      const text = await readFile(file, 'utf8');
      await writeFile(file, text.replace('INSERT INTO', 'INSERT  INTO'));
    });
    await refusedInto(corrupt, /database\.sql 的校验和与清单不符/);
  });

  it('refuses an archive that lacks a part', async () => {
    const missing = path.join(work, 'missing.tar.gz');
    await repack(archive, missing, (dir) => rm(path.join(dir, 'files'), { recursive: true }));
    await refusedInto(missing, /缺少 files\/ab\/licence\.pdf/);
  });

  it('refuses an archive of a newer version: an unknown migration or format', async () => {
    const newer = path.join(work, 'newer.tar.gz');
    await editManifest(archive, newer, (m) => {
      m.app.version = '9.0.0';
      m.migrations.push({ tag: '0099_future', when: 4_102_444_800_000 });
    });
    await refusedInto(newer, /较新版本（9\.0\.0）.*0099_future/);
    const format = path.join(work, 'format.tar.gz');
    await editManifest(archive, format, (m) => (m.format = ARCHIVE_FORMAT + 1));
    await refusedInto(format, /格式 2/);
  });

  it('refuses something that is not an archive of ours', async () => {
    const other = path.join(work, 'other.tar.gz');
    await repack(archive, other, (dir) => rm(path.join(dir, 'manifest.json')));
    await refusedInto(other, /没有清单/);
    const junk = path.join(work, 'junk.tar.gz');
    await writeFile(junk, 'not a tar at all');
    await refusedInto(junk, /不完整或已损坏/);
    expect(() => checkManifest('{"format":1}')).toThrow(BackupRefused);
  });

  it('refuses a non-empty target without --force and does not touch it', async () => {
    const dataDir = path.join(work, 'occupied');
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'PG_VERSION'), '18\n');
    const error = await restoreBackup(archive, { kind: 'pglite', dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupRefused);
    expect((error as Error).message).toMatch(/目标不是空的.*--force/);
    expect(await readdir(dataDir)).toEqual(['PG_VERSION']);
  });
});

describe('restore into an empty DATA_DIR', () => {
  it('loads the dump, runs the migrations, and the counts equal the manifest; --force keeps the old data aside', async () => {
    const dataDir = path.join(work, 'restored');
    const report = await restoreBackup(archive, { kind: 'pglite', dataDir });
    expect(report.counts).toEqual(manifest.counts);
    expect(report.files).toBe(1);
    expect(await readFile(path.join(dataDir, 'files', 'ab', 'licence.pdf'), 'utf8')).toBe('%PDF-1.4 licence');
    const restored = await openDatabase({ dataDir });
    try {
      const [{ n }] = await restored.db.select({ n: sql<number>`count(*)::int` }).from(waybills);
      expect(n).toBe(manifest.counts['public.waybills']);
      // The migrations ran on the restored store: the retention triggers are there.
      await expect(restored.db.delete(orders).where(sql`false`)).rejects.toThrow();
    } finally {
      await restored.close();
    }
    const again = await restoreBackup(archive, { kind: 'pglite', dataDir }, { force: true });
    expect(again.replaced).toMatch(/restored\.replaced-\d+$/);
    expect(existsSync(path.join(again.replaced!, 'PG_VERSION'))).toBe(true);
  }, 120_000);
});

describe('the statement splitter', () => {
  it('splits at semicolons outside strings, identifiers, dollar quotes and comments, and drops what targets refuse', () => {
    const script = [
      '\\restrict abc',
      'SET transaction_timeout = 0;',
      "INSERT INTO t VALUES (1, 'a;b', 'it''s; fine', E'back\\\\'';x', \"we;ird\");",
      '-- a comment; with a semicolon',
      'CREATE FUNCTION f() RETURNS int AS $body$ select 1; $body$ LANGUAGE sql;',
      "INSERT INTO t VALUES (2, 'line one;\nline two');",
      '\\unrestrict abc',
    ].join('\n');
    const statements = [...splitStatements(script)];
    expect(statements).toHaveLength(3);
    expect(statements[0]).toBe("INSERT INTO t VALUES (1, 'a;b', 'it''s; fine', E'back\\\\'';x', \"we;ird\");");
    expect(statements[1]).toMatch(/\$body\$ select 1; \$body\$ LANGUAGE sql;$/);
    expect(statements[2]).toBe("INSERT INTO t VALUES (2, 'line one;\nline two');");
    expect([...batches(statements, 10)]).toHaveLength(3);
  });
});

describe('backups in the back office (operations only)', () => {
  let service: BackupService;
  let app: TestPlatform['app'];

  beforeAll(async () => {
    const dir = path.join(work, 'server-backups');
    service = new BackupService({ database: t.database, dataDir: 'memory://', dir, keep: 2, everyMs: 0, log: createLogger('silent') });
    app = t.appWith({ backups: service });
  });

  const call = async (p: string, token: string, init: RequestInit = {}) => {
    const res = await app.request(`/api-platform/api${p}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    return res;
  };

  it('starts a backup, lists it with its manifest figures, streams it, and keeps BACKUP_KEEP of them', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
    const started = await (await call('/backup/create', token, { method: 'POST', body: '{}' })).json();
    expect(started).toMatchObject({ code: 200, message: '备份已开始，完成后会出现在列表中' });
    const busy = await (await call('/backup/create', token, { method: 'POST', body: '{}' })).json();
    expect(busy).toMatchObject({ code: 400, message: '已有备份正在进行，请稍后刷新查看' });
    await service.idle();
    const list = (await (await call('/backup/list', token)).json()).data;
    expect(list.running).toBeNull();
    expect(list.lastError).toBeNull();
    expect(list.backups).toHaveLength(1);
    const [entry] = list.backups;
    expect(entry).toMatchObject({ trigger: 'manual', orders: manifest.counts['public.orders'], waybills: manifest.counts['public.waybills'] });
    expect(entry.name).toMatch(/^freight-backup-\d{8}T\d{6}\.\d{3}Z\.tar\.gz$/);

    const download = await call(`/backup/download?name=${entry.name}`, token);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${entry.name}"`);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(entry.size);
    const saved = path.join(work, 'downloaded.tar.gz');
    await writeFile(saved, bytes);
    const names: string[] = [];
    await tar.t({ file: saved, onReadEntry: (e) => names.push(e.path) });
    expect(names[0]).toBe('manifest.json');

    for (let i = 0; i < 2; i += 1) await service.start('manual').done;
    expect((await service.list()).map((b) => b.name)).not.toContain(entry.name);
    expect(await service.list()).toHaveLength(2);
  }, 120_000);

  it('refuses every other role, and names outside BACKUP_DIR', async () => {
    const carrier = await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile);
    // the route-table endpoints are refused by the permission check, the archive by the module
    for (const [p, init] of [
      ['/backup/list', {}],
      ['/backup/create', { method: 'POST', body: '{}' }],
    ] as const) {
      const res = await call(p, carrier, init);
      expect(await res.json()).toMatchObject({ code: 403, message: PERMISSION_REFUSED });
    }
    const archive = await call('/backup/download?name=freight-backup-20260101T000000.000Z.tar.gz', carrier, {});
    expect(await archive.json()).toMatchObject({ code: 400, message: '仅运营管理员可以管理数据备份' });
    const operator = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
    for (const name of ['../../etc/passwd', 'freight-backup-20260101T000000.000Z.tar.gz']) {
      const res = await call(`/backup/download?name=${encodeURIComponent(name)}`, operator);
      expect(res.status).toBe(404);
    }
  });
});

describe('trade records are kept', () => {
  it('the database refuses to delete or truncate orders, waybills and their history', async () => {
    for (const table of ['orders', 'waybills', 'order_history', 'waybill_history', 'cargo_sources']) {
      await expect(t.db.execute(sql.raw(`delete from ${table} where id = -1`))).rejects.toThrow();
      await expect(t.db.execute(sql.raw(`truncate ${table} cascade`))).rejects.toThrow();
    }
  });

  it('a cancelled driver account keeps its waybills and their orders', async () => {
    const [driverUser] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.driver.mobile));
    const mine = await t.db
      .select({ id: waybills.id, orderId: waybills.orderId, status: waybills.status })
      .from(waybills)
      .innerJoin(drivers, eq(drivers.id, waybills.driverId))
      .where(eq(drivers.userId, driverUser.id));
    expect(mine.length).toBeGreaterThan(0);
    // Finished trips: only then may the account be cancelled.
    await t.db
      .update(waybills)
      .set({ status: 'SIGN' })
      .where(
        inArray(
          waybills.id,
          mine.map((w) => w.id),
        ),
      );
    const token = await t.sessionFor(DEMO_ACCOUNTS.driver.mobile);
    const cancelled = await t.call('/users/cancelDriverOrAgentAccount', { method: 'POST', token, json: {} });
    expect(cancelled.body).toMatchObject({ code: 200 });
    expect((await t.userRow(DEMO_ACCOUNTS.driver.mobile)).status).toBe('cancelled');
    const kept = await t.db
      .select({ id: waybills.id })
      .from(waybills)
      .where(
        inArray(
          waybills.id,
          mine.map((w) => w.id),
        ),
      );
    expect(kept).toHaveLength(mine.length);
    const orderIds = [...new Set(mine.map((w) => w.orderId))];
    expect(await t.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, orderIds))).toHaveLength(orderIds.length);
  });
});
