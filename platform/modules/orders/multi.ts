// Multi load/unload orders (多装多卸), issue #8: the order's stops are its cargo's points; a
// waybill is dispatched along some of them with a planned weight at each (the ordinary dispatch,
// extended: same qualification, blacklist and remainder checks, one transaction), and the driver
// — or the carrier's dispatcher for them — records each stop in route order. The waybill's state
// follows its stops by STOP_MOVES (contract); the order follows its waybills as usual.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DISPATCHABLE, ORDER_MESSAGES, type OrderActor } from '../../contract/orders/schemas';
import {
  MULTI_MESSAGES,
  planTotals,
  stopModeOf,
  stopMoveFor,
  type MultiDispatchBody,
  type MultiOrderDetail,
  type OrderStopRow,
  type WaybillStopRow,
} from '../../contract/orders/multi';
import { chargedWeightKg } from '../../contract/orders/schemas';
import { freightFen } from '../../contract/market/marketplace';
import { placeLabel } from '../../contract/regions';
import type { Db, Tx } from '../../db/client';
import { cargoPoints, cargoSources, drivers, files, orders, waybillStops, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { notify } from '../workspace/service';
import { dispatch, tonnes } from './dispatch';
import { loadWaybill, orderDetail } from './queries';
import { carryOrder, moveWaybillRow, recordWaybillStep } from './transitions';

type Point = typeof cargoPoints.$inferSelect;

/** The cargo's points in route order: loads by their seq, then unloads by theirs. */
function routeOrder(points: Point[]): Point[] {
  return [...points].sort((a, b) => (a.kind === b.kind ? a.seq - b.seq : a.kind === 'load' ? -1 : 1));
}

async function pointsOfOrder(db: Db | Tx, cargoId: number): Promise<Point[]> {
  return routeOrder(await db.select().from(cargoPoints).where(eq(cargoPoints.cargoId, cargoId)));
}

/** The order with its stops (planned vs recorded weights) and its waybills with theirs. */
export async function multiOrderDetail(db: Db, auth: Auth, orderId: number): Promise<MultiOrderDetail> {
  const detail = await orderDetail(db, auth, orderId);
  const [order] = await db.select({ cargoId: orders.cargoId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  const points = await pointsOfOrder(db, order.cargoId);
  const ids = detail.waybills.map((w) => w.id);
  const [stops, own] = await Promise.all([
    ids.length
      ? db.select().from(waybillStops).where(inArray(waybillStops.waybillId, ids)).orderBy(asc(waybillStops.waybillId), asc(waybillStops.seq))
      : Promise.resolve([]),
    db.select({ id: drivers.id }).from(drivers).where(eq(drivers.userId, auth.user.id)),
  ]);
  const liveIds = new Set(detail.waybills.filter((w) => w.status !== 'INVALID').map((w) => w.id));
  const place = new Map(points.map((p) => [p.id, placeLabel(p.provinceCode, p.cityCode, p.districtCode)]));
  const stopRows: OrderStopRow[] = points.map((p, i) => {
    const mine = stops.filter((s) => s.pointId === p.id && liveIds.has(s.waybillId));
    return {
      id: p.id,
      seq: i + 1,
      kind: p.kind as OrderStopRow['kind'],
      cityCode: p.cityCode,
      place: place.get(p.id) ?? '',
      address: p.address,
      contactName: p.contactName,
      contactPhone: p.contactPhone,
      plannedKg: mine.reduce((n, s) => n + s.plannedWeightKg, 0),
      actualKg: mine.reduce((n, s) => n + (s.actualWeightKg ?? 0), 0),
    };
  });
  const ownDrivers = new Set(own.map((d) => d.id));
  const [driverOf] = ids.length ? [await db.select({ id: waybills.id, driverId: waybills.driverId }).from(waybills).where(inArray(waybills.id, ids))] : [[]];
  const drivenByMe = new Set(driverOf.filter((w) => ownDrivers.has(w.driverId)).map((w) => w.id));
  return {
    ...detail,
    stopMode: stopModeOf(points),
    stops: stopRows,
    waybills: detail.waybills.map((w) => {
      const mine: WaybillStopRow[] = stops
        .filter((s) => s.waybillId === w.id)
        .map((s) => ({
          id: s.id,
          waybillId: s.waybillId,
          pointId: s.pointId,
          seq: s.seq,
          kind: s.kind as WaybillStopRow['kind'],
          place: place.get(s.pointId) ?? '',
          plannedKg: s.plannedWeightKg,
          actualKg: s.actualWeightKg,
          doneAt: s.doneAt?.toISOString() ?? null,
        }));
      const acting = detail.actors.includes('carrier') || drivenByMe.has(w.id);
      const open = mine.some((s) => s.doneAt === null) && (w.status === 'START' || w.status === 'LOAD');
      return { ...w, stops: mine, canRecord: acting && open };
    }),
  };
}

/**
 * Dispatches one vehicle and driver along the order's stops: the planned weights of the stops it
 * visits (> 0) must cover at least one load and one unload stop and balance (all that is loaded is
 * unloaded); the loaded total is the waybill's weight, checked against the remainder and the vehicle.
 */
export async function multiDispatch(db: Db, auth: Auth, input: MultiDispatchBody) {
  const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId)).limit(1);
  const carrier = order && (order.carrierUserId === auth.user.id || (auth.user.companyId !== null && order.carrierCompanyId === auth.user.companyId));
  if (!order || !carrier) refuse(ORDER_MESSAGES.orderNotFound, 404);
  if (!DISPATCHABLE.includes(order.status as never)) refuse(ORDER_MESSAGES.notDispatchable);
  const points = await pointsOfOrder(db, order.cargoId);
  if (stopModeOf(points) !== 'multi') refuse(MULTI_MESSAGES.notMulti);
  const byId = new Map(points.map((p) => [p.id, p]));
  const seen = new Set<number>();
  for (const s of input.stops) {
    if (!byId.has(s.pointId)) refuse(MULTI_MESSAGES.stopUnknown, 400, { field: 'stops' });
    if (seen.has(s.pointId)) refuse(MULTI_MESSAGES.stopDuplicate, 400, { field: 'stops' });
    seen.add(s.pointId);
  }
  const planned = input.stops.map((s) => ({ ...s, kind: byId.get(s.pointId)!.kind }));
  const { loadKg, unloadKg } = planTotals(planned);
  if (loadKg === 0 || unloadKg === 0) refuse(MULTI_MESSAGES.needLoadAndUnload, 400, { field: 'stops' });
  if (loadKg !== unloadKg) refuse(MULTI_MESSAGES.unbalanced(tonnes(loadKg), tonnes(unloadKg)), 400, { field: 'stops' });
  const inRoute = points.filter((p) => seen.has(p.id));
  return dispatch(
    db,
    auth,
    { orderId: order.id, vehicleId: input.vehicleId, driverId: input.driverId, weightKg: loadKg },
    async (tx, _order, bill) => {
      await tx.insert(waybillStops).values(
        inRoute.map((p, i) => ({
          waybillId: bill.id,
          pointId: p.id,
          seq: i + 1,
          kind: p.kind,
          plannedWeightKg: planned.find((s) => s.pointId === p.id)!.plannedKg,
        })),
      );
    },
    { remainder: 'stops', overload: 'vehicleId' },
  );
}

/**
 * Records the waybill's next stop: the weight loaded or unloaded there and its pound slip. The
 * waybill row is locked, so two people recording at once cannot both record the same stop.
 */
export async function recordStop(db: Db, auth: Auth, input: { waybillId: number; stopId: number; weightKg: number; slipUuid: string }) {
  return db.transaction(async (tx) => {
    const { row, order, actors } = await loadWaybill(tx, auth, input.waybillId);
    if (!actors.some((a: OrderActor) => a === 'driver' || a === 'carrier')) refuse(ORDER_MESSAGES.notYourMove);
    const [w] = await tx.select().from(waybills).where(eq(waybills.id, input.waybillId)).for('update').limit(1);
    const stops = await tx.select().from(waybillStops).where(eq(waybillStops.waybillId, w.id)).orderBy(asc(waybillStops.seq));
    if (stops.length === 0) refuse(MULTI_MESSAGES.notMulti);
    const found = stopMoveFor(
      stops.map((s) => ({ id: s.id, seq: s.seq, kind: s.kind, done: s.doneAt !== null })),
      input.stopId,
      w.status,
    );
    if ('refusal' in found) refuse(found.refusal);
    const { move } = found;
    const [file] = await tx.select({ owner: files.ownerUserId }).from(files).where(eq(files.uuid, input.slipUuid)).limit(1);
    if (!file || file.owner !== auth.user.id) refuse(ORDER_MESSAGES.slipInvalid, 400, { field: 'slip' });

    const now = new Date();
    const [done] = await tx
      .update(waybillStops)
      .set({ actualWeightKg: input.weightKg, slipUuid: input.slipUuid, doneAt: now, doneByUserId: auth.user.id })
      .where(and(eq(waybillStops.id, input.stopId), isNull(waybillStops.doneAt)))
      .returning();
    if (!done) refuse(ORDER_MESSAGES.changed);
    const after = stops.map((s) => (s.id === done.id ? done : s));
    const sum = (kind: string) => after.filter((s) => s.kind === kind && s.actualWeightKg !== null).reduce((n, s) => n + s.actualWeightKg!, 0);
    const load = sum('load');
    const unload = move.to === 'UNLOAD' ? sum('unload') : null;
    const [cargo] = await tx.select({ chargeNode: cargoSources.chargeNode }).from(cargoSources).where(eq(cargoSources.id, order.cargoId)).limit(1);
    const charged = chargedWeightKg(cargo.chargeNode, load, unload);
    const set: Partial<typeof waybills.$inferInsert> = { loadWeightKg: load, unloadWeightKg: unload };
    if (done.kind === 'load') set.loadSlipUuid = input.slipUuid;
    if (move.to === 'UNLOAD') Object.assign(set, { unloadSlipUuid: input.slipUuid, unloadedAt: now });
    if (move.action === 'load') set.loadedAt = now;
    if (charged !== null) set.freightFen = freightFen(order.unitPriceFen, charged);
    const moved = await moveWaybillRow(tx, w.id, move, set);
    const [point] = await tx.select().from(cargoPoints).where(eq(cargoPoints.id, done.pointId)).limit(1);
    const where = `${placeLabel(point.provinceCode, point.cityCode, point.districtCode)} ${point.address}`;
    await recordWaybillStep(tx, auth, w.id, move, {
      weightKg: input.weightKg,
      fileUuid: input.slipUuid,
      remark: `第${done.seq}站${done.kind === 'load' ? '装货' : '卸货'}（${move.label}）：${where}，${tonnes(input.weightKg)}吨`,
    });
    await carryOrder(tx, order.id);
    if (move.from !== move.to) {
      await notify(tx, order.shipperUserId, {
        type: 'waybill',
        title: `派车单${w.waybillNo}${move.to === 'LOAD' ? '已装货' : '已卸货'}`,
        content: `派车单${w.waybillNo}（${row.plateNo}，司机${row.driverName}）${move.label}：${where}。`,
        link: `/shipper/shipperSendCardetail?id=${w.id}`,
      });
    }
    return { waybillId: w.id, status: moved.status, stopId: done.id };
  });
}
