// Every background job of the platform on the one runner (platform/modules/jobs, decision 023):
// the composition root of the jobs, as app.ts is of the HTTP areas. The embedded server runs them
// itself (nothing else may open DATA_DIR); a PostgreSQL deployment may start its platform with
// JOBS=0 and run them in `npm run start:worker` (platform/worker.ts) instead.
import type { PlatformEnv } from './config';
import type { Database } from './db/client';
import type { Logger } from './log';
import { scheduleBackups } from './modules/backup/schedule';
import type { BackupService } from './modules/backup/service';
import { scheduleExpiryWatch } from './modules/capacity/expiry';
import { pdfPaperFor } from './modules/contracts/document-paper';
import { defineOrderContracts } from './modules/contracts/order-contracts';
import { scheduleFileExpiry } from './modules/files/export-file';
import { storageFor } from './modules/files/storage';
import { defineInvoiceExports } from './modules/invoices/export-job';
import { JobRunner } from './modules/jobs/runner';
import { retentionOf, scheduleLogRetention } from './modules/log/retention';
import { rateLimitStoreOf, scheduleRateLimitPruning } from './modules/auth/rate-limit';
import { scheduleOpenPruning } from './modules/open/gateway';
import { scheduleWebhookDelivery } from './modules/open/webhook-delivery';
import { providerFromEnv, scheduleSmsRedelivery } from './modules/auth/sms-providers';
import { scheduleBankWatch } from './modules/money/bank-watch';
import { bankFromEnv } from './modules/money/wallet-http';
import { BILL_EXPORT } from './modules/money/export-job';
import { defineWaybillExport, ORDER_EXPORT } from './modules/orders/export-job';
import { defineListExport } from './modules/orders/list-export';
import { defineLineExport } from './modules/reports/export-job';
import { schedulePositionPlaces } from './modules/geo/position-places';

export async function startJobs(database: Database, env: PlatformEnv, log: Logger, options: { work: boolean; backups?: BackupService }): Promise<JobRunner> {
  const runner = await JobRunner.open(database, { log: log.child({ area: 'jobs' }), work: options.work });
  // Withdrawals and transfers the bank left unanswered are asked about every minute; each night the day before is reconciled.
  await scheduleBankWatch(runner, database.db, bankFromEnv(env));
  // Capacity papers expiring within 30 days: messages soon after start and daily.
  await scheduleExpiryWatch(runner, database.db);
  // Only the embedded store needs the server to back it up (nothing else may open DATA_DIR);
  // PostgreSQL is backed up from outside with `npm run backup`, from any machine, on any schedule.
  if (options.backups && database.kind === 'pglite' && env.DATA_DIR !== 'memory://') await scheduleBackups(runner, options.backups, env.BACKUP_EVERY);
  // Exports sent to the background stream into the file service for 7 days; expired ones go nightly.
  const storage = storageFor(env);
  await defineWaybillExport(runner, database.db, storage);
  await defineListExport(runner, database.db, storage, ORDER_EXPORT);
  await defineListExport(runner, database.db, storage, BILL_EXPORT);
  await defineLineExport(runner, database.db, storage);
  await defineInvoiceExports(runner, database.db, storage);
  await scheduleFileExpiry(runner, database.db, storage);
  // A controlled order's two contracts, made when it is accepted (issue 46): rendered, frozen and sent for signing.
  await defineOrderContracts(runner, database.db, { paper: pdfPaperFor(env), storage });
  // The operation, login and interface logs are kept LOG_RETENTION_DAYS; trade records are never pruned here.
  await scheduleLogRetention(runner, database.db, retentionOf(env));
  // Only counters kept in the database need removing; memory limiters forget on their own.
  if (rateLimitStoreOf(database.db, env).kind === 'database') await scheduleRateLimitPruning(runner, database.db);
  // The open API's nonces outlive their ±5 minute window by as much again; pushes' answers a day.
  await scheduleOpenPruning(runner, database.db);
  // Webhook deliveries due (new events, retries on their backoff) are sent every minute (decision 039).
  await scheduleWebhookDelivery(runner, database.db, env.NODE_ENV === 'production');
  // SMS a provider did not answer in the request are tried again every minute while their code is
  // live; hand-over notices queued by notify() are sent every minute.
  await scheduleSmsRedelivery(runner, database.db, log.child({ area: 'sms' }), providerFromEnv(env), env.SMS_TEMPLATE_NOTICE);
  // Positions written before they were placed on insert get their province and city; with a
  // 天地图 key, the positions' districts are asked of its reverse geocoder (issue 42).
  await schedulePositionPlaces(runner, database.db, { key: env.MAP_AK, url: env.MAP_GEOCODER_URL });
  // A restored backup leaves the queue out (backup/dump.ts): its unfinished jobs are queued again.
  await runner.requeueOrphans();
  return runner;
}
