// Retention: logs older than the configured days go, newer ones and trade records stay; the trade
// retention cannot be set below three years.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parsePlatformEnv } from '../../config';
import { importLogs, interfaceLogs, loginLogs, operationLogs, waybillHistory } from '../../db/schema';
import { t, withTestPlatform } from '../auth/testing';
import { pruneLogs, retentionOf } from './retention';

withTestPlatform();

const DAY_MS = 24 * 3600_000;

describe('log retention', () => {
  it('reads 180 days and 3 years by default, and refuses trade retention under 3 years', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: 'memory://' };
    expect(retentionOf(parsePlatformEnv(base))).toEqual({ logDays: 180, tradeYears: 3 });
    expect(retentionOf(parsePlatformEnv({ ...base, LOG_RETENTION_DAYS: '30', TRADE_RETENTION_YEARS: '5' }))).toEqual({ logDays: 30, tradeYears: 5 });
    expect(() => parsePlatformEnv({ ...base, TRADE_RETENTION_YEARS: '2' })).toThrow(/at least 3/);
  });

  it('deletes the log rows older than the retention and keeps the newer ones and the waybill history', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 31 * DAY_MS);
    const recent = new Date(now.getTime() - 29 * DAY_MS);
    const operation = { action: '保留测试', method: 'POST', path: '/retention', result: 'ok', code: 200 };
    await t.db.insert(operationLogs).values([
      { ...operation, targetId: 'old', createdAt: old },
      { ...operation, targetId: 'recent', createdAt: recent },
    ]);
    await t.db.insert(loginLogs).values([
      { account: 'retention-old', method: 'password', success: false, createdAt: old },
      { account: 'retention-recent', method: 'password', success: true, createdAt: recent },
    ]);
    await t.db.insert(interfaceLogs).values([
      { name: '/retention-old', method: 'GET', type: 'route', mode: 'pc', createdAt: old },
      { name: '/retention-recent', method: 'GET', type: 'route', mode: 'pc', createdAt: recent },
    ]);
    const imported = { kind: 'vehicle', rowsRead: 1, rowsAccepted: 1, rowsRefused: 0, status: 'done', startedAt: old, finishedAt: old };
    await t.db.insert(importLogs).values([
      { ...imported, fileName: 'retention-old.xlsx', createdAt: old },
      { ...imported, fileName: 'retention-recent.xlsx', createdAt: recent },
    ]);
    const historyBefore = await t.db.select({ n: sql<number>`count(*)::int` }).from(waybillHistory);
    const pruned = await pruneLogs(t.db, { logDays: 30, tradeYears: 3 }, now);
    expect(pruned.operation).toBeGreaterThanOrEqual(1);
    expect(pruned.login).toBeGreaterThanOrEqual(1);
    expect(pruned.interface).toBeGreaterThanOrEqual(1);
    expect((await t.db.select().from(operationLogs).where(eq(operationLogs.action, '保留测试'))).map((r) => r.targetId)).toEqual(['recent']);
    expect(
      (
        await t.db
          .select()
          .from(loginLogs)
          .where(sql`${loginLogs.account} like 'retention-%'`)
      ).map((r) => r.account),
    ).toEqual(['retention-recent']);
    expect(
      (
        await t.db
          .select()
          .from(interfaceLogs)
          .where(sql`${interfaceLogs.name} like '/retention-%'`)
      ).map((r) => r.name),
    ).toEqual(['/retention-recent']);
    expect(pruned.import).toBeGreaterThanOrEqual(1);
    expect(
      (
        await t.db
          .select()
          .from(importLogs)
          .where(sql`${importLogs.fileName} like 'retention-%'`)
      ).map((r) => r.fileName),
    ).toEqual(['retention-recent.xlsx']);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(waybillHistory)).toEqual(historyBefore);
  });
});
