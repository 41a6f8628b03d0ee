// Writes one backup archive: the database dumped (PGlite or PostgreSQL), the uploaded files, and
// the manifest. Shared by `npm run backup`, the server's schedule and the back office.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PGliteClient } from '../../db/client';
import { packArchive, stageFiles } from './archive';
import { dumpPglite, dumpPostgres, type DumpResult } from './dump';
import { ARCHIVE_FORMAT, BackupRefused, DATABASE_PART, appVersion, nameMigrations, type Manifest } from './manifest';

export type BackupSource =
  /** an instance nobody else uses: a test's in-memory database, or a copy opened by the child */
  | { kind: 'pglite-instance'; pg: PGliteClient }
  /** a PGlite directory nobody has open (a stopped DATA_DIR, or the server's snapshot copy) */
  | { kind: 'pglite-dir'; dataDir: string }
  | { kind: 'postgres'; databaseUrl: string };

export type BackupResult = { file: string; size: number; manifest: Manifest };

/** `freight-backup-20260131T020000.123Z.tar.gz`: sorts by time, says when in UTC. */
export function backupFileName(at = new Date()): string {
  return `freight-backup-${at.toISOString().replace(/[-:]/g, '')}.tar.gz`;
}

export async function createBackup(source: BackupSource, out: string, options: { filesDir: string }): Promise<BackupResult> {
  const staging = path.join(path.dirname(path.resolve(out)), `.staging-${randomBytes(6).toString('hex')}`);
  await mkdir(staging, { recursive: true });
  try {
    const createdAt = new Date().toISOString();
    const dump = await dumpSource(source, path.join(staging, DATABASE_PART));
    // Files after the database: every file a dumped row refers to was stored before its row was
    // committed, so it is here; a file uploaded since is harmless extra.
    const files = await stageFiles(options.filesDir, staging);
    const migrations = nameMigrations(dump.migrations);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      app: appVersion(),
      createdAt,
      source: source.kind === 'postgres' ? 'postgres' : 'pglite',
      migrations,
      lastMigration: migrations.at(-1)?.tag ?? null,
      counts: dump.counts,
      parts: [dump.part, ...files],
    };
    const size = await packArchive(staging, manifest, out);
    return { file: out, size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function dumpSource(source: BackupSource, outFile: string): Promise<DumpResult> {
  if (source.kind === 'postgres') return dumpPostgres(source.databaseUrl, outFile);
  if (source.kind === 'pglite-instance') return dumpPglite(source.pg, outFile);
  if (!existsSync(path.join(source.dataDir, 'PG_VERSION'))) throw new BackupRefused(`${source.dataDir} 中没有数据库`);
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(source.dataDir);
  try {
    return await dumpPglite(pg, outFile);
  } finally {
    await pg.close();
  }
}
