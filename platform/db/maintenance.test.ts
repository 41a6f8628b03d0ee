import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-db';
import { startEmbeddedMaintenance, vacuumEmbedded } from './maintenance';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

/** Heap pages the bounded count had to visit although the index holds everything it needs. */
async function heapFetchesOfCount(): Promise<number> {
  const plan = (await database.db.execute(
    sql`explain (analyze, costs off) select count(*) from (select 1 from interface_logs where id > 0 limit 1001) x`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  const line = plan.rows.map((r) => r['QUERY PLAN']).find((l) => /Heap Fetches/.test(l)) ?? '';
  return Number(/Heap Fetches: (\d+)/.exec(line)?.[1] ?? NaN);
}

describe('embedded database maintenance', () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)('vacuums the embedded database so bounded counts stay index-only', async () => {
    await database.db.execute(sql`insert into interface_logs (name, method, type, mode) select 'p' || g, 'GET', 'route', 'pc' from generate_series(1, 3000) g`);
    await database.db.execute(sql`set enable_seqscan = off`);
    await database.db.execute(sql`set enable_bitmapscan = off`);
    // PGlite has no autovacuum: without ours, every counted row costs a heap visit.
    expect(await heapFetchesOfCount()).toBeGreaterThan(0);
    await vacuumEmbedded(database, { analyze: true });
    expect(await heapFetchesOfCount()).toBe(0);
  });

  it('analyses on its first run after a start, then every six hours', async () => {
    vi.useFakeTimers();
    const runs: boolean[] = [];
    const embedded = { kind: 'pglite' as const, db: { execute: async () => undefined } };
    const log = { debug: (fields: { analyze: boolean }) => runs.push(fields.analyze), warn: () => undefined };
    const stop = startEmbeddedMaintenance(embedded as never, log as never);
    try {
      await vi.advanceTimersByTimeAsync(30 * 60 * 1000);
      expect(runs).toEqual([true, false, false]);
      await vi.advanceTimersByTimeAsync(6 * 60 * 60 * 1000);
      expect(runs.filter(Boolean)).toHaveLength(2);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it('leaves a PostgreSQL server to its own autovacuum', async () => {
    const calls: string[] = [];
    const fake = { kind: 'postgres' as const, db: { execute: async () => calls.push('execute') } };
    await vacuumEmbedded(fake as never, { analyze: true });
    expect(calls).toEqual([]);
  });
});
