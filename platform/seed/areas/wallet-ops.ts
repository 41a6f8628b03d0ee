// Demo data of the operators' wallet screen (/payment/walletManage, issue 41 payments item 9), once,
// marked by seed_runs step 'wallet-ops-v1': enterprise wallets of two companies no wallet spec opens
// (河北冀东水泥, 山东鲁中钢材加工), not yet opened at the bank, for operations to look at, freeze and
// unfreeze. The e2e spec takes one per Playwright project (WALLET_OPS_E2E), so the two never share one.
import { eq } from 'drizzle-orm';
import { WALLET_USER_TYPES } from '../../contract/money/wallet-labels';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { createWallet } from '../../modules/money/wallets';
import { DEMO_ACCOUNTS } from '../accounts';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';

export const WALLET_OPS_STEP = 'wallet-ops-v1';

/** Per Playwright project: the company whose wallet operations freeze and unfreeze. */
export const WALLET_OPS_E2E = {
  'no-js': { account: DEMO_ACCOUNTS.employee, holderName: '河北冀东水泥集团有限责任公司' },
  js: { account: DEMO_ACCOUNTS.stalePassword, holderName: '山东鲁中钢材加工有限公司' },
} as const;

export async function seedWalletOps(db: Db, opts: SeedOptions): Promise<void> {
  const made = await runOnce(db, WALLET_OPS_STEP, async (tx) => {
    const ids: number[] = [];
    for (const { account } of Object.values(WALLET_OPS_E2E)) {
      const user = await demoUser(tx, account);
      if (!user?.companyId) continue; // no demo data: nothing to add to
      const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, user.companyId));
      const { walletId } = await createWallet(tx, {
        userType: WALLET_USER_TYPES.enterprise,
        companyId: user.companyId,
        userId: user.id,
        holderName: company.name,
      });
      ids.push(walletId);
    }
    await noteDone(tx, WALLET_OPS_STEP, { wallets: ids });
    return ids;
  });
  if (made?.length) opts.log.info({ step: WALLET_OPS_STEP, wallets: made }, 'seed: wallets for the operators’ wallet screen');
}
