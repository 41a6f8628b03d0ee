// Dispatch (派车): the vehicles and drivers a carrier may send on an order, with the reason each
// one cannot go, and the dispatch itself, which draws the waybill number and holds the quantity.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { CONTRACT_MESSAGES } from '../../contract/contracts/messages';
import { DISPATCHABLE, ORDER_MESSAGES, type OrderDetail, type DispatchOption } from '../../contract/orders/schemas';
import { cityCodeLabel } from '../../contract/regions';
import type { Db, Tx } from '../../db/client';
import { cargoPoints, cargoSources, drivers, orders, users, vehicles, waybillHistory, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { isBlocked } from '../capacity/blacklist';
import { papersDayStart } from '../capacity/views';
import { carrierContractSigned } from '../contracts/access';
import { notify } from '../workspace/service';
import { busyProblem, liveWaybillsOf, lockAndCheckDispatchable } from './dispatch-checks';
import { type Order, type Waybill, type Executor } from './access';
import { orderDetail } from './queries';
import { lockOrder, moveOrder } from './transitions';

// ---------------------------------------------------------------------------------------------
// Dispatch

/** Why the vehicle may not be dispatched at `now` (not approved, a paper past its last valid day), or null. */
export function vehicleProblem(v: typeof vehicles.$inferSelect, now: number): string | null {
  if (v.reviewStatus !== '1') return ORDER_MESSAGES.vehicleNotApproved;
  const expired: [string, Date | null][] = [
    ['道路运输证', v.transportPermitExpiry],
    ['行驶证检验', v.licenceInspectionExpiry],
    ['保险', v.insuranceExpiry],
  ];
  const today = papersDayStart(now).getTime();
  for (const [name, date] of expired) if (date && date.getTime() < today) return ORDER_MESSAGES.vehicleExpired(name);
  return null;
}

/** Why the driver may not be dispatched at `now` (not approved, the licence past its last valid day), or null. */
export function driverProblem(d: typeof drivers.$inferSelect, now: number): string | null {
  if (d.reviewStatus !== '1') return ORDER_MESSAGES.driverNotApproved;
  if (d.licenceExpiry && d.licenceExpiry.getTime() < papersDayStart(now).getTime()) return ORDER_MESSAGES.driverExpired;
  return null;
}

export function capacityOwned(auth: Auth, table: typeof vehicles | typeof drivers): SQL {
  const c = auth.user.companyId;
  return and(
    sql`${table.deletedAt} is null`,
    c !== null ? eq(table.ownerCompanyId, c) : and(sql`${table.ownerCompanyId} is null`, eq(table.ownerUserId, auth.user.id)),
  )!;
}

/** A vehicle as a dispatch choice says it: plate and rated load (津AK5719（核载1.49吨）; issue 16.7). */
export function vehicleOptionLabel(v: { plateNo: string; loadKg: number }): string {
  return `${v.plateNo}（核载${(v.loadKg / 1000).toFixed(2).replace(/\.?0+$/, '')}吨）`;
}

/** The carrier's vehicles and drivers for the dispatch form, each with what stops it (if anything). */
export async function dispatchOptions(
  db: Db,
  auth: Auth,
  orderId: number,
): Promise<{ order: OrderDetail['order']; places: OrderDetail['places']; vehicles: DispatchOption[]; drivers: DispatchOption[] }> {
  const detail = await orderDetail(db, auth, orderId);
  if (!detail.actors.includes('carrier')) refuse(ORDER_MESSAGES.orderNotFound, 404);
  const [[order], vs, ds] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, orderId)).limit(1),
    db.select().from(vehicles).where(capacityOwned(auth, vehicles)).orderBy(vehicles.plateNo).limit(500),
    db.select().from(drivers).where(capacityOwned(auth, drivers)).orderBy(drivers.name).limit(500),
  ]);
  const now = Date.now();
  const shipper = { companyId: order.shipperCompanyId, userId: order.shipperUserId };
  const live = await liveWaybillsOf(
    db,
    vs.map((v) => v.id),
    ds.map((d) => d.id),
  );
  const vehicleOptions = await Promise.all(
    vs.map(async (v) => ({
      id: v.id,
      label: vehicleOptionLabel(v),
      problem:
        vehicleProblem(v, now) ??
        (v.transportPermitExpiry ? null : '未登记道路运输证有效期') ??
        busyProblem(live.vehicles.get(v.id)) ??
        (await isBlocked(db, shipper, { vehicleId: v.id }))?.message ??
        null,
    })),
  );
  const driverOptions = await Promise.all(
    ds.map(async (d) => ({
      id: d.id,
      label: `${d.name} ${d.mobile}`,
      problem: driverProblem(d, now) ?? busyProblem(live.drivers.get(d.id)) ?? (await isBlocked(db, shipper, { driverId: d.id }))?.message ?? null,
    })),
  );
  return { order: detail.order, places: detail.places, vehicles: vehicleOptions, drivers: driverOptions };
}

/** The next waybill id, drawn before the insert so the waybill number can carry it. */
export async function nextWaybillId(tx: Executor): Promise<number> {
  const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('waybills', 'id'))::int as id`);
  return Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
}

function waybillNoFor(id: number, at = new Date()): string {
  const china = new Date(at.getTime() + 8 * 3600_000);
  const ymd = china.toISOString().slice(0, 10).replaceAll('-', '');
  return `PC${ymd}${String(id).padStart(6, '0')}`;
}

/**
 * Dispatches one vehicle and driver against an order: one waybill of `weightKg`, never more than the remainder.
 * `withWaybill` runs in the same transaction once the waybill exists (a multi-stop dispatch records its stops there;
 * a refusal from it undoes the whole dispatch).
 */
export async function dispatch(
  db: Db,
  auth: Auth,
  input: { orderId: number; vehicleId: number; driverId: number; weightKg: number },
  withWaybill?: (tx: Tx, order: Order, bill: Waybill) => Promise<void>,
  /** the form fields a weight refusal names: the typed weight, or (along stops) the plan and the vehicle */
  fields: { remainder: string; overload: string } = { remainder: 'weight', overload: 'weight' },
) {
  return db.transaction(async (tx) => {
    const { order, actors } = await lockOrder(tx, auth, input.orderId);
    if (!actors.includes('carrier')) refuse(ORDER_MESSAGES.notYourMove);
    if (!DISPATCHABLE.includes(order.status as never)) refuse(ORDER_MESSAGES.notDispatchable);
    // 网络货运: the platform entrusts the actual carrier by the carrier contract, signed before any truck is sent
    if (order.releaseKind === 'control' && !(await carrierContractSigned(tx, order.id))) refuse(CONTRACT_MESSAGES.carrierUnsigned);
    const [vehicle] = await tx
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.id, input.vehicleId), capacityOwned(auth, vehicles)))
      .limit(1);
    if (!vehicle) refuse(ORDER_MESSAGES.vehicleNotYours, 400, { field: 'vehicleId' });
    const [driver] = await tx
      .select()
      .from(drivers)
      .where(and(eq(drivers.id, input.driverId), capacityOwned(auth, drivers)))
      .limit(1);
    if (!driver) refuse(ORDER_MESSAGES.driverNotYours, 400, { field: 'driverId' });
    const now = Date.now();
    const vp = vehicleProblem(vehicle, now);
    if (vp) refuse(vp, 400, { field: 'vehicleId' });
    const dp = driverProblem(driver, now);
    if (dp) refuse(dp, 400, { field: 'driverId' });
    // One live waybill per vehicle and driver (contract/orders/track), rows locked against a parallel dispatch.
    await lockAndCheckDispatchable(tx, auth, { vehicleId: vehicle.id, driverId: driver.id });
    const blocked = await isBlocked(
      tx,
      { companyId: order.shipperCompanyId, userId: order.shipperUserId },
      { companyId: order.carrierCompanyId, vehicleId: vehicle.id, driverId: driver.id },
    );
    if (blocked) refuse(blocked.message, 400, { field: blocked.type === 'driver' ? 'driverId' : blocked.type === 'vehicle' ? 'vehicleId' : undefined });
    // The order row is locked: no other dispatch of this order counts its waybills meanwhile.
    const [{ used }] = await tx
      .select({ used: sql<number>`coalesce(sum(${waybills.plannedWeightKg}), 0)::int` })
      .from(waybills)
      .where(and(eq(waybills.orderId, order.id), sql`${waybills.status} <> 'INVALID'`));
    const left = order.weightKg - Number(used);
    if (input.weightKg > left) refuse(ORDER_MESSAGES.overRemainder(tonnes(Math.max(0, left))), 400, { field: fields.remainder });
    // 治超: never more than the vehicle's rated load (核定载质量)
    if (input.weightKg > vehicle.loadKg) refuse(ORDER_MESSAGES.overLoad(tonnes(vehicle.loadKg)), 400, { field: fields.overload });

    const [cargo] = await tx.select().from(cargoSources).where(eq(cargoSources.id, order.cargoId)).limit(1);
    const [unloadPoint] = await tx
      .select()
      .from(cargoPoints)
      .where(and(eq(cargoPoints.cargoId, cargo.id), eq(cargoPoints.kind, 'unload')))
      .orderBy(cargoPoints.seq)
      .limit(1);
    const [shipper] = await tx.select({ realName: users.realName, mobile: users.mobile }).from(users).where(eq(users.id, order.shipperUserId)).limit(1);
    const id = await nextWaybillId(tx);
    const [bill] = await tx
      .insert(waybills)
      .values({
        id,
        waybillNo: waybillNoFor(id),
        orderId: order.id,
        shipperCompanyId: order.shipperCompanyId,
        carrierCompanyId: order.carrierCompanyId,
        vehicleId: vehicle.id,
        driverId: driver.id,
        status: 'CREATED',
        plannedWeightKg: input.weightKg,
        originCity: cargo.originCity,
        destCity: cargo.destCity,
        consigneeName: unloadPoint?.contactName ?? shipper.realName,
        consigneePhone: unloadPoint?.contactPhone ?? shipper.mobile,
      })
      .returning();
    const remarks = dispatchRemarks(bill.waybillNo, vehicle.plateNo, driver.name, input.weightKg);
    await tx.insert(waybillHistory).values({
      waybillId: bill.id,
      fromStatus: null,
      toStatus: 'CREATED',
      action: 'dispatch',
      actorUserId: auth.user.id,
      weightKg: input.weightKg,
      remark: remarks.waybill,
    });
    if (withWaybill) await withWaybill(tx, order, bill);
    await moveOrder(tx, auth, order, 'dispatch', actors, remarks.order);
    if (driver.userId) {
      await notify(tx, driver.userId, {
        type: 'waybill',
        title: `新派车单${bill.waybillNo}`,
        content: `您有新的派车单${bill.waybillNo}：${cargo.goodsName}，${cityCodeLabel(cargo.originCity)} → ${cityCodeLabel(cargo.destCity)}，车辆${vehicle.plateNo}。`,
        link: `/logistics/sendCardetail?id=${bill.id}`,
      });
    }
    await notify(tx, order.shipperUserId, {
      type: 'waybill',
      title: `订单${order.orderNo}已派车`,
      content: `承运方已为订单${order.orderNo}派车：${vehicle.plateNo}，司机${driver.name}。`,
      link: `/shipper/shipperSendCardetail?id=${bill.id}`,
    });
    return { waybillId: bill.id, waybillNo: bill.waybillNo };
  });
}

export const tonnes = (kg: number) => (kg / 1000).toFixed(3).replace(/\.?0+$/, '');

/** The remarks a dispatch writes: the new waybill's first history row, and the order's. */
export function dispatchRemarks(waybillNo: string, plateNo: string, driverName: string, weightKg: number) {
  return { waybill: `派车：${plateNo}，司机${driverName}，${tonnes(weightKg)}吨`, order: `派车单${waybillNo}：${plateNo} ${driverName}` };
}
