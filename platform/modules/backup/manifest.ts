// The manifest of a backup archive (manifest.json): what wrote it, which migrations its database
// had, how many rows each table held, and a sha256 per part, so a restore can refuse a damaged
// or newer archive before it touches anything.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '../../db/client';

/** Bumped when the archive layout changes in a way an older restore could not read. */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_PART = 'database.sql';
export const FILES_PREFIX = 'files/';

const partSchema = z.object({
  name: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const migrationSchema = z.object({ tag: z.string(), when: z.number().int() });

export const manifestSchema = z.object({
  format: z.number().int().min(1),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  /** applied migrations of the dumped database, oldest first */
  migrations: z.array(migrationSchema),
  lastMigration: z.string().nullable(),
  /** rows per table (schema-qualified name) at the moment of the dump */
  counts: z.record(z.string(), z.number().int().min(0)),
  parts: z.array(partSchema).min(1),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestPart = z.infer<typeof partSchema>;
export type MigrationRef = z.infer<typeof migrationSchema>;

/** The refusal of an archive or a target; the message is for the operator, in Chinese. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

/**
 * Runs the main of `npm run backup` or `npm run restore` and exits: 0 when it is done, 2 when it
 * was refused (nothing was done; the operator reads why), 1 when it failed (with the stack).
 */
export function runBackupCommand(main: () => Promise<void>, said: { refused: string; failed: string }): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof BackupRefused) {
        console.error(`${said.refused}：${error.message}`);
        process.exit(2);
      }
      console.error(`${said.failed}：`, error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}

type Journal = { entries: { tag: string; when: number }[] };

/** This version's migrations (drizzle's journal), oldest first. */
export function knownMigrations(folder = migrationsFolder): MigrationRef[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.map((e) => ({ tag: e.tag, when: e.when }));
}

/**
 * The applied migrations as drizzle records them (created_at = the journal's `when`), named
 * with this version's journal; a migration this version does not know keeps its time as its tag.
 */
export function nameMigrations(applied: number[], known = knownMigrations()): MigrationRef[] {
  const byWhen = new Map(known.map((m) => [m.when, m.tag]));
  return [...applied].sort((a, b) => a - b).map((when) => ({ when, tag: byWhen.get(when) ?? `unknown-${when}` }));
}

export function appVersion(): { name: string; version: string } {
  try {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { name?: string; version?: string };
    return { name: pkg.name ?? 'freight-platform', version: pkg.version ?? '0.0.0' };
  } catch {
    return { name: 'freight-platform', version: process.env.npm_package_version ?? '0.0.0' };
  }
}

/**
 * Parses manifest.json and checks that this version can restore it: a format it reads and no
 * migration it lacks (a database migrated by a newer version would be restored into a schema
 * this code does not understand, and its migrations would never run).
 */
export function checkManifest(text: string, known = knownMigrations()): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BackupRefused('备份文件的清单（manifest.json）不是有效的 JSON，文件可能已损坏');
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new BackupRefused(`备份文件的清单（manifest.json）格式不正确：${parsed.error.issues[0]?.path.join('.') || '未知字段'}`);
  const manifest = parsed.data;
  if (manifest.format > ARCHIVE_FORMAT) {
    throw new BackupRefused(`该备份由较新版本（${manifest.app.version}，格式 ${manifest.format}）生成，当前版本只能恢复格式 ${ARCHIVE_FORMAT}，请升级后再恢复`);
  }
  const knownWhen = new Set(known.map((m) => m.when));
  const newer = manifest.migrations.filter((m) => !knownWhen.has(m.when));
  if (newer.length) {
    throw new BackupRefused(
      `该备份由较新版本（${manifest.app.version}）生成，包含当前版本没有的数据库迁移：${newer.map((m) => m.tag).join('、')}，请升级后再恢复`,
    );
  }
  if (!manifest.parts.some((p) => p.name === DATABASE_PART)) throw new BackupRefused('备份文件的清单中没有数据库（database.sql）');
  return manifest;
}

/** sha256 and size of a file, streamed (parts can be hundreds of megabytes). */
export async function hashFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}
