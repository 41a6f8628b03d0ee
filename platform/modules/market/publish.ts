// Publishing cargo (issue #7): save as draft or publish, edit while nobody has taken it, close,
// republish; the shipper's own list, the cargo's values for editing or copying, its operation
// log and orders. Every move is one transaction that locks the cargo row, checks the move
// against OWNER_CARGO_TRANSITIONS and writes a cargo_history row.
import { and, count, desc, eq, gte, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CARGO_MESSAGES,
  OWNER_CARGO_TRANSITIONS,
  PLACE_ORDER_MESSAGES,
  chinaLocalToDate,
  dateToChinaLocal,
  scaled,
  type CargoAction,
  type CargoEditView,
  type CargoInput,
  type CargoLogEntry,
  type CargoOrderView,
  type CargoPointView,
  type LineForOrder,
  type CargoPointInput,
  type MyCargoQuery,
} from '../../contract/cargo';
import { GRAB_MESSAGES, nextState, weightShareKg, type CargoStatus } from '../../contract/marketplace';
import { placeLabel, regionName } from '../../contract/regions';
import { checkBannedWords, bannedWordsMessage } from '../../contract/validators';
import type { Db, Tx } from '../../db/client';
import {
  cargoHistory,
  cargoPoints,
  cargoQuotes,
  cargoSources,
  companies,
  frequentCarriers,
  lines,
  orderHistory,
  orders,
  shipOrderControls,
  sysDictData,
  users,
} from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../auth/refusal';
import { isBlocked } from '../capacity/blacklist';
import { notify } from '../workspace/service';
import { insertOrder, orderFreightFen } from './orders';
import { publishRules, requireQualified } from './rules';
import { marketView } from './service';
import { rememberFromCargo } from './frequents';
import { consigneeFormValue, directionColumns } from '../orders/direction';

type Cargo = typeof cargoSources.$inferSelect;

const SHIPPER_ROLES = ['individual_shipper', 'enterprise_shipper'];

function isOwner(auth: Auth, row: { shipperUserId: number; shipperCompanyId: number | null }): boolean {
  return row.shipperUserId === auth.user.id || (auth.user.companyId !== null && row.shipperCompanyId === auth.user.companyId);
}

function ownedCargo(auth: Auth): SQL {
  return auth.user.companyId === null
    ? eq(cargoSources.shipperUserId, auth.user.id)
    : or(eq(cargoSources.shipperUserId, auth.user.id), eq(cargoSources.shipperCompanyId, auth.user.companyId))!;
}

/** A refusal shown at one field of the form (`data.field` is the form's field name). */
function refuseAt(field: string, message: string): never {
  refuse(message, 400, { field });
}

function requireShipper(auth: Auth) {
  if (!SHIPPER_ROLES.includes(auth.role)) refuse(CARGO_MESSAGES.shippersOnly);
  requireQualified(auth);
}

export async function bannedWords(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ value: sysDictData.value })
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, 'black_word'), eq(sysDictData.enabled, true)));
  return rows.map((r) => r.value);
}

async function lockOwned(tx: Tx, auth: Auth, id: number): Promise<Cargo> {
  const [cargo] = await tx.select().from(cargoSources).where(eq(cargoSources.id, id)).for('update');
  if (!cargo || !isOwner(auth, cargo)) refuse(CARGO_MESSAGES.notFound, 404);
  return cargo;
}

/** Whether anyone has taken part of the cargo: vehicles gone, orders made, quotes in. */
async function isTaken(tx: Db | Tx, cargo: Cargo): Promise<boolean> {
  if (cargo.vehiclesRemaining !== cargo.vehicleCount) return true;
  const [{ n }] = await tx.select({ n: count() }).from(orders).where(eq(orders.cargoId, cargo.id));
  if (n > 0) return true;
  const [{ q }] = await tx
    .select({ q: count() })
    .from(cargoQuotes)
    .where(and(eq(cargoQuotes.cargoId, cargo.id), ne(cargoQuotes.status, '3')));
  return q > 0;
}

function move(from: string, action: CargoAction) {
  const m = nextState(OWNER_CARGO_TRANSITIONS, from, action);
  if (!m) refuse(CARGO_MESSAGES.notAllowed);
  return m;
}

async function history(tx: Tx, auth: Auth, cargoId: number, action: string, from: string | null, to: string, remark?: string) {
  await tx.insert(cargoHistory).values({ cargoId, action, fromStatus: from, toStatus: to, actorUserId: auth.user.id, remark: remark ?? null });
}

/** The platform's own checks of a cargo form: words, regions, required fields, limits. */
async function checkInput(tx: Tx, auth: Auth, input: CargoInput, publishing: boolean, excludeId?: number) {
  const words = await bannedWords(tx);
  for (const field of ['goodsName', 'remark'] as const) {
    const found = checkBannedWords(input[field] ?? '', words);
    if (found.length) refuseAt(field, bannedWordsMessage(found));
  }
  const rules = await publishRules(tx, auth.user.id);
  if (rules.maxVehiclesPerCargo !== null && input.vehicleCount > rules.maxVehiclesPerCargo)
    refuseAt('vehicleCount', CARGO_MESSAGES.limitVehicles(rules.maxVehiclesPerCargo));
  if (rules.maxUnitPriceFen !== null && unitPriceFenOf(input) > rules.maxUnitPriceFen) {
    refuseAt('price', CARGO_MESSAGES.limitPrice((rules.maxUnitPriceFen / 100).toFixed(2)));
  }
  for (const kind of ['load', 'unload'] as const) {
    const points = kind === 'load' ? input.loadPoints : input.unloadPoints;
    points.forEach((p, i) => {
      const at = (f: string) => `${kind}Points[${i}].${f}`;
      if (!regionName(p.provinceCode)) refuseAt(at('provinceCode'), CARGO_MESSAGES.regionUnknown);
      if (!regionName(p.cityCode)) refuseAt(at('cityCode'), CARGO_MESSAGES.regionUnknown);
      if (p.districtCode && !regionName(p.districtCode)) refuseAt(at('districtCode'), CARGO_MESSAGES.regionUnknown);
      const required = (f: string) => rules.required.includes(`${kind}.${f}`);
      if (required('districtCode') && !p.districtCode) refuseAt(at('districtCode'), CARGO_MESSAGES.districtRequired);
      if (required('contactName') && !p.contactName) refuseAt(at('contactName'), CARGO_MESSAGES.contactRequired);
      if (required('contactPhone') && !p.contactPhone) refuseAt(at('contactPhone'), CARGO_MESSAGES.phoneRequired);
      if (required('window') && !p.windowStart) refuseAt(at('windowStart'), CARGO_MESSAGES.windowRequired);
      if (required('window') && !p.windowEnd) refuseAt(at('windowEnd'), CARGO_MESSAGES.windowRequired);
    });
  }
  if (input.lineId) {
    // On a carrier's line: that carrier is the one designated, partner or not.
    const [line] = await tx.select({ companyId: lines.companyId }).from(lines).where(eq(lines.id, input.lineId)).limit(1);
    if (!line) refuseAt('lineId', '线路不存在');
    input.designated = [line.companyId];
  } else if (input.publishScope === 'designated') {
    const ids = [...new Set(input.designated ?? [])];
    if (ids.length > input.vehicleCount) refuseAt('designated', '指定的承运商不能多于车辆数');
    const owner = auth.user.companyId
      ? eq(frequentCarriers.ownerCompanyId, auth.user.companyId)
      : and(isNull(frequentCarriers.ownerCompanyId), eq(frequentCarriers.ownerUserId, auth.user.id));
    const known = await tx
      .select({ id: frequentCarriers.carrierCompanyId })
      .from(frequentCarriers)
      .where(and(owner, eq(frequentCarriers.relation, 'carrier'), inArray(frequentCarriers.carrierCompanyId, ids.length ? ids : [0])));
    if (new Set(known.map((k) => k.id)).size !== ids.length) refuseAt('designated', '只能指定自己的常用承运商');
  }
  if (!publishing) return;
  if (input.deadline && chinaLocalToDate(input.deadline).getTime() <= Date.now()) refuseAt('deadline', CARGO_MESSAGES.deadlinePast);
  const [control] = await tx.select().from(shipOrderControls).where(eq(shipOrderControls.userId, auth.user.id)).limit(1);
  if (control?.shipOrderStatus === '0') refuse(CARGO_MESSAGES.orderIssuingDisabled);
  if (rules.dailyPublishLimit !== null) {
    const chinaMidnight = new Date(Math.floor((Date.now() + 8 * 3600_000) / 86_400_000) * 86_400_000 - 8 * 3600_000);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(cargoSources)
      .where(and(ownedCargo(auth), gte(cargoSources.publishedAt, chinaMidnight), excludeId ? ne(cargoSources.id, excludeId) : undefined));
    if (n >= rules.dailyPublishLimit) refuse(CARGO_MESSAGES.limitDaily(rules.dailyPublishLimit));
  }
}

const weightKgOf = (input: CargoInput) => scaled(input.totalWeightT, 3);

/** The price per tonne in fen (a total price is spread over the weight, for the hall and orders). */
function unitPriceFenOf(input: CargoInput): number {
  const fen = scaled(input.price, 2);
  return input.priceMode === 'unit' ? fen : Math.max(1, Math.round((fen * 1000) / weightKgOf(input)));
}

function cargoColumns(input: CargoInput) {
  const first = input.loadPoints[0];
  const last = input.unloadPoints[input.unloadPoints.length - 1];
  const weightKg = weightKgOf(input);
  return {
    businessType: input.businessType,
    goodsName: input.goodsName,
    goodsType: input.goodsType,
    quantity: input.quantity,
    quantityUnit: input.quantityUnit,
    totalWeightKg: weightKg,
    totalVolumeL: input.totalVolumeM3 ? scaled(input.totalVolumeM3, 3) : null,
    originProvince: first.provinceCode,
    originCity: first.cityCode,
    originDistrict: first.districtCode || null,
    originAddress: first.address,
    destProvince: last.provinceCode,
    destCity: last.cityCode,
    destDistrict: last.districtCode || null,
    destAddress: last.address,
    vehicleType: input.vehicleType || null,
    vehicleLength: input.vehicleLength || null,
    vehicleCount: input.vehicleCount,
    vehiclesRemaining: input.vehicleCount,
    priceMode: input.priceMode,
    unitPriceFen: unitPriceFenOf(input),
    totalPriceFen: input.priceMode === 'total' ? scaled(input.price, 2) : null,
    payType: input.payType,
    chargeMode: input.chargeMode,
    chargeNode: input.chargeNode,
    publishScope: input.publishScope,
    autoConfirm: input.businessType === '2' ? (input.autoConfirm ?? false) : false,
    loadStart: first.windowStart ? chinaLocalToDate(first.windowStart) : null,
    loadEnd: first.windowEnd ? chinaLocalToDate(first.windowEnd) : null,
    deadline: input.deadline ? chinaLocalToDate(input.deadline) : null,
    remark: input.remark || null,
    bidMethod: input.businessType === '3' ? (input.bidMethod ?? 'public') : null,
  };
}

function pointRows(cargoId: number, kind: 'load' | 'unload', points: CargoPointInput[]) {
  return points.map((p, i) => ({
    cargoId,
    kind,
    seq: i + 1,
    provinceCode: p.provinceCode,
    cityCode: p.cityCode,
    districtCode: p.districtCode || null,
    address: p.address,
    contactName: p.contactName ?? '',
    contactPhone: p.contactPhone ?? '',
    windowStart: p.windowStart ? chinaLocalToDate(p.windowStart) : null,
    windowEnd: p.windowEnd ? chinaLocalToDate(p.windowEnd) : null,
  }));
}

export function sourceNoFor(id: number, at = new Date()): string {
  const china = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `HY${china}${String(id).padStart(6, '0')}`;
}

/** Designated carriers (publish scope 'designated'): an order each (source 3, or 7 for a quick order), waiting for them. */
async function designate(tx: Tx, auth: Auth, cargo: Cargo, companyIds: number[], source: '3' | '7' | '8') {
  const ids = [...new Set(companyIds)];
  const share = Math.floor(cargo.vehicleCount / ids.length);
  let extra = cargo.vehicleCount - share * ids.length;
  for (const companyId of ids) {
    const [carrier] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.status, 'active')))
      .orderBy(users.id)
      .limit(1);
    if (!carrier) refuseAt('designated', '所选承运商没有可接单的账号');
    const k = share + (extra > 0 ? 1 : 0);
    extra -= 1;
    const weightKg = weightShareKg(cargo.totalWeightKg, cargo.vehicleCount, k);
    const totalFen = orderFreightFen(cargo, k, weightKg);
    const order = await insertOrder(tx, {
      cargoId: cargo.id,
      shipperCompanyId: cargo.shipperCompanyId,
      shipperUserId: cargo.shipperUserId,
      carrierCompanyId: companyId,
      carrierUserId: carrier.id,
      source,
      status: 'WAITACCEPT',
      vehicleCount: k,
      weightKg,
      unitPriceFen: cargo.unitPriceFen,
      totalFen,
    });
    await tx
      .insert(orderHistory)
      .values({ orderId: order.id, fromStatus: null, toStatus: 'WAITACCEPT', action: 'designate', actorUserId: auth.user.id, remark: `指定承运${k}车` });
    await notify(tx, carrier.id, {
      type: 'order',
      title: `指定承运：${cargo.goodsName}`,
      content: `货主指定贵司承运货源${cargo.sourceNo}的${k}车，订单号${order.orderNo}，请接单或拒绝。`,
      link: `/sourceManage/supplyDetail?id=${cargo.id}`,
    });
  }
  await tx.update(cargoSources).set({ vehiclesRemaining: 0, status: 'done' }).where(eq(cargoSources.id, cargo.id));
}

/** Saves the form: a new cargo or an edit, as a draft or published. */
export async function saveCargo(db: Db, auth: Auth, input: CargoInput) {
  requireShipper(auth);
  return db.transaction(async (tx) => {
    const existing = input.id ? await lockOwned(tx, auth, input.id) : null;
    const from = (existing?.status ?? null) as CargoStatus | null;
    const publishing = input.intent === 'publish' && from !== 'published';
    const action: CargoAction = publishing ? 'publish' : 'edit';
    const step = from ? move(from, action) : null;
    if (existing?.status === 'published' && (await isTaken(tx, existing))) refuse(CARGO_MESSAGES.notEditable);
    await checkInput(tx, auth, input, publishing || from === 'published', existing?.id);

    const to: CargoStatus = step ? step.to : publishing ? 'published' : 'draft';
    const columns = {
      ...cargoColumns(input),
      ...(await directionColumns(tx, auth, input)),
      status: to,
      bidStatus: input.businessType === '3' ? (to === 'published' ? '1' : '0') : null,
      publishedAt: publishing ? new Date() : (existing?.publishedAt ?? null),
      updatedAt: new Date(),
    };
    let cargo: Cargo;
    if (existing) {
      [cargo] = await tx.update(cargoSources).set(columns).where(eq(cargoSources.id, existing.id)).returning();
      await tx.delete(cargoPoints).where(eq(cargoPoints.cargoId, existing.id));
    } else {
      const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('cargo_sources', 'id'))::int as id`);
      const id = Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
      [cargo] = await tx
        .insert(cargoSources)
        .values({ ...columns, id, sourceNo: sourceNoFor(id), shipperUserId: auth.user.id, shipperCompanyId: auth.user.companyId })
        .returning();
    }
    await tx.insert(cargoPoints).values([...pointRows(cargo.id, 'load', input.loadPoints), ...pointRows(cargo.id, 'unload', input.unloadPoints)]);
    await history(
      tx,
      auth,
      cargo.id,
      existing ? action : publishing ? 'publish' : 'create',
      from,
      to,
      existing ? undefined : publishing ? '新建并发布' : '保存草稿',
    );
    if (publishing && input.publishScope === 'designated')
      await designate(tx, auth, cargo, input.designated ?? [], input.lineId ? '8' : input.orderKind === 'quick' ? '7' : '3');
    await rememberFromCargo(tx, auth, input);
    const message = publishing ? CARGO_MESSAGES.published : existing && from === 'published' ? CARGO_MESSAGES.updated : CARGO_MESSAGES.saved;
    return { id: cargo.id, sourceNo: cargo.sourceNo, status: to, message };
  });
}

/**
 * The cargo row of an order made outside the hall (direct, preferred or control release): the
 * form's checks as when publishing, the row and its points, taken whole at once (status done, no
 * vehicles left, scope designated: it never shows in the hall), in the caller's transaction.
 */
export async function insertTakenCargo(tx: Tx, auth: Auth, input: CargoInput, remark: string): Promise<Cargo> {
  requireShipper(auth);
  const publishing = { ...input, intent: 'publish' as const, publishScope: 'public', designated: undefined, lineId: undefined, orderKind: undefined };
  await checkInput(tx, auth, publishing, true);
  const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('cargo_sources', 'id'))::int as id`);
  const id = Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
  const [cargo] = await tx
    .insert(cargoSources)
    .values({
      ...cargoColumns(publishing),
      ...(await directionColumns(tx, auth, input)),
      businessType: '1',
      publishScope: 'designated',
      status: 'done',
      vehiclesRemaining: 0,
      bidStatus: null,
      publishedAt: new Date(),
      id,
      sourceNo: sourceNoFor(id),
      shipperUserId: auth.user.id,
      shipperCompanyId: auth.user.companyId,
    })
    .returning();
  await tx.insert(cargoPoints).values([...pointRows(cargo.id, 'load', input.loadPoints), ...pointRows(cargo.id, 'unload', input.unloadPoints)]);
  await history(tx, auth, cargo.id, 'publish', null, 'done', remark);
  await rememberFromCargo(tx, auth, publishing);
  return cargo;
}

/** Close (draft or published) or republish (closed, vehicles left, deadline ahead). */
export async function moveCargo(db: Db, auth: Auth, id: number, action: 'close' | 'republish') {
  requireShipper(auth);
  return db.transaction(async (tx) => {
    const cargo = await lockOwned(tx, auth, id);
    const step = move(cargo.status, action);
    if (action === 'republish') {
      if (cargo.vehiclesRemaining === 0) refuse(CARGO_MESSAGES.notAllowed);
      if (cargo.deadline && cargo.deadline.getTime() <= Date.now()) refuse('截止时间已过，请编辑或复制后重新发布');
      if (cargo.businessType === '3' && cargo.bidStatus !== '1' && cargo.bidStatus !== '0') refuse('竞价已结束，请复制后重新发布');
      const [control] = await tx.select().from(shipOrderControls).where(eq(shipOrderControls.userId, auth.user.id)).limit(1);
      if (control?.shipOrderStatus === '0') refuse(CARGO_MESSAGES.orderIssuingDisabled);
    }
    await tx
      .update(cargoSources)
      .set({
        status: step.to,
        updatedAt: new Date(),
        ...(action === 'republish' ? { publishedAt: new Date(), ...(cargo.businessType === '3' ? { bidStatus: '1' } : {}) } : {}),
      })
      .where(and(eq(cargoSources.id, cargo.id), eq(cargoSources.status, step.from)));
    await history(tx, auth, cargo.id, action, step.from, step.to, step.label);
    return { id: cargo.id, status: step.to, message: action === 'close' ? CARGO_MESSAGES.closed : CARGO_MESSAGES.republished };
  });
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
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[%_\\]/g, '\\$&')}%`;
    filters.push(or(ilike(cargoSources.goodsName, like), ilike(cargoSources.sourceNo, like)));
  }
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(cargoSources)
      .where(where)
      .orderBy(desc(cargoSources.createdAt), desc(cargoSources.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ total: count() }).from(cargoSources).where(where),
  ]);
  return { total, pageNumber: query.pageNumber, pageSize: query.pageSize, rows: rows.map((c) => marketView(auth, c)) };
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
    db.select().from(cargoPoints).where(eq(cargoPoints.cargoId, id)).orderBy(desc(cargoPoints.kind), cargoPoints.seq),
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

/** The shipper orders k vehicles of its published cargo from a frequent carrier (source 7). */
export async function placeOrder(db: Db, auth: Auth, input: { cargoId: number; carrierCompanyId: number; vehicleCount: number }) {
  requireShipper(auth);
  const k = input.vehicleCount;
  return db.transaction(async (tx) => {
    const cargo = await lockOwned(tx, auth, input.cargoId);
    if (cargo.status !== 'published' || (cargo.deadline && cargo.deadline.getTime() <= Date.now())) refuse(PLACE_ORDER_MESSAGES.notOpen);
    if (cargo.vehiclesRemaining < k) refuseAt('vehicleCount', GRAB_MESSAGES.notEnough(cargo.vehiclesRemaining));
    const owner = auth.user.companyId
      ? eq(frequentCarriers.ownerCompanyId, auth.user.companyId)
      : and(isNull(frequentCarriers.ownerCompanyId), eq(frequentCarriers.ownerUserId, auth.user.id));
    const [partner] = await tx
      .select({ id: frequentCarriers.carrierCompanyId })
      .from(frequentCarriers)
      .where(and(owner, eq(frequentCarriers.relation, 'carrier'), eq(frequentCarriers.carrierCompanyId, input.carrierCompanyId)))
      .limit(1);
    if (!partner) refuseAt('carrierCompanyId', PLACE_ORDER_MESSAGES.notPartner);
    const blocked = await isBlocked(tx, { companyId: cargo.shipperCompanyId, userId: cargo.shipperUserId }, { companyId: input.carrierCompanyId });
    if (blocked) refuseAt('carrierCompanyId', blocked.message);
    const [carrier] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, input.carrierCompanyId), eq(users.status, 'active')))
      .orderBy(users.id)
      .limit(1);
    if (!carrier) refuseAt('carrierCompanyId', '所选承运商没有可接单的账号');
    // The row is locked: the check above and this decrement cannot interleave with a grab.
    const left = cargo.vehiclesRemaining - k;
    await tx
      .update(cargoSources)
      .set({ vehiclesRemaining: left, status: left === 0 ? 'done' : 'published', updatedAt: new Date() })
      .where(eq(cargoSources.id, cargo.id));
    if (left === 0) await history(tx, auth, cargo.id, 'sellOut', 'published', 'done', '车辆已全部下单');
    const weightKg = weightShareKg(cargo.totalWeightKg, cargo.vehicleCount, k);
    const order = await insertOrder(tx, {
      cargoId: cargo.id,
      shipperCompanyId: cargo.shipperCompanyId,
      shipperUserId: cargo.shipperUserId,
      carrierCompanyId: input.carrierCompanyId,
      carrierUserId: carrier.id,
      source: '7',
      status: 'WAITACCEPT',
      vehicleCount: k,
      weightKg,
      unitPriceFen: cargo.unitPriceFen,
      totalFen: orderFreightFen(cargo, k, weightKg),
    });
    await tx
      .insert(orderHistory)
      .values({ orderId: order.id, fromStatus: null, toStatus: 'WAITACCEPT', action: 'placeOrder', actorUserId: auth.user.id, remark: `货主下单${k}车` });
    await notify(tx, carrier.id, {
      type: 'order',
      title: `新订单：${cargo.goodsName}`,
      content: `货主向贵司下单货源${cargo.sourceNo}的${k}车，订单号${order.orderNo}，请接单或拒绝。`,
      link: `/sourceManage/supplyDetail?id=${cargo.id}`,
    });
    return { orderId: order.id, orderNo: order.orderNo, vehiclesRemaining: left };
  });
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
