// The database part of a backup: a plain, standard pg_dump script of PGlite (pglite-tools'
// pgDump, pg_dump compiled to WASM) or of PostgreSQL (the pg_dump program), with the row counts
// and applied migrations read from the same snapshot the dump saw.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { PGliteClient } from '../../db/client';
import { QUEUE_SCHEMA } from '../jobs/queue-schema';
import { BackupRefused, DATABASE_PART, type ManifestPart } from './manifest';

/**
 * Multi-row INSERTs rather than COPY: both PGlite and a plain connection can run them (COPY FROM
 * stdin needs psql's protocol handling), and 200 rows a statement restores ~20× faster than one.
 * The job runner's queue (schema pgboss) stays out: it is the runner's working state, which it
 * creates again on start; what users see of their jobs is in background_jobs, which is kept, and
 * a job the restored copy still calls new or running is queued again (modules/jobs/runner.ts).
 */
export const DUMP_ARGS = ['--no-owner', '--no-privileges', '--rows-per-insert=200', `--exclude-schema=${QUEUE_SCHEMA}`];

export type DumpResult = { part: ManifestPart; counts: Record<string, number>; migrations: number[] };

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Rows per table of the schemas a backup carries ("public.orders": 123). */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const tables = await query(`select schemaname as s, tablename as t from pg_catalog.pg_tables where schemaname in ('public', 'drizzle') order by 1, 2`);
  const counts: Record<string, number> = {};
  for (const { s, t } of tables as { s: string; t: string }[]) {
    const [row] = await query(`select count(*)::bigint as n from ${quoteIdent(s)}.${quoteIdent(t)}`);
    counts[`${s}.${t}`] = Number(row.n);
  }
  return counts;
}

/** drizzle's record of applied migrations: their journal times (created_at). */
export async function appliedMigrations(query: Query): Promise<number[]> {
  const [exists] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as e`);
  if (!exists?.e) return [];
  const rows = await query(`select created_at from drizzle.__drizzle_migrations order by created_at`);
  return rows.map((r) => Number(r.created_at));
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function pgliteQuery(pg: PGliteClient): Query {
  return async (text) => (await pg.query<Record<string, unknown>>(text)).rows;
}

/**
 * Dumps a PGlite instance nobody else is using (pgDump runs pg_dump synchronously against it and
 * would stall every other caller of the same instance for the whole dump: the server therefore
 * dumps a copy in a child process, see snapshot.ts).
 */
export async function dumpPglite(pg: PGliteClient, outFile: string): Promise<DumpResult> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const query = pgliteQuery(pg);
  const counts = await countRows(query);
  const migrations = await appliedMigrations(query);
  const [{ search_path: searchPath }] = (await pg.query<{ search_path: string }>('show search_path')).rows;
  let file: File;
  try {
    file = await pgDump({ pg, args: DUMP_ARGS, fileName: DATABASE_PART });
  } finally {
    // pg_dump ends without closing its read-only snapshot transaction (it expects to hang up),
    // and it emptied search_path for the session: on an instance that lives on, every later
    // statement would run inside that transaction and find no tables.
    await pg.exec('rollback');
    await pg.exec(`set search_path = ${searchPath}`);
  }
  const part = await writeHashed(file.stream() as unknown as AsyncIterable<Uint8Array>, outFile);
  return { part, counts, migrations };
}

/**
 * Dumps PostgreSQL while the app keeps writing: one repeatable-read transaction exports its
 * snapshot, the counts are read in it, and pg_dump dumps exactly that snapshot (--snapshot).
 */
export async function dumpPostgres(databaseUrl: string, outFile: string): Promise<DumpResult> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const query: Query = async (text) => (await client.query(text)).rows as Record<string, unknown>[];
    const counts = await countRows(query);
    const migrations = await appliedMigrations(query);
    const child = spawn(process.env.PG_DUMP ?? 'pg_dump', [...DUMP_ARGS, `--snapshot=${rows[0].id}`, '--dbname', databaseUrl], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    const spawned = new Promise<void>((resolve, reject) => {
      child.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'ENOENT' ? new BackupRefused('找不到 pg_dump 程序：请安装 PostgreSQL 客户端（Debian：apt-get install postgresql-client）') : error,
        ),
      );
      child.once('spawn', () => resolve());
    });
    await spawned;
    const exited = once(child, 'close') as Promise<[number | null]>;
    const part = await writeHashed(child.stdout, outFile);
    const [code] = await exited;
    if (code !== 0) throw new Error(`pg_dump 失败（退出码 ${code}）：${stderr.trim()}`);
    await client.query('commit');
    return { part, counts, migrations };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Writes a stream to a file while hashing it; the part entry of the manifest. */
export async function writeHashed(source: AsyncIterable<Uint8Array> | NodeJS.ReadableStream, outFile: string, name = DATABASE_PART): Promise<ManifestPart> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, tap, createWriteStream(outFile));
  return { name, size, sha256: hash.digest('hex') };
}
