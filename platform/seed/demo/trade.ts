// The trade of the demo step: its orders (orders.ts) with their history, their waybills and the
// waybills' history, as orders.ts plans them; every step must lie in the past.
import { freightFen } from '../../contract/market/marketplace';
import type { Db } from '../../db/client';
import { orderHistory, orders, waybillHistory, waybills } from '../../db/schema';
import { DAY, MINUTE, orderRow, rng, waybillRow, ymd } from '../factories';
import { PLACES, type Place } from '../places';
import { SHIPPER_MOBILE } from './cargo';
import { ORDERS, planOrder, type DemoFleet } from './orders';
import type { CargoSpec } from './types';

export type TradeContext = {
  now: number;
  uid: (mobile: string) => number;
  companyOfMobile: (mobile: string) => number | null;
  cargoByKey: Map<string, { spec: CargoSpec; id: number; row: { shipperCompanyId?: number | null; originCity: string; destCity: string } }>;
  vehicleByKey: Map<string, { id: number; plateNo: string; loadKg: number }>;
  driverByKey: Map<string, { id: number; name: string; mobile: string }>;
};

export async function insertTrade(db: Db, ctx: TradeContext) {
  const { now, uid, companyOfMobile, cargoByKey, vehicleByKey, driverByKey } = ctx;
  const random = rng(20260101);
  // Rows keyed by the parent's number; ids are filled in after the parent insert returns them.
  const orderHistoryRows: { orderNo: string; row: Omit<typeof orderHistory.$inferInsert, 'orderId'> }[] = [];
  const waybillInsert: { orderNo: string; row: Omit<typeof waybills.$inferInsert, 'orderId'> }[] = [];
  const billHistory: { waybillNo: string; steps: Omit<typeof waybillHistory.$inferInsert, 'waybillId'>[] }[] = [];
  let orderSeq = 0;
  let waybillSeq = 0;
  const latest = now - 5 * MINUTE;
  const check = (t: number, what: string) => {
    if (t > latest) throw new Error(`seed: ${what} would be in the future`);
    return new Date(t);
  };

  const fleet: DemoFleet = {
    vehicle: (key) => vehicleByKey.get(key)!,
    driver: (key) => driverByKey.get(key)!,
  };
  const person = (mobile: string | null) => (mobile === null ? null : uid(mobile));

  const orderInsert = ORDERS.map((o) => {
    const cargo = cargoByKey.get(o.cargo)!;
    const c = cargo.spec;
    const created = now - o.daysAgo * DAY;
    orderSeq += 1;
    const orderNo = `DD${ymd(new Date(created))}${String(orderSeq).padStart(4, '0')}`;
    const plan = planOrder(o, fleet, {
      created,
      random,
      waybillNo: (at) => {
        waybillSeq += 1;
        return `PC${ymd(new Date(at))}${String(waybillSeq).padStart(5, '0')}`;
      },
    });
    for (const step of plan.steps) {
      orderHistoryRows.push({
        orderNo,
        row: {
          fromStatus: step.from,
          toStatus: step.to,
          action: step.action,
          actorUserId: person(step.actor),
          remark: step.remark,
          createdAt: check(step.at, `order ${o.key} ${step.action}`),
        },
      });
    }

    const carrierCompanyId = companyOfMobile(o.carrier);
    const dest: Place = PLACES[c.to[c.to.length - 1]];
    plan.waybills.forEach((bill, i) => {
      const w = o.waybills![i];
      const nodeWeight = c.node === 'load' ? bill.loadKg : bill.unloadKg;
      const history = bill.steps.map((s) => ({
        fromStatus: s.from,
        toStatus: s.to,
        action: s.action,
        actorUserId: uid(s.actor),
        weightKg: s.weightKg,
        remark: s.remark,
        createdAt: check(s.at, `waybill ${bill.waybillNo} ${s.to}`),
      }));
      billHistory.push({ waybillNo: bill.waybillNo, steps: history });
      waybillInsert.push({
        orderNo,
        row: waybillRow({
          waybillNo: bill.waybillNo,
          orderId: 0,
          shipperCompanyId: cargo.row.shipperCompanyId,
          carrierCompanyId,
          vehicleId: vehicleByKey.get(w.vehicle)!.id,
          driverId: driverByKey.get(w.driver)!.id,
          status: w.status,
          plannedWeightKg: bill.plannedKg,
          loadWeightKg: bill.loadKg,
          unloadWeightKg: bill.unloadKg,
          freightFen: nodeWeight === null ? null : freightFen(c.priceFen, nodeWeight),
          originCity: cargo.row.originCity,
          destCity: cargo.row.destCity,
          consigneeName: dest.contact,
          consigneePhone: dest.phone,
          loadedAt: bill.loadKg !== null ? new Date(bill.times.load) : null,
          signedAt: w.status === 'SIGN' ? new Date(bill.times.end) : null,
          createdAt: new Date(bill.times.created),
          updatedAt: history[history.length - 1].createdAt,
        }),
      });
    });

    return orderRow({
      orderNo,
      cargoId: cargo.id,
      shipperCompanyId: cargo.row.shipperCompanyId,
      shipperUserId: uid(SHIPPER_MOBILE[c.shipper]),
      carrierCompanyId,
      carrierUserId: uid(o.carrier),
      agentUserId: o.agent ? uid(o.agent) : null,
      agentCompanyId: o.agent ? companyOfMobile(o.agent) : null,
      source: o.source,
      status: o.status,
      vehicleCount: o.vehicles,
      weightKg: c.perVehicleKg * o.vehicles,
      unitPriceFen: c.priceFen,
      payStatus: o.payStatus,
      cancelReason: o.status === 'CANCEL' || o.status === 'REFUSE' ? (o.reason ?? null) : null,
      createdAt: new Date(created),
      updatedAt: new Date(plan.steps[plan.steps.length - 1].at),
    });
  });

  const orderRows = await db.insert(orders).values(orderInsert).returning({ id: orders.id, orderNo: orders.orderNo });
  const orderIdByNo = new Map(orderRows.map((r) => [r.orderNo, r.id]));
  await db.insert(orderHistory).values(orderHistoryRows.map((h) => ({ ...h.row, orderId: orderIdByNo.get(h.orderNo)! })));
  const waybillRows = await db
    .insert(waybills)
    .values(waybillInsert.map((w) => ({ ...w.row, orderId: orderIdByNo.get(w.orderNo)! })))
    .returning({ id: waybills.id, waybillNo: waybills.waybillNo });
  const waybillIdByNo = new Map(waybillRows.map((r) => [r.waybillNo, r.id]));
  const waybillHistoryRows = billHistory.flatMap(({ waybillNo, steps }) => steps.map((s) => ({ ...s, waybillId: waybillIdByNo.get(waybillNo)! })));
  await db.insert(waybillHistory).values(waybillHistoryRows);

  return { orders: orderRows.length, orderHistory: orderHistoryRows.length, waybills: waybillRows.length, waybillHistory: waybillHistoryRows.length };
}
