// Today's timers are jobs of the one runner (issue 44): startJobs defines and schedules the bank
// query (every minute) and nightly reconciliation when the bank is configured, and the capacity
// expiry sweep (at start and daily), the files' expiry and the logs' retention (nightly); the backup tick decides when a backup is due.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { parsePlatformEnv } from './config';
import { startJobs } from './jobs';
import { backupDue } from './modules/backup/schedule';
import { jobsTestDatabase } from './modules/jobs/testing';

const log = pino({ level: 'silent' });
const test = jobsTestDatabase();
const start = async (env: Record<string, string>, work: boolean) =>
  test.track(await startJobs(test.database(), parsePlatformEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...env }), log, { work }));

async function schedules(): Promise<Record<string, string>> {
  const { rows } = await test.database().executeSql(`select name, cron, timezone from pgboss.schedule order by name`);
  return Object.fromEntries(rows.map((r) => [r.name as string, `${r.cron as string} ${r.timezone as string}`]));
}

describe('the platform jobs', () => {
  it('schedule the expiry sweep, the open API nonce pruning and the webhook deliveries, and the bank, the rate-limit pruning and the districts from 天地图 only when they are configured', async () => {
    await start({}, false);
    expect(await schedules()).toEqual({
      'capacity.expirySweep': '0 8 * * * Asia/Shanghai',
      'files.expire': '0 3 * * * Asia/Shanghai',
      'logs.prune': '30 3 * * * Asia/Shanghai',
      'open.prune': '*/10 * * * * Asia/Shanghai',
      'positions.place': '47 * * * * Asia/Shanghai',
      'webhooks.deliver': '* * * * * Asia/Shanghai',
    });
    await start(
      { BANK_URL: 'http://127.0.0.1:9/bank', BANK_PLATFORM_ID: 'P1', BANK_SECRET: 's'.repeat(32), RATE_LIMIT_STORE: 'database', MAP_AK: 'tianditu-key-0123' },
      false,
    );
    expect(await schedules()).toEqual({
      'capacity.expirySweep': '0 8 * * * Asia/Shanghai',
      'files.expire': '0 3 * * * Asia/Shanghai',
      'logs.prune': '30 3 * * * Asia/Shanghai',
      'money.bankQuery': '* * * * * Asia/Shanghai',
      'money.reconcile': '30 0 * * * Asia/Shanghai',
      'open.prune': '*/10 * * * * Asia/Shanghai',
      'positions.district': '* * * * * Asia/Shanghai',
      'positions.place': '47 * * * * Asia/Shanghai',
      'rateLimits.prune': '17 * * * * Asia/Shanghai',
      'webhooks.deliver': '* * * * * Asia/Shanghai',
    });
  }, 60_000);

  it("run the expiry sweep and the positions' backfill once soon after a working start", async () => {
    await start({}, true);
    const { rows } = await test.database().executeSql(`select count(*)::int as n from pgboss.job where name = 'capacity.expirySweep'`);
    expect(rows[0].n).toBe(1);
    const placing = await test.database().executeSql(`select count(*)::int as n from pgboss.job where name = 'positions.place'`);
    expect(placing.rows[0].n).toBe(1);
  }, 60_000);
});

describe('the backup tick', () => {
  const HOUR = 3_600_000;
  const started = Date.parse('2026-01-01T00:00:00Z');
  it('waits five minutes after start for a first backup', () => {
    expect(backupDue(null, 24 * HOUR, started, started + 4 * 60_000)).toBe(false);
    expect(backupDue(null, 24 * HOUR, started, started + 5 * 60_000)).toBe(true);
  });
  it('backs up BACKUP_EVERY after the newest backup, whatever the restarts', () => {
    const newest = new Date(started - 23 * HOUR);
    expect(backupDue(newest, 24 * HOUR, started, started + 30 * 60_000)).toBe(false);
    expect(backupDue(newest, 24 * HOUR, started, started + HOUR - 60_000)).toBe(true);
  });
});
