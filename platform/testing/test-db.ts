// A fresh database for one test file: in-memory PGlite by default, or a throwaway database on
// the PostgreSQL server named by TEST_DATABASE_URL (CI runs the platform tests both ways).
//
// `seeded`: the file's database holds the demo (platform/seed) as seedDatabase writes it. The
// demo is migrated and seeded once per run, by the first test file that asks, and every file
// after that starts from a copy: a PGlite dump (dumpDataDir) loaded into its in-memory database,
// or on PostgreSQL a database created from a template database. Seeding took ~10 s a file, several
// times that on a busy machine; loading the copy takes about a second.
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../seed';
import { databaseOn, onServer, templateName, type TestRun } from './test-run';

export type TestDatabase = Database & { cleanup(): Promise<void> };

const quiet = { info: () => {} };

export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const load = options.seeded ? await seededDump() : undefined;
    const database = await openDatabase({ dataDir: 'memory://', load });
    // Without the run's copy (no global setup), the file seeds its own.
    if (options.seeded && !load) await seedDatabase(database.db, { log: quiet });
    return { ...database, cleanup: () => database.close() };
  }
  const template = options.seeded ? await seededTemplate(serverUrl) : undefined;
  const name = `freight_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const database = await openDatabase({ dataDir: '', databaseUrl: databaseOn(serverUrl, name) });
  if (options.seeded && !template) await seedDatabase(database.db, { log: quiet });
  return {
    ...database,
    cleanup: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The run's scratch directory, or undefined outside a run with the global setup. */
function testRun(): TestRun | undefined {
  try {
    return inject('testRun');
  } catch {
    return undefined;
  }
}

/**
 * The seeded demo as a PGlite dump. The first file to ask makes it (holding the lock file), the
 * others wait for it: one seed per run, whichever files run.
 */
async function seededDump(): Promise<Blob | undefined> {
  const run = testRun();
  if (!run?.dir || !existsSync(run.dir)) return undefined;
  const file = join(run.dir, 'seeded.tar');
  if (!existsSync(file)) {
    let lock: number | undefined;
    try {
      lock = openSync(join(run.dir, 'seeded.lock'), 'wx');
    } catch {
      // Another file is making it: wait (seeding takes ~10 s, minutes on a loaded machine). Should
      // it fail, this file seeds its own, and shows the seed's error itself.
      for (let waited = 0; !existsSync(file); waited += 200) {
        if (waited > 600_000 || existsSync(`${file}.failed`)) return undefined;
        await sleep(200);
      }
    }
    if (lock !== undefined) {
      try {
        const database = await openDatabase({ dataDir: 'memory://' });
        try {
          await seedDatabase(database.db, { log: quiet });
          const dump = await database.pglite!.dumpDataDir('none');
          writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
          renameSync(`${file}.partial`, file);
        } finally {
          await database.close();
        }
      } catch (error) {
        writeFileSync(`${file}.failed`, String(error));
        throw error;
      } finally {
        closeSync(lock);
      }
    }
  }
  return new Blob([readFileSync(file)]);
}

/**
 * The seeded demo as a template database on the PostgreSQL server, made once per run under an
 * advisory lock (the other files wait on it) and dropped by the global setup's teardown.
 */
async function seededTemplate(serverUrl: string): Promise<string | undefined> {
  const run = testRun();
  if (!run?.id) return undefined;
  const template = templateName(run.id);
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      const building = `${template}_partial`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ dataDir: '', databaseUrl: databaseOn(serverUrl, building) });
      try {
        await seedDatabase(database.db, { log: quiet });
      } finally {
        await database.close();
      }
      // Renamed only when whole: a file that finds the template finds it seeded.
      await admin.query(`alter database ${building} rename to ${template}`);
    }
    return template;
  } finally {
    await admin.end();
  }
}
