// Opens the platform's database: embedded PGlite in DATA_DIR by default, PostgreSQL when a
// connection URL is given. Both speak the same Drizzle dialect, so services take `Db`.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PGlite as PGliteInstance } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PGliteClient = PGliteInstance;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the embedded instance itself: backups dump it and take its locks (platform/modules/backup) */
  pglite?: PGliteClient;
  /** where the embedded database lives ('memory://' for a throwaway one) */
  dataDir?: string;
  /** the PostgreSQL connection URL, for pg_dump */
  databaseUrl?: string;
  /** true when the database answers a trivial query */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

// Source (platform/db/*.ts) and bundle (build/*.js) both find migrations at ./migrations.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: { dataDir: string; databaseUrl?: string; sharedBuffers?: string }): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir, options.sharedBuffers ?? '32MB');
  return database;
}

async function openPglite(dataDir: string, sharedBuffers: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (dataDir === 'memory://') {
    client = await PGlite.create();
  } else {
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] });
  }
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    dataDir,
    ping: () => pingWith(db as unknown as Db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.default.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
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
    ping: () => pingWith(db as unknown as Db),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
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
