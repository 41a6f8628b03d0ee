// A fresh database for one test file: in-memory PGlite by default, or a throwaway database on
// the PostgreSQL server named by TEST_DATABASE_URL (CI runs the platform tests both ways).
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db/client';

export type TestDatabase = Database & { cleanup(): Promise<void> };

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { ...database, cleanup: () => database.close() };
  }
  const pg = (await import('pg')).default;
  const name = `freight_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: '', databaseUrl: url.toString() });
  return {
    ...database,
    cleanup: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
