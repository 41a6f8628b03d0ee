import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../http/refusal';
import { parsePlatformEnv } from '../config';
import { openDatabase, type Database } from './client';
import { interfaceLogs, users } from './schema';

// The server's embedded database runs on its own thread (decision 013). These are the behaviours
// the platform relies on, through drizzle, as with PGlite on the request thread.
const dir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: join(dir, 'data'), thread: true });
}, 60_000);
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const logCount = async () =>
  rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from interface_logs where name like 'thread-%'`))[0].n;

describe('the embedded database on its own thread', () => {
  it('is on by default for the server and can be turned off', () => {
    expect(parsePlatformEnv({}).PGLITE_THREAD).toBe(true);
    expect(parsePlatformEnv({ PGLITE_THREAD: '0' }).PGLITE_THREAD).toBe(false);
    expect(database.kind).toBe('pglite');
    expect(database.pglite).toBeUndefined();
  });

  it('migrates, reads and writes through drizzle with its types (timestamps as Dates, numbers, nulls)', async () => {
    const [row] = await database.db.insert(interfaceLogs).values({ name: 'thread-1', method: 'GET', type: 'route', mode: 'pc' }).returning();
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.userId).toBeNull();
    const [again] = await database.db.select().from(interfaceLogs).where(eq(interfaceLogs.id, row.id));
    expect(again).toEqual(row);
    expect(await database.ping()).toBe(true);
  });

  it('commits a transaction, and rolls one back when its work throws', async () => {
    const before = await logCount();
    await database.db.transaction(async (tx) => {
      await tx.insert(interfaceLogs).values({ name: 'thread-commit', method: 'GET', type: 'route', mode: 'pc' });
    });
    expect(await logCount()).toBe(before + 1);
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.insert(interfaceLogs).values({ name: 'thread-rollback', method: 'GET', type: 'route', mode: 'pc' });
        throw new Error('变更失败');
      })
      .catch((error: unknown) => error);
    expect((failed as Error).message).toBe('变更失败');
    expect(await logCount()).toBe(before + 1);
    // drizzle's tx.rollback() as well
    await database.db
      .transaction(async (tx) => {
        await tx.insert(interfaceLogs).values({ name: 'thread-rollback-2', method: 'GET', type: 'route', mode: 'pc' });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await logCount()).toBe(before + 1);
  });

  it('hands back the database error with its code, so a unique violation is recognised', async () => {
    const values = { mobile: '13912340001', passwordHash: 'x', realName: '线程' };
    await database.db.insert(users).values(values);
    const error = await database.db
      .insert(users)
      .values(values)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    // the thread and the connection are still usable afterwards
    expect(await database.ping()).toBe(true);
  });

  it('makes statements from outside wait for an open transaction (no interleaving)', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inTx = database.db.transaction(async (tx) => {
      await tx.insert(interfaceLogs).values({ name: 'thread-held', method: 'GET', type: 'route', mode: 'pc' });
      order.push('tx wrote');
      await held;
      order.push('tx ends');
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = logCount().then((n) => {
      order.push('outside read');
      return n;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(order).toEqual(['tx wrote']);
    release();
    await inTx;
    await outside;
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside read']);
  });

  it('copies its directory crash-consistently while it serves (the backups)', async () => {
    const target = join(dir, 'snapshot');
    const times = await database.snapshot!(target, []);
    expect(times.lockedMs).toBeGreaterThanOrEqual(0);
    expect(existsSync(join(target, 'PG_VERSION'))).toBe(true);
    const copy = await openDatabase({ dataDir: target });
    try {
      expect(rowsOf<{ n: number }>(await copy.db.execute(sql`select count(*)::int as n from interface_logs where name = 'thread-commit'`))[0].n).toBe(1);
    } finally {
      await copy.close();
    }
  }, 60_000);

  it('keeps the rows committed while it copies: the copy opens with a gap-free prefix of the writes, past those before it', async () => {
    // The pre-copy is paced (snapshot.ts gentleFs) and runs while statements go on; whatever was
    // committed before the locked pass must be in the copy, and nothing after a missing row.
    const target = join(dir, 'snapshot-under-writes');
    let written = 0;
    let copying = true;
    const writer = (async () => {
      while (copying) {
        await database.db.insert(interfaceLogs).values({ name: `thread-during-${written + 1}`, method: 'GET', type: 'route', mode: 'pc' });
        written += 1;
      }
    })();
    // a few rows first, so the copy starts with the writer going
    while (written < 3) await new Promise((resolve) => setTimeout(resolve, 1));
    const before = written;
    await database.snapshot!(target, []);
    copying = false;
    await writer;
    const copy = await openDatabase({ dataDir: target });
    try {
      const names = rowsOf<{ name: string }>(await copy.db.execute(sql`select name from interface_logs where name like 'thread-during-%'`)).map((r) => r.name);
      const numbers = names.map((name) => Number(name.slice('thread-during-'.length))).sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      expect(numbers.length).toBeGreaterThan(before);
      expect(numbers.length).toBeLessThanOrEqual(written);
    } finally {
      await copy.close();
    }
  }, 60_000);

  it('refuses calls once closed, and says so', async () => {
    const other = await openDatabase({ dataDir: join(dir, 'other'), thread: true });
    await other.close();
    expect(await other.ping()).toBe(false);
    await expect(other.db.execute(sql`select 1`)).rejects.toThrow();
  }, 60_000);
});
