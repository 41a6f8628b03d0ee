// Demo data of 钱包支付 (issue 17, /shipper/payBillDetail?do=walletPay), once, marked by seed_runs
// step 'money-online-v1': a signed, approved order of the steel shipper and one of 汾河, each carried
// by 恒通, settleable and small enough (619.20 元) for the demo bank's 1,000.00 元 top-up: the payer
// bills it, 恒通 confirms, the payer pays from its wallet. The e2e spec settles one per Playwright
// project (MONEY_ONLINE_E2E), so the two never share a payer's wallet.
import type { Db } from '../../db/client';
import { DEMO_ACCOUNTS } from '../accounts';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';
import { settleableOrder } from './money';
import { companyCrews } from './trips';

export const MONEY_ONLINE_STEP = 'money-online-v1';

/** Per Playwright project: who pays, and the goods of the order on the bill. */
export const MONEY_ONLINE_E2E = {
  'no-js': { payer: DEMO_ACCOUNTS.enterpriseShipper, goods: '热镀锌板（钱包支付甲）' },
  js: { payer: DEMO_ACCOUNTS.fenheShipper, goods: '热镀锌板（钱包支付乙）' },
} as const;
/** The payee of both bills: 恒通 (a company no other wallet spec opens). */
export const MONEY_ONLINE_PAYEE = DEMO_ACCOUNTS.agent;
/** 20.00 元/吨 on the unloaded 30.96 t */
export const MONEY_ONLINE_TOTAL = '619.20';

export async function seedMoneyOnline(db: Db, opts: SeedOptions): Promise<void> {
  const payee = await demoUser(db, MONEY_ONLINE_PAYEE);
  const crewOwner = await demoUser(db, DEMO_ACCOUNTS.carrier);
  if (!payee?.companyId || !crewOwner?.companyId) return; // no demo data: nothing to add to
  const made = await runOnce(db, MONEY_ONLINE_STEP, async (tx) => {
    // 恒通 has no trucks of its own: the trip is driven by a crew of 顺达 it engaged.
    const crews = await companyCrews(tx, crewOwner.companyId!);
    const orderNos: string[] = [];
    for (const { payer: account, goods } of Object.values(MONEY_ONLINE_E2E)) {
      const payer = await demoUser(tx, account);
      if (!payer?.companyId) continue;
      const order = await settleableOrder(tx, payer, payee, crews, { goods, waybills: 1, daysAgo: 4, price: '20.00' }, Date.now(), { remark: '钱包支付演示' });
      orderNos.push(order.orderNo);
    }
    await noteDone(tx, MONEY_ONLINE_STEP, { orders: orderNos });
    return orderNos;
  });
  if (made) opts.log.info({ step: MONEY_ONLINE_STEP, orders: made }, 'seed: online payment demo orders');
}
