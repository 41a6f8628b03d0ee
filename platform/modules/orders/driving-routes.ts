// Carriers' frequently run multi-stop routes (常跑路线), issue #8: owned by the carrier's company
// (or the user without one), soft-deleted, with an optional default vehicle and driver. A route
// prefills a multi-stop dispatch: the orders it fits and the planned weight at each stop.
import { and, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { DISPATCHABLE, ORDER_MESSAGES } from '../../contract/orders/schemas';
import { MULTI_MESSAGES, prefillFromRoute, stopModeOf, type RouteBody, type RouteCandidate, type RouteQuery, type RouteRow } from '../../contract/orders/multi';
import type { Page } from '../../contract/orders/schemas';
import { placeLabel, cityLabel } from '../../contract/regions';
import type { Db } from '../../db/client';
import { containing, readPage } from '../../db/paging';
import { cargoPoints, cargoSources, carrierRoutes, drivers, orders, vehicles, waybills } from '../../db/schema';
import { hasRowWhere } from '../../db/row-checks';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { capacityOwned, vehicleOptionLabel } from './dispatch';

const CARRIER_ROLES = ['carrier', 'agent', 'individual_agent'];
type Route = typeof carrierRoutes.$inferSelect;
type StoredStop = RouteBody['stops'][number];

function requireCarrier(auth: Auth) {
  if (!CARRIER_ROLES.includes(auth.role)) refuse('仅承运方可以管理常跑路线');
}

/** The caller's routes: their company's, or their own when they act without a company. */
function owned(auth: Auth): SQL {
  const c = auth.user.companyId;
  return and(
    isNull(carrierRoutes.deletedAt),
    c !== null ? eq(carrierRoutes.ownerCompanyId, c) : and(isNull(carrierRoutes.ownerCompanyId), eq(carrierRoutes.ownerUserId, auth.user.id)),
  )!;
}

async function capacityLabels(db: Db, rows: Route[]) {
  const vIds = [...new Set(rows.map((r) => r.defaultVehicleId).filter((v): v is number => v !== null))];
  const dIds = [...new Set(rows.map((r) => r.defaultDriverId).filter((v): v is number => v !== null))];
  const [vs, ds] = await Promise.all([
    vIds.length ? db.select({ id: vehicles.id, plateNo: vehicles.plateNo }).from(vehicles).where(inArray(vehicles.id, vIds)) : Promise.resolve([]),
    dIds.length
      ? db.select({ id: drivers.id, name: drivers.name, mobile: drivers.mobile }).from(drivers).where(inArray(drivers.id, dIds))
      : Promise.resolve([]),
  ]);
  return { vehicles: new Map(vs.map((v) => [v.id, v.plateNo])), drivers: new Map(ds.map((d) => [d.id, `${d.name} ${d.mobile}`])) };
}

function routeRow(r: Route, labels: Awaited<ReturnType<typeof capacityLabels>>): RouteRow {
  const stops = r.stops as StoredStop[];
  return {
    id: r.id,
    name: r.name,
    stops: stops.map((s) => ({ ...s, plannedKg: s.plannedKg ?? 0, place: cityLabel(s.provinceCode, s.cityCode) })),
    defaultVehicleId: r.defaultVehicleId,
    defaultDriverId: r.defaultDriverId,
    vehicleLabel: r.defaultVehicleId ? (labels.vehicles.get(r.defaultVehicleId) ?? '') : '',
    driverLabel: r.defaultDriverId ? (labels.drivers.get(r.defaultDriverId) ?? '') : '',
    remark: r.remark,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function routePage(db: Db, auth: Auth, q: RouteQuery): Promise<Page<RouteRow>> {
  requireCarrier(auth);
  const where = and(
    owned(auth),
    q.name ? ilike(carrierRoutes.name, containing(q.name)) : undefined,
    q.city ? sql`${carrierRoutes.stops} @> ${JSON.stringify([{ cityCode: q.city }])}::jsonb` : undefined,
  );
  const { rows, total } = await readPage(
    q,
    db.select().from(carrierRoutes).where(where).orderBy(desc(carrierRoutes.updatedAt), desc(carrierRoutes.id)),
    db.select({ total: count() }).from(carrierRoutes).where(where),
  );
  const labels = await capacityLabels(db, rows);
  return { records: rows.map((r) => routeRow(r, labels)), total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

async function ownedRoute(db: Db, auth: Auth, id: number): Promise<Route> {
  requireCarrier(auth);
  const [route] = await db
    .select()
    .from(carrierRoutes)
    .where(and(eq(carrierRoutes.id, id), owned(auth)))
    .limit(1);
  if (!route) refuse(MULTI_MESSAGES.routeNotFound, 404);
  return route;
}

export async function routeById(db: Db, auth: Auth, id: number): Promise<RouteRow> {
  const route = await ownedRoute(db, auth, id);
  return routeRow(route, await capacityLabels(db, [route]));
}

export async function saveRoute(db: Db, auth: Auth, input: RouteBody) {
  requireCarrier(auth);
  if (input.defaultVehicleId && !(await hasRowWhere(db, vehicles, and(eq(vehicles.id, input.defaultVehicleId), capacityOwned(auth, vehicles))))) {
    refuse(ORDER_MESSAGES.vehicleNotYours, 400, { field: 'defaultVehicleId' });
  }
  if (input.defaultDriverId && !(await hasRowWhere(db, drivers, and(eq(drivers.id, input.defaultDriverId), capacityOwned(auth, drivers))))) {
    refuse(ORDER_MESSAGES.driverNotYours, 400, { field: 'defaultDriverId' });
  }
  const values = {
    name: input.name,
    stops: input.stops,
    defaultVehicleId: input.defaultVehicleId ?? null,
    defaultDriverId: input.defaultDriverId ?? null,
    remark: input.remark ?? null,
    updatedAt: new Date(),
  };
  if (input.id) {
    const [done] = await db
      .update(carrierRoutes)
      .set(values)
      .where(and(eq(carrierRoutes.id, input.id), owned(auth)))
      .returning({ id: carrierRoutes.id });
    if (!done) refuse(MULTI_MESSAGES.routeNotFound, 404);
    return { id: done.id };
  }
  const [made] = await db
    .insert(carrierRoutes)
    .values({ ...values, ownerCompanyId: auth.user.companyId, ownerUserId: auth.user.id })
    .returning({ id: carrierRoutes.id });
  return { id: made.id };
}

export async function deleteRoute(db: Db, auth: Auth, id: number) {
  requireCarrier(auth);
  const [done] = await db
    .update(carrierRoutes)
    .set({ deletedAt: new Date() })
    .where(and(eq(carrierRoutes.id, id), owned(auth)))
    .returning({ id: carrierRoutes.id });
  if (!done) refuse(MULTI_MESSAGES.routeNotFound, 404);
  return { id: done.id };
}

/** The carrier's multi-stop orders that can still be dispatched, best fit to the route first (at most 20). */
export async function routeCandidates(db: Db, auth: Auth, routeId: number): Promise<{ route: RouteRow; orders: RouteCandidate[] }> {
  const route = await routeById(db, auth, routeId);
  const c = auth.user.companyId;
  const mine = c !== null ? eq(orders.carrierCompanyId, c) : eq(orders.carrierUserId, auth.user.id);
  const multiCargo = sql`(select count(*) from ${cargoPoints} where ${cargoPoints.cargoId} = ${orders.cargoId}) > 2`;
  const used = sql<number>`(select coalesce(sum(${waybills.plannedWeightKg}), 0)::int from ${waybills} where ${waybills.orderId} = ${orders.id} and ${waybills.status} <> 'INVALID')`;
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      weightKg: orders.weightKg,
      cargoId: orders.cargoId,
      goodsName: cargoSources.goodsName,
      used,
    })
    .from(orders)
    .innerJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
    .where(and(mine, inArray(orders.status, [...DISPATCHABLE]), multiCargo, sql`${orders.weightKg} > ${used}`))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  const points = rows.length
    ? await db
        .select()
        .from(cargoPoints)
        .where(inArray(cargoPoints.cargoId, [...new Set(rows.map((r) => r.cargoId))]))
    : [];
  const candidates = rows
    .map((r) => {
      const own = points.filter((p) => p.cargoId === r.cargoId).sort((a, b) => (a.kind === b.kind ? a.seq - b.seq : a.kind === 'load' ? -1 : 1));
      if (stopModeOf(own) !== 'multi') return null;
      const { matched } = prefillFromRoute(route.stops, own);
      return {
        orderId: r.id,
        orderNo: r.orderNo,
        goodsName: r.goodsName,
        stops: own.map((p) => `${p.kind === 'load' ? '装' : '卸'}·${placeLabel(p.provinceCode, p.cityCode)}`).join(' → '),
        remainderKg: r.weightKg - Number(r.used),
        matched,
        status: r.status,
      };
    })
    .filter((x): x is RouteCandidate => x !== null)
    .sort((a, b) => b.matched - a.matched)
    .slice(0, 20);
  return { route, orders: candidates };
}

/** The carrier's vehicles and drivers, as the route form's default choices. */
export async function routeCapacity(db: Db, auth: Auth): Promise<{ vehicles: { id: number; label: string }[]; drivers: { id: number; label: string }[] }> {
  requireCarrier(auth);
  const [vs, ds] = await Promise.all([
    db
      .select({ id: vehicles.id, plateNo: vehicles.plateNo, loadKg: vehicles.loadKg })
      .from(vehicles)
      .where(capacityOwned(auth, vehicles))
      .orderBy(vehicles.plateNo)
      .limit(500),
    db
      .select({ id: drivers.id, name: drivers.name, mobile: drivers.mobile })
      .from(drivers)
      .where(capacityOwned(auth, drivers))
      .orderBy(drivers.name)
      .limit(500),
  ]);
  return { vehicles: vs.map((v) => ({ id: v.id, label: vehicleOptionLabel(v) })), drivers: ds.map((d) => ({ id: d.id, label: `${d.name} ${d.mobile}` })) };
}
