// The market's reads: the hall for signed-in users, one cargo with its grabs, the owner's own list,
// a cargo's form values and record, and a carrier's line to order on. No writes here.
import { and, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { GRAB_MESSAGES, type CargoStatus } from '../../contract/market/marketplace';
import type { HallQuery } from '../../contract/market/hall-query';
import {
  type GrabOrder,
  type CargoEditView,
  type CargoLogEntry,
  type CargoOrderView,
  type CargoPointView,
  type LineForOrder,
} from '../../contract/market/views';
import type { Db, Tx } from '../../db/client';
import { containedInAny, containing, type PageRequest } from '../../db/paging';
import { hasRowWhere } from '../../db/row-checks';
import { cargoSources, companies, orders, users, cargoHistory, cargoPoints, cargoQuotes, lines } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { CARGO_MESSAGES, dateToChinaLocal, type MyCargoQuery } from '../../contract/market/cargo';
import { placeLabel, routeCodesOf } from '../../contract/regions';
import { consigneeFormValue } from '../orders/direction';
import { readCargoPage } from './cargo-page';
import { marketView } from './views';
import { isOwner, ownedCargo, type Cargo } from './access';

/** The hall for signed-in users: published public cargo, newest first, filters of the URL. */
export async function hallPage(db: Db, auth: Auth, query: HallQuery) {
  const filters: SQL[] = [eq(cargoSources.status, 'published'), eq(cargoSources.publishScope, 'public')];
  if (query.businessType) filters.push(eq(cargoSources.businessType, query.businessType));
  if (query.originProvince) filters.push(eq(cargoSources.originProvince, query.originProvince));
  if (query.originCity) filters.push(eq(cargoSources.originCity, query.originCity));
  if (query.destProvince) filters.push(eq(cargoSources.destProvince, query.destProvince));
  if (query.destCity) filters.push(eq(cargoSources.destCity, query.destCity));
  if (query.keyword) filters.push(ilike(cargoSources.goodsName, containing(query.keyword)));
  return cargoPage(db, auth, query, and(...filters), [desc(cargoSources.publishedAt), desc(cargoSources.id)]);
}

/** A page of the cargo `where` holds for, in `order`, as the signed-in caller sees it. */
async function cargoPage(db: Db, auth: Auth, query: PageRequest, where: SQL | undefined, order: SQL[]) {
  const { rows, total } = await readCargoPage(db, query, where, order);
  return { total, pageNumber: query.pageNumber, pageSize: query.pageSize, rows: rows.map((c) => marketView(auth, c)) };
}

/** One cargo: public hall cargo for anyone signed in, any state for its owner. */
export async function cargoDetail(db: Db, auth: Auth, id: number) {
  const [cargo] = await db.select().from(cargoSources).where(eq(cargoSources.id, id)).limit(1);
  if (!cargo) refuse(GRAB_MESSAGES.notFound, 404);
  const owner = isOwner(auth, cargo);
  if (!owner && (cargo.status === 'draft' || cargo.publishScope !== 'public')) refuse(GRAB_MESSAGES.notFound, 404);
  return {
    cargo: marketView(auth, cargo),
    grabs: owner ? await grabsOf(db, cargo.id) : await myGrabsOf(db, auth, cargo.id),
    taken: cargo.status === 'done',
    routeCodes: routeCodesOf(cargo),
  };
}

async function grabRows(db: Db, where: SQL) {
  return db.select().from(orders).where(where).orderBy(desc(orders.createdAt)).limit(200);
}

async function grabsOf(db: Db, cargoId: number): Promise<GrabOrder[]> {
  return toGrabOrders(db, await grabRows(db, and(eq(orders.cargoId, cargoId), eq(orders.source, '1'))!));
}

async function myGrabsOf(db: Db, auth: Auth, cargoId: number): Promise<GrabOrder[]> {
  return toGrabOrders(db, await grabRows(db, and(eq(orders.cargoId, cargoId), eq(orders.source, '1'), eq(orders.carrierUserId, auth.user.id))!));
}

async function toGrabOrders(db: Db, rows: (typeof orders.$inferSelect)[]): Promise<GrabOrder[]> {
  if (rows.length === 0) return [];
  const names = await namesOf(
    db,
    rows.map((r) => r.carrierUserId),
  );
  return rows.map((r) => ({
    id: r.id,
    orderNo: r.orderNo,
    status: r.status,
    vehicleCount: r.vehicleCount,
    weightKg: r.weightKg,
    totalFen: r.totalFen,
    carrierName: names.get(r.carrierUserId) ?? '',
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Whether anyone has taken part of the cargo: vehicles gone, orders made, quotes in. */
export async function isTaken(tx: Db | Tx, cargo: Cargo): Promise<boolean> {
  if (cargo.vehiclesRemaining !== cargo.vehicleCount) return true;
  if (await hasRowWhere(tx, orders, eq(orders.cargoId, cargo.id))) return true;
  return hasRowWhere(tx, cargoQuotes, and(eq(cargoQuotes.cargoId, cargo.id), ne(cargoQuotes.status, '3')));
}

const localOrEmpty = (d: Date | null) => dateToChinaLocal(d);
const fixed = (n: number, decimals: number) => (n / 10 ** decimals).toFixed(decimals).replace(/\.?0+$/, '');

/** The cargo's values as the form holds them (for editing and for copying). */
export async function cargoForEdit(db: Db, auth: Auth, id: number): Promise<CargoEditView> {
  const [cargo] = await db.select().from(cargoSources).where(eq(cargoSources.id, id)).limit(1);
  if (!cargo || !isOwner(auth, cargo)) refuse(CARGO_MESSAGES.notFound, 404);
  const points = await db.select().from(cargoPoints).where(eq(cargoPoints.cargoId, id)).orderBy(cargoPoints.kind, cargoPoints.seq);
  const asForm = (p: (typeof points)[number]) => ({
    provinceCode: p.provinceCode,
    cityCode: p.cityCode,
    districtCode: p.districtCode ?? '',
    address: p.address,
    contactName: p.contactName,
    contactPhone: p.contactPhone,
    windowStart: localOrEmpty(p.windowStart),
    windowEnd: localOrEmpty(p.windowEnd),
  });
  return {
    id: cargo.id,
    status: cargo.status as CargoStatus,
    taken: cargo.status !== 'draft' && (await isTaken(db, cargo)),
    values: {
      businessType: cargo.businessType,
      goodsName: cargo.goodsName,
      goodsType: cargo.goodsType,
      quantity: String(cargo.quantity),
      quantityUnit: cargo.quantityUnit,
      totalWeightT: fixed(cargo.totalWeightKg, 3),
      totalVolumeM3: cargo.totalVolumeL ? fixed(cargo.totalVolumeL, 3) : '',
      vehicleType: cargo.vehicleType ?? '',
      vehicleLength: cargo.vehicleLength ?? '',
      vehicleCount: String(cargo.vehicleCount),
      priceMode: cargo.priceMode,
      price: ((cargo.priceMode === 'total' ? (cargo.totalPriceFen ?? 0) : cargo.unitPriceFen) / 100).toFixed(2),
      payType: cargo.payType,
      chargeMode: cargo.chargeMode,
      chargeNode: cargo.chargeNode,
      deadline: localOrEmpty(cargo.deadline),
      remark: cargo.remark ?? '',
      publishScope: cargo.publishScope,
      bidMethod: cargo.bidMethod ?? 'public',
      autoConfirm: cargo.autoConfirm ? 'on' : '',
      businessDirection: cargo.businessDirection,
      consignee: await consigneeFormValue(db, cargo),
      loadPoints: points.filter((p) => p.kind === 'load').map(asForm),
      unloadPoints: points.filter((p) => p.kind === 'unload').map(asForm),
    },
  };
}

/** The shipper's own cargo (and its company's), newest first, with the URL's filters. */
export async function myCargoPage(db: Db, auth: Auth, query: MyCargoQuery) {
  const filters: (SQL | undefined)[] = [ownedCargo(auth)];
  if (query.businessType) filters.push(eq(cargoSources.businessType, query.businessType));
  if (query.status) filters.push(eq(cargoSources.status, query.status));
  filters.push(containedInAny(query.keyword, cargoSources.goodsName, cargoSources.sourceNo));
  return cargoPage(db, auth, query, and(...filters), [desc(cargoSources.createdAt), desc(cargoSources.id)]);
}

async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const people = await db
    .select({ id: users.id, company: companies.name, realName: users.realName, mobile: users.mobile })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(people.map((p) => [p.id, p.company || p.realName || p.mobile]));
}

/** The owner's view of a cargo's consequences: every order of it and the operation log. */
export async function cargoRecord(
  db: Db,
  auth: Auth,
  id: number,
): Promise<{ orders: CargoOrderView[]; log: CargoLogEntry[]; points: CargoPointView[]; taken: boolean }> {
  const [cargo] = await db.select().from(cargoSources).where(eq(cargoSources.id, id)).limit(1);
  if (!cargo || !isOwner(auth, cargo)) refuse(CARGO_MESSAGES.notFound, 404);
  const [orderRows, logRows, pointRows_] = await Promise.all([
    db.select().from(orders).where(eq(orders.cargoId, id)).orderBy(desc(orders.createdAt)).limit(200),
    db.select().from(cargoHistory).where(eq(cargoHistory.cargoId, id)).orderBy(desc(cargoHistory.createdAt), desc(cargoHistory.id)).limit(200),
    // load points first, then unload ('load' < 'unload'); descending listed 卸货地 before 装货地
    db.select().from(cargoPoints).where(eq(cargoPoints.cargoId, id)).orderBy(cargoPoints.kind, cargoPoints.seq),
  ]);
  const names = await namesOf(db, [...orderRows.map((o) => o.carrierUserId), ...logRows.flatMap((l) => (l.actorUserId ? [l.actorUserId] : []))]);
  return {
    taken: await isTaken(db, cargo),
    points: pointRows_.map((p) => ({
      kind: p.kind as 'load' | 'unload',
      seq: p.seq,
      place: placeLabel(p.provinceCode, p.cityCode, p.districtCode),
      address: p.address,
      contact: [p.contactName, p.contactPhone].filter(Boolean).join(' '),
      windowStart: p.windowStart?.toISOString() ?? null,
      windowEnd: p.windowEnd?.toISOString() ?? null,
    })),
    orders: orderRows.map((o) => ({
      id: o.id,
      orderNo: o.orderNo,
      source: o.source,
      status: o.status,
      carrierName: names.get(o.carrierUserId) ?? '',
      vehicleCount: o.vehicleCount,
      weightKg: o.weightKg,
      totalFen: o.totalFen,
      createdAt: o.createdAt.toISOString(),
    })),
    log: logRows.map((l) => ({
      id: l.id,
      action: l.action,
      fromStatus: l.fromStatus,
      toStatus: l.toStatus,
      actorName: l.actorUserId ? (names.get(l.actorUserId) ?? '') : '平台',
      remark: l.remark,
      createdAt: l.createdAt.toISOString(),
    })),
  };
}

/** A line of any carrier (lines are public in the line hall), for ordering on it. */
export async function lineForOrder(db: Db, id: number): Promise<LineForOrder> {
  const [row] = await db
    .select({ line: lines, companyName: companies.name })
    .from(lines)
    .innerJoin(companies, eq(companies.id, lines.companyId))
    .where(eq(lines.id, id))
    .limit(1);
  if (!row) refuse('线路不存在', 404);
  const l = row.line;
  return {
    id: l.id,
    companyId: l.companyId,
    companyName: row.companyName,
    originProvince: l.originProvince,
    originCity: l.originCity,
    originDistrict: l.originDistrict,
    destProvince: l.destProvince,
    destCity: l.destCity,
    destDistrict: l.destDistrict,
    vehicleType: l.vehicleType,
    vehicleLength: l.vehicleLength,
    refPriceFen: l.refPriceFen,
    route: `${placeLabel(l.originProvince, l.originCity, l.originDistrict)} → ${placeLabel(l.destProvince, l.destCity, l.destDistrict)}`,
  };
}
