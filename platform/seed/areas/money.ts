// Demo data of settlement (issue 17, /shipper/payBillManage and receivableBillManage), once, marked
// by seed_runs step 'money-v1': three signed orders of the steel shipper carried by 顺达, every
// waybill approved by the shipper (so settleable). The first order's two waybills are on a demo bill
// waiting for 顺达's confirmation; the other two orders (one waybill each) are left for the
// settlement e2e spec, one per Playwright project (MONEY_E2E_GOODS).
// Step 'money-overdue-v1' gives 鲁中 (stalePassword, the demo account with the ship-order notice's
// overdue warning) a bill 顺达 confirmed 45 days ago and it has not paid: the warning's amount
// comes from it (workspace warnPrompt).
import { eq, sql } from 'drizzle-orm';
import type { Auth } from '../../http/auth';
import type { Db, Tx } from '../../db/client';
import { companies, settlementBillHistory, settlementBills, type users, waybills } from '../../db/schema';
import { insertOrder, ORDER_ORIGINS, orderParties, orderTerms } from '../../modules/market/orders';
import { confirmBill, createBill } from '../../modules/money/bills';
import { RELEASE_REMARK, releaseRemark } from '../../modules/orders/kinds';
import { DEMO_ACCOUNTS } from '../accounts';
import { DAY, HOUR } from '../factories';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';
import { cargoInput, companyCrews, type Crew, freeCrews, PORT_YARD, recordReleasedOrder, shipperAuth, type SignedTrip, takenCargoAt } from './trips';

export const MONEY_STEP = 'money-v1';
export const MONEY_OVERDUE_STEP = 'money-overdue-v1';
/** The goods of 鲁中's overdue bill's order. */
export const MONEY_OVERDUE_GOODS = '冷轧板（逾期演示）';
const OVERDUE_DAYS = 45;

/** The goods of the demo bill's order. */
export const MONEY_DEMO_GOODS = '冷轧卷板（结算演示）';
/** The goods of the e2e spec's orders: one per Playwright project, each a single settleable waybill. */
export const MONEY_E2E_GOODS = { 'no-js': '镀锌卷（结算甲）', js: '镀锌卷（结算乙）' } as const;

const ORDERS = [
  { goods: MONEY_DEMO_GOODS, waybills: 2, daysAgo: 6, price: '152.00' },
  { goods: MONEY_E2E_GOODS['no-js'], waybills: 1, daysAgo: 5, price: '148.00' },
  { goods: MONEY_E2E_GOODS.js, waybills: 1, daysAgo: 5, price: '148.00' },
];

type User = typeof users.$inferSelect;
type Order = { goods: string; waybills: number; daysAgo: number; price: string };
/** What a demo's cargo says: its remark. */
type DemoTexts = { remark: string };
const SETTLEMENT_TEXTS: DemoTexts = { remark: '结算演示' };

/** A signed order the shipper released to `carrier`, carried by crews free at the time among `crews`, its waybills approved (settleable). */
export async function settleableOrder(tx: Tx, shipper: User, carrier: User, crews: Crew[], o: Order, now: number, texts = SETTLEMENT_TEXTS) {
  const at = now - o.daysAgo * DAY;
  const weightKg = o.waybills * 31_000;
  const cargo = cargoInput({ goodsName: o.goods, weightT: weightKg / 1000, vehicles: o.waybills, price: o.price, remark: texts.remark });
  const taken = await takenCargoAt(tx, shipperAuth(shipper), cargo, RELEASE_REMARK.direct, at);
  const order = await insertOrder(tx, {
    ...orderTerms(taken, o.waybills, weightKg),
    ...orderParties(shipper, carrier),
    source: '7',
    status: 'SIGN',
    createdAt: new Date(at),
    updatedAt: new Date(at + 30 * HOUR),
  });
  // a company is released an order; an individual carrier (no company) has one placed with it (/user/placeOrder)
  const [company] = carrier.companyId ? await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, carrier.companyId)) : [null];
  const hours = Array.from({ length: o.waybills }, (_, n): SignedTrip['hours'] => [2, 4 + n, 7 + n, 26 + n, 28 + n]);
  const crewed = await freeCrews(tx, crews, at, hours);
  await recordReleasedOrder(tx, {
    order,
    at,
    shipper,
    carrier,
    remarks: { released: company ? releaseRemark('direct', { carrier: company.name }) : ORDER_ORIGINS.placeOrder.remark(o.waybills) },
    ...(company ? {} : { started: 'placeOrder' as const }),
    acceptedH: 0.5,
    cargo: taken,
    trips: hours.map((h, n): SignedTrip => ({
      ...crewed[n],
      drivenBy: carrier.id,
      plannedKg: 31_000,
      loadKg: 31_000 - n * 60,
      unloadKg: 30_960 - n * 60,
      consignee: PORT_YARD,
      audited: true,
      hours: h,
    })),
  });
  return order;
}

export async function seedMoney(db: Db, opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  const carrier = await demoUser(db, DEMO_ACCOUNTS.carrier);
  if (!shipper?.companyId || !carrier?.companyId) return; // no demo data: nothing to add to
  const made = await runOnce(db, MONEY_STEP, async (tx) => {
    const crews = await companyCrews(tx, carrier.companyId!);
    const now = Date.now();
    const orderIds: number[] = [];
    for (const o of ORDERS) orderIds.push((await settleableOrder(tx, shipper, carrier, crews, o, now)).id);
    const lines = await tx.select({ id: waybills.id }).from(waybills).where(eq(waybills.orderId, orderIds[0]));
    // the bill the shipper builds on /shipper/payBillManage, made the same way (a savepoint inside the step)
    const bill = await createBill(tx as unknown as Db, shipperAuth(shipper), { waybillIds: lines.map((l) => l.id), deductions: [] });
    await noteDone(tx, MONEY_STEP, { orderIds, billId: bill.id });
    return bill.billNo;
  });
  if (made) opts.log.info({ step: MONEY_STEP, bill: made }, 'seed: settlement demo data');

  const stale = await demoUser(db, DEMO_ACCOUNTS.stalePassword);
  if (!stale?.companyId) return;
  const overdue = await runOnce(db, MONEY_OVERDUE_STEP, async (tx) => {
    const now = Date.now();
    const { id: orderId } = await settleableOrder(
      tx,
      stale,
      carrier,
      await companyCrews(tx, carrier.companyId!),
      { goods: MONEY_OVERDUE_GOODS, waybills: 1, daysAgo: OVERDUE_DAYS + 3, price: '168.00' },
      now,
    );
    const lines = await tx.select({ id: waybills.id }).from(waybills).where(eq(waybills.orderId, orderId));
    const carrierAuth: Auth = { user: carrier, role: 'carrier', tokenHash: '' };
    const bill = await createBill(tx as unknown as Db, shipperAuth(stale), { waybillIds: lines.map((l) => l.id), deductions: [] });
    await confirmBill(tx as unknown as Db, carrierAuth, bill.id);
    // made and confirmed back then, as it would have been: the bill and its history dated 45 days ago
    const made = new Date(now - OVERDUE_DAYS * DAY);
    await tx
      .update(settlementBills)
      .set({ createdAt: made, updatedAt: new Date(made.getTime() + 6 * HOUR) })
      .where(eq(settlementBills.id, bill.id));
    await tx
      .update(settlementBillHistory)
      .set({
        createdAt: sql`case when ${settlementBillHistory.action} = 'create' then ${made.toISOString()}::timestamptz else ${new Date(made.getTime() + 6 * HOUR).toISOString()}::timestamptz end`,
      })
      .where(eq(settlementBillHistory.billId, bill.id));
    await noteDone(tx, MONEY_OVERDUE_STEP, { orderId, billId: bill.id });
    return bill.billNo;
  });
  if (overdue) opts.log.info({ step: MONEY_OVERDUE_STEP, bill: overdue }, 'seed: overdue settlement demo data');
}
