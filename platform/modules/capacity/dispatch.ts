// Capacity at work: the carrier's own quotes and grabs across cargo (报价记录, offeredList) and the
// vehicles and drivers it can dispatch today (dispatch): a vehicle needs a valid road transport
// permit, a driver valid licences, and neither may be on an active waybill (CREATED, START, LOAD,
// UNLOAD). Everything is scoped to the caller's company (or, without one, the caller).
import { and, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_WAYBILL_STATUSES, type DispatchQuery, type OfferedQuery } from '../../contract/capacity/review';
import type { DispatchDriverView, DispatchVehicleView, OfferView } from '../../contract/capacity/rows';
import { CAPACITY_MESSAGES } from '../../contract/capacity/schemas';
import type { Page } from '../../contract/page';
import type { Db, Tx } from '../../db/client';
import { containedInAny, containing } from '../../db/paging';
import { refuse } from '../../http/refusal';
import { drivers, vehicles, waybills } from '../../db/schema';
import { outerColumn } from '../../db/joins';
import { driverOwned, vehicleOwned, type Owner } from './access';
import { listPage } from './queries';
import { papersDayStart, provinceCityLabel, toIsoDate } from './views';

const ACTIVE = sql.raw(ACTIVE_WAYBILL_STATUSES.map((s) => `'${s}'`).join(', '));

// ---------------------------------------------------------------------------------------------
// Quotes and grabs

type OfferRow = {
  kind: 'quote' | 'grab';
  id: number;
  cargo_id: number;
  source_no: string;
  goods_name: string;
  shipper_name: string | null;
  origin_province: string;
  origin_city: string;
  dest_province: string;
  dest_city: string;
  unit_price_fen: number;
  vehicle_count: number;
  status: string;
  order_no: string | null;
  created_at: string | Date;
};

export async function offeredPage(db: Db, owner: Owner, q: OfferedQuery): Promise<Page<OfferView>> {
  const quoteMine = owner.companyId ? sql`q.bidder_company_id = ${owner.companyId}` : sql`(q.bidder_company_id is null and q.bidder_user_id = ${owner.userId})`;
  const grabMine = owner.companyId
    ? sql`o.carrier_company_id = ${owner.companyId}`
    : sql`(o.carrier_company_id is null and o.carrier_user_id = ${owner.userId})`;
  const keyword = q.keyword ? sql` and (c.goods_name ilike ${containing(q.keyword)} or c.source_no ilike ${containing(q.keyword)})` : sql``;
  const quotes = sql`select 'quote' as kind, q.id, q.cargo_id, c.source_no, c.goods_name, sc.name as shipper_name, c.origin_province, c.origin_city,
      c.dest_province, c.dest_city, q.unit_price_fen, q.vehicle_count, q.status, o.order_no, q.created_at
    from cargo_quotes q join cargo_sources c on c.id = q.cargo_id left join companies sc on sc.id = c.shipper_company_id
      left join orders o on o.id = q.order_id
    where ${quoteMine}${keyword}`;
  const grabs = sql`select 'grab' as kind, o.id, o.cargo_id, c.source_no, c.goods_name, sc.name as shipper_name, c.origin_province, c.origin_city,
      c.dest_province, c.dest_city, o.unit_price_fen, o.vehicle_count, o.status, o.order_no, o.created_at
    from orders o join cargo_sources c on c.id = o.cargo_id left join companies sc on sc.id = c.shipper_company_id
    where o.source = '1' and ${grabMine}${keyword}`;
  const union = q.kind === 'quote' ? quotes : q.kind === 'grab' ? grabs : sql`${quotes} union all ${grabs}`;
  const [rows, totals] = await Promise.all([
    db.execute(sql`select * from (${union}) x order by x.created_at desc, x.kind, x.id desc limit ${q.pageSize} offset ${(q.pageNumber - 1) * q.pageSize}`),
    db.execute(sql`select count(*)::int as total from (${union}) x`),
  ]);
  const records = (rows as unknown as { rows: OfferRow[] }).rows.map((r): OfferView => ({
    kind: r.kind,
    id: Number(r.id),
    cargoId: Number(r.cargo_id),
    sourceNo: r.source_no,
    goodsName: r.goods_name,
    shipperName: r.shipper_name ?? '个人货主',
    originLabel: provinceCityLabel(r.origin_province, r.origin_city),
    destLabel: provinceCityLabel(r.dest_province, r.dest_city),
    unitPriceFen: Number(r.unit_price_fen),
    vehicleCount: Number(r.vehicle_count),
    status: r.status,
    orderNo: r.order_no,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  const total = Number((totals as unknown as { rows: Array<{ total: number }> }).rows[0].total);
  return { records, total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

// ---------------------------------------------------------------------------------------------
// Capacity for dispatch

/** The owner's waybills on the road for a vehicle or driver column (uses the carrier index). */
function activeWaybill(owner: Owner, column: SQL) {
  const scope = owner.companyId ? sql` and w.carrier_company_id = ${owner.companyId}` : sql``;
  return sql`(select w.waybill_no from ${waybills} w where ${column} and w.status in (${ACTIVE})${scope} order by w.id desc limit 1)`;
}

export async function dispatchVehicles(db: Db, owner: Owner, q: DispatchQuery): Promise<Page<DispatchVehicleView>> {
  const onRoad = activeWaybill(owner, sql`w.vehicle_id = ${outerColumn(vehicles.id)}`);
  const permitValid = sql`(${vehicles.transportPermitExpiry} is not null and ${vehicles.transportPermitExpiry} >= ${papersDayStart().toISOString()})`;
  const availability: Record<DispatchQuery['availability'], SQL | undefined> = {
    available: sql`(${permitValid} and ${onRoad} is null)`,
    busy: sql`${onRoad} is not null`,
    blocked: sql`(not ${permitValid} and ${onRoad} is null)`,
    all: undefined,
  };
  const where = and(
    vehicleOwned(owner),
    q.keyword ? ilike(vehicles.plateNo, containing(q.keyword)) : undefined,
    q.vehicleType ? eq(vehicles.vehicleType, q.vehicleType) : undefined,
    q.vehicleLength ? eq(vehicles.vehicleLength, q.vehicleLength) : undefined,
    availability[q.availability],
  );
  const boundDrivers = sql<
    string | null
  >`(select string_agg(d.name, '、' order by d.id) from ${drivers} d where d.vehicle_id = ${outerColumn(vehicles.id)} and d.deleted_at is null)`;
  const now = Date.now();
  return listPage(
    q,
    db
      .select({ v: vehicles, waybillNo: sql<string | null>`${onRoad}`, boundDrivers })
      .from(vehicles)
      .where(where)
      .orderBy(vehicles.plateNo, vehicles.id),
    db.select({ total: count() }).from(vehicles).where(where),
    ({ v, waybillNo, boundDrivers: names }): DispatchVehicleView => {
      const permit = v.transportPermitExpiry;
      const reason = waybillNo ? `运输中（派车单${waybillNo}）` : !permit ? '未填写道路运输证有效期' : permit.getTime() < now ? '道路运输证已过期' : '';
      return {
        id: v.id,
        plateNo: v.plateNo,
        vehicleType: v.vehicleType,
        vehicleLength: v.vehicleLength,
        loadKg: v.loadKg,
        transportPermitExpiry: toIsoDate(permit),
        reviewStatus: v.reviewStatus,
        drivers: names ? names.split('、') : [],
        activeWaybillNo: waybillNo,
        availability: waybillNo ? 'busy' : reason ? 'blocked' : 'available',
        reason,
      };
    },
  );
}

export async function dispatchDrivers(db: Db, owner: Owner, q: DispatchQuery): Promise<Page<DispatchDriverView>> {
  const onRoad = activeWaybill(owner, sql`w.driver_id = ${outerColumn(drivers.id)}`);
  const today = papersDayStart().toISOString();
  const papersValid = sql`((${drivers.licenceExpiry} is null or ${drivers.licenceExpiry} >= ${today}) and (${drivers.qualificationExpiry} is null or ${drivers.qualificationExpiry} >= ${today}))`;
  const availability: Record<DispatchQuery['availability'], SQL | undefined> = {
    available: sql`(${papersValid} and ${onRoad} is null)`,
    busy: sql`${onRoad} is not null`,
    blocked: sql`(not ${papersValid} and ${onRoad} is null)`,
    all: undefined,
  };
  const where = and(driverOwned(owner), containedInAny(q.keyword, drivers.name, drivers.mobile), availability[q.availability]);
  const now = Date.now();
  const expired = (date: Date | null) => date !== null && date.getTime() < now;
  return listPage(
    q,
    db
      .select({ d: drivers, plateNo: vehicles.plateNo, waybillNo: sql<string | null>`${onRoad}` })
      .from(drivers)
      .leftJoin(vehicles, and(eq(vehicles.id, drivers.vehicleId), isNull(vehicles.deletedAt)))
      .where(where)
      .orderBy(drivers.name, drivers.id),
    db.select({ total: count() }).from(drivers).where(where),
    ({ d, plateNo, waybillNo }): DispatchDriverView => {
      const reason = waybillNo
        ? `运输中（派车单${waybillNo}）`
        : expired(d.licenceExpiry)
          ? '驾驶证已过期'
          : expired(d.qualificationExpiry)
            ? '从业资格证已过期'
            : '';
      return {
        id: d.id,
        name: d.name,
        mobile: d.mobile,
        licenceClass: d.licenceClass,
        licenceExpiry: toIsoDate(d.licenceExpiry),
        plateNo,
        reviewStatus: d.reviewStatus,
        activeWaybillNo: waybillNo,
        availability: waybillNo ? 'busy' : reason ? 'blocked' : 'available',
        reason,
      };
    },
  );
}

/**
 * Whether the owner's vehicle and driver may be dispatched now; refuses (400) with the reason
 * otherwise: not the owner's (404), the road transport permit missing or expired, a driver's
 * licence or qualification certificate expired, or either on an active waybill. For the waybill
 * module's dispatch, inside its transaction (pass the transaction as `db`).
 */
export async function checkDispatchable(db: Db | Tx, owner: Owner, targets: { vehicleId: number; driverId: number }): Promise<void> {
  const [[vehicle], [driver]] = await Promise.all([
    db
      .select({
        plateNo: vehicles.plateNo,
        permit: vehicles.transportPermitExpiry,
        waybillNo: sql<string | null>`${activeWaybill(owner, sql`w.vehicle_id = ${outerColumn(vehicles.id)}`)}`,
      })
      .from(vehicles)
      .where(and(eq(vehicles.id, targets.vehicleId), vehicleOwned(owner))),
    db
      .select({
        name: drivers.name,
        licence: drivers.licenceExpiry,
        qualification: drivers.qualificationExpiry,
        waybillNo: sql<string | null>`${activeWaybill(owner, sql`w.driver_id = ${outerColumn(drivers.id)}`)}`,
      })
      .from(drivers)
      .where(and(eq(drivers.id, targets.driverId), driverOwned(owner))),
  ]);
  if (!vehicle) refuse(CAPACITY_MESSAGES.vehicleNotFound, 404);
  if (!driver) refuse(CAPACITY_MESSAGES.driverNotFound, 404);
  const now = Date.now();
  if (!vehicle.permit) refuse(`车辆${vehicle.plateNo}未登记道路运输证有效期，不能派车`);
  if (vehicle.permit.getTime() < now) refuse(`车辆${vehicle.plateNo}的道路运输证已过期，不能派车`);
  if (vehicle.waybillNo) refuse(`车辆${vehicle.plateNo}正在运输中（派车单${vehicle.waybillNo}），不能重复派车`);
  if (driver.licence && driver.licence.getTime() < now) refuse(`司机${driver.name}的驾驶证已过期，不能派车`);
  if (driver.qualification && driver.qualification.getTime() < now) refuse(`司机${driver.name}的从业资格证已过期，不能派车`);
  if (driver.waybillNo) refuse(`司机${driver.name}正在运输中（派车单${driver.waybillNo}），不能重复派车`);
}
