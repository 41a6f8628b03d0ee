// Seeds the database outside the server (npm run seed):  tsx platform/seed/cli.ts [--waybills N]
// Reads DATA_DIR (default ./data) and DATABASE_URL (PostgreSQL when set) from the environment.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { seedBulkWaybills, seedCounts, seedDatabase, type SeedLog } from '.';

const log: SeedLog = { info: (o, m) => console.log(m ?? '', JSON.stringify(o)) };

function parseWaybills(argv: string[]): number {
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    let value: string | undefined;
    if (arg === '--waybills') value = argv[i + 1];
    else if (arg.startsWith('--waybills=')) value = arg.slice('--waybills='.length);
    else continue;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--waybills needs a whole number, got ${value ?? 'nothing'}`);
    return n;
  }
  return 0;
}

async function main(): Promise<void> {
  const waybillCount = parseWaybills(process.argv.slice(2));
  const dataDir = process.env.DATA_DIR || './data';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const started = Date.now();
  log.info({ target: databaseUrl ? 'postgres' : dataDir, waybills: waybillCount }, 'seed: opening database');
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await seedDatabase(database.db, { log });
    if (waybillCount > 0) {
      await seedBulkWaybills(database.db, waybillCount, { log });
      // After a bulk load, as after any restore: set the visibility map and gather planner statistics.
      await database.db.execute(sql`vacuum (analyze)`);
    }
    log.info({ ...(await seedCounts(database.db)), ms: Date.now() - started }, 'seed: done, row counts');
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('seed failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
