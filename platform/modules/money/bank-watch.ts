// The server's care of the custody bank: every minute it asks the bank about withdrawals and
// online payments (transfers) left without an answer, and once a day it reconciles yesterday (China time) and logs each
// difference for operations (who can look at any day on /payment/reconciliation). Timers are
// unref'd: they never keep the process alive. Nothing runs when the bank is not configured.
import { formatDateTime } from '../../contract/format';
import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import type { CustodyBank } from './bank/port';
import { settlePendingTransfers } from './online-pay';
import { reconcile, settlePendingWithdrawals } from './wallet-service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function startBankWatch(db: Db, bank: CustodyBank, log: Logger): () => void {
  if (!bank.configured) return () => undefined;
  let reconciledDay = '';
  const settle = async () => {
    try {
      const settled = await settlePendingWithdrawals(db, bank);
      if (settled > 0) log.info({ settled }, 'pending withdrawals settled by query');
    } catch (err) {
      log.error({ err }, 'pending withdrawal query failed');
    }
    try {
      const settled = await settlePendingTransfers(db, bank);
      if (settled > 0) log.info({ settled }, 'pending transfers settled by query');
    } catch (err) {
      log.error({ err }, 'pending transfer query failed');
    }
  };
  const nightly = async () => {
    const yesterday = formatDateTime(Date.now() - 24 * HOUR, 'YYYY-MM-DD');
    if (yesterday === reconciledDay) return;
    try {
      await settlePendingWithdrawals(db, bank, 0);
      await settlePendingTransfers(db, bank, 0);
      const differences = await reconcile(db, bank, yesterday);
      reconciledDay = yesterday;
      for (const difference of differences) log.warn({ day: yesterday, ...difference }, 'bank reconciliation difference');
      log.info({ day: yesterday, differences: differences.length }, 'bank reconciliation done');
    } catch (err) {
      log.error({ err, day: yesterday }, 'bank reconciliation failed');
    }
  };
  const settleTimer = setInterval(() => void settle(), MINUTE);
  const nightlyTimer = setInterval(() => void nightly(), HOUR);
  settleTimer.unref();
  nightlyTimer.unref();
  return () => {
    clearInterval(settleTimer);
    clearInterval(nightlyTimer);
  };
}
