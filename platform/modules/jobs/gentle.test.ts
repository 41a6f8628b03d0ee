// A background export yields to the requests (issue 44: list pages stay within 20 % of their
// latency while a 300 000-row export runs): `gently` pauses after each batch for the time the
// batch took including the consumer's work on it, and the export's file is written with turns of
// the event loop between its rows, so pages are served in between. Driven by a fake clock and the
// loop's own turns: nothing here depends on how fast the machine is.
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { EXPORT_KEEP_DAYS, writeExportFile } from '../files/export-file';
import { MemoryStorage } from '../files/storage';
import { openTestDatabase } from '../../testing/test-db';
import { gently } from './gentle';

describe('gently', () => {
  it('pauses after each batch as long as reading it and working on it took, scaled by the share', async () => {
    let now = 0;
    const pauses: number[] = [];
    const clock = { now: () => now, sleep: async (ms: number) => void pauses.push(ms) };
    async function* batches() {
      for (const batch of [1, 2, 3]) {
        now += 10; // reading the batch
        yield batch;
      }
    }
    const seen: number[] = [];
    for await (const batch of gently(batches(), 0.5, clock)) {
      seen.push(batch);
      now += 30; // the consumer writes the batch's rows
    }
    expect(seen).toEqual([1, 2, 3]);
    expect(pauses).toEqual([40, 40, 40]);

    pauses.length = 0;
    for await (const _ of gently(batches(), 0.25, clock)) now += 30;
    expect(pauses).toEqual([120, 120, 120]);
  });
});

describe('writeExportFile', () => {
  it('gives the event loop turns while it writes a batch, not one block of every row', async () => {
    const database = await openTestDatabase({ seeded: true });
    const [owner] = await database.db.select({ id: users.id }).from(users).limit(1);
    try {
      let turns = 0;
      let ticking = true;
      const tick = () => {
        turns += 1;
        if (ticking) setImmediate(tick);
      };
      setImmediate(tick);
      const seenAt: number[] = [];
      const sheet = {
        name: 'rows',
        file: { ascii: 'rows', chinese: '行' },
        columns: [{ header: 'n', width: 8, value: (n: number) => (seenAt.push(turns), String(n)) }],
      };
      async function* one() {
        yield Array.from({ length: 1000 }, (_, i) => i);
      }
      const { rows, file } = await writeExportFile(database.db, new MemoryStorage(), { userId: owner.id, companyId: null }, sheet, one());
      ticking = false;
      expect(rows).toBe(1000);
      expect(file.expiresAt!.getTime() - file.createdAt.getTime()).toBeGreaterThan((EXPORT_KEEP_DAYS - 1) * 86_400_000);
      // rows of one batch were written across many turns of the loop
      expect(new Set(seenAt).size).toBeGreaterThanOrEqual(10);
    } finally {
      await database.cleanup();
    }
  }, 60_000);
});
