// Opens the platform's database: embedded PGlite in DATA_DIR by default, PostgreSQL when a
// connection URL is given. Both speak the same Drizzle dialect, so services take `Db`.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PGlite as PGliteInstance } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { ThreadedPglite } from './pglite-remote';
import { pgliteStartParams } from './pglite-wire';
import { snapshotDataDir, type SnapshotTimes } from './snapshot';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PGliteClient = PGliteInstance;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the embedded instance itself when it runs on this thread: a throwaway database's backup dumps it */
  pglite?: PGliteClient;
  /** a crash-consistent copy of the embedded database's directory while it serves (snapshot.ts) */
  snapshot?(target: string, exclude: string[]): Promise<SnapshotTimes>;
  /** where the embedded database lives ('memory://' for a throwaway one) */
  dataDir?: string;
  /** the PostgreSQL connection URL, for pg_dump */
  databaseUrl?: string;
  /** the PostgreSQL pool's connection counts (metrics) */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  /**
   * Raw SQL for a library that brings its own (the job runner's pg-boss): with values one
   * statement; without, a script of several (PGlite's simple protocol, or one pool connection).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** true when the database answers a trivial query */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

// Source (platform/db/*.ts) and bundle (build/*.js) both find migrations at ./migrations.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * `thread`: open the embedded database on a thread of its own (pglite-thread.ts, decision 013), as
 * the server does; scripts and tests keep it on theirs. A throwaway in-memory database always stays.
 * `load`: a throwaway in-memory database starts as a copy of this dump (PGlite's dumpDataDir), as
 * the tests open the demo seeded once per run (platform/testing/test-db.ts).
 */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
  sharedBuffers?: string;
  thread?: boolean;
  load?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const sharedBuffers = options.sharedBuffers ?? '32MB';
  if (options.load && options.dataDir !== 'memory://') throw new Error('openDatabase: only an in-memory database starts from a dump');
  if (options.thread && options.dataDir !== 'memory://') return openThreadedPglite(options.dataDir, sharedBuffers);
  return openPglite(options.dataDir, sharedBuffers, options.load);
}

/** drizzle on a PGlite client (in this thread or the database's own), migrated. */
async function migratedDrizzle(client: PGliteInstance): Promise<Db> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return db as unknown as Db;
}

async function openThreadedPglite(dataDir: string, sharedBuffers: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const client = await ThreadedPglite.open({ dataDir, sharedBuffers });
  // drizzle's PGlite driver uses query() and transaction() only, which the thread's client has.
  const db = await migratedDrizzle(client as unknown as PGliteInstance);
  return {
    db,
    kind: 'pglite',
    dataDir,
    snapshot: (target, exclude) => client.snapshot(target, exclude),
    executeSql: pgliteExecute(client as unknown as PGliteInstance),
    ping: async () => !client.closed && pingWith(db),
    close: () => client.close(),
  };
}

async function openPglite(dataDir: string, sharedBuffers: string, load?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  let client: InstanceType<typeof PGlite>;
  if (dataDir === 'memory://') {
    client = await PGlite.create(load ? { loadDataDir: load } : {});
  } else {
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir, { startParams: pgliteStartParams(PGlite.defaultStartParams, sharedBuffers) });
  }
  const db = await migratedDrizzle(client);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    dataDir,
    snapshot: dataDir === 'memory://' ? undefined : (target, exclude) => snapshotDataDir(client, dataDir, target, exclude),
    executeSql: pgliteExecute(client),
    ping: () => pingWith(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { PreparingClient, PREPARED_CONNECTION_USES, preparedPoolTarget } = await import('./pg-prepared');
  // Statements named and planned once per connection, a connection replaced after so many
  // check-outs: pg-prepared.ts.
  const pool = new pg.default.Pool({
    ...preparedPoolTarget(url),
    Client: PreparingClient,
    maxUses: PREPARED_CONNECTION_USES,
    max: 10,
    connectionTimeoutMillis: 5000,
  });
  // A server restart or an administrator ending a connection (57P01) makes a client emit
  // 'error'; unheard, that event would end the whole process. The failing query is rejected
  // and the pool drops the broken client on its own, so the event needs no further action.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle({ client: pool, schema });
  await migrate(db, { migrationsFolder });
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    databaseUrl: url,
    pool,
    executeSql: async (text, values) => {
      const result = await pool.query(text, values?.length ? values : undefined);
      // A script answers one result per statement: the last one is the script's answer.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    ping: () => pingWith(db as unknown as Db),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * PGlite's one connection: a script runs through exec (several statements, simple protocol). A
 * script that opened a transaction and failed half-way would leave the one session inside an
 * aborted transaction for every later caller, so it is rolled back here.
 */
function pgliteExecute(client: Pick<PGliteInstance, 'query' | 'exec'>): Database['executeSql'] {
  return async (text, values) => {
    if (values?.length) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
    try {
      const results = await client.exec(text);
      return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
    } catch (error) {
      await client.exec('rollback').catch(() => undefined);
      throw error;
    }
  };
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
