// Demo data of 钱包支付 (issue 17, /shipper/payBillDetail?do=walletPay), once, marked by seed_runs
// step 'money-online-v1': a signed, approved order of the steel shipper and one of 汾河, each carried
// by 恒通, settleable and small enough (619.20 元) for the demo bank's 1,000.00 元 top-up: the payer
// bills it, 恒通 confirms, the payer pays from its wallet. The e2e spec settles one per Playwright
// project (MONEY_ONLINE_E2E), so the two never share a payer's wallet.
// Step 'money-online-retry-v1' gives each project a second payer for CI's one retry: a verified
// enterprise shipper of its own (邯郸钢联, 沧州渤海), no wallet opened, with the same kind of order.
// A first attempt leaves its payer's wallet opened and its bill billed or paid, so a retry of the
// same payer could not see the flow from its start.
import type { Db, Tx } from '../../db/client';
import { companies, userRoles, users } from '../../db/schema';
import { DEMO_ACCOUNTS, type DemoAccount } from '../accounts';
import { companyRow, DAY, makeCreditCode, makeIdCard, userRow } from '../factories';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';
import { settleableOrder } from './money';
import { companyCrews, type Crew, NoFreeCrewError } from './trips';

export const MONEY_ONLINE_STEP = 'money-online-v1';
export const MONEY_ONLINE_RETRY_STEP = 'money-online-retry-v1';

/** Per Playwright project, by attempt (CI retries once): who pays, and the goods of the order on the bill. */
export const MONEY_ONLINE_E2E = {
  'no-js': [
    { payer: DEMO_ACCOUNTS.enterpriseShipper, goods: '热镀锌板（钱包支付甲）' },
    { payer: DEMO_ACCOUNTS.retryPayerHandan, goods: '热镀锌板（钱包支付丙）' },
  ],
  js: [
    { payer: DEMO_ACCOUNTS.fenheShipper, goods: '热镀锌板（钱包支付乙）' },
    { payer: DEMO_ACCOUNTS.retryPayerCangzhou, goods: '热镀锌板（钱包支付丁）' },
  ],
} as const;

/** The retry payers' companies: verified enterprise shippers with no wallet. */
const RETRY_PAYERS: { contact: DemoAccount; name: string; district: string; org8: string; address: string; id: [string, string, string] }[] = [
  {
    contact: DEMO_ACCOUNTS.retryPayerHandan,
    name: '邯郸钢联贸易有限公司',
    district: '130402',
    org8: 'MA0HDG2L',
    address: '河北省邯郸市邯山区浴新南大街88号',
    id: ['130402', '19780314', '215'],
  },
  {
    contact: DEMO_ACCOUNTS.retryPayerCangzhou,
    name: '沧州渤海管业有限公司',
    district: '130902',
    org8: 'MA0CBH3N',
    address: '河北省沧州市新华区解放西路166号',
    id: ['130902', '19810722', '137'],
  },
];
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
    for (const [{ payer: account, goods }] of Object.values(MONEY_ONLINE_E2E)) {
      const payer = await demoUser(tx, account);
      if (!payer?.companyId) continue;
      orderNos.push(await walletPayOrder(tx, payer, payee, crews, goods, 4));
    }
    await noteDone(tx, MONEY_ONLINE_STEP, { orders: orderNos });
    return orderNos;
  });
  if (made) opts.log.info({ step: MONEY_ONLINE_STEP, orders: made }, 'seed: online payment demo orders');
}

/** The retry payers (step 'money-online-retry-v1'): each company with its verified contact, and its order carried for 恒通. */
export async function seedMoneyOnlineRetry(db: Db, opts: SeedOptions): Promise<void> {
  const payee = await demoUser(db, MONEY_ONLINE_PAYEE);
  const crewOwner = await demoUser(db, DEMO_ACCOUNTS.carrier);
  // the password hash of every demo account (one scrypt hash serves all)
  const template = await demoUser(db, DEMO_ACCOUNTS.fenheShipper);
  if (!payee?.companyId || !crewOwner?.companyId || !template) return; // no demo data: nothing to add to
  let made: string[] | null;
  try {
    made = await runOnce(db, MONEY_ONLINE_RETRY_STEP, async (tx) => {
      const crews = await companyCrews(tx, crewOwner.companyId!);
      const orderNos: string[] = [];
      for (const [, { payer: account, goods }] of Object.values(MONEY_ONLINE_E2E)) {
        const payer = await retryPayer(
          tx,
          RETRY_PAYERS.find((p) => p.contact === account)!,
          template.passwordHash,
        );
        orderNos.push(await walletPayOrder(tx, payer, payee, crews, goods, 3));
      }
      await noteDone(tx, MONEY_ONLINE_RETRY_STEP, { orders: orderNos });
      return orderNos;
    });
  } catch (error) {
    // A database in use (a long-lived demo, the bench's bulk data) may hold 顺达's crews on live
    // waybills for every day the order could take; these payers serve the e2e's fresh databases.
    // The whole step rolls back (marker included), the start goes on, and a later start tries again.
    if (!(error instanceof NoFreeCrewError)) throw error;
    opts.log.info({ step: MONEY_ONLINE_RETRY_STEP, skipped: error.message }, 'seed: online payment retry orders not added');
    return;
  }
  if (made) opts.log.info({ step: MONEY_ONLINE_RETRY_STEP, orders: made }, 'seed: online payment retry orders');
}

type User = NonNullable<Awaited<ReturnType<typeof demoUser>>>;

/** The order both steps give a payer: one waybill carried for 恒通, settleable, 619.20 元 at 20.00 元/吨. */
async function walletPayOrder(tx: Tx, payer: User, payee: User, crews: Crew[], goods: string, daysAgo: number): Promise<string> {
  const order = await settleableOrder(tx, payer, payee, crews, { goods, waybills: 1, daysAgo, price: '20.00' }, Date.now(), { remark: '钱包支付演示' });
  return order.orderNo;
}

async function retryPayer(tx: Tx, p: (typeof RETRY_PAYERS)[number], passwordHash: string | null) {
  const createdAt = new Date(Date.now() - 200 * DAY);
  const [company] = await tx
    .insert(companies)
    .values(
      companyRow({
        name: p.name,
        creditCode: makeCreditCode(p.district, p.org8),
        kind: 'shipper',
        provinceCode: p.district.slice(0, 2),
        cityCode: p.district.slice(0, 4),
        districtCode: p.district,
        address: p.address,
        contactName: p.contact.name,
        contactPhone: p.contact.mobile,
        industry: 'F',
        companySize: '3',
        intro: '钢材、管材贸易企业。',
        createdAt,
      }),
    )
    .returning();
  const [user] = await tx
    .insert(users)
    .values(
      userRow({
        mobile: p.contact.mobile,
        realName: p.contact.name,
        passwordHash,
        pwdChangedAt: new Date(Date.now() - 30 * DAY),
        companyId: company!.id,
        company: 'y',
        authStatus: '2',
        idCard: makeIdCard(...p.id),
        shipperIdentity: '1',
        signStatus: '1',
        createdAt,
      }),
    )
    .returning();
  await tx.insert(userRoles).values({ userId: user!.id, role: 'enterprise_shipper', createdAt });
  return user!;
}
