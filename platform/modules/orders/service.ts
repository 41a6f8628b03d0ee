// Orders and waybills (issue #8): the carrier accepts or refuses an order, dispatches vehicles
// and drivers against it, the driver (or the dispatcher for them) moves each waybill from
// departure through loading to unloading, the shipper signs or refuses and confirms the receipt.
// Every move is one transaction: a conditional update on the current state (so of two people
// acting at once only one matches the row), the order carried along with its waybills, and a
// history row. Reads show only what the caller is a party to.
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CANCELLABLE,
  DISPATCHABLE,
  EXPIRABLE,
  EXPORT_MAX_ROWS,
  LIVE_WAYBILL,
  ORDER_MESSAGES,
  chargedWeightKg,
  lossKg,
  orderActionsFor,
  orderMove,
  waybillActionsFor,
  waybillMove,
  type HistoryEntry,
  type OrderActor,
  type OrderDetail,
  type OrderQuery,
  type OrderRow,
  type Page,
  type WaybillDetail,
  type WaybillMoveBody,
  type WaybillQuery,
  type WaybillRow,
  type DispatchOption,
} from '../../contract/orders';
import { freightFen } from '../../contract/marketplace';
import { MULTI_MESSAGES, stopModeOf } from '../../contract/orders-multi';
import { cityCodeLabel, cityLabel } from '../../contract/regions';
import type { Db, Tx } from '../../db/client';
import {
  cargoPoints,
  cargoSources,
  companies,
  drivers,
  files,
  orderEvaluations,
  orderHistory,
  orders,
  users,
  vehicles,
  waybillHistory,
  waybillStops,
  waybills,
} from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../auth/refusal';
import { isBlocked } from '../capacity/blacklist';
import { busyProblem, liveWaybillsOf, lockAndCheckDispatchable } from './dispatch-checks';
import { notify } from '../workspace/service';
import {
  companyName,
  consigneeNamed,
  orderViewScope,
  withCounterparts,
  receivedDetail,
  receivedRow,
  receivesOnly,
  receivesWaybill,
  waybillPartyFilter,
  waybillViewScope,
} from './direction';

type Order = typeof orders.$inferSelect;
type Waybill = typeof waybills.$inferSelect;
type Executor = Db | Tx;

const SHIPPER_ROLES = ['individual_shipper', 'enterprise_shipper'];
const CARRIER_ROLES = ['carrier', 'agent', 'individual_agent'];
/** List totals stop counting here ("共 1000+ 条"): a bounded scan whatever the table's size. */
const COUNT_CAP = 1_000;

export const isOperator = (auth: Auth) => auth.role === 'operator';

// ---------------------------------------------------------------------------------------------
// Who the caller is in an order or a waybill

function isShipperOf(auth: Auth, o: Pick<Order, 'shipperUserId' | 'shipperCompanyId'>): boolean {
  return o.shipperUserId === auth.user.id || (auth.user.companyId !== null && o.shipperCompanyId === auth.user.companyId);
}

function isCarrierOf(auth: Auth, o: Pick<Order, 'carrierUserId' | 'carrierCompanyId'>): boolean {
  return o.carrierUserId === auth.user.id || (auth.user.companyId !== null && o.carrierCompanyId === auth.user.companyId);
}

/** The agent who took the order (an agent's order): it stays a party after appointing a carrier. */
function isAgentOf(auth: Auth, o: Pick<Order, 'agentUserId' | 'agentCompanyId'>): boolean {
  return o.agentUserId !== null && (o.agentUserId === auth.user.id || (auth.user.companyId !== null && o.agentCompanyId === auth.user.companyId));
}

export function orderActors(auth: Auth, o: Order): OrderActor[] {
  const out: OrderActor[] = [];
  if (isShipperOf(auth, o)) out.push('shipper');
  // An open preferred order, or a control order whose actual carrier operations have yet to name,
  // has no carrier yet: the platform only holds its place (kinds.ts).
  const placeHeld = (o.releaseKind === 'preferred' && o.status === 'WAITACCEPT') || (o.releaseKind === 'control' && o.actualCarrierCompanyId === null);
  if (isCarrierOf(auth, o) && !placeHeld) out.push('carrier');
  if (isAgentOf(auth, o)) out.push('agent');
  return out;
}

async function waybillActors(db: Executor, auth: Auth, o: Order, w: Waybill): Promise<OrderActor[]> {
  const out = orderActors(auth, o);
  const [driver] = await db.select({ userId: drivers.userId }).from(drivers).where(eq(drivers.id, w.driverId)).limit(1);
  if (driver?.userId === auth.user.id) out.push('driver');
  return out;
}

/** Orders the caller is a party to (either side); operators see all. */
function orderScope(auth: Auth): SQL | undefined {
  if (isOperator(auth)) return undefined;
  const c = auth.user.companyId;
  const uid = auth.user.id;
  const parts: SQL[] = [eq(orders.shipperUserId, uid), eq(orders.carrierUserId, uid), eq(orders.agentUserId, uid)];
  if (c !== null) parts.push(eq(orders.shipperCompanyId, c), eq(orders.carrierCompanyId, c), eq(orders.agentCompanyId, c));
  return or(...parts);
}

/**
 * Waybills the caller is a party to, by acting role: the shipper's or the carrier's company
 * (index-friendly), the user's own orders when they act without a company, a driver's own.
 */
function waybillScope(auth: Auth): SQL | undefined {
  if (isOperator(auth)) return undefined;
  const c = auth.user.companyId;
  const uid = auth.user.id;
  const ownDriverRecords = sql`${waybills.driverId} in (select ${drivers.id} from ${drivers} where ${drivers.userId} = ${uid})`;
  if (auth.role === 'driver') return ownDriverRecords;
  // A company's user sees the company's waybills (orders carry the company of the user who took
  // or published them); users without a company see the orders they took or published.
  if (SHIPPER_ROLES.includes(auth.role)) {
    return c !== null
      ? eq(waybills.shipperCompanyId, c)
      : sql`${waybills.orderId} in (select ${orders.id} from ${orders} where ${orders.shipperUserId} = ${uid})`;
  }
  if (CARRIER_ROLES.includes(auth.role)) {
    if (c !== null) return eq(waybills.carrierCompanyId, c);
    // An individual agent who also drives sees the waybills they drive, too.
    return or(sql`${waybills.orderId} in (select ${orders.id} from ${orders} where ${orders.carrierUserId} = ${uid})`, ownDriverRecords);
  }
  return sql`false`;
}

// ---------------------------------------------------------------------------------------------
// Reads

const shipperCo = alias(companies, 'shipper_co');
const carrierCo = alias(companies, 'carrier_co');
const shipperUser = alias(users, 'shipper_user');
const carrierUser = alias(users, 'carrier_user');

const chinaDay = (date: string, plusDays = 0) => new Date(new Date(`${date}T00:00:00+08:00`).getTime() + plusDays * 86_400_000);
const like = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function orderFilters(auth: Auth, q: Omit<OrderQuery, 'pageNumber' | 'pageSize'>): SQL | undefined {
  return and(
    orderScope(auth),
    q.status ? eq(orders.status, q.status) : undefined,
    q.source ? eq(orders.source, q.source) : undefined,
    q.releaseKind ? eq(orders.releaseKind, q.releaseKind) : undefined,
    q.orderNo ? ilike(orders.orderNo, like(q.orderNo)) : undefined,
    q.party
      ? or(
          ilike(shipperCo.name, like(q.party)),
          ilike(carrierCo.name, like(q.party)),
          ilike(shipperUser.realName, like(q.party)),
          ilike(carrierUser.realName, like(q.party)),
          consigneeNamed(like(q.party)),
        )
      : undefined,
    q.startDate ? gte(orders.createdAt, chinaDay(q.startDate)) : undefined,
    q.endDate ? lt(orders.createdAt, chinaDay(q.endDate, 1)) : undefined,
    q.expired ? and(inArray(orders.status, [...EXPIRABLE]), lt(cargoSources.loadEnd, sql`now()`)) : undefined,
    q.direction ? eq(cargoSources.businessDirection, q.direction) : undefined,
    q.view ? orderViewScope(auth, q.view) : undefined,
  );
}

const orderColumns = {
  order: orders,
  goodsName: cargoSources.goodsName,
  originProvince: cargoSources.originProvince,
  originCity: cargoSources.originCity,
  destProvince: cargoSources.destProvince,
  destCity: cargoSources.destCity,
  chargeNode: cargoSources.chargeNode,
  direction: cargoSources.businessDirection,
  consigneeCompanyId: cargoSources.consigneeCompanyId,
  shipperCompany: shipperCo.name,
  shipperName: shipperUser.realName,
  carrierCompany: carrierCo.name,
  carrierName: carrierUser.realName,
  dispatchedKg: sql<number>`(select coalesce(sum(${waybills.plannedWeightKg}), 0)::int from ${waybills} where ${waybills.orderId} = ${orders.id} and ${waybills.status} <> 'INVALID')`,
};

function orderBase(db: Executor) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
    .innerJoin(shipperUser, eq(shipperUser.id, orders.shipperUserId))
    .innerJoin(carrierUser, eq(carrierUser.id, orders.carrierUserId))
    .leftJoin(shipperCo, eq(shipperCo.id, orders.shipperCompanyId))
    .leftJoin(carrierCo, eq(carrierCo.id, orders.carrierCompanyId));
}

type OrderJoined = Awaited<ReturnType<ReturnType<typeof orderBase>['limit']>>[number];

function orderRow(r: OrderJoined): OrderRow {
  const o = r.order;
  return {
    id: o.id,
    orderNo: o.orderNo,
    source: o.source,
    status: o.status,
    goodsName: r.goodsName,
    origin: cityLabel(r.originProvince, r.originCity),
    destination: cityLabel(r.destProvince, r.destCity),
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

export async function orderPage(db: Db, auth: Auth, q: OrderQuery): Promise<Page<OrderRow>> {
  const where = orderFilters(auth, q);
  const [rows, [{ total }]] = await Promise.all([
    orderBase(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
      .innerJoin(shipperUser, eq(shipperUser.id, orders.shipperUserId))
      .innerJoin(carrierUser, eq(carrierUser.id, orders.carrierUserId))
      .leftJoin(shipperCo, eq(shipperCo.id, orders.shipperCompanyId))
      .leftJoin(carrierCo, eq(carrierCo.id, orders.carrierCompanyId))
      .where(where),
  ]);
  return { records: rows.map(orderRow), total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

async function loadOrder(db: Executor, auth: Auth, orderId: number): Promise<{ row: OrderJoined; actors: OrderActor[] }> {
  const [row] = await orderBase(db).where(eq(orders.id, orderId)).limit(1);
  if (!row) refuse(ORDER_MESSAGES.orderNotFound, 404);
  const actors = orderActors(auth, row.order);
  if (actors.length === 0 && !isOperator(auth) && !(await drivesFor(db, auth, orderId))) refuse(ORDER_MESSAGES.orderNotFound, 404);
  return { row, actors };
}

/** Whether the caller drives one of the order's waybills (a driver reads the order, acts on none of it). */
async function drivesFor(db: Executor, auth: Auth, orderId: number): Promise<boolean> {
  const [hit] = await db
    .select({ id: waybills.id })
    .from(waybills)
    .innerJoin(drivers, eq(drivers.id, waybills.driverId))
    .where(and(eq(waybills.orderId, orderId), eq(drivers.userId, auth.user.id)))
    .limit(1);
  return Boolean(hit);
}

async function historyNames(db: Executor, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (wanted.length === 0) return new Map();
  const people = await db
    .select({ id: users.id, realName: users.realName, mobile: users.mobile, company: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, wanted));
  return new Map(people.map((p) => [p.id, [p.company, p.realName || p.mobile].filter(Boolean).join(' ')]));
}

export async function orderDetail(db: Db, auth: Auth, orderId: number): Promise<OrderDetail> {
  const { row, actors } = await loadOrder(db, auth, orderId);
  const [bills, history, [evaluation], points, consignee] = await Promise.all([
    waybillList(db).where(eq(waybills.orderId, orderId)).orderBy(waybills.id).limit(500),
    db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(orderHistory.createdAt, orderHistory.id),
    db.select().from(orderEvaluations).where(eq(orderEvaluations.orderId, orderId)).limit(1),
    db.select({ kind: cargoPoints.kind }).from(cargoPoints).where(eq(cargoPoints.cargoId, row.order.cargoId)),
    companyName(db, row.consigneeCompanyId),
  ]);
  const names = await historyNames(
    db,
    history.map((h) => h.actorUserId),
  );
  const base = orderRow(row);
  const actions = orderActionsFor(row.order.status, row.order.source, actors).filter(
    (a) => (a !== 'dispatch' || base.weightKg - base.dispatchedKg > 0) && (a !== 'declineAppoint' || row.order.agentUserId !== null),
  );
  return {
    order: {
      ...base,
      cancelReason: row.order.cancelReason,
      payStatus: row.order.payStatus,
      remainderKg: Math.max(0, base.weightKg - base.dispatchedKg),
      stopMode: stopModeOf(points),
      consigneeName: consignee,
    },
    actors,
    actions,
    waybills: bills.map(waybillRow),
    history: history.map((h) => ({
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      action: h.action,
      actorName: h.actorUserId ? (names.get(h.actorUserId) ?? '') : '平台',
      weightKg: null,
      fileUuid: null,
      remark: h.remark,
      createdAt: h.createdAt.toISOString(),
    })),
    evaluation: evaluation ? { score: evaluation.score, comment: evaluation.comment, createdAt: evaluation.createdAt.toISOString() } : null,
  };
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

function joinedWaybills<F extends typeof waybills | typeof waybillListFields>(db: Executor, waybillFields: F) {
  return db
    .select({
      waybill: waybillFields,
      orderNo: orders.orderNo,
      payStatus: orders.payStatus,
      goodsName: cargoSources.goodsName,
      direction: cargoSources.businessDirection,
      consigneeCompanyId: cargoSources.consigneeCompanyId,
      plateNo: vehicles.plateNo,
      driverName: drivers.name,
      driverMobile: drivers.mobile,
    })
    .from(waybills)
    .innerJoin(orders, eq(orders.id, waybills.orderId))
    .innerJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
    .innerJoin(vehicles, eq(vehicles.id, waybills.vehicleId))
    .innerJoin(drivers, eq(drivers.id, waybills.driverId));
}

const waybillBase = (db: Executor) => joinedWaybills(db, waybills);
const waybillList = (db: Executor) => joinedWaybills(db, waybillListFields);

type WaybillJoined = Awaited<ReturnType<ReturnType<typeof waybillList>['limit']>>[number];

function waybillRow(r: WaybillJoined): WaybillRow {
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
  };
}

/** A list row; a waybill the caller only receives (another shipper's cargo naming its company) loses its prices. */
const waybillRowFor = (auth: Auth) => (r: WaybillJoined) =>
  receivesOnly(auth, r.waybill.shipperCompanyId, r.consigneeCompanyId) ? receivedRow(waybillRow(r)) : waybillRow(r);

function waybillFilters(auth: Auth, q: Omit<WaybillQuery, 'pageNumber' | 'pageSize'> & { ids?: number[] }): SQL | undefined {
  return and(
    q.view ? waybillViewScope(auth, q.view) : waybillScope(auth),
    q.party ? waybillPartyFilter(like(q.party)) : undefined,
    q.ids?.length ? inArray(waybills.id, q.ids) : undefined,
    q.status ? eq(waybills.status, q.status) : undefined,
    q.auditStatus ? eq(waybills.auditStatus, q.auditStatus) : undefined,
    q.missing
      ? sql`((${waybills.status} in ('LOAD', 'UNLOAD', 'SIGN', 'REFUSE') and ${waybills.loadWeightKg} is null) or (${waybills.status} in ('UNLOAD', 'SIGN', 'REFUSE') and ${waybills.unloadWeightKg} is null))`
      : undefined,
    q.waybillNo ? ilike(waybills.waybillNo, like(q.waybillNo)) : undefined,
    q.orderNo ? sql`${waybills.orderId} in (select ${orders.id} from ${orders} where ${orders.orderNo} ilike ${like(q.orderNo)})` : undefined,
    q.plateNo ? sql`${waybills.vehicleId} in (select ${vehicles.id} from ${vehicles} where ${vehicles.plateNo} ilike ${like(q.plateNo)})` : undefined,
    q.driverName ? sql`${waybills.driverId} in (select ${drivers.id} from ${drivers} where ${drivers.name} ilike ${like(q.driverName)})` : undefined,
    q.releaseKind ? sql`${waybills.orderId} in (select ${orders.id} from ${orders} where ${orders.releaseKind} = ${q.releaseKind})` : undefined,
    q.payStatus ? sql`${waybills.orderId} in (select ${orders.id} from ${orders} where ${orders.payStatus} = ${q.payStatus})` : undefined,
    q.startDate ? gte(waybills.createdAt, chinaDay(q.startDate)) : undefined,
    q.endDate ? lt(waybills.createdAt, chinaDay(q.endDate, 1)) : undefined,
  );
}

/** A driver's own driver records, looked up once so the list can walk the (driver, created) index. */
async function driverScope(db: Db, auth: Auth): Promise<SQL | undefined> {
  if (auth.role !== 'driver') return undefined;
  const own = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.userId, auth.user.id));
  return own.length
    ? inArray(
        waybills.driverId,
        own.map((d) => d.id),
      )
    : sql`false`;
}

export async function waybillPage(db: Db, auth: Auth, q: WaybillQuery): Promise<Page<WaybillRow>> {
  const where = and(waybillFilters(auth, q), await driverScope(db, auth));
  // The count stops at COUNT_CAP: a bounded scan, whatever the table's size.
  const counted = db
    .select({ one: sql`1` })
    .from(waybills)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('counted');
  const [rows, [{ total }]] = await Promise.all([
    waybillList(db)
      .where(where)
      .orderBy(desc(waybills.createdAt), desc(waybills.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db.select({ total: count() }).from(counted),
  ]);
  const records = rows.map(waybillRowFor(auth));
  // The direction lists name the other end of each row: the receiving company (发货) or the shipper (收货).
  if (q.view)
    await withCounterparts(
      db,
      q.view,
      rows.map((r, i) => ({ record: records[i], companyId: q.view === 'receive' ? r.waybill.shipperCompanyId : r.consigneeCompanyId })),
    );
  return { records, total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** Every waybill the filters (or the ticked ids) match, bounded, for the export. */
export async function waybillExportRows(db: Db, auth: Auth, q: Omit<WaybillQuery, 'pageNumber' | 'pageSize'> & { ids?: number[] }): Promise<WaybillRow[]> {
  const rows = await waybillList(db).where(waybillFilters(auth, q)).orderBy(desc(waybills.createdAt), desc(waybills.id)).limit(EXPORT_MAX_ROWS);
  return rows.map(waybillRowFor(auth));
}

/** Every order the filters (or the ticked ids) match, bounded, for the export. */
export async function orderExportRows(db: Db, auth: Auth, q: Omit<OrderQuery, 'pageNumber' | 'pageSize'> & { ids?: number[] }): Promise<OrderRow[]> {
  const where = and(orderFilters(auth, q), q.ids?.length ? inArray(orders.id, q.ids) : undefined);
  const rows = await orderBase(db).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(EXPORT_MAX_ROWS);
  return rows.map(orderRow);
}

/** The waybill and the caller's parts in it; `receiver`: the caller's company receives it (a read with no part). */
export async function loadWaybill(db: Executor, auth: Auth, waybillId: number, receiver = false) {
  const [row] = await waybillBase(db).where(eq(waybills.id, waybillId)).limit(1);
  if (!row) refuse(ORDER_MESSAGES.waybillNotFound, 404);
  const [order] = await db.select().from(orders).where(eq(orders.id, row.waybill.orderId)).limit(1);
  const actors = await waybillActors(db, auth, order, row.waybill);
  if (actors.length === 0 && !isOperator(auth) && !receiver) refuse(ORDER_MESSAGES.waybillNotFound, 404);
  return { row, order, actors };
}

export async function waybillHistoryOf(db: Executor, waybillId: number): Promise<HistoryEntry[]> {
  const history = await db.select().from(waybillHistory).where(eq(waybillHistory.waybillId, waybillId)).orderBy(waybillHistory.createdAt, waybillHistory.id);
  const names = await historyNames(
    db,
    history.map((h) => h.actorUserId),
  );
  return history.map((h) => ({
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    action: h.action,
    actorName: h.actorUserId ? (names.get(h.actorUserId) ?? '') : '平台',
    weightKg: h.weightKg,
    fileUuid: h.fileUuid,
    remark: h.remark,
    createdAt: h.createdAt.toISOString(),
  }));
}

export async function waybillDetail(
  db: Db,
  auth: Auth,
  waybillId: number,
  abnormalsOf: (waybillId: number) => Promise<WaybillDetail['abnormals']>,
): Promise<WaybillDetail> {
  const receiver = !isOperator(auth) && (await receivesWaybill(db, auth, waybillId));
  const { row, order, actors } = await loadWaybill(db, auth, waybillId, receiver);
  const readOnly = receiver && actors.length === 0;
  const w = row.waybill;
  const [[cargo], [vehicle], history, abnormals, names, multi] = await Promise.all([
    db.select({ chargeNode: cargoSources.chargeNode }).from(cargoSources).where(eq(cargoSources.id, order.cargoId)).limit(1),
    db.select({ vehicleType: vehicles.vehicleType }).from(vehicles).where(eq(vehicles.id, w.vehicleId)).limit(1),
    waybillHistoryOf(db, w.id),
    readOnly ? Promise.resolve([]) : abnormalsOf(w.id),
    partyNames(db, order),
    hasStops(db, w.id),
  ]);
  const detail: WaybillDetail = {
    waybill: {
      ...waybillRow(row),
      chargeNode: cargo.chargeNode,
      unitPriceFen: order.unitPriceFen,
      lossKg: lossKg(w.loadWeightKg, w.unloadWeightKg),
      loadSlipUuid: w.loadSlipUuid,
      unloadSlipUuid: w.unloadSlipUuid,
      consigneeName: w.consigneeName,
      consigneePhone: w.consigneePhone,
      vehicleType: vehicle.vehicleType,
      ...names,
      stopMode: multi ? 'multi' : 'single',
    },
    actors,
    // A multi-stop waybill loads and unloads stop by stop (/user/multiLoadOrderDetail), not here.
    actions: waybillActionsFor(w.status, actors).filter((a) => !multi || (a !== 'load' && a !== 'unload')),
    history,
    abnormals,
  };
  return readOnly ? receivedDetail(detail) : detail;
}

/** Whether the waybill goes along stops (a multi load/unload dispatch). */
async function hasStops(db: Executor, waybillId: number): Promise<boolean> {
  const [hit] = await db.select({ id: waybillStops.id }).from(waybillStops).where(eq(waybillStops.waybillId, waybillId)).limit(1);
  return Boolean(hit);
}

async function partyNames(db: Executor, order: Order): Promise<{ shipperName: string; carrierName: string }> {
  const names = await historyNames(db, [order.shipperUserId, order.carrierUserId]);
  const [shipperCompany, carrierCompany] = await Promise.all(
    [order.shipperCompanyId, order.carrierCompanyId].map((id) =>
      id === null
        ? Promise.resolve(null)
        : db
            .select({ name: companies.name })
            .from(companies)
            .where(eq(companies.id, id))
            .limit(1)
            .then((r) => r[0]?.name ?? null),
    ),
  );
  return {
    shipperName: shipperCompany ?? names.get(order.shipperUserId) ?? '',
    carrierName: carrierCompany ?? names.get(order.carrierUserId) ?? '',
  };
}

/** Whether the caller may read a file of a waybill they are party to (its slips and exception photos). */
export async function waybillFileAllowed(
  db: Db,
  auth: Auth,
  waybillId: number,
  uuid: string,
  abnormalPhotos: (waybillId: number) => Promise<string[]>,
): Promise<boolean> {
  const { row } = await loadWaybill(db, auth, waybillId);
  const w = row.waybill;
  if (w.loadSlipUuid === uuid || w.unloadSlipUuid === uuid) return true;
  const [stopSlip] = await db
    .select({ id: waybillStops.id })
    .from(waybillStops)
    .where(and(eq(waybillStops.waybillId, w.id), eq(waybillStops.slipUuid, uuid)))
    .limit(1);
  if (stopSlip) return true;
  return (await abnormalPhotos(waybillId)).includes(uuid);
}

// ---------------------------------------------------------------------------------------------
// Order moves

export async function writeOrderHistory(
  tx: Tx,
  orderId: number,
  from: string | null,
  to: string,
  action: string,
  actorUserId: number | null,
  remark: string | null,
) {
  await tx.insert(orderHistory).values({ orderId, fromStatus: from, toStatus: to, action, actorUserId, remark });
}

/** Locks the order row for the rest of the transaction and checks the caller's part in it. */
export async function lockOrder(tx: Tx, auth: Auth, orderId: number): Promise<{ order: Order; actors: OrderActor[] }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  if (!order) refuse(ORDER_MESSAGES.orderNotFound, 404);
  const actors = orderActors(auth, order);
  if (actors.length === 0) refuse(ORDER_MESSAGES.orderNotFound, 404);
  return { order, actors };
}

/** Moves the locked order by `action` as `actor`; refuses what the table does not allow. */
export async function moveOrder(
  tx: Tx,
  auth: Auth | null,
  order: Order,
  action: Parameters<typeof orderMove>[1],
  actors: readonly OrderActor[],
  remark: string | null,
  extra: Partial<Order> = {},
) {
  const move = orderMove(order.status, action, order.source);
  if (!move) refuse(ORDER_MESSAGES.notAllowed);
  if (!actors.includes(move.by)) refuse(ORDER_MESSAGES.notYourMove);
  const [moved] = await tx
    .update(orders)
    .set({ status: move.to, updatedAt: sql`now()`, ...extra })
    .where(and(eq(orders.id, order.id), eq(orders.status, move.from)))
    .returning();
  if (!moved) refuse(ORDER_MESSAGES.changed);
  if (move.from !== moved.status || action === 'dispatch')
    await writeOrderHistory(tx, order.id, move.from, moved.status, action, auth?.user.id ?? null, remark ?? move.label);
  return moved;
}

export async function acceptOrder(db: Db, auth: Auth, orderId: number) {
  return db.transaction(async (tx) => {
    const { order, actors } = await lockOrder(tx, auth, orderId);
    // An agent's order, once accepted, waits for the agent to appoint a carrier.
    const moved = await moveOrder(tx, auth, order, 'accept', actors, null, order.agentUserId !== null ? { status: 'WAITALLOT' } : {});
    await notify(tx, order.shipperUserId, {
      type: 'order',
      title: `订单${order.orderNo}已接单`,
      content: `承运方已接受订单${order.orderNo}，将按时安排车辆。`,
      link: `/orderDetails/${order.id}`,
    });
    return { orderId: moved.id, status: moved.status };
  });
}

export async function refuseOrder(db: Db, auth: Auth, orderId: number, reason?: string) {
  return db.transaction(async (tx) => {
    const { order, actors } = await lockOrder(tx, auth, orderId);
    const moved = await moveOrder(tx, auth, order, 'refuse', actors, reason ?? null, { cancelReason: reason ?? null });
    // The vehicles go back to the cargo, as when the shipper rejects a grab.
    await returnVehicles(tx, order);
    await notify(tx, order.shipperUserId, {
      type: 'order',
      title: `订单${order.orderNo}被拒绝`,
      content: `承运方拒绝了订单${order.orderNo}${reason ? `，原因：${reason}` : ''}。`,
      link: `/orderDetails/${order.id}`,
    });
    return { orderId: moved.id, status: moved.status };
  });
}

async function returnVehicles(tx: Tx, order: Order) {
  await tx
    .update(cargoSources)
    .set({
      vehiclesRemaining: sql`least(${cargoSources.vehicleCount}, ${cargoSources.vehiclesRemaining} + ${order.vehicleCount})`,
      status: sql`case when ${cargoSources.status} = 'done' then 'published' else ${cargoSources.status} end`,
    })
    .where(eq(cargoSources.id, order.cargoId));
}

export async function scheduleOrder(db: Db, auth: Auth, orderId: number) {
  return db.transaction(async (tx) => {
    const { order, actors } = await lockOrder(tx, auth, orderId);
    const moved = await moveOrder(tx, auth, order, 'schedule', actors, null);
    return { orderId: moved.id, status: moved.status };
  });
}

/** The shipper cancels before any waybill is loaded; live waybills are voided with it. */
export async function cancelOrder(db: Db, auth: Auth, orderId: number, reason: string) {
  return db.transaction(async (tx) => {
    const { order, actors } = await lockOrder(tx, auth, orderId);
    if (actors.includes('shipper') && !CANCELLABLE.includes(order.status as never) && ['TRANSPORT', 'SIGN', 'COMPLETE'].includes(order.status))
      refuse(ORDER_MESSAGES.cancelLoaded);
    const moved = await moveOrder(tx, auth, order, 'cancel', actors, reason, { cancelReason: reason });
    const voided = await tx
      .update(waybills)
      .set({ status: 'INVALID', updatedAt: sql`now()` })
      .where(and(eq(waybills.orderId, order.id), inArray(waybills.status, ['CREATED', 'START'])))
      .returning({ id: waybills.id, status: waybills.status });
    for (const w of voided) {
      await tx
        .insert(waybillHistory)
        .values({ waybillId: w.id, fromStatus: null, toStatus: 'INVALID', action: 'invalid', actorUserId: auth.user.id, remark: `订单取消：${reason}` });
    }
    await returnVehicles(tx, order);
    await notify(tx, order.carrierUserId, {
      type: 'order',
      title: `订单${order.orderNo}已被货主取消`,
      content: `货主取消了订单${order.orderNo}，原因：${reason}。${voided.length ? `相关${voided.length}张派车单已作废。` : ''}`,
      link: `/orderDetails/${order.id}`,
    });
    return { orderId: moved.id, status: moved.status };
  });
}

/** The shipper confirms the receipts of a signed order: it is complete. */
export async function confirmReceipt(db: Db, auth: Auth, orderId: number) {
  return db.transaction(async (tx) => {
    const { order, actors } = await lockOrder(tx, auth, orderId);
    const moved = await moveOrder(tx, auth, order, 'confirmReceipt', actors, null);
    await notify(tx, order.carrierUserId, {
      type: 'order',
      title: `订单${order.orderNo}回单已确认`,
      content: `货主已确认订单${order.orderNo}的回单，订单已完成。`,
      link: `/orderDetails/${order.id}`,
    });
    return { orderId: moved.id, status: moved.status };
  });
}

// ---------------------------------------------------------------------------------------------
// Dispatch

function vehicleProblem(v: typeof vehicles.$inferSelect, now: number): string | null {
  if (v.reviewStatus !== '1') return ORDER_MESSAGES.vehicleNotApproved;
  const expired: [string, Date | null][] = [
    ['道路运输证', v.transportPermitExpiry],
    ['行驶证检验', v.licenceInspectionExpiry],
    ['保险', v.insuranceExpiry],
  ];
  for (const [name, date] of expired) if (date && date.getTime() < now) return ORDER_MESSAGES.vehicleExpired(name);
  return null;
}

function driverProblem(d: typeof drivers.$inferSelect, now: number): string | null {
  if (d.reviewStatus !== '1') return ORDER_MESSAGES.driverNotApproved;
  if (d.licenceExpiry && d.licenceExpiry.getTime() < now) return ORDER_MESSAGES.driverExpired;
  return null;
}

export function capacityOwned(auth: Auth, table: typeof vehicles | typeof drivers): SQL {
  const c = auth.user.companyId;
  return and(
    sql`${table.deletedAt} is null`,
    c !== null ? eq(table.ownerCompanyId, c) : and(sql`${table.ownerCompanyId} is null`, eq(table.ownerUserId, auth.user.id)),
  )!;
}

/** The carrier's vehicles and drivers for the dispatch form, each with what stops it (if anything). */
export async function dispatchOptions(
  db: Db,
  auth: Auth,
  orderId: number,
): Promise<{ order: OrderDetail['order']; vehicles: DispatchOption[]; drivers: DispatchOption[] }> {
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
      label: `${v.plateNo}（核载${(v.loadKg / 1000).toFixed(2).replace(/\.?0+$/, '')}吨）`,
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
  return { order: detail.order, vehicles: vehicleOptions, drivers: driverOptions };
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
) {
  return db.transaction(async (tx) => {
    const { order, actors } = await lockOrder(tx, auth, input.orderId);
    if (!actors.includes('carrier')) refuse(ORDER_MESSAGES.notYourMove);
    if (!DISPATCHABLE.includes(order.status as never)) refuse(ORDER_MESSAGES.notDispatchable);
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
    // One live waybill per vehicle and driver (contract/orders-track), rows locked against a parallel dispatch.
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
    if (input.weightKg > left) refuse(ORDER_MESSAGES.overRemainder(tonnes(Math.max(0, left))), 400, { field: 'weight' });
    if (input.weightKg > vehicle.loadKg) refuse(ORDER_MESSAGES.overLoad(tonnes(vehicle.loadKg)), 400, { field: 'weight' });

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
    await tx.insert(waybillHistory).values({
      waybillId: bill.id,
      fromStatus: null,
      toStatus: 'CREATED',
      action: 'dispatch',
      actorUserId: auth.user.id,
      weightKg: input.weightKg,
      remark: `派车：${vehicle.plateNo}，司机${driver.name}，${tonnes(input.weightKg)}吨`,
    });
    if (withWaybill) await withWaybill(tx, order, bill);
    await moveOrder(tx, auth, order, 'dispatch', actors, `派车单${bill.waybillNo}：${vehicle.plateNo} ${driver.name}`);
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

// ---------------------------------------------------------------------------------------------
// Waybill moves

/** After a waybill moves: the order follows (first load → TRANSPORT, none live → SIGN or back to WAITSCHEDULE). */
export async function carryOrder(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  const bills = await tx.select({ status: waybills.status }).from(waybills).where(eq(waybills.orderId, orderId));
  const live = bills.filter((b) => LIVE_WAYBILL.includes(b.status as never));
  const loaded = bills.filter((b) => ['LOAD', 'UNLOAD', 'SIGN', 'REFUSE'].includes(b.status));
  const finished = bills.filter((b) => ['SIGN', 'REFUSE'].includes(b.status));
  let order_ = order;
  if (order_.status === 'WAITLOAD' && loaded.length > 0) order_ = await moveOrder(tx, null, order_, 'load', ['system'], null);
  if (order_.status === 'WAITLOAD' && live.length === 0 && loaded.length === 0) order_ = await moveOrder(tx, null, order_, 'unschedule', ['system'], null);
  if (order_.status === 'TRANSPORT' && live.length === 0 && finished.length > 0) {
    order_ = await moveOrder(tx, null, order_, 'sign', ['system'], null);
    await notify(tx, order_.shipperUserId, {
      type: 'order',
      title: `订单${order_.orderNo}已全部签收`,
      content: `订单${order_.orderNo}的运单已全部签收或拒收，请确认回单。`,
      link: `/user/receiptConfirm?orderId=${order_.id}`,
    });
  }
}

const MOVE_DONE: Record<WaybillMoveBody['action'], string> = {
  start: ORDER_MESSAGES.started,
  load: ORDER_MESSAGES.loaded,
  unload: ORDER_MESSAGES.unloaded,
  sign: ORDER_MESSAGES.signed,
  refuse: ORDER_MESSAGES.refusedWaybill,
  invalid: ORDER_MESSAGES.invalidated,
};

export async function moveWaybill(db: Db, auth: Auth, input: WaybillMoveBody) {
  return db.transaction(async (tx) => {
    const { row, order, actors } = await loadWaybill(tx, auth, input.waybillId);
    const w = row.waybill;
    if (actors.length === 0) refuse(ORDER_MESSAGES.waybillNotFound, 404);
    const move = waybillMove(w.status, input.action);
    if (!move) refuse(ORDER_MESSAGES.notAllowed);
    if (!move.by.some((b) => actors.includes(b))) refuse(ORDER_MESSAGES.notYourMove);
    if (move.needs === 'weightAndSlip' && (await hasStops(tx, w.id))) refuse(MULTI_MESSAGES.useStops);
    if (move.needs === 'weightAndSlip') {
      if (!input.weightKg) refuse(ORDER_MESSAGES.weightRequired, 400, { field: 'weight' });
      if (!input.slipUuid) refuse(ORDER_MESSAGES.slipRequired, 400, { field: 'slip' });
      const [file] = await tx.select({ owner: files.ownerUserId }).from(files).where(eq(files.uuid, input.slipUuid)).limit(1);
      if (!file || file.owner !== auth.user.id) refuse(ORDER_MESSAGES.slipInvalid, 400, { field: 'slip' });
    }
    if (move.needs === 'reason' && !input.reason) refuse(ORDER_MESSAGES.reasonRequired, 400, { field: 'reason' });

    const [cargo] = await tx.select({ chargeNode: cargoSources.chargeNode }).from(cargoSources).where(eq(cargoSources.id, order.cargoId)).limit(1);
    const set: Partial<Waybill> = {};
    if (input.action === 'load') {
      set.loadWeightKg = input.weightKg!;
      set.loadSlipUuid = input.slipUuid!;
      set.loadedAt = new Date();
    }
    if (input.action === 'unload') {
      set.unloadWeightKg = input.weightKg!;
      set.unloadSlipUuid = input.slipUuid!;
      set.unloadedAt = new Date();
    }
    if (input.action === 'sign') set.signedAt = new Date();
    const load = set.loadWeightKg ?? w.loadWeightKg;
    const unload = set.unloadWeightKg ?? w.unloadWeightKg;
    const charged = chargedWeightKg(cargo.chargeNode, load, unload);
    if (charged !== null) set.freightFen = freightFen(order.unitPriceFen, charged);

    // The state is part of the WHERE: of two people acting at once, the second matches nothing.
    const [moved] = await tx
      .update(waybills)
      .set({ ...set, status: move.to, updatedAt: sql`now()` })
      .where(and(eq(waybills.id, w.id), eq(waybills.status, move.from)))
      .returning();
    if (!moved) refuse(ORDER_MESSAGES.changed);
    await tx.insert(waybillHistory).values({
      waybillId: w.id,
      fromStatus: move.from,
      toStatus: move.to,
      action: move.action,
      actorUserId: auth.user.id,
      weightKg: input.weightKg ?? null,
      fileUuid: input.slipUuid ?? null,
      remark: input.reason ? `${move.label}：${input.reason}` : move.label,
    });
    await carryOrder(tx, order.id);

    const tell = async (userId: number | null, link: string) => {
      if (!userId || userId === auth.user.id) return;
      await notify(tx, userId, {
        type: 'waybill',
        title: `派车单${w.waybillNo}${MOVE_DONE[input.action]}`,
        content: `派车单${w.waybillNo}（${row.plateNo}，司机${row.driverName}）${MOVE_DONE[input.action]}${input.reason ? `，原因：${input.reason}` : ''}。`,
        link,
      });
    };
    if (['start', 'load', 'unload'].includes(input.action)) await tell(order.shipperUserId, `/shipper/shipperSendCardetail?id=${w.id}`);
    if (['sign', 'refuse', 'load', 'unload'].includes(input.action)) await tell(order.carrierUserId, `/logistics/sendCardetail?id=${w.id}`);
    if (input.action === 'invalid') {
      const [driver] = await tx.select({ userId: drivers.userId }).from(drivers).where(eq(drivers.id, w.driverId)).limit(1);
      await tell(driver?.userId ?? null, `/logistics/sendCardetail?id=${w.id}`);
      await tell(order.shipperUserId, `/shipper/shipperSendCardetail?id=${w.id}`);
    }
    return { waybillId: moved.id, status: moved.status, message: MOVE_DONE[input.action] };
  });
}

export const waybillScopeFor = waybillScope;

/** The parties of a waybill the caller is part of (for reports on it). */
export async function waybillParty(tx: Executor, auth: Auth, waybillId: number) {
  const { row, order } = await loadWaybill(tx, auth, waybillId);
  return { orderId: order.id, waybillNo: row.waybill.waybillNo, shipperUserId: order.shipperUserId, carrierUserId: order.carrierUserId };
}

/** The shipper audits a signed or refused waybill before settlement: approved, or disputed with a note. */
export async function auditWaybill(db: Db, auth: Auth, input: { waybillId: number; result: '1' | '2'; remark?: string }) {
  return db.transaction(async (tx) => {
    const { row, order, actors } = await loadWaybill(tx, auth, input.waybillId);
    if (!actors.includes('shipper')) refuse(ORDER_MESSAGES.notYourMove);
    const [done] = await tx
      .update(waybills)
      .set({ auditStatus: input.result, auditRemark: input.remark ?? null, auditedAt: new Date(), updatedAt: sql`now()` })
      .where(and(eq(waybills.id, input.waybillId), inArray(waybills.status, ['SIGN', 'REFUSE']), inArray(waybills.auditStatus, ['0', '2'])))
      .returning();
    if (!done) refuse(ORDER_MESSAGES.notAuditable);
    const label = input.result === '1' ? '审核通过' : '审核有异议';
    await tx.insert(waybillHistory).values({
      waybillId: done.id,
      fromStatus: done.status,
      toStatus: done.status,
      action: 'audit',
      actorUserId: auth.user.id,
      remark: input.remark ? `${label}：${input.remark}` : label,
    });
    await notify(tx, order.carrierUserId, {
      type: 'waybill',
      title: `派车单${row.waybill.waybillNo}${label}`,
      content: `货主对派车单${row.waybill.waybillNo}${label}${input.remark ? `：${input.remark}` : ''}。`,
      link: `/logistics/sendCardetail?id=${done.id}`,
    });
    return { waybillId: done.id, auditStatus: done.auditStatus };
  });
}

const PAST_LOAD = ['LOAD', 'UNLOAD', 'SIGN', 'REFUSE'];
const PAST_UNLOAD = ['UNLOAD', 'SIGN', 'REFUSE'];

/** 运单补录: the shipper fills in a weight a waybill past that node is missing; freight follows; logged. */
export async function supplementWaybill(db: Db, auth: Auth, input: { waybillId: number; loadWeightKg?: number; unloadWeightKg?: number; remark: string }) {
  return db.transaction(async (tx) => {
    const { row, order, actors } = await loadWaybill(tx, auth, input.waybillId);
    if (!actors.includes('shipper')) refuse(ORDER_MESSAGES.notYourMove);
    const [locked] = await tx.select().from(waybills).where(eq(waybills.id, input.waybillId)).for('update').limit(1);
    const loadOk = input.loadWeightKg === undefined || (PAST_LOAD.includes(locked.status) && locked.loadWeightKg === null);
    const unloadOk = input.unloadWeightKg === undefined || (PAST_UNLOAD.includes(locked.status) && locked.unloadWeightKg === null);
    if (!loadOk || !unloadOk || (input.loadWeightKg === undefined && input.unloadWeightKg === undefined)) refuse(ORDER_MESSAGES.notMissing);
    const load = input.loadWeightKg ?? locked.loadWeightKg;
    const unload = input.unloadWeightKg ?? locked.unloadWeightKg;
    const [cargo] = await tx.select({ chargeNode: cargoSources.chargeNode }).from(cargoSources).where(eq(cargoSources.id, order.cargoId)).limit(1);
    const charged = chargedWeightKg(cargo.chargeNode, load, unload);
    await tx
      .update(waybills)
      .set({
        loadWeightKg: load,
        unloadWeightKg: unload,
        freightFen: charged === null ? locked.freightFen : freightFen(order.unitPriceFen, charged),
        updatedAt: sql`now()`,
      })
      .where(eq(waybills.id, locked.id));
    const parts = [
      input.loadWeightKg !== undefined ? `装货重量${tonnes(input.loadWeightKg)}吨` : null,
      input.unloadWeightKg !== undefined ? `卸货重量${tonnes(input.unloadWeightKg)}吨` : null,
    ].filter(Boolean);
    await tx.insert(waybillHistory).values({
      waybillId: locked.id,
      fromStatus: locked.status,
      toStatus: locked.status,
      action: 'additional',
      actorUserId: auth.user.id,
      weightKg: input.unloadWeightKg ?? input.loadWeightKg ?? null,
      remark: `补录${parts.join('、')}：${input.remark}`,
    });
    await notify(tx, order.carrierUserId, {
      type: 'waybill',
      title: `派车单${row.waybill.waybillNo}已补录数据`,
      content: `货主为派车单${row.waybill.waybillNo}补录了${parts.join('、')}：${input.remark}。`,
      link: `/logistics/sendCardetail?id=${locked.id}`,
    });
    return { waybillId: locked.id };
  });
}
