// Opened wallets of the demo's capacity parties (issue 42), once, marked by seed_runs step
// 'capacity-wallets-v1': most demo loads are paid online (线上支付), and such a load is taken only by a
// party with an opened wallet (modules/market/wallet-rule.ts). 顺达 (the carrier), 恒通 (the agent)
// and 赵春生 (the individual agent) take them in the demo and the specs, so each gets its wallet,
// opened at the custody bank the platform is configured with (the demo's stand-in, BANK_STAND_IN=1,
// which the e2e server runs), so money paid into it really arrives. Without a bank (the platform's
// tests, a start without BANK_*) a wallet cannot be opened, so the step waits for a start with one.
// 通江达 keeps no wallet: the wallet spec opens it.
import { eq } from 'drizzle-orm';
import { WALLET_USER_TYPES } from '../../contract/money/wallet-labels';
import type { Db } from '../../db/client';
import { companies, wallets } from '../../db/schema';
import { newSerial, walletOwnedBy } from '../../modules/money/wallet-service';
import { createWallet } from '../../modules/money/wallets';
import { DEMO_ACCOUNTS } from '../accounts';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';

export const CAPACITY_WALLETS_STEP = 'capacity-wallets-v1';

/** The capacity parties whose wallets the seed opens. */
export const OPENED_WALLET_ACCOUNTS = [DEMO_ACCOUNTS.carrier, DEMO_ACCOUNTS.agent, DEMO_ACCOUNTS.individualAgent] as const;

export async function seedCapacityWallets(db: Db, opts: SeedOptions): Promise<void> {
  const bank = opts.bank;
  if (!bank?.configured) return;
  const made = await runOnce(db, CAPACITY_WALLETS_STEP, async (tx) => {
    const opened: string[] = [];
    for (const account of OPENED_WALLET_ACCOUNTS) {
      const user = await demoUser(tx, account);
      if (!user) continue; // no demo data: nothing to add to
      const company = user.companyId ? (await tx.select().from(companies).where(eq(companies.id, user.companyId)))[0] : undefined;
      const userType = company ? WALLET_USER_TYPES.enterprise : WALLET_USER_TYPES.person;
      const [existing] = await tx
        .select()
        .from(wallets)
        .where(walletOwnedBy(company ? { companyId: company.id } : { userId: user.id }));
      if (existing?.memberCode) continue; // opened by its users before this step ran
      const member = company
        ? { kind: 'enterprise' as const, name: company.name, idNo: company.creditCode, mobile: user.mobile }
        : { kind: 'person' as const, name: user.realName, idNo: user.idCard ?? '', mobile: user.mobile };
      const outcome = await bank.openMember(newSerial('OPEN'), member);
      if (outcome.status !== 'succeeded') {
        // the demo starts all the same; this party opens its wallet on the wallet screen
        opts.log.info({ step: CAPACITY_WALLETS_STEP, holder: member.name, outcome }, 'seed: the bank did not open a demo wallet');
        continue;
      }
      const walletId =
        existing?.id ?? (await createWallet(tx, { userType, companyId: company?.id ?? null, userId: user.id, holderName: member.name })).walletId;
      await tx.update(wallets).set({ memberCode: outcome.data.memberCode, subAccountNo: outcome.data.subAccountNo }).where(eq(wallets.id, walletId));
      opened.push(member.name);
    }
    await noteDone(tx, CAPACITY_WALLETS_STEP, { opened });
    return opened;
  });
  if (made?.length) opts.log.info({ step: CAPACITY_WALLETS_STEP, opened: made }, 'seed: opened wallets of the capacity parties');
}
