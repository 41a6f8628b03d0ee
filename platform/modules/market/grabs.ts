// Taking cargo from the hall: grabbing vehicles of a grab cargo (order source 1) and the
// shipper's decision on a grab that waits for confirmation. Every move is one transaction that
// checks the current state in its WHERE clause, so concurrent grabs never take more vehicles
// than the cargo offers, and writes the order's history row.
import { and, eq, gt, gte, isNull, ne, or, sql } from 'drizzle-orm';
import { GRABBING_ROLES, GRAB_MESSAGES, GRAB_ORDER_TRANSITIONS, WALLET_REQUIRED_MESSAGES, nextState } from '../../contract/market/marketplace';
import { orderStatusLabel } from '../../contract/orders/labels';
import type { Db, Tx } from '../../db/client';
import { cargoSources, orderHistory, orders } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { isBlocked } from '../capacity/blacklist';
import { notify } from '../workspace/service';
import { emitWebhookEvent } from '../open/webhook-events';
import { isOwner, ownedBy } from './access';
import { ORDER_ORIGINS, cargoOrderTerms, insertOrder } from './orders';
import { checkPerOrderLimit, requireQualified } from './rules';
import { requireWalletForOnlinePay } from './wallet-rule';

/** Why a grab that matched no row was refused: the first rule the cargo breaks. */
async function explainRefusedGrab(tx: Tx, auth: Auth, cargoId: number, k: number): Promise<never> {
  const [cargo] = await tx.select().from(cargoSources).where(eq(cargoSources.id, cargoId)).limit(1);
  if (!cargo || cargo.status === 'draft' || cargo.publishScope !== 'public') refuse(GRAB_MESSAGES.notFound, 404);
  if (isOwner(auth, cargo)) refuse(GRAB_MESSAGES.ownCargo);
  if (cargo.businessType !== '2') refuse(GRAB_MESSAGES.notGrabType);
  if (cargo.status !== 'published' || cargo.vehiclesRemaining === 0) refuse(GRAB_MESSAGES.notOpen);
  if (cargo.deadline && cargo.deadline.getTime() <= Date.now()) refuse(GRAB_MESSAGES.expired);
  if (cargo.vehiclesRemaining < k) refuse(GRAB_MESSAGES.notEnough(cargo.vehiclesRemaining));
  refuse(GRAB_MESSAGES.notOpen);
}

/** Grabs k vehicles of a grab cargo: one order (source 1), ACCEPT or WAITACCEPT by auto-confirm. */
export async function grabCargo(db: Db, auth: Auth, input: { cargoId: number; vehicleCount: number }) {
  if (!GRABBING_ROLES.includes(auth.role)) refuse(GRAB_MESSAGES.notCapacity);
  requireQualified(auth);
  const k = input.vehicleCount;
  return db.transaction(async (tx) => {
    const notMine =
      auth.user.companyId === null
        ? ne(cargoSources.shipperUserId, auth.user.id)
        : and(ne(cargoSources.shipperUserId, auth.user.id), or(isNull(cargoSources.shipperCompanyId), ne(cargoSources.shipperCompanyId, auth.user.companyId)));
    // The state check and the decrement are one statement: a concurrent grab waits for this
    // row and then re-reads the remaining vehicles, so the two can never both take the last.
    const [cargo] = await tx
      .update(cargoSources)
      .set({
        vehiclesRemaining: sql`${cargoSources.vehiclesRemaining} - ${k}`,
        status: sql`case when ${cargoSources.vehiclesRemaining} - ${k} = 0 then 'done' else ${cargoSources.status} end`,
      })
      .where(
        and(
          eq(cargoSources.id, input.cargoId),
          eq(cargoSources.status, 'published'),
          eq(cargoSources.businessType, '2'),
          eq(cargoSources.publishScope, 'public'),
          gte(cargoSources.vehiclesRemaining, k),
          or(isNull(cargoSources.deadline), gt(cargoSources.deadline, sql`now()`)),
          notMine,
        ),
      )
      .returning();
    if (!cargo) return explainRefusedGrab(tx, auth, input.cargoId, k);
    // A party the shipper blacklisted is refused; throwing here undoes the decrement above.
    const blocked = await isBlocked(tx, { companyId: cargo.shipperCompanyId, userId: cargo.shipperUserId }, { companyId: auth.user.companyId ?? undefined });
    if (blocked) refuse(blocked.message);
    await checkPerOrderLimit(tx, cargo.shipperUserId, k);
    await requireWalletForOnlinePay(tx, cargo, { companyId: auth.user.companyId, userId: auth.user.id }, WALLET_REQUIRED_MESSAGES.grab);

    const status = cargo.autoConfirm ? 'ACCEPT' : ORDER_ORIGINS.grab.to;
    const order = await insertOrder(tx, {
      ...cargoOrderTerms(cargo, k),
      carrierCompanyId: auth.user.companyId,
      carrierUserId: auth.user.id,
      source: '1',
      status,
    });
    await notify(tx, cargo.shipperUserId, {
      type: 'order',
      title: `货源${cargo.sourceNo}被抢单${k}车`,
      content: `${cargo.goodsName}被抢单${k}车，订单号${order.orderNo}，${cargo.autoConfirm ? '已自动确认' : '请尽快确认或拒绝'}。`,
      link: `/sourceManage/supplyDetail?id=${cargo.id}`,
    });
    await tx.insert(orderHistory).values({
      orderId: order.id,
      fromStatus: null,
      toStatus: order.status,
      action: 'grab',
      actorUserId: auth.user.id,
      remark: ORDER_ORIGINS.grab.remark(k, cargo.autoConfirm),
    });
    // the shipper's systems hear of the take (and of an acceptance, when the cargo confirms itself)
    await emitWebhookEvent(tx, { type: 'cargo.taken', resource: 'cargo', id: cargo.id, companyIds: [cargo.shipperCompanyId, order.carrierCompanyId] });
    if (order.status === 'ACCEPT')
      await emitWebhookEvent(tx, { type: 'order.accepted', resource: 'order', id: order.id, companyIds: [order.shipperCompanyId, order.carrierCompanyId] });
    return { orderId: order.id, orderNo: order.orderNo, status: order.status, vehiclesRemaining: cargo.vehiclesRemaining };
  });
}

/** The shipper confirms or rejects a grab waiting for confirmation; a rejection returns the vehicles. */
export async function decideGrab(db: Db, auth: Auth, input: { orderId: number; action: 'confirm' | 'reject'; reason?: string }) {
  return db.transaction(async (tx) => {
    const move = nextState(GRAB_ORDER_TRANSITIONS, 'WAITACCEPT', input.action)!;
    const [order] = await tx
      .update(orders)
      // A confirmed grab of an agent waits for the agent to appoint a carrier (WAITALLOT).
      .set({
        status: move.to === 'ACCEPT' ? sql`case when ${orders.agentUserId} is not null then 'WAITALLOT' else 'ACCEPT' end` : move.to,
        updatedAt: sql`now()`,
        cancelReason: input.action === 'reject' ? (input.reason ?? null) : null,
      })
      .where(
        and(eq(orders.id, input.orderId), eq(orders.source, '1'), eq(orders.status, move.from), ownedBy(auth, orders.shipperUserId, orders.shipperCompanyId)),
      )
      .returning();
    if (!order) {
      const [existing] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).limit(1);
      if (!existing || !isOwner(auth, existing) || existing.source !== '1') refuse(GRAB_MESSAGES.orderNotFound, 404);
      refuse(GRAB_MESSAGES.notWaiting(orderStatusLabel(existing.status, existing.source)));
    }
    if (input.action === 'confirm') {
      const [cargo] = await tx.select({ payType: cargoSources.payType }).from(cargoSources).where(eq(cargoSources.id, order.cargoId));
      await requireWalletForOnlinePay(tx, cargo, { companyId: order.carrierCompanyId, userId: order.carrierUserId }, WALLET_REQUIRED_MESSAGES.taker);
    }
    if (input.action === 'reject') {
      await tx
        .update(cargoSources)
        .set({
          vehiclesRemaining: sql`${cargoSources.vehiclesRemaining} + ${order.vehicleCount}`,
          status: sql`case when ${cargoSources.status} = 'done' then 'published' else ${cargoSources.status} end`,
        })
        .where(eq(cargoSources.id, order.cargoId));
    }
    await notify(tx, order.carrierUserId, {
      type: 'order',
      title: `订单${order.orderNo}${input.action === 'confirm' ? '已被货主确认' : '被货主拒绝'}`,
      content:
        input.action === 'confirm'
          ? `您的抢单（订单号${order.orderNo}）已确认，请按时安排车辆。`
          : `您的抢单（订单号${order.orderNo}）被拒绝${input.reason ? `，原因：${input.reason}` : ''}。`,
      // the message is about the order: it opens the order (its dispatch button), not the cargo
      link: `/orderDetails/${order.id}`,
    });
    await tx.insert(orderHistory).values({
      orderId: order.id,
      fromStatus: move.from,
      toStatus: order.status,
      action: input.action,
      actorUserId: auth.user.id,
      remark: input.reason ?? move.label,
    });
    return { orderId: order.id, status: order.status };
  });
}
