// Reads of the orders area: the order and waybill lists (one page query and one bounded count
// each), their exports, the detail pages and the files a waybill's parties may open. Reads show
// only what the caller is a party to.
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  EXPIRABLE,
  EXPORT_MAX_ROWS,
  ORDER_MESSAGES,
  lossKg,
  orderActionsFor,
  waybillActionsFor,
  type HistoryEntry,
  type OrderActor,
  type OrderDetail,
  type OrderQuery,
  type OrderRow,
  type Page,
  type WaybillDetail,
  type WaybillQuery,
  type WaybillRow,
  type WaybillAttentionCounts,
} from '../../contract/orders/schemas';
import { AGENT_MESSAGES } from '../../contract/orders/agent';
import { stopModeOf } from '../../contract/orders/multi';
import { byIdDescending, newestAfter } from '../../db/keyset';
import type { Db } from '../../db/client';
import { containing, readPage } from '../../db/paging';
import {
  cargoPoints,
  cargoSources,
  companies,
  drivers,
  files,
  frequentCarriers,
  orderEvaluations,
  orderHistory,
  orders,
  users,
  vehicles,
  waybillHistory,
  waybillStops,
  waybills,
} from '../../db/schema';
import { dataScopeCondition, type ScopedRows } from '../permissions/data-scope';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import {
  companyName,
  consigneeNamed,
  orderViewScope,
  withCounterparts,
  receivedDetail,
  receivesWaybill,
  waybillPartyFilter,
  waybillViewScope,
} from './direction';
import { cargoPlacesOf } from './places';
import { attentionCounts, attentionFilter, attentionOf } from './attention';
import { paidForOrder, settlementOfWaybill } from './paid';
import { type Order, type Executor, isOperator, orderActors, waybillActors, orderScope, waybillScope } from './access';
import {
  shipperCo,
  carrierCo,
  shipperUser,
  carrierUser,
  joinOrderParties,
  orderBase,
  type OrderJoined,
  orderRow,
  historyNames,
  waybillBase,
  waybillList,
  waybillListAsJson,
  waybillListRowOf,
  waybillRowFor,
} from './views';

/** List totals stop counting here ("共 1000+ 条"): a bounded scan whatever the table's size. */
const COUNT_CAP = 1_000;

const chinaDay = (date: string, plusDays = 0) => new Date(new Date(`${date}T00:00:00+08:00`).getTime() + plusDays * 86_400_000);

function orderFilters(auth: Auth, q: Omit<OrderQuery, 'pageNumber' | 'pageSize'>): SQL | undefined {
  return and(
    orderScope(auth),
    q.status ? eq(orders.status, q.status) : undefined,
    q.source ? eq(orders.source, q.source) : undefined,
    q.releaseKind ? eq(orders.releaseKind, q.releaseKind) : undefined,
    q.orderNo ? ilike(orders.orderNo, containing(q.orderNo)) : undefined,
    q.party
      ? or(
          ilike(shipperCo.name, containing(q.party)),
          ilike(carrierCo.name, containing(q.party)),
          ilike(shipperUser.realName, containing(q.party)),
          ilike(carrierUser.realName, containing(q.party)),
          consigneeNamed(containing(q.party)),
        )
      : undefined,
    q.startDate ? gte(orders.createdAt, chinaDay(q.startDate)) : undefined,
    q.endDate ? lt(orders.createdAt, chinaDay(q.endDate, 1)) : undefined,
    q.expired ? and(inArray(orders.status, [...EXPIRABLE]), lt(cargoSources.loadEnd, sql`now()`)) : undefined,
    q.direction ? eq(cargoSources.businessDirection, q.direction) : undefined,
    q.view ? orderViewScope(auth, q.view) : undefined,
  );
}

/** The orders of some users (published, taken or brokered by them), and the companies on each side. */
export const ORDER_ROWS: ScopedRows = {
  ownedBy: (userIds: SQL) => sql`(${orders.shipperUserId} in ${userIds} or ${orders.carrierUserId} in ${userIds} or ${orders.agentUserId} in ${userIds})`,
  counterpartyCompany: [sql`${orders.shipperCompanyId}`, sql`${orders.carrierCompanyId}`, sql`${orders.agentCompanyId}`],
};

export async function orderPage(db: Db, auth: Auth, q: OrderQuery): Promise<Page<OrderRow>> {
  const where = and(orderFilters(auth, q), await dataScopeCondition(db, auth, ORDER_ROWS));
  const { rows, total } = await readPage(
    q,
    orderBase(db).where(where).orderBy(desc(orders.createdAt), desc(orders.id)),
    joinOrderParties(db.select({ total: count() }).from(orders).$dynamic()).where(where),
  );
  return { records: rows.map(orderRow), total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

async function loadOrder(db: Executor, auth: Auth, orderId: number): Promise<{ row: OrderJoined; actors: OrderActor[] }> {
  const [row] = await orderBase(db).where(eq(orders.id, orderId)).limit(1);
  if (!row) refuse(ORDER_MESSAGES.orderNotFound, 404);
  const actors = orderActors(auth, row.order);
  if (actors.length === 0 && !isOperator(auth) && !(await drivesFor(db, auth, orderId))) refuse(ORDER_MESSAGES.orderNotFound, 404);
  if (!(await withinDataScope(db, auth, orders, orderId))) refuse(ORDER_MESSAGES.orderNotFound, 404);
  return { row, actors };
}

/** Whether the caller drives one of the order's waybills (a driver reads the order, acts on none of it). */
async function drivesFor(db: Executor, auth: Auth, orderId: number): Promise<boolean> {
  return (await drivenWaybills(db, auth, orderId, 1)).size > 0;
}

/** The order's waybills the caller drives (at most `limit`). */
async function drivenWaybills(db: Executor, auth: Auth, orderId: number, limit = 500): Promise<Set<number>> {
  const rows = await db
    .select({ id: waybills.id })
    .from(waybills)
    .innerJoin(drivers, eq(drivers.id, waybills.driverId))
    .where(and(eq(waybills.orderId, orderId), eq(drivers.userId, auth.user.id)))
    .limit(limit);
  return new Set(rows.map((r) => r.id));
}

/**
 * The order as a driver who is no other party of it reads it (issue 41: each party sees only its
 * own fields): the waybills he drives, not the other crews' names, mobiles, plates and freight;
 * not the order's total freight (the shipper's and the carrier's business); history remarks only
 * where they name one of his waybills (a dispatch's remark names the truck and the driver); no
 * rating of the carrier.
 */
function asItsDriver(detail: OrderDetail, driven: Set<number>): OrderDetail {
  const waybillsOfDriver = detail.waybills.filter((w) => driven.has(w.id));
  const own = waybillsOfDriver.map((w) => w.waybillNo);
  return {
    ...detail,
    order: { ...detail.order, totalFen: null, paidFen: null },
    waybills: waybillsOfDriver,
    history: detail.history.map((h) => (h.remark && own.some((no) => h.remark!.includes(no)) ? h : { ...h, remark: null })),
    evaluation: null,
  };
}

export async function orderDetail(db: Db, auth: Auth, orderId: number): Promise<OrderDetail> {
  const { row, actors } = await loadOrder(db, auth, orderId);
  const [bills, history, [evaluation], points, consignee, places, paidFen] = await Promise.all([
    waybillList(db).where(eq(waybills.orderId, orderId)).orderBy(waybills.id).limit(500),
    db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(orderHistory.createdAt, orderHistory.id),
    db.select().from(orderEvaluations).where(eq(orderEvaluations.orderId, orderId)).limit(1),
    db.select({ kind: cargoPoints.kind }).from(cargoPoints).where(eq(cargoPoints.cargoId, row.order.cargoId)),
    // a receiving company not on the platform is named as the shipper wrote it
    companyName(db, row.consigneeCompanyId).then((name) => name ?? row.consigneeNameGiven),
    cargoPlacesOf(db, row.order.cargoId),
    paidForOrder(db, orderId),
  ]);
  const names = await historyNames(
    db,
    history.map((h) => h.actorUserId),
  );
  const base = orderRow(row);
  const actions = orderActionsFor(row.order.status, row.order.source, actors).filter(
    (a) => (a !== 'dispatch' || base.weightKg - base.dispatchedKg > 0) && (a !== 'declineAppoint' || row.order.agentUserId !== null),
  );
  const detail: OrderDetail = {
    order: {
      ...base,
      cancelReason: row.order.cancelReason,
      payStatus: row.order.payStatus,
      remainderKg: Math.max(0, base.weightKg - base.dispatchedKg),
      stopMode: stopModeOf(points),
      consigneeName: consignee,
      paidFen,
    },
    actors,
    actions,
    waybills: bills.map(waybillRowFor(auth)),
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
    places,
  };
  // No part but driving: loadOrder let the caller in because he drives one of its waybills.
  return actors.length === 0 && !isOperator(auth) ? asItsDriver(detail, await drivenWaybills(db, auth, orderId)) : detail;
}

function waybillFilters(auth: Auth, q: Omit<WaybillQuery, 'pageNumber' | 'pageSize'> & { ids?: number[] }): SQL | undefined {
  return and(
    q.view ? waybillViewScope(auth, q.view) : waybillScope(auth),
    q.party ? waybillPartyFilter(containing(q.party)) : undefined,
    q.ids?.length ? inArray(waybills.id, q.ids) : undefined,
    q.status ? eq(waybills.status, q.status) : undefined,
    q.auditStatus ? eq(waybills.auditStatus, q.auditStatus) : undefined,
    q.missing
      ? sql`((${waybills.status} in ('LOAD', 'UNLOAD', 'SIGN', 'REFUSE') and ${waybills.loadWeightKg} is null) or (${waybills.status} in ('UNLOAD', 'SIGN', 'REFUSE') and ${waybills.unloadWeightKg} is null))`
      : undefined,
    q.moving ? inArray(waybills.status, ['START', 'LOAD', 'UNLOAD']) : undefined,
    attentionFilter(q.attention),
    q.waybillNo ? ilike(waybills.waybillNo, containing(q.waybillNo)) : undefined,
    q.orderNo ? sql`${waybills.orderId} in (select ${orders.id} from ${orders} where ${orders.orderNo} ilike ${containing(q.orderNo)})` : undefined,
    q.plateNo ? sql`${waybills.vehicleId} in (select ${vehicles.id} from ${vehicles} where ${vehicles.plateNo} ilike ${containing(q.plateNo)})` : undefined,
    q.driverName ? sql`${waybills.driverId} in (select ${drivers.id} from ${drivers} where ${drivers.name} ilike ${containing(q.driverName)})` : undefined,
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

/** Waybills described for the data scope: those of the users' orders, and their two companies. */
export const WAYBILL_ROWS: ScopedRows = {
  ownedBy: (userIds: SQL) => sql`${waybills.orderId} in (select ${orders.id} from ${orders} where ${ORDER_ROWS.ownedBy(userIds)})`,
  counterpartyCompany: [sql`${waybills.shipperCompanyId}`, sql`${waybills.carrierCompanyId}`],
};

/** The waybills the caller's list (and its export) shows for the filters: its scope, a driver's own, and the role's data scope. */
export async function listedWaybills(db: Db, auth: Auth, q: Omit<WaybillQuery, 'pageNumber' | 'pageSize'> & { ids?: number[] }): Promise<SQL | undefined> {
  return and(waybillFilters(auth, q), await driverScope(db, auth), await dataScopeCondition(db, auth, WAYBILL_ROWS));
}

/**
 * Whether one record is inside the caller's data scope (issue 44): a detail page or a move reaches
 * only what the caller's list shows, so a user limited to their own records gets a 404 for a
 * colleague's by id, as for another company's.
 */
async function withinDataScope(db: Executor, auth: Auth, table: typeof orders | typeof waybills, id: number): Promise<boolean> {
  const scope = await dataScopeCondition(db, auth, table === orders ? ORDER_ROWS : WAYBILL_ROWS);
  if (!scope) return true;
  const [hit] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), scope))
    .limit(1);
  return Boolean(hit);
}

export async function waybillPage(db: Db, auth: Auth, q: WaybillQuery): Promise<Page<WaybillRow>> {
  const where = await listedWaybills(db, auth, q);
  // The count stops at COUNT_CAP: a bounded scan, whatever the table's size.
  const counted = db
    .select({ one: sql`1` })
    .from(waybills)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('counted');
  const { rows, total } = await readPage(
    q,
    waybillList(db).where(where).orderBy(desc(waybills.createdAt), desc(waybills.id)),
    db.select({ total: count() }).from(counted),
  );
  const flags = await attentionOf(
    db,
    rows.map((r) => r.waybill.id),
  );
  const records = rows.map(waybillRowFor(auth)).map((record) => ({ ...record, ...flags.get(record.id) }));
  // The direction lists name the other end of each row: the receiving company (发货) or the shipper (收货).
  if (q.view)
    await withCounterparts(
      db,
      q.view,
      rows.map((r, i) => ({ record: records[i], companyId: q.view === 'receive' ? r.waybill.shipperCompanyId : r.consigneeCompanyId })),
    );
  return { records, total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** The workbench's 需关注: the caller's waybills (as the list scopes them) that are late or have an open exception. */
export async function waybillAttention(db: Db, auth: Auth): Promise<WaybillAttentionCounts> {
  return attentionCounts(db, and(waybillScope(auth), await driverScope(db, auth)));
}

/** How many waybills an export of the filters would write, counting no further than `cap`. */
export async function waybillExportCount(
  db: Db,
  auth: Auth,
  q: Omit<WaybillQuery, 'pageNumber' | 'pageSize'> & { ids?: number[] },
  cap: number,
): Promise<number> {
  const where = await listedWaybills(db, auth, q);
  const counted = db
    .select({ one: sql`1` })
    .from(waybills)
    .where(where)
    .limit(cap)
    .as('counted');
  const [{ total }] = await db.select({ total: count() }).from(counted);
  return total;
}

/**
 * Every waybill the filters match, in batches of `size`, in the list's order (newest first, then by
 * id: a key that never repeats, so a batch starts exactly where the last ended however many rows
 * share a time; db/keyset.ts newestAfter): a background export reads them all without holding them all.
 */
export async function* waybillExportBatches(
  db: Db,
  auth: Auth,
  q: Omit<WaybillQuery, 'pageNumber' | 'pageSize'> & { ids?: number[] },
  size = 2000,
): AsyncGenerator<WaybillRow[]> {
  const where = await listedWaybills(db, auth, q);
  // each row as one JSON text: a batch holds PGlite's thread about a third less (db/json-rows.ts, decision 023)
  const batches = byIdDescending(
    async (before, limit) =>
      (
        await waybillListAsJson(db)
          .where(and(where, newestAfter(waybills, waybills.createdAt, waybills.id, before)))
          .orderBy(desc(waybills.createdAt), desc(waybills.id))
          .limit(limit)
      ).map((row) => waybillListRowOf(row.json)),
    (row) => row.waybill.id,
    size,
  );
  for await (const rows of batches) yield rows.map(waybillRowFor(auth));
}

/** Every waybill the filters (or the ticked ids) match, bounded, for the export. */
export async function waybillExportRows(db: Db, auth: Auth, q: Omit<WaybillQuery, 'pageNumber' | 'pageSize'> & { ids?: number[] }): Promise<WaybillRow[]> {
  const rows = await waybillList(db)
    .where(await listedWaybills(db, auth, q))
    .orderBy(desc(waybills.createdAt), desc(waybills.id))
    .limit(EXPORT_MAX_ROWS);
  return rows.map(waybillRowFor(auth));
}

type OrderExportQuery = Omit<OrderQuery, 'pageNumber' | 'pageSize'> & { ids?: number[] };

/** The orders an export writes: the list's filters and the caller's data scope, narrowed to the ticked ids. */
async function exportedOrders(db: Db, auth: Auth, q: OrderExportQuery): Promise<SQL | undefined> {
  return and(orderFilters(auth, q), q.ids?.length ? inArray(orders.id, q.ids) : undefined, await dataScopeCondition(db, auth, ORDER_ROWS));
}

/** Every order the filters (or the ticked ids) match, bounded, for the export. */
export async function orderExportRows(db: Db, auth: Auth, q: OrderExportQuery): Promise<OrderRow[]> {
  const rows = await orderBase(db)
    .where(await exportedOrders(db, auth, q))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(EXPORT_MAX_ROWS);
  return rows.map(orderRow);
}

/** How many orders an export of the filters would write, counting no further than `cap`. */
export async function orderExportCount(db: Db, auth: Auth, q: OrderExportQuery, cap: number): Promise<number> {
  const counted = joinOrderParties(
    db
      .select({ one: sql`1` })
      .from(orders)
      .$dynamic(),
  )
    .where(await exportedOrders(db, auth, q))
    .limit(cap)
    .as('counted');
  const [{ total }] = await db.select({ total: count() }).from(counted);
  return total;
}

/**
 * Every order the filters match, in batches of `size`, newest first by id (the background export).
 * Not in the list's order as the waybills' export is: no index on orders leads with the company and
 * then the time, so each batch would sort all of a company's orders.
 */
export async function* orderExportBatches(db: Db, auth: Auth, q: OrderExportQuery, size = 500): AsyncGenerator<OrderRow[]> {
  const where = await exportedOrders(db, auth, q);
  const batches = byIdDescending(
    (before, limit) =>
      orderBase(db)
        .where(and(where, before === null ? undefined : lt(orders.id, before)))
        .orderBy(desc(orders.id))
        .limit(limit),
    (row) => row.order.id,
    size,
  );
  for await (const rows of batches) yield rows.map(orderRow);
}

/** The waybill and the caller's parts in it; `receiver`: the caller's company receives it (a read with no part). */
export async function loadWaybill(db: Executor, auth: Auth, waybillId: number, receiver = false) {
  const [row] = await waybillBase(db).where(eq(waybills.id, waybillId)).limit(1);
  if (!row) refuse(ORDER_MESSAGES.waybillNotFound, 404);
  const [order] = await db.select().from(orders).where(eq(orders.id, row.waybill.orderId)).limit(1);
  const actors = await waybillActors(db, auth, order, row.waybill);
  if (actors.length === 0 && !isOperator(auth) && !receiver) refuse(ORDER_MESSAGES.waybillNotFound, 404);
  if (!(await withinDataScope(db, auth, waybills, waybillId))) refuse(ORDER_MESSAGES.waybillNotFound, 404);
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
  const [[cargo], [vehicle], history, abnormals, names, multi, places, settlement] = await Promise.all([
    db.select({ chargeNode: cargoSources.chargeNode }).from(cargoSources).where(eq(cargoSources.id, order.cargoId)).limit(1),
    db.select({ vehicleType: vehicles.vehicleType }).from(vehicles).where(eq(vehicles.id, w.vehicleId)).limit(1),
    waybillHistoryOf(db, w.id),
    readOnly ? Promise.resolve([]) : abnormalsOf(w.id),
    partyNames(db, order),
    hasStops(db, w.id),
    readOnly ? Promise.resolve(null) : cargoPlacesOf(db, order.cargoId),
    // the bill is the payer's and the payee's (and operations'): not a driver's, not a receiving company's
    isOperator(auth) || actors.some((a) => a !== 'driver') ? settlementOfWaybill(db, w.id) : Promise.resolve(null),
  ]);
  const detail: WaybillDetail = {
    waybill: {
      ...waybillRowFor(auth)(row),
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
      billing: settlement,
    },
    actors,
    // A multi-stop waybill loads and unloads stop by stop (/user/multiLoadOrderDetail), not here.
    actions: waybillActionsFor(w.status, actors).filter((a) => !multi || (a !== 'load' && a !== 'unload')),
    history,
    abnormals,
    places,
  };
  return readOnly ? receivedDetail(detail) : detail;
}

/** Whether the waybill goes along stops (a multi load/unload dispatch). */
export async function hasStops(db: Executor, waybillId: number): Promise<boolean> {
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

/**
 * The images of a waybill its party may open, in the order the trip made them: the load slip, the
 * stops' slips (a multi load/unload waybill), the unload slip, then the exception photos; each
 * with its alt text. Another company's waybill is '派车单不存在' (404), as everywhere.
 */
export async function waybillImages(
  db: Db,
  auth: Auth,
  waybillId: number,
  abnormalPhotos: (waybillId: number) => Promise<string[]>,
): Promise<Array<{ uuid: string; label: string }>> {
  const { row } = await loadWaybill(db, auth, waybillId);
  const w = row.waybill;
  const stops = await db
    .select({ seq: waybillStops.seq, kind: waybillStops.kind, slipUuid: waybillStops.slipUuid })
    .from(waybillStops)
    .where(eq(waybillStops.waybillId, w.id))
    .orderBy(waybillStops.seq);
  const images: Array<{ uuid: string; label: string }> = [];
  if (w.loadSlipUuid) images.push({ uuid: w.loadSlipUuid, label: '装货磅单' });
  for (const stop of stops) {
    if (stop.slipUuid) images.push({ uuid: stop.slipUuid, label: `第${stop.seq}站${stop.kind === 'load' ? '装货' : '卸货'}磅单` });
  }
  if (w.unloadSlipUuid) images.push({ uuid: w.unloadSlipUuid, label: '卸货磅单' });
  (await abnormalPhotos(w.id)).forEach((uuid, i) => images.push({ uuid, label: `异常照片${i + 1}` }));
  // one entry per file: a slip recorded twice (a stop and the waybill) is shown once
  return images.filter((image, i) => images.findIndex((other) => other.uuid === image.uuid) === i);
}

/** The parties of a waybill the caller is part of (for reports on it). */
export async function waybillParty(tx: Executor, auth: Auth, waybillId: number) {
  const { row, order } = await loadWaybill(tx, auth, waybillId);
  return { orderId: order.id, waybillNo: row.waybill.waybillNo, shipperUserId: order.shipperUserId, carrierUserId: order.carrierUserId };
}

/** A file of a waybill (a pound slip or an exception photo) the caller may open, or null. */
export async function waybillFile(db: Db, auth: Auth, waybillId: number, uuid: string, abnormalPhotos: (waybillId: number) => Promise<string[]>) {
  if (!(await waybillFileAllowed(db, auth, waybillId, uuid, abnormalPhotos))) return null;
  const [file] = await db.select().from(files).where(eq(files.uuid, uuid)).limit(1);
  return file ?? null;
}

/** A carrier company that passed certification, with the account that takes its orders; `unknown` refuses any other. */
export async function certifiedCarrier(tx: Executor, companyId: number, unknown: string) {
  const [company] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.kind, 'carrier'), eq(companies.authStatus, '2')))
    .limit(1);
  if (!company) refuse(unknown, 400, { field: 'carrierCompanyId' });
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, company.id), eq(users.status, 'active')))
    .orderBy(users.id)
    .limit(1);
  if (!account) refuse(AGENT_MESSAGES.carrierNoAccount, 400, { field: 'carrierCompanyId' });
  return { ...company, userId: account.id };
}

/** The rows of the caller's frequent carriers: its company's list, or without a company its own. */
export function ownFrequentCarriers(auth: Auth): SQL {
  return auth.user.companyId !== null
    ? eq(frequentCarriers.ownerCompanyId, auth.user.companyId)
    : and(isNull(frequentCarriers.ownerCompanyId), eq(frequentCarriers.ownerUserId, auth.user.id))!;
}

/**
 * Carrier companies to choose from: the caller's `frequent` ones first, then the `others`, each
 * company once and never the caller's own, marked as frequent or not.
 */
export function frequentFirst<T extends { id: number }>(auth: Auth, frequent: readonly T[], others: readonly T[]): (T & { frequent: boolean })[] {
  const seen = new Set<number>();
  const out: (T & { frequent: boolean })[] = [];
  for (const [rows, isFrequent] of [
    [frequent, true],
    [others, false],
  ] as const) {
    for (const row of rows) {
      if (seen.has(row.id) || row.id === auth.user.companyId) continue;
      seen.add(row.id);
      out.push({ ...row, frequent: isFrequent });
    }
  }
  return out;
}
