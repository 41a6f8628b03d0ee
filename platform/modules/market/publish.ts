// Publishing cargo (issue #7), the owner's moves: save as draft or publish, edit while nobody has
// taken it, close, republish, order vehicles of it from a frequent carrier. Every move is one
// transaction that locks the cargo row, checks the move against OWNER_CARGO_TRANSITIONS and writes
// a cargo_history row. The reads (own list, form values, record) are in queries.ts.
import { and, count, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  CARGO_MESSAGES,
  OWNER_CARGO_TRANSITIONS,
  PLACE_ORDER_MESSAGES,
  chinaLocalToDate,
  scaled,
  type CargoAction,
  type CargoHistoryAction,
  type CargoInput,
  type CargoPointInput,
} from '../../contract/market/cargo';
import { GRAB_MESSAGES, nextState, type CargoStatus } from '../../contract/market/marketplace';
import { cargoNumber } from '../../contract/market/cargo-number';
import { regionName } from '../../contract/regions';
import { checkBannedWords, bannedWordsMessage } from '../../contract/validators';
import type { Db, Tx } from '../../db/client';
import { cargoHistory, cargoPoints, cargoSources, frequentCarriers, lines, orderHistory, shipOrderControls, sysDictData } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { companyAccountId } from '../auth/users';
import { isBlocked } from '../capacity/blacklist';
import { notify } from '../workspace/service';
import { directionColumns } from '../orders/direction';
import { isOwner, ownedCargo, requireShipperRole, type Cargo } from './access';
import { ORDER_ORIGINS, cargoOrderTerms, insertOrder } from './orders';
import { publishRules, requireQualified } from './rules';
import { isTaken } from './queries';
import { rememberFromCargo } from './frequents';

/** A refusal shown at one field of the form (`data.field` is the form's field name). */
function refuseAt(field: string, message: string): never {
  refuse(message, 400, { field });
}

function requireShipper(auth: Auth) {
  requireShipperRole(auth, CARGO_MESSAGES.shippersOnly);
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

function move(from: string, action: CargoAction) {
  const m = nextState(OWNER_CARGO_TRANSITIONS, from, action);
  if (!m) refuse(CARGO_MESSAGES.notAllowed);
  return m;
}

/** The remark of a new cargo's first history row, saved as a draft or published at once. */
export const NEW_CARGO_REMARK = { create: '保存草稿', publish: '新建并发布' } as const;
/** The remark of the row a cargo gets when the shipper's orders took its last vehicle. */
export const SOLD_OUT_REMARK = '车辆已全部下单';

async function history(tx: Tx, auth: Auth, cargoId: number, action: CargoHistoryAction, from: string | null, to: string, remark?: string) {
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

/** A cargo's number from its id: the one format of contract/market/cargo-number.ts. */
export function sourceNoFor(id: number, at = new Date()): string {
  return cargoNumber(id, at);
}

/** Designated carriers (publish scope 'designated'): an order each (source 3, or 7 for a quick order), waiting for them. */
async function designate(tx: Tx, auth: Auth, cargo: Cargo, companyIds: number[], source: '3' | '7' | '8') {
  const ids = [...new Set(companyIds)];
  const share = Math.floor(cargo.vehicleCount / ids.length);
  let extra = cargo.vehicleCount - share * ids.length;
  for (const companyId of ids) {
    const carrierId = await companyAccountId(tx, companyId);
    if (carrierId === null) refuseAt('designated', '所选承运商没有可接单的账号');
    const k = share + (extra > 0 ? 1 : 0);
    extra -= 1;
    const order = await insertOrder(tx, {
      ...cargoOrderTerms(cargo, k),
      carrierCompanyId: companyId,
      carrierUserId: carrierId,
      source,
      status: ORDER_ORIGINS.designate.to,
    });
    await tx.insert(orderHistory).values({
      orderId: order.id,
      fromStatus: null,
      toStatus: order.status,
      action: 'designate',
      actorUserId: auth.user.id,
      remark: ORDER_ORIGINS.designate.remark(k),
    });
    await notify(tx, carrierId, {
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
      existing ? undefined : NEW_CARGO_REMARK[publishing ? 'publish' : 'create'],
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
    const carrierId = await companyAccountId(tx, input.carrierCompanyId);
    if (carrierId === null) refuseAt('carrierCompanyId', '所选承运商没有可接单的账号');
    // The row is locked: the check above and this decrement cannot interleave with a grab.
    const left = cargo.vehiclesRemaining - k;
    await tx
      .update(cargoSources)
      .set({ vehiclesRemaining: left, status: left === 0 ? 'done' : 'published', updatedAt: new Date() })
      .where(eq(cargoSources.id, cargo.id));
    if (left === 0) await history(tx, auth, cargo.id, 'sellOut', 'published', 'done', SOLD_OUT_REMARK);
    const order = await insertOrder(tx, {
      ...cargoOrderTerms(cargo, k),
      carrierCompanyId: input.carrierCompanyId,
      carrierUserId: carrierId,
      source: '7',
      status: ORDER_ORIGINS.placeOrder.to,
    });
    await tx.insert(orderHistory).values({
      orderId: order.id,
      fromStatus: null,
      toStatus: order.status,
      action: 'placeOrder',
      actorUserId: auth.user.id,
      remark: ORDER_ORIGINS.placeOrder.remark(k),
    });
    await notify(tx, carrierId, {
      type: 'order',
      title: `新订单：${cargo.goodsName}`,
      content: `货主向贵司下单货源${cargo.sourceNo}的${k}车，订单号${order.orderNo}，请接单或拒绝。`,
      link: `/sourceManage/supplyDetail?id=${cargo.id}`,
    });
    return { orderId: order.id, orderNo: order.orderNo, vehiclesRemaining: left };
  });
}
