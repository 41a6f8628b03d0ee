// What every seed step shares: its options, the once-per-database marker in seed_runs, and the
// lookup of a demo account's row.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { seedRuns, users } from '../db/schema';
import type { FileStorage } from '../modules/files/storage';
import type { CustodyBank } from '../modules/money/bank/port';
import type { DemoAccount } from './accounts';

export type SeedLog = { info(obj: object, msg?: string): void };
export type SeedOptions = {
  log: SeedLog;
  /** the custody bank the platform is configured with: the seed opens the demo's wallets there (areas/capacity-wallets.ts) */
  bank?: CustodyBank;
  /** the platform's file store: the seed keeps its demo images there (areas/detail-records.ts' pound slip) */
  storage?: FileStorage;
};

/**
 * Runs a step once per database: `body` in one transaction whose first statement claims the step's
 * marker row in seed_runs, so a later run skips it, and so does a concurrent seeder (it blocks on
 * the marker's primary key, then finds it taken). Resolves to what `body` returned, or null when
 * the step had run before. The marker notes when the step started unless `bare`.
 */
export async function runOnce<T>(db: Db, step: string, body: (tx: Tx) => Promise<T>, options: { bare?: boolean } = {}): Promise<T | null> {
  return db.transaction(async (tx) => {
    const marker = await tx
      .insert(seedRuns)
      .values(options.bare ? { step } : { step, detail: { startedAt: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ step: seedRuns.step });
    if (marker.length === 0) return null;
    return body(tx);
  });
}

/** Notes what a step made on its marker. */
export async function noteDone(tx: Tx, step: string, detail: Record<string, unknown>): Promise<void> {
  await tx.update(seedRuns).set({ detail }).where(eq(seedRuns.step, step));
}

/** The users row of a demo account; undefined on a database without the demo data (SEED off, or a bare one). */
export async function demoUser(db: Db, account: DemoAccount) {
  const [row] = await db.select().from(users).where(eq(users.mobile, account.mobile));
  return row as typeof users.$inferSelect | undefined;
}
