// Retention by configuration (issue 44): the operation, login, interface and import logs are kept
// LOG_RETENTION_DAYS (default 180) and then deleted; trade records — waybills, their history (the
// 补录 log included), money — are kept TRADE_RETENTION_YEARS (at least 3, default 3), and this
// function deletes none of them, so the log screens never lose a supplementary entry to it.
// The job runner runs it nightly (scheduleLogRetention, started by platform/jobs.ts).
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobRunner } from '../jobs/runner';
import { importLogs, interfaceLogs, loginLogs, operationLogs } from '../../db/schema';

export type Retention = { logDays: number; tradeYears: number };

const DAY_MS = 24 * 3600_000;

/** The retention of the platform's settings (platform/config.ts). */
export function retentionOf(env: { LOG_RETENTION_DAYS: number; TRADE_RETENTION_YEARS: number }): Retention {
  return { logDays: env.LOG_RETENTION_DAYS, tradeYears: env.TRADE_RETENTION_YEARS };
}

/** Deletes the log rows older than `retention.logDays` before `now`; answers how many of each went. */
export async function pruneLogs(
  db: Db,
  retention: Retention,
  now: Date = new Date(),
): Promise<{ operation: number; login: number; interface: number; import: number }> {
  const before = new Date(now.getTime() - retention.logDays * DAY_MS);
  const [operation, login, pageViews, imports] = await Promise.all([
    db.delete(operationLogs).where(lt(operationLogs.createdAt, before)).returning({ id: operationLogs.id }),
    db.delete(loginLogs).where(lt(loginLogs.createdAt, before)).returning({ id: loginLogs.id }),
    db.delete(interfaceLogs).where(lt(interfaceLogs.createdAt, before)).returning({ id: interfaceLogs.id }),
    db.delete(importLogs).where(lt(importLogs.createdAt, before)).returning({ id: importLogs.id }),
  ]);
  return { operation: operation.length, login: login.length, interface: pageViews.length, import: imports.length };
}

export const LOG_RETENTION_JOB = 'logs.prune';

/** Prunes the logs each night at 03:30 China time, after the files' expiry (03:00). */
export async function scheduleLogRetention(runner: JobRunner, db: Db, retention: Retention): Promise<void> {
  await runner.define({ name: LOG_RETENTION_JOB, oneAtATime: true, pollSeconds: 60, run: async () => pruneLogs(db, retention) });
  await runner.schedule(LOG_RETENTION_JOB, '30 3 * * *');
}
