// Demo data of 钱包支付 (issue 17, /shipper/payBillDetail?do=walletPay), once, marked by seed_runs
// step 'money-online-v1': a signed, approved order of the steel shipper and one of 汾河, each carried
// by 恒通, settleable and small enough (619.20 元) for the demo bank's 1,000.00 元 top-up: the payer
// bills it, 恒通 confirms, the payer pays from its wallet. The e2e spec settles one per Playwright
// project (MONEY_ONLINE_E2E), so the two never share a payer's wallet.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, vehicles } from '../../db/schema';
import { insertOrder, orderFreightFen } from '../../modules/market/orders';
import { insertTakenCargo } from '../../modules/market/publish';
import { DEMO_ACCOUNTS } from '../accounts';
import { DAY, HOUR } from '../factories';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';
import { cargoInput, insertOrderSteps, insertSignedWaybill, PORT_YARD, shipperAuth } from './trips';

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
    const [crew] = await tx
      .select({ truck: { id: vehicles.id, plateNo: vehicles.plateNo }, driver: { id: drivers.id, name: drivers.name } })
      .from(drivers)
      .innerJoin(vehicles, eq(vehicles.id, drivers.vehicleId))
      .where(and(eq(drivers.ownerCompanyId, crewOwner.companyId!), eq(vehicles.ownerCompanyId, crewOwner.companyId!)))
      .orderBy(drivers.id)
      .limit(1);
    if (!crew) return null;
    const orderNos: string[] = [];
    for (const { payer: account, goods } of Object.values(MONEY_ONLINE_E2E)) {
      const payer = await demoUser(tx, account);
      if (!payer?.companyId) continue;
      const at = Date.now() - 4 * DAY;
      const cargo = cargoInput({ goodsName: goods, weightT: 31, vehicles: 1, price: '20.00', remark: '钱包支付演示' });
      const taken = await insertTakenCargo(tx, shipperAuth(payer), cargo, '钱包支付演示订单');
      const order = await insertOrder(tx, {
        cargoId: taken.id,
        shipperCompanyId: payer.companyId,
        shipperUserId: payer.id,
        carrierCompanyId: payee.companyId,
        carrierUserId: payee.id,
        source: '1',
        status: 'SIGN',
        vehicleCount: 1,
        weightKg: 31_000,
        unitPriceFen: taken.unitPriceFen,
        totalFen: orderFreightFen(taken, 1, 31_000),
        createdAt: new Date(at),
        updatedAt: new Date(at + 30 * HOUR),
      });
      await insertOrderSteps(tx, order.id, at, [
        [null, 'WAITACCEPT', 'release', payer.id, 0, '发布订单'],
        ['WAITACCEPT', 'ACCEPT', 'accept', payee.id, 0.5, '接单'],
        ['ACCEPT', 'WAITLOAD', 'dispatch', payee.id, 2, `派车：${crew.truck.plateNo} ${crew.driver.name}`],
        ['WAITLOAD', 'TRANSPORT', 'load', null, 8, '装货，运输中'],
        ['TRANSPORT', 'SIGN', 'sign', null, 30, '运单已签收'],
      ]);
      await insertSignedWaybill(tx, {
        at,
        orderId: order.id,
        shipper: payer,
        carrier: payee,
        truck: crew.truck,
        driver: crew.driver,
        drivenBy: payee.id,
        plannedKg: 31_000,
        loadKg: 31_000,
        unloadKg: 30_960,
        cargo: taken,
        consignee: PORT_YARD,
        audited: true,
        hours: [4, 7, 26, 28],
      });
      orderNos.push(order.orderNo);
    }
    await noteDone(tx, MONEY_ONLINE_STEP, { orders: orderNos });
    return orderNos;
  });
  if (made) opts.log.info({ step: MONEY_ONLINE_STEP, orders: made }, 'seed: online payment demo orders');
}
