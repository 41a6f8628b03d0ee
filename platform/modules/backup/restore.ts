// Restores a backup archive into an empty embedded store (DATA_DIR) or an empty PostgreSQL
// database (DATABASE_URL). Everything that can fail is done before the target changes: the
// archive is unpacked and checked in a scratch directory, PGlite is loaded into a directory
// beside DATA_DIR and renamed into place, PostgreSQL is loaded in one transaction; the row counts
// are compared with the manifest before that rename or commit.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QUEUE_SCHEMA } from '../jobs/queue-schema';
import { openDatabase } from '../../db/client';
import { openArchive } from './archive';
import { countRows } from './dump';
import { BackupRefused, type Manifest } from './manifest';
import { batches, splitStatements } from './sql-split';

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; databaseUrl: string; dataDir: string };

export type RestoreReport = {
  manifest: Manifest;
  counts: Record<string, number>;
  files: number;
  /** where --force moved what the target held before */
  replaced: string | null;
};

type Log = (message: string) => void;

export async function restoreBackup(file: string, target: RestoreTarget, options: { force?: boolean; log?: Log } = {}): Promise<RestoreReport> {
  const log = options.log ?? (() => undefined);
  const work = await mkdtemp(path.join(tmpdir(), 'freight-restore-'));
  try {
    log('检查备份文件：清单与校验和');
    const archive = await openArchive(file, work);
    const fileCount = archive.manifest.parts.filter((p) => p.name.startsWith('files/')).length;
    const nonEmpty = await targetContents(target);
    if (nonEmpty && !options.force) {
      throw new BackupRefused(`目标不是空的（${nonEmpty}）。确认要覆盖时加 --force；原有数据会被移到一旁（PGlite）或删除（PostgreSQL）`);
    }
    const script = await readFile(archive.databaseFile, 'utf8');
    if (target.kind === 'pglite') {
      return await restorePglite(script, archive.manifest, archive.filesDir, target.dataDir, fileCount, log);
    }
    return await restorePostgres(script, archive.manifest, archive.filesDir, target, !!options.force, fileCount, log);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** What makes the target non-empty, or null when it is empty. */
async function targetContents(target: RestoreTarget): Promise<string | null> {
  if (target.kind === 'pglite') {
    const entries = await listDir(target.dataDir);
    const held = entries.filter((e) => e !== 'backups');
    return held.length ? `${target.dataDir} 中已有 ${held.slice(0, 3).join('、')}${held.length > 3 ? ' 等' : ''}` : null;
  }
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from pg_catalog.pg_tables where schemaname in ('public', 'drizzle')`);
    if (Number(rows[0].n) > 0) return `数据库中已有 ${rows[0].n} 张表`;
  } finally {
    await client.end();
  }
  const files = await listDir(path.join(target.dataDir, 'files'));
  return files.length ? `${path.join(target.dataDir, 'files')} 中已有文件` : null;
}

async function listDir(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The tables whose row count differs from the manifest's ("public.orders: 10 ≠ 12"). */
export function compareCounts(expected: Record<string, number>, actual: Record<string, number>): string[] {
  return Object.entries(expected)
    .filter(([table, n]) => actual[table] !== n)
    .map(([table, n]) => `${table}：备份 ${n} 行，恢复后 ${actual[table] ?? '无此表'}`);
}

function checkCounts(manifest: Manifest, counts: Record<string, number>): void {
  const differences = compareCounts(manifest.counts, counts);
  if (differences.length) throw new BackupRefused(`恢复后的行数与备份清单不符，目标未改动：${differences.slice(0, 5).join('；')}`);
}

async function restorePglite(script: string, manifest: Manifest, filesDir: string, dataDir: string, fileCount: number, log: Log): Promise<RestoreReport> {
  const target = path.resolve(dataDir);
  const building = `${target}.restoring-${randomBytes(4).toString('hex')}`;
  await mkdir(path.dirname(target), { recursive: true });
  try {
    log('载入数据库（PGlite）');
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = await PGlite.create(building);
    let counts: Record<string, number>;
    try {
      for (const batch of batches(splitStatements(script))) await pg.exec(batch);
      counts = await countRows(async (text) => (await pg.query<Record<string, unknown>>(text)).rows);
    } finally {
      await pg.close();
    }
    checkCounts(manifest, counts);
    log('运行数据库迁移');
    const database = await openDatabase({ dataDir: building });
    await database.close();
    if (existsSync(filesDir)) await cp(filesDir, path.join(building, 'files'), { recursive: true });
    let replaced: string | null = null;
    if (existsSync(target)) {
      replaced = `${target}.replaced-${Date.now()}`;
      await rename(target, replaced);
      // Backups kept inside DATA_DIR stay with the store.
      if (existsSync(path.join(replaced, 'backups'))) await rename(path.join(replaced, 'backups'), path.join(building, 'backups'));
    }
    await rename(building, target);
    return { manifest, counts, files: fileCount, replaced };
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
}

async function restorePostgres(
  script: string,
  manifest: Manifest,
  filesDir: string,
  target: { databaseUrl: string; dataDir: string },
  force: boolean,
  fileCount: number,
  log: Log,
): Promise<RestoreReport> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  let counts: Record<string, number>;
  try {
    log('载入数据库（PostgreSQL，单个事务）');
    await client.query('begin');
    try {
      // The job queue goes too: its jobs name rows of the replaced database (dump.ts leaves it out).
      if (force)
        await client.query(
          `drop schema if exists ${QUEUE_SCHEMA} cascade; drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public`,
        );
      for (const batch of batches(splitStatements(script))) await client.query(batch);
      counts = await countRows(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
      checkCounts(manifest, counts);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  log('运行数据库迁移');
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  await database.close();
  let replaced: string | null = null;
  const files = path.join(target.dataDir, 'files');
  if (existsSync(filesDir)) {
    if ((await listDir(files)).length) {
      replaced = `${files}.replaced-${Date.now()}`;
      await rename(files, replaced);
    }
    await mkdir(target.dataDir, { recursive: true });
    await cp(filesDir, files, { recursive: true });
  }
  return { manifest, counts, files: fileCount, replaced };
}
