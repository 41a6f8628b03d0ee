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
import { gently, PAGE_WAIT_CAP_MS, PAGE_WAIT_POLL_MS, pagesDrained, yieldToPages, yieldTurn } from './gentle';

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

describe('waiting for the pages (yieldToPages)', () => {
  it('reads no next batch while the server says pages are waiting, and goes on when they are done', async () => {
    let now = 0;
    const sleeps: number[] = [];
    const clock = { now: () => now, sleep: async (ms: number) => void (sleeps.push(ms), (now += ms)) };
    const events: string[] = [];
    // a page arrives as batch 1 is written and is served for 10 ms
    let busyUntil = -1;
    const stop = yieldToPages(() => now < busyUntil);
    try {
      async function* batches() {
        for (const batch of [1, 2]) {
          events.push(`read ${batch} at ${now}`);
          yield batch;
        }
      }
      for await (const batch of gently(batches(), 0.5, clock)) {
        events.push(`wrote ${batch}`);
        if (batch === 1) busyUntil = now + 10;
      }
      // the read of batch 2 waited three polls (until the page was done) after its pause of 0 ms
      expect(events).toEqual(['read 1 at 0', 'wrote 1', `read 2 at ${3 * PAGE_WAIT_POLL_MS}`, 'wrote 2']);
      expect(sleeps.filter((ms) => ms === PAGE_WAIT_POLL_MS)).toHaveLength(3);
    } finally {
      stop();
    }
  });

  it('waits at most the cap while pages never stop, so the job still finishes', async () => {
    let now = 0;
    const clock = { now: () => now, sleep: async (ms: number) => void (now += ms) };
    const stop = yieldToPages(() => true);
    try {
      const waited = await pagesDrained(clock);
      expect(waited).toBeGreaterThanOrEqual(PAGE_WAIT_CAP_MS);
      expect(waited).toBeLessThan(PAGE_WAIT_CAP_MS + PAGE_WAIT_POLL_MS + 1);
    } finally {
      stop();
    }
    // once the server's signal is removed, nothing waits
    expect(await pagesDrained(clock)).toBe(0);
  });

  it("holds the export's row turns while pages are busy (the loop's turns still run)", async () => {
    let busy = true;
    const stop = yieldToPages(() => busy);
    try {
      let done = false;
      const turn = yieldTurn().then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_POLL_MS * 5));
      expect(done).toBe(false);
      busy = false;
      await turn;
      expect(done).toBe(true);
    } finally {
      stop();
    }
  });
});

describe('writeExportFile', () => {
  it('makes a batch’s cells across turns of the event loop, not in one block', async () => {
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
