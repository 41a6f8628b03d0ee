// Entrusting cargo to the platform (委托平台): the shipper hands a published cargo over; an
// operations administrator matches a carrier company, which creates the order (source 4, 代客下单)
// for every vehicle left. Each move locks the entrust and the cargo and writes cargo_history.
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ENTRUST_MESSAGES, ENTRUST_TRANSITIONS, type CargoHistoryAction, type EntrustStatus } from '../../contract/market/cargo';
import { type EntrustView } from '../../contract/market/views';
import { routeLabel } from '../../contract/regions';
import type { Db } from '../../db/client';
import { readPage } from '../../db/paging';
import { cargoEntrusts, cargoHistory, cargoSources, companies, orderHistory, orders, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { companyAccountId } from '../auth/users';
import { isBlocked } from '../capacity/blacklist';
import { notify } from '../workspace/service';
import { isOperator, isOwner, requireShipperRole } from './access';
import { ORDER_ORIGINS, cargoOrderTerms, insertOrder } from './orders';

function ownedEntrusts(auth: Auth): SQL {
  return auth.user.companyId === null ? eq(cargoEntrusts.shipperUserId, auth.user.id) : eq(cargoEntrusts.shipperCompanyId, auth.user.companyId);
}

export async function entrustCargo(db: Db, auth: Auth, input: { cargoId: number; remark?: string }) {
  requireShipperRole(auth, '仅货主可以委托平台');
  try {
    return await db.transaction(async (tx) => {
      const [cargo] = await tx.select().from(cargoSources).where(eq(cargoSources.id, input.cargoId)).for('update');
      if (!cargo || !isOwner(auth, cargo)) refuse(ENTRUST_MESSAGES.notFound, 404);
      if (cargo.status !== 'published' || cargo.vehiclesRemaining === 0) refuse(ENTRUST_MESSAGES.notOpen);
      const [entrust] = await tx
        .insert(cargoEntrusts)
        .values({ cargoId: cargo.id, shipperCompanyId: cargo.shipperCompanyId, shipperUserId: cargo.shipperUserId, remark: input.remark || null })
        .returning();
      await tx.insert(cargoHistory).values({
        cargoId: cargo.id,
        action: 'entrust' satisfies CargoHistoryAction,
        fromStatus: cargo.status,
        toStatus: cargo.status,
        actorUserId: auth.user.id,
        remark: input.remark || '委托平台匹配运力',
      });
      return { id: entrust.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse(ENTRUST_MESSAGES.already);
    throw error;
  }
}

async function views(db: Db, rows: (typeof cargoEntrusts.$inferSelect)[]): Promise<EntrustView[]> {
  if (rows.length === 0) return [];
  const cargo = await db
    .select()
    .from(cargoSources)
    .where(
      inArray(
        cargoSources.id,
        rows.map((r) => r.cargoId),
      ),
    );
  const orderRows = await db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        rows.flatMap((r) => (r.orderId ? [r.orderId] : [0])),
      ),
    );
  const userIds = [...rows.map((r) => r.shipperUserId), ...orderRows.map((o) => o.carrierUserId)];
  const people = await db
    .select({ id: users.id, company: companies.name, realName: users.realName, mobile: users.mobile })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, userIds));
  const name = (id: number) => {
    const p = people.find((x) => x.id === id);
    return p ? p.company || p.realName || p.mobile : '';
  };
  return rows.map((r) => {
    const c = cargo.find((x) => x.id === r.cargoId)!;
    const o = orderRows.find((x) => x.id === r.orderId);
    return {
      id: r.id,
      cargoId: c.id,
      sourceNo: c.sourceNo,
      goodsName: c.goodsName,
      route: routeLabel(c),
      vehicles: c.vehicleCount,
      status: r.status as EntrustStatus,
      remark: r.remark,
      shipperName: name(r.shipperUserId),
      orderNo: o?.orderNo ?? null,
      carrierName: o ? name(o.carrierUserId) : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** Shippers see their (company's) entrusts; operations see all, waiting first. */
export async function entrustPage(db: Db, auth: Auth, q: { status?: EntrustStatus; pageNumber: number; pageSize: number }) {
  const filters: (SQL | undefined)[] = [isOperator(auth) ? undefined : ownedEntrusts(auth), q.status ? eq(cargoEntrusts.status, q.status) : undefined];
  const where = and(...filters);
  const { rows, total } = await readPage(
    q,
    db.select().from(cargoEntrusts).where(where).orderBy(desc(cargoEntrusts.createdAt), desc(cargoEntrusts.id)),
    db.select({ total: count() }).from(cargoEntrusts).where(where),
  );
  return { total, pageNumber: q.pageNumber, pageSize: q.pageSize, rows: await views(db, rows), operator: isOperator(auth) };
}

export async function entrustDetail(db: Db, auth: Auth, id: number) {
  const [row] = await db.select().from(cargoEntrusts).where(eq(cargoEntrusts.id, id)).limit(1);
  if (!row || (!isOperator(auth) && !isOwner(auth, row))) refuse(ENTRUST_MESSAGES.notFound, 404);
  const log = await db
    .select()
    .from(cargoHistory)
    .where(and(eq(cargoHistory.cargoId, row.cargoId), inArray(cargoHistory.action, ['entrust', 'match', 'cancelEntrust'])))
    .orderBy(cargoHistory.createdAt, cargoHistory.id);
  const [view] = await views(db, [row]);
  return { ...view, steps: log.map((l) => ({ action: l.action, remark: l.remark, createdAt: l.createdAt.toISOString() })) };
}

/** Carrier companies operations may match (verified carriers and agents). */
export async function carrierChoices(db: Db, auth: Auth) {
  if (!isOperator(auth)) refuse(ENTRUST_MESSAGES.operatorsOnly);
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(inArray(companies.kind, ['carrier', 'agent']), eq(companies.authStatus, '2')))
    .orderBy(companies.name)
    .limit(200);
}

async function move(db: Db, auth: Auth, entrustId: number, action: 'match' | 'cancel', carrierCompanyId?: number) {
  const step = ENTRUST_TRANSITIONS.find((t) => t.from === 'WAIT' && t.action === action)!;
  if (action === 'match' && !isOperator(auth)) refuse(ENTRUST_MESSAGES.operatorsOnly);
  return db.transaction(async (tx) => {
    const [entrust] = await tx.select().from(cargoEntrusts).where(eq(cargoEntrusts.id, entrustId)).for('update');
    if (!entrust || (action === 'cancel' && !isOwner(auth, entrust))) refuse(ENTRUST_MESSAGES.notFound, 404);
    if (entrust.status !== step.from) refuse(ENTRUST_MESSAGES.notWaiting);
    const [cargo] = await tx.select().from(cargoSources).where(eq(cargoSources.id, entrust.cargoId)).for('update');
    let orderId: number | null = null;
    if (action === 'match') {
      if (cargo.status !== 'published' || cargo.vehiclesRemaining === 0) refuse(ENTRUST_MESSAGES.notOpen);
      const [company] = await tx
        .select()
        .from(companies)
        .where(and(eq(companies.id, carrierCompanyId!), inArray(companies.kind, ['carrier', 'agent'])))
        .limit(1);
      if (!company) refuse(ENTRUST_MESSAGES.carrierUnknown, 400, { field: 'carrierCompanyId' });
      const blocked = await isBlocked(tx, { companyId: cargo.shipperCompanyId, userId: cargo.shipperUserId }, { companyId: company.id });
      if (blocked) refuse(blocked.message, 400, { field: 'carrierCompanyId' });
      const carrierId = await companyAccountId(tx, company.id);
      if (carrierId === null) refuse('所选承运企业没有可接单的账号', 400, { field: 'carrierCompanyId' });
      const k = cargo.vehiclesRemaining;
      const order = await insertOrder(tx, {
        ...cargoOrderTerms(cargo, k),
        carrierCompanyId: company.id,
        carrierUserId: carrierId,
        source: '4',
        status: ORDER_ORIGINS.entrustMatch.to,
      });
      orderId = order.id;
      await tx.insert(orderHistory).values({
        orderId: order.id,
        fromStatus: null,
        toStatus: order.status,
        action: 'entrustMatch',
        actorUserId: auth.user.id,
        remark: ORDER_ORIGINS.entrustMatch.remark(k),
      });
      await tx.update(cargoSources).set({ vehiclesRemaining: 0, status: 'done', updatedAt: new Date() }).where(eq(cargoSources.id, cargo.id));
      await notify(tx, carrierId, {
        type: 'order',
        title: `平台派单：${cargo.goodsName}`,
        content: `平台为货源${cargo.sourceNo}向贵司派单${k}车，订单号${order.orderNo}，请接单或拒绝。`,
        link: `/sourceManage/supplyDetail?id=${cargo.id}`,
      });
      await notify(tx, entrust.shipperUserId, {
        type: 'order',
        title: `委托已匹配：${cargo.goodsName}`,
        content: `平台已为货源${cargo.sourceNo}匹配承运企业${company.name}，订单号${order.orderNo}。`,
        link: `/user/entrustDetail?id=${entrust.id}`,
      });
    }
    await tx
      .update(cargoEntrusts)
      .set({ status: step.to, updatedAt: new Date(), ...(action === 'match' ? { operatorUserId: auth.user.id, orderId } : {}) })
      .where(eq(cargoEntrusts.id, entrust.id));
    await tx.insert(cargoHistory).values({
      cargoId: cargo.id,
      action: (action === 'match' ? 'match' : 'cancelEntrust') satisfies CargoHistoryAction,
      fromStatus: cargo.status,
      toStatus: action === 'match' ? 'done' : cargo.status,
      actorUserId: auth.user.id,
      remark: step.label,
    });
    return { id: entrust.id, status: step.to };
  });
}

export const matchEntrust = (db: Db, auth: Auth, input: { entrustId: number; carrierCompanyId: number }) =>
  move(db, auth, input.entrustId, 'match', input.carrierCompanyId);
export const cancelEntrust = (db: Db, auth: Auth, entrustId: number) => move(db, auth, entrustId, 'cancel');
