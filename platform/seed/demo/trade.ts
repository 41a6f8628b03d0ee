// The trade of the demo step: its orders (orders.ts) with their history, their waybills and the
// waybills' history, timed so every step lies in the past and follows the one before it.
import { freightFen } from '../../contract/market/marketplace';
import type { Db } from '../../db/client';
import { orderHistory, orders, waybillHistory, waybills } from '../../db/schema';
import { DAY, HOUR, MINUTE, orderRow, rng, waybillRow, weighings, ymd } from '../factories';
import { PLACES, type Place } from '../places';
import { SHIPPER_MOBILE } from './cargo';
import { ORDERS, orderSteps, waybillSteps, type Actor } from './orders';
import type { CargoSpec, WaybillStatus } from './types';

export type TradeContext = {
  now: number;
  uid: (mobile: string) => number;
  companyOfMobile: (mobile: string) => number | null;
  cargoByKey: Map<string, { spec: CargoSpec; id: number; row: { shipperCompanyId?: number | null; originCity: string; destCity: string } }>;
  vehicleByKey: Map<string, { id: number; loadKg: number }>;
  driverByKey: Map<string, { id: number; userId: number | null }>;
};

export async function insertTrade(db: Db, ctx: TradeContext) {
  const { now, uid, companyOfMobile, cargoByKey, vehicleByKey, driverByKey } = ctx;
  const random = rng(20260101);
  // Rows keyed by the parent's number; ids are filled in after the parent insert returns them.
  const orderHistoryRows: { orderNo: string; row: Omit<typeof orderHistory.$inferInsert, 'orderId'> }[] = [];
  const waybillInsert: { orderNo: string; row: Omit<typeof waybills.$inferInsert, 'orderId'> }[] = [];
  const waybillSteps_: { waybillNo: string; steps: Omit<typeof waybillHistory.$inferInsert, 'waybillId'>[] }[] = [];
  let orderSeq = 0;
  let waybillSeq = 0;
  const latest = now - 5 * MINUTE;
  const check = (t: number, what: string) => {
    if (t > latest) throw new Error(`seed: ${what} would be in the future`);
    return new Date(t);
  };

  const orderInsert = ORDERS.map((o) => {
    const cargo = cargoByKey.get(o.cargo)!;
    const c = cargo.spec;
    const shipperMobile = SHIPPER_MOBILE[c.shipper];
    const actor = (a: Actor) => (a === 'shipper' ? uid(shipperMobile) : uid(o.carrier));
    const created = now - o.daysAgo * DAY;
    orderSeq += 1;
    const orderNo = `DD${ymd(new Date(created))}${String(orderSeq).padStart(4, '0')}`;
    const steps = orderSteps(o);

    // Step times: quick commercial steps, then the physical ones follow the waybills.
    const stepTime = new Map<string, number>();
    let t = created;
    const transitH = Math.min(30, c.km / 55);
    const wbTimes: { created: number; start: number; load: number; unload: number; end: number }[] = [];
    for (const step of steps) {
      if (step.action === 'load' || step.action === 'sign' || step.action === 'complete') break;
      stepTime.set(step.action + step.to, t);
      t += (0.4 + random() * 0.8) * HOUR;
    }
    const dispatchAt = stepTime.get('dispatchWAITLOAD');
    const bills = o.waybills ?? [];
    if (bills.length && dispatchAt === undefined) throw new Error(`seed: order ${o.key} has waybills but no dispatch`);
    bills.forEach((w, i) => {
      const wCreated = (dispatchAt ?? created) + (w.delayH ?? 0) * HOUR + i * 12 * MINUTE;
      const start = wCreated + (0.8 + random() * 0.5) * HOUR;
      const load = start + (1.5 + random()) * HOUR;
      const unload = load + transitH * HOUR + random() * HOUR;
      const end = unload + (0.5 + random()) * HOUR;
      wbTimes.push({ created: wCreated, start, load, unload, end });
    });
    const live = bills.map((w, i) => ({ w, t: wbTimes[i] })).filter((x) => x.w.status !== 'INVALID');
    const loadTimes = live.filter((x) => ['LOAD', 'UNLOAD', 'SIGN', 'REFUSE'].includes(x.w.status)).map((x) => x.t.load);
    const endTimes = live.filter((x) => ['SIGN', 'REFUSE'].includes(x.w.status)).map((x) => x.t.end);
    if (loadTimes.length) stepTime.set('loadTRANSPORT', Math.min(...loadTimes));
    if (endTimes.length) stepTime.set('signSIGN', Math.max(...endTimes) + 10 * MINUTE);
    if (stepTime.has('signSIGN')) stepTime.set('completeCOMPLETE', stepTime.get('signSIGN')! + 20 * HOUR);

    let lastAt = created;
    for (const step of steps) {
      const when = stepTime.get(step.action + step.to) ?? lastAt + HOUR;
      lastAt = Math.max(lastAt, when);
      orderHistoryRows.push({
        orderNo,
        row: {
          fromStatus: step.from,
          toStatus: step.to,
          action: step.action,
          actorUserId: actor(step.actor),
          remark: step.remark ?? null,
          createdAt: check(lastAt, `order ${o.key} ${step.action}`),
        },
      });
    }

    const carrierCompanyId = companyOfMobile(o.carrier);
    const perVehicleKg = c.perVehicleKg;
    bills.forEach((w, i) => {
      const v = vehicleByKey.get(w.vehicle)!;
      const d = driverByKey.get(w.driver)!;
      const times = wbTimes[i];
      const planned = Math.min(perVehicleKg, v.loadKg);
      const steps2 = waybillSteps(w.status);
      const { loadKg, unloadKg } = weighings(planned, new Set(steps2.map((s) => s.to)), random);
      const nodeWeight = c.node === 'load' ? loadKg : unloadKg;
      waybillSeq += 1;
      const waybillNo = `PC${ymd(new Date(times.created))}${String(waybillSeq).padStart(5, '0')}`;
      const timeOf: Record<WaybillStatus, number> = {
        CREATED: times.created,
        START: times.start,
        LOAD: times.load,
        UNLOAD: times.unload,
        SIGN: times.end,
        REFUSE: times.load + transitH * HOUR + 0.7 * HOUR,
        INVALID: times.created + 40 * MINUTE,
      };
      const dest: Place = PLACES[c.to[c.to.length - 1]];
      const driverActor = d.userId ?? uid(o.carrier);
      const history = steps2.map((s) => ({
        fromStatus: s.from,
        toStatus: s.to,
        action: s.action,
        actorUserId: s.to === 'CREATED' || s.to === 'INVALID' ? uid(o.carrier) : s.to === 'SIGN' || s.to === 'REFUSE' ? uid(shipperMobile) : driverActor,
        weightKg: s.to === 'LOAD' ? loadKg : s.to === 'UNLOAD' ? unloadKg : null,
        remark: (s.to === w.status && w.remark) || s.remark,
        createdAt: check(timeOf[s.to], `waybill ${waybillNo} ${s.to}`),
      }));
      waybillSteps_.push({ waybillNo, steps: history });
      waybillInsert.push({
        orderNo,
        row: waybillRow({
          waybillNo,
          orderId: 0,
          shipperCompanyId: cargo.row.shipperCompanyId,
          carrierCompanyId,
          vehicleId: v.id,
          driverId: d.id,
          status: w.status,
          plannedWeightKg: planned,
          loadWeightKg: loadKg,
          unloadWeightKg: unloadKg,
          freightFen: nodeWeight === null ? null : freightFen(c.priceFen, nodeWeight),
          originCity: cargo.row.originCity,
          destCity: cargo.row.destCity,
          consigneeName: dest.contact,
          consigneePhone: dest.phone,
          loadedAt: loadKg !== null ? new Date(times.load) : null,
          signedAt: w.status === 'SIGN' ? new Date(times.end) : null,
          createdAt: new Date(times.created),
          updatedAt: history[history.length - 1].createdAt,
        }),
      });
    });

    return orderRow({
      orderNo,
      cargoId: cargo.id,
      shipperCompanyId: cargo.row.shipperCompanyId,
      shipperUserId: uid(shipperMobile),
      carrierCompanyId,
      carrierUserId: uid(o.carrier),
      source: o.source,
      status: o.status,
      vehicleCount: o.vehicles,
      weightKg: perVehicleKg * o.vehicles,
      unitPriceFen: c.priceFen,
      payStatus: o.payStatus,
      cancelReason: o.status === 'CANCEL' || o.status === 'REFUSE' ? (o.reason ?? null) : null,
      createdAt: new Date(created),
      updatedAt: new Date(lastAt),
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
  const waybillHistoryRows = waybillSteps_.flatMap(({ waybillNo, steps }) => steps.map((s) => ({ ...s, waybillId: waybillIdByNo.get(waybillNo)! })));
  await db.insert(waybillHistory).values(waybillHistoryRows);

  return { orders: orderRows.length, orderHistory: orderHistoryRows.length, waybills: waybillRows.length, waybillHistory: waybillHistoryRows.length };
}
