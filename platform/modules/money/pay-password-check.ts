// The payment password's check (支付密码, see pay-password.ts), where money leaves a wallet: a bill
// paid from it (online-pay.ts) and a withdrawal (wallet-service.ts). Its own module so that both
// use it without importing pay-password.ts, which reads the caller's wallet through wallet-service.
import { eq, sql } from 'drizzle-orm';
import { payPasswordLockedMessage, payPasswordWrongMessage, WALLET_MESSAGES } from '../../contract/money/wallet';
import type { Db } from '../../db/client';
import { wallets } from '../../db/schema';
import { refuse } from '../../http/refusal';
import { verifyPassword } from '../auth/password';

type Wallet = typeof wallets.$inferSelect;

export const PAY_PASSWORD_MAX_FAILURES = 5;
export const PAY_PASSWORD_LOCK_MINUTES = 30;

function minutesLeft(lockedUntil: Date | null): number {
  const ms = (lockedUntil?.getTime() ?? 0) - Date.now();
  return ms > 0 ? Math.max(1, Math.ceil(ms / 60_000)) : 0;
}

/**
 * Checks `plain` against the wallet's payment password, refusing at the field `field`: not set, locked,
 * or wrong (counted in one conditional update, so guesses sent at once are each counted, and the fifth
 * locks). A right one ends the run of failures. Nothing else is written, so a refusal moves no money.
 */
export async function checkPayPassword(db: Db, wallet: Wallet, plain: string, field = 'payPassword'): Promise<void> {
  if (!wallet.payPasswordHash) refuse(WALLET_MESSAGES.payPasswordNotSet, 400, { field });
  const locked = minutesLeft(wallet.payPasswordLockedUntil);
  if (locked > 0) refuse(payPasswordLockedMessage(locked), 400, { field });
  if (await verifyPassword(plain, wallet.payPasswordHash)) {
    if (wallet.payPasswordFailures > 0 || wallet.payPasswordLockedUntil) {
      await db.update(wallets).set({ payPasswordFailures: 0, payPasswordLockedUntil: null }).where(eq(wallets.id, wallet.id));
    }
    return;
  }
  // A lock that has run out starts the count again.
  const expired = sql`(${wallets.payPasswordLockedUntil} is not null and ${wallets.payPasswordLockedUntil} <= now())`;
  const next = sql`case when ${expired} then 1 else ${wallets.payPasswordFailures} + 1 end`;
  const [row] = await db
    .update(wallets)
    .set({
      payPasswordFailures: next,
      payPasswordLockedUntil: sql`case when ${next} >= ${PAY_PASSWORD_MAX_FAILURES} then now() + make_interval(mins => ${PAY_PASSWORD_LOCK_MINUTES}) else null end`,
    })
    .where(eq(wallets.id, wallet.id))
    .returning({ failures: wallets.payPasswordFailures, lockedUntil: wallets.payPasswordLockedUntil });
  const left = minutesLeft(row.lockedUntil);
  if (left > 0) refuse(payPasswordLockedMessage(left), 400, { field });
  refuse(payPasswordWrongMessage(PAY_PASSWORD_MAX_FAILURES - row.failures), 400, { field });
}
