// Moves of orders and waybills (issue #8): the carrier accepts or refuses an order, the driver (or
// the dispatcher for them) moves each waybill from departure through loading to unloading, the
// shipper signs or refuses, audits, supplements and confirms the receipt. Every move is one
// transaction: a conditional update on the current state (so of two people acting at once only
// one matches the row), the order carried along with its waybills, and a history row.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CANCELLABLE,
  ORDER_MESSAGES,
  carriedMove,
  chargedWeightKg,
  orderMove,
  waybillMove,
  type OrderActor,
  type WaybillMoveBody,
} from '../../contract/orders/schemas';
import { freightFen } from '../../contract/market/marketplace';
import { MULTI_MESSAGES } from '../../contract/orders/multi';
import type { Db, Tx } from '../../db/client';
import { cargoSources, drivers, files, orderHistory, orders, waybillHistory, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { notify } from '../workspace/service';
import { emitWebhookEvent } from '../open/webhook-events';
import { type Order, type Waybill, orderActors } from './access';
import { loadWaybill, hasStops } from './queries';
import { tonnes } from './dispatch';

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

/** The companies party to an order: its events reach their webhook endpoints (modules/open/webhook-events.ts). */
export const orderCompanies = (order: Order) => [order.shipperCompanyId, order.carrierCompanyId, order.actualCarrierCompanyId, order.agentCompanyId];

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
    await emitWebhookEvent(tx, { type: 'order.accepted', resource: 'order', id: order.id, companyIds: orderCompanies(order) });
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
// Waybill moves

/**
 * Moves a waybill from `move.from` to `move.to`, writing `set` with it. The state is part of the
 * WHERE: of two people acting at once, the second matches nothing and is refused.
 */
export async function moveWaybillRow(tx: Tx, waybillId: number, move: { from: string; to: string }, set: Partial<typeof waybills.$inferInsert>) {
  const [moved] = await tx
    .update(waybills)
    .set({ ...set, status: move.to, updatedAt: sql`now()` })
    .where(and(eq(waybills.id, waybillId), eq(waybills.status, move.from)))
    .returning();
  if (!moved) refuse(ORDER_MESSAGES.changed);
  return moved;
}

/** A waybill's history row: the step (from, to, action) the signed-in user took, with its weight, file and remark. */
export async function recordWaybillStep(
  tx: Tx,
  auth: Auth,
  waybillId: number,
  step: { from: string | null; to: string; action: string },
  details: { remark: string; weightKg?: number | null; fileUuid?: string | null },
) {
  await tx.insert(waybillHistory).values({ waybillId, fromStatus: step.from, toStatus: step.to, action: step.action, actorUserId: auth.user.id, ...details });
  const type = WAYBILL_EVENTS[step.action];
  if (!type) return;
  const [w] = await tx
    .select({ shipper: waybills.shipperCompanyId, carrier: waybills.carrierCompanyId })
    .from(waybills)
    .where(eq(waybills.id, waybillId))
    .limit(1);
  await emitWebhookEvent(tx, { type, resource: 'waybill', id: waybillId, waybillId, companyIds: [w?.shipper, w?.carrier] });
}

/** The waybill steps partners' webhooks hear of (issue 51): loaded, unloaded, signed, and the exceptions (refused, voided). */
const WAYBILL_EVENTS: Record<string, 'waybill.loaded' | 'waybill.unloaded' | 'waybill.signed' | 'waybill.exception' | undefined> = {
  load: 'waybill.loaded',
  unload: 'waybill.unloaded',
  sign: 'waybill.signed',
  refuse: 'waybill.exception',
  invalid: 'waybill.exception',
};

/** The remark of a waybill's move: its label, and the reason when one was given (a refusal, a voiding). */
export const waybillRemark = (label: string, reason?: string) => (reason ? `${label}：${reason}` : label);

/** After a waybill moves: the order follows (first load → TRANSPORT, none live → SIGN or back to WAITSCHEDULE). */
export async function carryOrder(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  const bills = (await tx.select({ status: waybills.status }).from(waybills).where(eq(waybills.orderId, orderId))).map((b) => b.status);
  let order_ = order;
  for (let action = carriedMove(order_.status, bills); action; action = carriedMove(order_.status, bills)) {
    order_ = await moveOrder(tx, null, order_, action, ['system'], null);
    if (action === 'sign')
      await notify(tx, order_.shipperUserId, {
        type: 'order',
        title: `订单${order_.orderNo}已全部签收`,
        content: `订单${order_.orderNo}的派车单已全部签收或拒收，请确认回单。`,
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

    const moved = await moveWaybillRow(tx, w.id, move, set);
    await recordWaybillStep(tx, auth, w.id, move, {
      weightKg: input.weightKg ?? null,
      fileUuid: input.slipUuid ?? null,
      remark: waybillRemark(move.label, input.reason),
    });
    await carryOrder(tx, order.id);

    const tell = async (userId: number | null, link: string) => {
      if (!userId || userId === auth.user.id) return;
      await notify(tx, userId, {
        type: 'waybill',
        title: `派车单${w.waybillNo}${MOVE_DONE[input.action]}`,
        content: `派车单${w.waybillNo}（${row.plateNo}，司机${row.driverName}）${MOVE_DONE[input.action]}${input.reason ? `，${move.needs === 'reason' ? '原因' : '备注'}：${input.reason}` : ''}。`,
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
    await recordWaybillStep(
      tx,
      auth,
      done.id,
      { from: done.status, to: done.status, action: 'audit' },
      { remark: input.remark ? `${label}：${input.remark}` : label },
    );
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
    await recordWaybillStep(
      tx,
      auth,
      locked.id,
      { from: locked.status, to: locked.status, action: 'additional' },
      { weightKg: input.unloadWeightKg ?? input.loadWeightKg ?? null, remark: `补录${parts.join('、')}：${input.remark}` },
    );
    await notify(tx, order.carrierUserId, {
      type: 'waybill',
      title: `派车单${row.waybill.waybillNo}已补录数据`,
      content: `货主为派车单${row.waybill.waybillNo}补录了${parts.join('、')}：${input.remark}。`,
      link: `/logistics/sendCardetail?id=${locked.id}`,
    });
    return { waybillId: locked.id };
  });
}
