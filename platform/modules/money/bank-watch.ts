// The server's care of the custody bank, as jobs of the one runner (platform/modules/jobs): every
// minute it asks the bank about withdrawals and online payments (transfers) left without an
// answer, and each night (00:30 China time) it reconciles yesterday, logs each difference and keeps
// it for operations' differences screen (/payment/reconciliation, where they record what they did;
// they can also reconcile any day there). pg-boss runs each tick once
// across processes and one at a time. Nothing is scheduled when the bank is not configured.
import { formatDateTime } from '../../contract/format';
import type { Db } from '../../db/client';
import type { JobRunner } from '../jobs/runner';
import type { CustodyBank } from './bank/port';
import { settlePendingTransfers } from './online-pay';
import { recordDifferences } from './reconciliation';
import { reconcile, settlePendingWithdrawals } from './wallet-service';

const HOUR = 3_600_000;

export const BANK_QUERY_JOB = 'money.bankQuery';
export const RECONCILE_JOB = 'money.reconcile';

/** Defines and schedules the bank's jobs on `runner` (a no-op without a configured bank). */
export async function scheduleBankWatch(runner: JobRunner, db: Db, bank: CustodyBank): Promise<void> {
  if (!bank.configured) return;
  await runner.define({
    name: BANK_QUERY_JOB,
    oneAtATime: true,
    pollSeconds: 10,
    retries: 0, // the next minute asks again
    expireInSeconds: 300,
    run: async ({ log }) => {
      // Both are asked even when one fails; the failure is the attempt's error.
      const [withdrawals, transfers] = await Promise.allSettled([settlePendingWithdrawals(db, bank), settlePendingTransfers(db, bank)]);
      if (withdrawals.status === 'fulfilled' && withdrawals.value > 0) log.info({ settled: withdrawals.value }, 'pending withdrawals settled by query');
      if (transfers.status === 'fulfilled' && transfers.value > 0) log.info({ settled: transfers.value }, 'pending transfers settled by query');
      for (const outcome of [withdrawals, transfers]) if (outcome.status === 'rejected') throw outcome.reason;
    },
  });
  await runner.define({
    name: RECONCILE_JOB,
    oneAtATime: true,
    pollSeconds: 10,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
    run: async ({ payload, log }) => reconcileDay(db, bank, (payload as { day?: string } | undefined)?.day, log),
  });
  await runner.schedule(BANK_QUERY_JOB, '* * * * *');
  await runner.schedule(RECONCILE_JOB, '30 0 * * *');
}

/** Settles what is pending, then reconciles `day` (default yesterday, China time). */
export async function reconcileDay(
  db: Db,
  bank: CustodyBank,
  day: string | undefined,
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
) {
  const reconciled = day ?? formatDateTime(Date.now() - 24 * HOUR, 'YYYY-MM-DD');
  await settlePendingWithdrawals(db, bank, 0);
  await settlePendingTransfers(db, bank, 0);
  const differences = await reconcile(db, bank, reconciled);
  await recordDifferences(db, reconciled, differences);
  for (const difference of differences) log.warn({ day: reconciled, ...difference }, 'bank reconciliation difference');
  log.info({ day: reconciled, differences: differences.length }, 'bank reconciliation done');
  return { day: reconciled, differences: differences.length };
}
