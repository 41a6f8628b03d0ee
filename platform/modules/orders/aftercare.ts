// What follows a waybill's journey: exceptions (异常) any party reports with photos and the
// shipper or operations marks handled, and the shipper's rating of the carrier after signing,
// which the public credit page reads as an average with recent comments.
import { and, avg, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_MESSAGES, type AbnormalQuery, type AbnormalRow, type CarrierRating, type EvaluationRow, type Page } from '../../contract/orders/schemas';
import { routeLabel } from '../../contract/regions';
import type { Db, Tx } from '../../db/client';
import { cargoRouteColumns } from '../../db/joins';
import { containing, readPage } from '../../db/paging';
import { cargoSources, companies, files, orderEvaluations, orders, users, waybillAbnormals, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { notify } from '../workspace/service';
import { emitWebhookEvent } from '../open/webhook-events';
import { isOperator, waybillScopeFor } from './access';
import { historyNames } from './views';

type Abnormal = typeof waybillAbnormals.$inferSelect;

function isShipperOf(auth: Auth, o: { shipperUserId: number; shipperCompanyId: number | null }) {
  return o.shipperUserId === auth.user.id || (auth.user.companyId !== null && o.shipperCompanyId === auth.user.companyId);
}

async function abnormalRows(
  db: Db,
  auth: Auth,
  rows: { a: Abnormal; waybillNo: string; orderNo: string; shipperUserId: number; shipperCompanyId: number | null }[],
): Promise<AbnormalRow[]> {
  const people = await historyNames(
    db,
    rows.flatMap((r) => [r.a.reporterUserId, r.a.handlerUserId]),
  );
  return rows.map(({ a, waybillNo, orderNo, shipperUserId, shipperCompanyId }) => ({
    id: a.id,
    waybillId: a.waybillId,
    waybillNo,
    orderNo,
    abnormalType: a.abnormalType,
    description: a.description,
    photoUuids: a.photoUuids,
    reporterName: people.get(a.reporterUserId) ?? '',
    status: a.status,
    handleNote: a.handleNote,
    handlerName: a.handlerUserId ? (people.get(a.handlerUserId) ?? '') : null,
    handledAt: a.handledAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    canHandle: a.status === '0' && (isOperator(auth) || isShipperOf(auth, { shipperUserId, shipperCompanyId })),
  }));
}

function abnormalBase(db: Db) {
  return db
    .select({
      a: waybillAbnormals,
      waybillNo: waybills.waybillNo,
      orderNo: orders.orderNo,
      shipperUserId: orders.shipperUserId,
      shipperCompanyId: orders.shipperCompanyId,
    })
    .from(waybillAbnormals)
    .innerJoin(waybills, eq(waybills.id, waybillAbnormals.waybillId))
    .innerJoin(orders, eq(orders.id, waybillAbnormals.orderId));
}

/** The exceptions of one waybill (the caller's access to it is checked by the caller). */
export async function abnormalsOfWaybill(db: Db, auth: Auth, waybillId: number): Promise<AbnormalRow[]> {
  return abnormalRows(db, auth, await abnormalBase(db).where(eq(waybillAbnormals.waybillId, waybillId)).orderBy(desc(waybillAbnormals.createdAt)).limit(100));
}

export async function abnormalPhotosOf(db: Db, waybillId: number): Promise<string[]> {
  const rows = await db.select({ photos: waybillAbnormals.photoUuids }).from(waybillAbnormals).where(eq(waybillAbnormals.waybillId, waybillId)).limit(100);
  return rows.flatMap((r) => r.photos);
}

export async function abnormalPage(db: Db, auth: Auth, q: AbnormalQuery): Promise<Page<AbnormalRow>> {
  const where = and(
    waybillScopeFor(auth),
    q.status ? eq(waybillAbnormals.status, q.status) : undefined,
    q.abnormalType ? eq(waybillAbnormals.abnormalType, q.abnormalType) : undefined,
    q.waybillNo ? sql`${waybills.waybillNo} ilike ${containing(q.waybillNo)}` : undefined,
  );
  const { rows, total } = await readPage(
    q,
    abnormalBase(db).where(where).orderBy(desc(waybillAbnormals.createdAt), desc(waybillAbnormals.id)),
    db.select({ total: count() }).from(waybillAbnormals).innerJoin(waybills, eq(waybills.id, waybillAbnormals.waybillId)).where(where),
  );
  return { records: await abnormalRows(db, auth, rows), total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** Any party of the waybill reports an exception (photos must be the reporter's uploads). */
export async function reportAbnormal(
  db: Db,
  auth: Auth,
  input: { waybillId: number; abnormalType: string; description: string; photoUuids?: string[] },
  partyOf: (tx: Tx, waybillId: number) => Promise<{ orderId: number; waybillNo: string; shipperUserId: number; carrierUserId: number }>,
) {
  return db.transaction(async (tx) => {
    const party = await partyOf(tx, input.waybillId);
    const photos = [...new Set(input.photoUuids ?? [])];
    if (photos.length) {
      const owned = await tx
        .select({ uuid: files.uuid })
        .from(files)
        .where(and(inArray(files.uuid, photos), eq(files.ownerUserId, auth.user.id)));
      if (owned.length !== photos.length) refuse('照片无效，请重新上传', 400, { field: 'photos' });
    }
    const [row] = await tx
      .insert(waybillAbnormals)
      .values({
        waybillId: input.waybillId,
        orderId: party.orderId,
        abnormalType: input.abnormalType,
        description: input.description,
        photoUuids: photos,
        reporterUserId: auth.user.id,
      })
      .returning();
    for (const userId of new Set([party.shipperUserId, party.carrierUserId])) {
      if (userId === auth.user.id) continue;
      await notify(tx, userId, {
        type: 'waybill',
        title: `派车单${party.waybillNo}上报异常`,
        content: `派车单${party.waybillNo}上报了异常：${input.description.slice(0, 60)}`,
        link: `/user/abnormalOrder?waybillNo=${party.waybillNo}`,
      });
    }
    const [companies] = await tx
      .select({ shipper: waybills.shipperCompanyId, carrier: waybills.carrierCompanyId })
      .from(waybills)
      .where(eq(waybills.id, input.waybillId));
    await emitWebhookEvent(tx, {
      type: 'waybill.exception',
      resource: 'waybill',
      id: input.waybillId,
      waybillId: input.waybillId,
      companyIds: [companies?.shipper, companies?.carrier],
    });
    return { id: row.id };
  });
}

/** The shipper of the waybill's order, or operations, marks a pending exception handled. */
export async function handleAbnormal(db: Db, auth: Auth, input: { id: number; note: string }) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        a: waybillAbnormals,
        shipperUserId: orders.shipperUserId,
        shipperCompanyId: orders.shipperCompanyId,
        carrierUserId: orders.carrierUserId,
        waybillNo: waybills.waybillNo,
      })
      .from(waybillAbnormals)
      .innerJoin(orders, eq(orders.id, waybillAbnormals.orderId))
      .innerJoin(waybills, eq(waybills.id, waybillAbnormals.waybillId))
      .where(eq(waybillAbnormals.id, input.id))
      .limit(1);
    const allowed = found && (isOperator(auth) || isShipperOf(auth, found));
    if (!allowed) {
      const visible = found && (found.carrierUserId === auth.user.id || found.a.reporterUserId === auth.user.id);
      if (visible) refuse(ORDER_MESSAGES.notYourMove);
      refuse(ORDER_MESSAGES.abnormalNotFound, 404);
    }
    const [done] = await tx
      .update(waybillAbnormals)
      .set({ status: '1', handleNote: input.note, handlerUserId: auth.user.id, handledAt: new Date() })
      .where(and(eq(waybillAbnormals.id, input.id), eq(waybillAbnormals.status, '0')))
      .returning();
    if (!done) refuse(ORDER_MESSAGES.alreadyHandled);
    if (found.a.reporterUserId !== auth.user.id) {
      await notify(tx, found.a.reporterUserId, {
        type: 'waybill',
        title: `派车单${found.waybillNo}的异常已处理`,
        content: `您上报的异常已处理：${input.note}`,
        link: `/user/abnormalOrder?waybillNo=${found.waybillNo}`,
      });
    }
    return { id: done.id, status: done.status };
  });
}

// ---------------------------------------------------------------------------------------------
// Evaluations

function shipperOwned(auth: Auth): SQL {
  const c = auth.user.companyId;
  return c !== null ? or(eq(orders.shipperUserId, auth.user.id), eq(orders.shipperCompanyId, c))! : eq(orders.shipperUserId, auth.user.id);
}

/** The shipper's signed orders still to rate (todo) or the ratings given (done). */
export async function evaluationPage(db: Db, auth: Auth, q: { tab: 'todo' | 'done'; pageNumber: number; pageSize: number }): Promise<Page<EvaluationRow>> {
  const where = and(
    shipperOwned(auth),
    q.tab === 'todo' ? and(inArray(orders.status, ['SIGN', 'COMPLETE']), isNull(orderEvaluations.id)) : sql`${orderEvaluations.id} is not null`,
  );
  const base = () =>
    db
      .select({
        o: orders,
        e: orderEvaluations,
        goodsName: cargoSources.goodsName,
        ...cargoRouteColumns,
        carrierCompany: companies.name,
        carrierName: users.realName,
      })
      .from(orders)
      .innerJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
      .innerJoin(users, eq(users.id, orders.carrierUserId))
      .leftJoin(companies, eq(companies.id, orders.carrierCompanyId))
      .leftJoin(orderEvaluations, eq(orderEvaluations.orderId, orders.id));
  const { rows, total } = await readPage(
    q,
    base().where(where).orderBy(desc(orders.updatedAt), desc(orders.id)),
    db.select({ total: count() }).from(orders).leftJoin(orderEvaluations, eq(orderEvaluations.orderId, orders.id)).where(where),
  );
  return {
    records: rows.map((r) => ({
      orderId: r.o.id,
      orderNo: r.o.orderNo,
      carrierName: r.carrierCompany ?? r.carrierName,
      goodsName: r.goodsName,
      route: routeLabel(r),
      score: r.e?.score ?? null,
      comment: r.e?.comment ?? null,
      createdAt: r.e?.createdAt.toISOString() ?? null,
    })),
    total,
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
  };
}

/** The shipper rates the carrier of a signed (or completed) order, once. */
export async function evaluateOrder(db: Db, auth: Auth, input: { orderId: number; score: number; comment?: string }) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update').limit(1);
    if (!order || !isShipperOf(auth, order)) {
      if (order && (order.carrierUserId === auth.user.id || (auth.user.companyId !== null && order.carrierCompanyId === auth.user.companyId)))
        refuse(ORDER_MESSAGES.notYourMove);
      refuse(ORDER_MESSAGES.orderNotFound, 404);
    }
    if (!['SIGN', 'COMPLETE'].includes(order.status)) refuse(ORDER_MESSAGES.notSigned);
    const [row] = await tx
      .insert(orderEvaluations)
      .values({
        orderId: order.id,
        shipperUserId: auth.user.id,
        carrierCompanyId: order.carrierCompanyId,
        carrierUserId: order.carrierUserId,
        score: input.score,
        comment: input.comment || null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) refuse(ORDER_MESSAGES.alreadyEvaluated);
    await notify(tx, order.carrierUserId, {
      type: 'order',
      title: `订单${order.orderNo}收到评价`,
      content: `货主对订单${order.orderNo}评价${input.score}分${input.comment ? `：${input.comment}` : ''}。`,
      link: `/orderDetails/${order.id}`,
    });
    return { id: row.id };
  });
}

/** A carrier company's average rating and its latest comments (public credit page). */
export async function carrierRating(db: Db, companyId: number): Promise<CarrierRating> {
  const [[summary], recent] = await Promise.all([
    db
      .select({ average: avg(orderEvaluations.score), count: count() })
      .from(orderEvaluations)
      .where(eq(orderEvaluations.carrierCompanyId, companyId)),
    db
      .select({ score: orderEvaluations.score, comment: orderEvaluations.comment, createdAt: orderEvaluations.createdAt })
      .from(orderEvaluations)
      .where(eq(orderEvaluations.carrierCompanyId, companyId))
      .orderBy(desc(orderEvaluations.createdAt))
      .limit(10),
  ]);
  return {
    companyId,
    average: summary.average === null ? null : Math.round(Number(summary.average) * 10) / 10,
    count: summary.count,
    recent: recent.map((r) => ({ score: r.score, comment: r.comment, createdAt: r.createdAt.toISOString() })),
  };
}
