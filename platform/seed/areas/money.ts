// Demo data of settlement (issue 17, /shipper/payBillManage and receivableBillManage), once, marked
// by seed_runs step 'money-v1': three signed orders of the steel shipper carried by 顺达, every
// waybill approved by the shipper (so settleable). The first order's two waybills are on a demo bill
// waiting for 顺达's confirmation; the other two orders (one waybill each) are left for the
// settlement e2e spec, one per Playwright project (MONEY_E2E_GOODS).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, vehicles, waybills } from '../../db/schema';
import { insertOrder, orderFreightFen } from '../../modules/market/orders';
import { insertTakenCargo } from '../../modules/market/publish';
import { createBill } from '../../modules/money/bills';
import { DEMO_ACCOUNTS } from '../accounts';
import { DAY, HOUR } from '../factories';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';
import { cargoInput, insertOrderSteps, insertSignedWaybill, PORT_YARD, shipperAuth } from './trips';

export const MONEY_STEP = 'money-v1';

/** The goods of the demo bill's order. */
export const MONEY_DEMO_GOODS = '冷轧卷板（结算演示）';
/** The goods of the e2e spec's orders: one per Playwright project, each a single settleable waybill. */
export const MONEY_E2E_GOODS = { 'no-js': '镀锌卷（结算甲）', js: '镀锌卷（结算乙）' } as const;

const ORDERS = [
  { goods: MONEY_DEMO_GOODS, waybills: 2, daysAgo: 6, price: '152.00' },
  { goods: MONEY_E2E_GOODS['no-js'], waybills: 1, daysAgo: 5, price: '148.00' },
  { goods: MONEY_E2E_GOODS.js, waybills: 1, daysAgo: 5, price: '148.00' },
];

export async function seedMoney(db: Db, opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  const carrier = await demoUser(db, DEMO_ACCOUNTS.carrier);
  if (!shipper?.companyId || !carrier?.companyId) return; // no demo data: nothing to add to
  const made = await runOnce(db, MONEY_STEP, async (tx) => {
    const [crew] = await tx
      .select({ truck: { id: vehicles.id, plateNo: vehicles.plateNo }, driver: { id: drivers.id, name: drivers.name } })
      .from(drivers)
      .innerJoin(vehicles, eq(vehicles.id, drivers.vehicleId))
      .where(and(eq(drivers.ownerCompanyId, carrier.companyId!), eq(vehicles.ownerCompanyId, carrier.companyId!)))
      .orderBy(drivers.id)
      .limit(1);
    if (!crew) return null;
    const now = Date.now();
    const orderIds: number[] = [];
    for (const o of ORDERS) {
      const at = now - o.daysAgo * DAY;
      const weightKg = o.waybills * 31_000;
      const cargo = cargoInput({ goodsName: o.goods, weightT: weightKg / 1000, vehicles: o.waybills, price: o.price, remark: '结算演示' });
      const taken = await insertTakenCargo(tx, shipperAuth(shipper), cargo, '结算演示订单');
      const order = await insertOrder(tx, {
        cargoId: taken.id,
        shipperCompanyId: shipper.companyId,
        shipperUserId: shipper.id,
        carrierCompanyId: carrier.companyId,
        carrierUserId: carrier.id,
        source: '1',
        status: 'SIGN',
        vehicleCount: o.waybills,
        weightKg,
        unitPriceFen: taken.unitPriceFen,
        totalFen: orderFreightFen(taken, o.waybills, weightKg),
        createdAt: new Date(at),
        updatedAt: new Date(at + 30 * HOUR),
      });
      await insertOrderSteps(tx, order.id, at, [
        [null, 'WAITACCEPT', 'release', shipper.id, 0, '发布订单'],
        ['WAITACCEPT', 'ACCEPT', 'accept', carrier.id, 0.5, '接单'],
        ['ACCEPT', 'WAITLOAD', 'dispatch', carrier.id, 2, `派车：${crew.truck.plateNo} ${crew.driver.name}`],
        ['WAITLOAD', 'TRANSPORT', 'load', null, 8, '装货，运输中'],
        ['TRANSPORT', 'SIGN', 'sign', null, 30, '运单均已签收'],
      ]);
      for (let n = 0; n < o.waybills; n += 1) {
        await insertSignedWaybill(tx, {
          at,
          orderId: order.id,
          shipper,
          carrier,
          truck: crew.truck,
          driver: crew.driver,
          drivenBy: carrier.id,
          plannedKg: 31_000,
          loadKg: 31_000 - n * 60,
          unloadKg: 30_960 - n * 60,
          cargo: taken,
          consignee: PORT_YARD,
          audited: true,
          hours: [4 + n, 7 + n, 26 + n, 28 + n],
        });
      }
      orderIds.push(order.id);
    }
    const lines = await tx.select({ id: waybills.id }).from(waybills).where(eq(waybills.orderId, orderIds[0]));
    // the bill the shipper builds on /shipper/payBillManage, made the same way (a savepoint inside the step)
    const bill = await createBill(tx as unknown as Db, shipperAuth(shipper), { waybillIds: lines.map((l) => l.id), deductions: [] });
    await noteDone(tx, MONEY_STEP, { orderIds, billId: bill.id });
    return bill.billNo;
  });
  if (made) opts.log.info({ step: MONEY_STEP, bill: made }, 'seed: settlement demo data');
}
