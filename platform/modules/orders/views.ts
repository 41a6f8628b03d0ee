// The joined selects of the order and waybill lists and the rows they become: the orders area's
// row shapes, shared by its lists, details and exports.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { type OrderRow, type WaybillRow } from '../../contract/orders/schemas';
import { cityCodeLabel, routeCities } from '../../contract/regions';
import { cargoRouteColumns, joinWaybillParties, liveBillLine } from '../../db/joins';
import { decodeJsonRow, jsonRowOf } from '../../db/json-rows';
import { cargoSources, companies, drivers, orders, settlementBillLines, settlementBills, users, vehicles, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { receivedRow, receivesOnly } from './direction';
import { type Executor } from './access';

export const shipperCo = alias(companies, 'shipper_co');
export const carrierCo = alias(companies, 'carrier_co');
export const shipperUser = alias(users, 'shipper_user');
export const carrierUser = alias(users, 'carrier_user');

const orderColumns = {
  order: orders,
  goodsName: cargoSources.goodsName,
  ...cargoRouteColumns,
  chargeNode: cargoSources.chargeNode,
  direction: cargoSources.businessDirection,
  consigneeCompanyId: cargoSources.consigneeCompanyId,
  consigneeNameGiven: cargoSources.consigneeName,
  shipperCompany: shipperCo.name,
  shipperName: shipperUser.realName,
  carrierCompany: carrierCo.name,
  carrierName: carrierUser.realName,
  dispatchedKg: sql<number>`(select coalesce(sum(${waybills.plannedWeightKg}), 0)::int from ${waybills} where ${waybills.orderId} = ${orders.id} and ${waybills.status} <> 'INVALID')`,
};

/** A select from orders joined to the cargo and the shipper who placed it: the user, and the user's company if any. */
export function joinCargoAndShipper<T extends PgSelect>(fromOrders: T) {
  return fromOrders
    .innerJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
    .innerJoin(shipperUser, eq(shipperUser.id, orders.shipperUserId))
    .leftJoin(shipperCo, eq(shipperCo.id, orders.shipperCompanyId));
}

/** A select from orders joined to the cargo, the shipper and the carrier (each a user, and the user's company if any). */
export function joinOrderParties<T extends PgSelect>(fromOrders: T) {
  return joinCargoAndShipper(fromOrders)
    .innerJoin(carrierUser, eq(carrierUser.id, orders.carrierUserId))
    .leftJoin(carrierCo, eq(carrierCo.id, orders.carrierCompanyId));
}

export const orderBase = (db: Executor) => joinOrderParties(db.select(orderColumns).from(orders).$dynamic());

export type OrderJoined = Awaited<ReturnType<ReturnType<typeof orderBase>['limit']>>[number];

export function orderRow(r: OrderJoined): OrderRow {
  const o = r.order;
  return {
    id: o.id,
    orderNo: o.orderNo,
    source: o.source,
    status: o.status,
    goodsName: r.goodsName,
    ...routeCities(r),
    shipperName: r.shipperCompany ?? r.shipperName,
    carrierName:
      o.releaseKind === 'preferred' && o.status === 'WAITACCEPT'
        ? '优选承运商（待接单）'
        : o.releaseKind === 'control' && o.actualCarrierCompanyId === null
          ? '待平台指派实际承运人'
          : (r.carrierCompany ?? r.carrierName),
    releaseKind: o.releaseKind,
    vehicleCount: o.vehicleCount,
    weightKg: o.weightKg,
    dispatchedKg: Number(r.dispatchedKg),
    unitPriceFen: o.unitPriceFen,
    totalFen: o.totalFen,
    chargeNode: r.chargeNode,
    createdAt: o.createdAt.toISOString(),
    direction: r.direction,
  };
}

export async function historyNames(db: Executor, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (wanted.length === 0) return new Map();
  const people = await db
    .select({ id: users.id, realName: users.realName, mobile: users.mobile, company: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, wanted));
  return new Map(people.map((p) => [p.id, [p.company, p.realName || p.mobile].filter(Boolean).join(' ')]));
}

/** The waybill columns a list row shows: list pages read 20 narrow rows, not every column. */
const waybillListFields = {
  id: waybills.id,
  waybillNo: waybills.waybillNo,
  orderId: waybills.orderId,
  status: waybills.status,
  originCity: waybills.originCity,
  destCity: waybills.destCity,
  plannedWeightKg: waybills.plannedWeightKg,
  loadWeightKg: waybills.loadWeightKg,
  unloadWeightKg: waybills.unloadWeightKg,
  freightFen: waybills.freightFen,
  auditStatus: waybills.auditStatus,
  createdAt: waybills.createdAt,
  shipperCompanyId: waybills.shipperCompanyId,
};

/** What a waybill row of the lists reads: the waybill's fields with its order, cargo, vehicle, driver and live bill. */
function waybillRowFields<F extends typeof waybills | typeof waybillListFields>(waybillFields: F) {
  return {
    waybill: waybillFields,
    orderNo: orders.orderNo,
    payStatus: orders.payStatus,
    shipperUserId: orders.shipperUserId,
    goodsName: cargoSources.goodsName,
    direction: cargoSources.businessDirection,
    consigneeCompanyId: cargoSources.consigneeCompanyId,
    plateNo: vehicles.plateNo,
    driverName: drivers.name,
    driverMobile: drivers.mobile,
    // the live bill the waybill is on, if any (at most one: a partial unique index)
    billId: settlementBills.id,
    billNo: settlementBills.billNo,
    billStatus: settlementBills.status,
  };
}

/** A select from the waybills joined as a list row reads them (waybillRowFields). */
function joinedWaybills<T extends PgSelect>(select: T) {
  return joinWaybillParties(select)
    .leftJoin(settlementBillLines, and(eq(settlementBillLines.waybillId, waybills.id), liveBillLine))
    .leftJoin(settlementBills, eq(settlementBills.id, settlementBillLines.billId));
}

const WAYBILL_LIST_ROW = waybillRowFields(waybillListFields);
/** The same row as one JSON array, made once: an export builds its batches' query again and again. */
const WAYBILL_LIST_JSON = jsonRowOf(WAYBILL_LIST_ROW);

export const waybillBase = (db: Executor) => joinedWaybills(db.select(waybillRowFields(waybills)).from(waybills).$dynamic());
export const waybillList = (db: Executor) => joinedWaybills(db.select(WAYBILL_LIST_ROW).from(waybills).$dynamic());
/** The list's rows, each as one JSON text (db/json-rows.ts): the background export's batches. */
export const waybillListAsJson = (db: Executor) => joinedWaybills(db.select({ json: WAYBILL_LIST_JSON }).from(waybills).$dynamic());
/** A row of `waybillListAsJson`, as `waybillList` reads it. */
export const waybillListRowOf = (json: string): WaybillJoined => decodeJsonRow<WaybillJoined>(WAYBILL_LIST_ROW, json);

type WaybillJoined = Awaited<ReturnType<ReturnType<typeof waybillList>['limit']>>[number];

export function waybillRow(r: WaybillJoined): WaybillRow {
  const w = r.waybill;
  return {
    id: w.id,
    waybillNo: w.waybillNo,
    orderId: w.orderId,
    orderNo: r.orderNo,
    status: w.status,
    goodsName: r.goodsName,
    // Municipalities read as their province (上海市), not 市辖区.
    origin: cityCodeLabel(w.originCity),
    destination: cityCodeLabel(w.destCity),
    plateNo: r.plateNo,
    driverName: r.driverName,
    driverMobile: r.driverMobile,
    plannedWeightKg: w.plannedWeightKg,
    loadWeightKg: w.loadWeightKg,
    unloadWeightKg: w.unloadWeightKg,
    freightFen: w.freightFen,
    auditStatus: w.auditStatus,
    createdAt: w.createdAt.toISOString(),
    payStatus: r.payStatus,
    direction: r.direction,
    settlement: r.billId !== null && r.billNo !== null && r.billStatus !== null ? { billId: r.billId, billNo: r.billNo, billStatus: r.billStatus } : null,
  };
}

/** A list row; a waybill the caller only receives (another shipper's cargo naming its company) loses its prices. */
export const waybillRowFor = (auth: Auth) => (r: WaybillJoined) =>
  receivesOnly(auth, r.waybill.shipperCompanyId, r.consigneeCompanyId) ? receivedRow(waybillRow(r)) : withBillFor(auth, r, waybillRow(r));

/**
 * The bill between shipper and carrier is theirs: a driver's row leaves it out; the shipper's
 * side pays it (its 应付 screens), the carrier's is paid by it (its 应收 screens).
 */
function withBillFor(auth: Auth, r: WaybillJoined, row: WaybillRow): WaybillRow {
  if (auth.role === 'driver') {
    const { settlement: _hidden, ...rest } = row;
    return rest;
  }
  if (!row.settlement) return row;
  const payer = auth.user.companyId ? r.waybill.shipperCompanyId === auth.user.companyId : r.shipperUserId === auth.user.id;
  return { ...row, settlement: { ...row.settlement, side: payer ? 'pay' : 'receive' } };
}
