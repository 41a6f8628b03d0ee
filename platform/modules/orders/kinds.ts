// Order kinds (issue #8): direct, preferred (优选) and controlled (管控) release.
// An order's parties stay what the orders service knows: carrier_company_id / carrier_user_id is
// the side that accepts, dispatches and is rated, so every rule of service.ts applies unchanged.
// - direct: the named carrier company (source 7, 企业下单 — the shipper's own order to a carrier
//   it chose, like the quick order; 3 is designated *publishing* of a cargo).
// - preferred: until a preferred carrier wins it, the platform's operating company holds the
//   carrier side (it has no carrier part in it: see orderActors); the first preferred carrier to
//   accept takes it with one conditional update (release_kind, status WAITACCEPT in the WHERE).
// - control: the platform's operating company is the contract carrier (承运人, carrier of record,
//   always the company of kind 'platform'); the actual carrier (实际承运人) is stored in
//   actual_carrier_company_id and is also the acting carrier side, so it accepts and dispatches
//   exactly as a carrier does; the platform's operators see every order already.
import { and, avg, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, orderMove } from '../../contract/orders/schemas';
import {
  KIND_MESSAGES,
  PREFERRED_MIN_EVALUATIONS,
  PREFERRED_MIN_RATING,
  type CarrierChoice,
  type ControlParties,
  type PreferredRow,
  type ReleaseBody,
} from '../../contract/orders/kinds';
import { routeCities } from '../../contract/regions';
import type { Page, OrderDetail } from '../../contract/orders/schemas';
import type { Db, Tx } from '../../db/client';
import { cargoRouteColumns } from '../../db/joins';
import { containing, readPage } from '../../db/paging';
import { cargoSources, companies, frequentCarriers, orderEvaluations, orderHistory, orders, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { Refusal, refuse } from '../../http/refusal';
import { companyAccountId } from '../auth/users';
import { isBlocked } from '../capacity/blacklist';
import { cargoOrderTerms, insertOrder } from '../market/orders';
import { insertTakenCargo } from '../market/publish';
import { notify } from '../workspace/service';
import { frequentFirst, orderDetail, ownFrequentCarriers } from './queries';
import { joinCargoAndShipper, shipperCo, shipperUser } from './views';

type Executor = Db | Tx;
const CARRIER_KINDS = ['carrier', 'agent'];
const CARRIER_ROLES = ['carrier', 'agent', 'individual_agent'];

/** The platform's operating company (kind 'platform') and the account that holds its side. */
export async function platformCompany(db: Executor): Promise<{ id: number; name: string; userId: number } | null> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, userId: users.id })
    .from(companies)
    .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.status, 'active')))
    .where(eq(companies.kind, 'platform'))
    .orderBy(companies.id, users.id)
    .limit(1);
  return row ?? null;
}

/** A company's public rating (the /creditEvaluation average) and how many evaluations it rests on. */
export async function companyRating(db: Executor, companyId: number): Promise<{ average: number | null; count: number }> {
  const [r] = await db
    .select({ average: avg(orderEvaluations.score), n: count() })
    .from(orderEvaluations)
    .where(eq(orderEvaluations.carrierCompanyId, companyId));
  return { average: r?.average === null || r?.average === undefined ? null : Math.round(Number(r.average) * 10) / 10, count: Number(r?.n ?? 0) };
}

export async function isPreferredCarrier(db: Executor, companyId: number | null): Promise<boolean> {
  if (companyId === null) return false;
  const r = await companyRating(db, companyId);
  return r.average !== null && r.count >= PREFERRED_MIN_EVALUATIONS && r.average >= PREFERRED_MIN_RATING;
}

/** The caller's frequent carriers, then certified carrier companies whose name has `keyword`. */
export async function carrierChoices(db: Db, auth: Auth, keyword?: string): Promise<CarrierChoice[]> {
  const [frequent, found] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(frequentCarriers)
      .innerJoin(companies, eq(companies.id, frequentCarriers.carrierCompanyId))
      .where(and(ownFrequentCarriers(auth), eq(companies.authStatus, '2')))
      .orderBy(companies.name)
      .limit(50),
    // Operations (assigning an actual carrier) see certified carrier companies without a search, too.
    keyword || auth.role === 'operator'
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(and(inArray(companies.kind, CARRIER_KINDS), eq(companies.authStatus, '2'), keyword ? ilike(companies.name, containing(keyword)) : undefined))
          .orderBy(companies.name)
          .limit(20)
      : Promise.resolve([]),
  ]);
  const out: CarrierChoice[] = frequentFirst(auth, frequent, found).map((c) => ({ id: c.id, name: c.name, frequent: c.frequent, rating: null }));
  // Their public ratings, in one grouped read.
  const ratings = out.length
    ? await db
        .select({ id: orderEvaluations.carrierCompanyId, average: avg(orderEvaluations.score) })
        .from(orderEvaluations)
        .where(
          inArray(
            orderEvaluations.carrierCompanyId,
            out.map((c) => c.id),
          ),
        )
        .groupBy(orderEvaluations.carrierCompanyId)
    : [];
  const byId = new Map(ratings.map((r) => [r.id, r.average === null ? null : Math.round(Number(r.average) * 10) / 10]));
  return out.map((c) => ({ ...c, rating: byId.get(c.id) ?? null }));
}

/** A carrier company an order may go to: certified, of the carrier side, with an active account, not blocked. */
async function carrierFor(tx: Tx, auth: Auth, companyId: number): Promise<{ id: number; name: string; userId: number }> {
  if (companyId === auth.user.companyId) refuse(KIND_MESSAGES.selfCarrier, 400, { field: 'carrierCompanyId' });
  const [company] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), inArray(companies.kind, CARRIER_KINDS), eq(companies.authStatus, '2')))
    .limit(1);
  if (!company) refuse(KIND_MESSAGES.carrierUnknown, 400, { field: 'carrierCompanyId' });
  const userId = await companyAccountId(tx, companyId);
  if (userId === null) refuse(KIND_MESSAGES.carrierNoAccount, 400, { field: 'carrierCompanyId' });
  const blocked = await isBlocked(tx, { companyId: auth.user.companyId, userId: auth.user.id }, { companyId });
  if (blocked) refuse(blocked.message, 400, { field: 'carrierCompanyId' });
  return { ...company, userId };
}

/** The remark of the cargo row a release makes (its cargo history's first row). */
export const RELEASE_REMARK = { direct: '直接下单', preferred: '优选订单', control: '管控订单' } as const;

/**
 * The remark of a released order's first history row: the carrier it went to, the pool, or the
 * platform as carrier of record with the actual carrier named (or left to operations).
 */
export function releaseRemark(kind: keyof typeof RELEASE_REMARK, names: { platform?: string; carrier?: string } = {}): string {
  if (kind === 'preferred') return '发布到优选承运商池，首个接单的优选承运商承运';
  if (kind === 'control')
    return `管控订单：${names.platform}作为承运人签约，${names.carrier === undefined ? '实际承运人由平台指派' : `委托实际承运人${names.carrier}`}`;
  return `直接下单给${names.carrier}`;
}

/** The remark of a preferred carrier's acceptance of an order from the pool. */
export const preferredAcceptRemark = (companyName: string) => `优选承运商${companyName}接单`;

/** The remark of operations naming the actual carrier of a control order. */
export const assignRemark = (companyName: string) => `平台指派实际承运人${companyName}`;

/** The shipper releases an order of the kind asked: its cargo row and the order, in one transaction. */
export async function releaseOrder(db: Db, auth: Auth, input: ReleaseBody) {
  return db.transaction(async (tx) => {
    const cargo = await insertTakenCargo(tx, auth, input.cargo, RELEASE_REMARK[input.kind]);
    let carrier: { id: number; name: string; userId: number };
    let remark: string;
    if (input.kind === 'preferred') {
      const platform = await platformCompany(tx);
      if (!platform) refuse(KIND_MESSAGES.noPlatform);
      carrier = platform;
      remark = releaseRemark('preferred');
    } else if (input.kind === 'control') {
      const platform = await platformCompany(tx);
      if (!platform) refuse(KIND_MESSAGES.noPlatform);
      // No actual carrier named: the platform holds the carrier side until operations assign one.
      carrier = input.carrierCompanyId === undefined ? platform : await carrierFor(tx, auth, input.carrierCompanyId);
      remark = releaseRemark('control', { platform: platform.name, carrier: input.carrierCompanyId === undefined ? undefined : carrier.name });
    } else {
      carrier = await carrierFor(tx, auth, input.carrierCompanyId!);
      remark = releaseRemark('direct', { carrier: carrier.name });
    }
    const order = await insertOrder(tx, {
      ...cargoOrderTerms(cargo, cargo.vehicleCount),
      carrierCompanyId: carrier.id,
      carrierUserId: carrier.userId,
      source: '7',
      status: 'WAITACCEPT',
      releaseKind: input.kind === 'direct' ? 'normal' : input.kind,
      actualCarrierCompanyId: input.kind === 'control' && input.carrierCompanyId !== undefined ? carrier.id : null,
    });
    await tx.insert(orderHistory).values({ orderId: order.id, fromStatus: null, toStatus: 'WAITACCEPT', action: 'release', actorUserId: auth.user.id, remark });
    const toCarrier = input.kind === 'direct' || (input.kind === 'control' && input.carrierCompanyId !== undefined);
    if (toCarrier) {
      await notify(tx, carrier.userId, {
        type: 'order',
        title: `${input.kind === 'control' ? '管控订单' : '新订单'}：${cargo.goodsName}`,
        content: `${input.kind === 'control' ? '平台委托贵司作为实际承运人承运' : '货主向贵司下单'}${cargo.vehicleCount}车，订单号${order.orderNo}，请接单或拒绝。`,
        link: input.kind === 'control' ? `/user/controlOrderDetails/${order.id}` : `/user/singleLoadOrderDetail?orderId=${order.id}`,
      });
    }
    return { orderId: order.id, orderNo: order.orderNo, pending: input.kind === 'control' && !toCarrier };
  });
}

// ---------------------------------------------------------------------------------------------
// Preferred orders

function preferredBase(db: Executor) {
  const fields = {
    order: orders,
    goodsName: cargoSources.goodsName,
    ...cargoRouteColumns,
    loadStart: cargoSources.loadStart,
    shipperCompany: shipperCo.name,
    shipperName: shipperUser.realName,
  };
  return joinCargoAndShipper(db.select(fields).from(orders).$dynamic());
}

function preferredRow(r: Awaited<ReturnType<ReturnType<typeof preferredBase>['limit']>>[number], auth: Auth): PreferredRow {
  const o = r.order;
  return {
    id: o.id,
    orderNo: o.orderNo,
    status: o.status,
    goodsName: r.goodsName,
    ...routeCities(r),
    shipperName: r.shipperCompany ?? r.shipperName,
    vehicleCount: o.vehicleCount,
    weightKg: o.weightKg,
    unitPriceFen: o.unitPriceFen,
    totalFen: o.totalFen,
    loadStart: r.loadStart ? r.loadStart.toISOString() : null,
    createdAt: o.createdAt.toISOString(),
    mine: auth.user.companyId !== null && o.carrierCompanyId === auth.user.companyId && o.status !== 'WAITACCEPT',
  };
}

const openPool = and(eq(orders.releaseKind, 'preferred'), eq(orders.status, 'WAITACCEPT'));

/** 优选订单: the open pool for a preferred carrier (and the operators); others are told why they see none. */
export async function preferredPage(
  db: Db,
  auth: Auth,
  q: { pageNumber: number; pageSize: number },
): Promise<Page<PreferredRow> & { eligible: boolean; rating: number | null; evaluations: number; minRating: number; minEvaluations: number }> {
  const rating = auth.user.companyId !== null ? await companyRating(db, auth.user.companyId) : { average: null, count: 0 };
  const eligible = auth.role === 'operator' || (CARRIER_ROLES.includes(auth.role) && (await isPreferredCarrier(db, auth.user.companyId)));
  const meta = { eligible, rating: rating.average, evaluations: rating.count, minRating: PREFERRED_MIN_RATING, minEvaluations: PREFERRED_MIN_EVALUATIONS };
  if (!eligible) return { records: [], total: 0, pageNumber: q.pageNumber, pageSize: q.pageSize, ...meta };
  const { rows, total } = await readPage(
    q,
    preferredBase(db).where(openPool).orderBy(desc(orders.createdAt), desc(orders.id)),
    db.select({ total: count() }).from(orders).where(openPool),
  );
  return { records: rows.map((r) => preferredRow(r, auth)), total, pageNumber: q.pageNumber, pageSize: q.pageSize, ...meta };
}

/**
 * A preferred order: its parties read it as any order (with the moves they may make); a
 * preferred carrier reads an open one from the pool and may accept it.
 */
export async function preferredDetail(db: Db, auth: Auth, orderId: number): Promise<{ row: PreferredRow; canAccept: boolean; detail: OrderDetail | null }> {
  const [r] = await preferredBase(db)
    .where(and(eq(orders.id, orderId), eq(orders.releaseKind, 'preferred')))
    .limit(1);
  if (!r) refuse(KIND_MESSAGES.notFound, 404);
  const detail = await orderDetail(db, auth, orderId).catch((error: unknown) => {
    if (error instanceof Refusal) return null;
    throw error;
  });
  if (detail) return { row: preferredRow(r, auth), canAccept: false, detail };
  const open = r.order.status === 'WAITACCEPT';
  if (!open || !CARRIER_ROLES.includes(auth.role) || !(await isPreferredCarrier(db, auth.user.companyId))) refuse(KIND_MESSAGES.notFound, 404);
  return { row: preferredRow(r, auth), canAccept: true, detail: null };
}

/** A preferred carrier accepts an open preferred order: the first one wins, the others are told it is taken. */
export async function acceptPreferred(db: Db, auth: Auth, orderId: number) {
  if (!CARRIER_ROLES.includes(auth.role) || auth.user.companyId === null) refuse(KIND_MESSAGES.notPreferredCarrier);
  return db.transaction(async (tx) => {
    if (!(await isPreferredCarrier(tx, auth.user.companyId))) refuse(KIND_MESSAGES.notPreferredCarrier);
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.releaseKind, 'preferred')))
      .limit(1);
    if (!current) refuse(KIND_MESSAGES.notFound, 404);
    if (current.shipperCompanyId !== null && current.shipperCompanyId === auth.user.companyId) refuse(KIND_MESSAGES.selfCarrier);
    const move = orderMove('WAITACCEPT', 'accept', current.source);
    if (!move) refuse(ORDER_MESSAGES.notAllowed);
    const blocked = await isBlocked(tx, { companyId: current.shipperCompanyId, userId: current.shipperUserId }, { companyId: auth.user.companyId! });
    if (blocked) refuse(blocked.message);
    // The pool state is part of the WHERE: of carriers accepting at once, one matches the row.
    const [won] = await tx
      .update(orders)
      .set({ status: move.to, carrierCompanyId: auth.user.companyId, carrierUserId: auth.user.id, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.releaseKind, 'preferred'), eq(orders.status, move.from)))
      .returning();
    if (!won)
      refuse(
        current.status === 'WAITACCEPT' ? KIND_MESSAGES.alreadyTaken : current.status === 'CANCEL' ? KIND_MESSAGES.preferredClosed : KIND_MESSAGES.alreadyTaken,
      );
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, auth.user.companyId!)).limit(1);
    await tx.insert(orderHistory).values({
      orderId,
      fromStatus: move.from,
      toStatus: move.to,
      action: 'accept',
      actorUserId: auth.user.id,
      remark: preferredAcceptRemark(company?.name ?? ''),
    });
    await notify(tx, won.shipperUserId, {
      type: 'order',
      title: `优选订单${won.orderNo}已接单`,
      content: `优选承运商${company?.name ?? ''}已接受订单${won.orderNo}，将按时安排车辆。`,
      link: `/user/youxuanSingleLoadOrderDetail?orderId=${won.id}`,
    });
    return { orderId: won.id, status: won.status };
  });
}

// ---------------------------------------------------------------------------------------------
// Control orders

/** Operations name the actual carrier of a control order left to the platform: one conditional update, then it waits for that carrier. */
export async function assignActualCarrier(db: Db, auth: Auth, input: { orderId: number; carrierCompanyId: number }) {
  if (auth.role !== 'operator') refuse(KIND_MESSAGES.operatorsOnly);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.releaseKind, 'control')))
      .limit(1);
    if (!current) refuse(KIND_MESSAGES.notFound, 404);
    const shipper = { ...auth, user: { ...auth.user, id: current.shipperUserId, companyId: current.shipperCompanyId } };
    const carrier = await carrierFor(tx, shipper, input.carrierCompanyId);
    const [assigned] = await tx
      .update(orders)
      .set({ carrierCompanyId: carrier.id, carrierUserId: carrier.userId, actualCarrierCompanyId: carrier.id, updatedAt: sql`now()` })
      .where(
        and(eq(orders.id, input.orderId), eq(orders.releaseKind, 'control'), eq(orders.status, 'WAITACCEPT'), sql`${orders.actualCarrierCompanyId} is null`),
      )
      .returning();
    if (!assigned) refuse(KIND_MESSAGES.notAssignable);
    await tx.insert(orderHistory).values({
      orderId: assigned.id,
      fromStatus: 'WAITACCEPT',
      toStatus: 'WAITACCEPT',
      action: 'assign',
      actorUserId: auth.user.id,
      remark: assignRemark(carrier.name),
    });
    await notify(tx, carrier.userId, {
      type: 'order',
      title: `管控订单：平台委托承运`,
      content: `平台委托贵司作为实际承运人承运订单${assigned.orderNo}（${assigned.vehicleCount}车），请接单或拒绝。`,
      link: `/user/controlOrderDetails/${assigned.id}`,
    });
    await notify(tx, assigned.shipperUserId, {
      type: 'order',
      title: `管控订单${assigned.orderNo}已指派实际承运人`,
      content: `平台已为管控订单${assigned.orderNo}指派实际承运人${carrier.name}。`,
      link: `/shipper/controlOrderDetails/${assigned.id}`,
    });
    return { orderId: assigned.id, actualCarrierCompanyId: carrier.id };
  });
}

/** A control order with its parties (shipper, contract carrier = the platform, actual carrier), for those in it. */
export async function controlDetail(db: Db, auth: Auth, orderId: number): Promise<{ detail: OrderDetail; parties: ControlParties; canAssign: boolean }> {
  const [row] = await db.select({ kind: orders.releaseKind, actual: orders.actualCarrierCompanyId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row || row.kind !== 'control') refuse(KIND_MESSAGES.notFound, 404);
  const detail = await orderDetail(db, auth, orderId);
  const [platform, [actual]] = await Promise.all([
    platformCompany(db),
    row.actual === null ? Promise.resolve([]) : db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.actual)).limit(1),
  ]);
  return {
    detail,
    parties: { shipperName: detail.order.shipperName, contractCarrierName: platform?.name ?? '', actualCarrierName: actual?.name ?? '' },
    canAssign: auth.role === 'operator' && row.actual === null && detail.order.status === 'WAITACCEPT',
  };
}
