// Agents' orders (issue #8): an order an agent takes starts in WAITALLOT (see insertOrder).
// The agent appoints a carrier company (APPOINT: the carrier columns name that carrier, so it
// sees and answers the order); the carrier confirms (APPOINTED: it dispatches as for ACCEPT) or
// declines with a reason (WAITALLOT again: the carrier columns go back to the agent). The agent
// stays a party throughout (agent columns). Each move locks the order, checks the contract's
// table and writes a history row in one transaction.
import { and, asc, eq } from 'drizzle-orm';
import { AGENT_MESSAGES, type AppointOption } from '../../contract/orders/agent';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import type { Db, Tx } from '../../db/client';
import { companies, frequentCarriers, orders, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { notify } from '../workspace/service';
import { orderActors } from './access';
import { certifiedCarrier, frequentFirst, ownFrequentCarriers } from './queries';
import { lockOrder, moveOrder } from './transitions';

/** The carriers the agent of an order may appoint: frequent ones first, then certified carrier companies. */
export async function appointOptions(db: Db, auth: Auth, orderId: number): Promise<AppointOption[]> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || !orderActors(auth, order).includes('agent')) refuse(ORDER_MESSAGES.orderNotFound, 404);
  const [frequent, certified] = await Promise.all([
    db
      .selectDistinct({ id: companies.id, name: companies.name })
      .from(frequentCarriers)
      .innerJoin(companies, eq(companies.id, frequentCarriers.carrierCompanyId))
      .where(and(ownFrequentCarriers(auth), eq(companies.kind, 'carrier'), eq(companies.authStatus, '2')))
      .limit(200),
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.kind, 'carrier'), eq(companies.authStatus, '2')))
      .orderBy(asc(companies.name))
      .limit(200),
  ]);
  return frequentFirst(auth, frequent, certified).map((c) => ({ companyId: c.id, name: c.name, frequent: c.frequent }));
}

async function agentName(tx: Tx, order: typeof orders.$inferSelect): Promise<string> {
  if (order.agentCompanyId) {
    const [c] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, order.agentCompanyId)).limit(1);
    if (c) return c.name;
  }
  const [u] = await tx
    .select({ realName: users.realName, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, order.agentUserId ?? order.carrierUserId))
    .limit(1);
  return u?.realName || u?.mobile || '';
}

/** The remark of the agent's appointment in the order's history. */
export const appointRemark = (carrierName: string) => `指派承运商：${carrierName}`;

/** The agent names a certified carrier company; its first active account answers for it. */
export async function appointCarrier(db: Db, auth: Auth, input: { orderId: number; carrierCompanyId: number }) {
  return db.transaction(async (tx) => {
    const { order, actors } = await lockOrder(tx, auth, input.orderId);
    if (!actors.includes('agent')) refuse(ORDER_MESSAGES.notYourMove);
    if (input.carrierCompanyId === order.agentCompanyId) refuse(AGENT_MESSAGES.notSelf, 400, { field: 'carrierCompanyId' });
    const company = await certifiedCarrier(tx, input.carrierCompanyId, AGENT_MESSAGES.carrierUnknown);
    const moved = await moveOrder(tx, auth, order, 'appoint', actors, appointRemark(company.name), {
      carrierCompanyId: company.id,
      carrierUserId: company.userId,
    });
    const agent = await agentName(tx, order);
    await notify(tx, company.userId, {
      type: 'order',
      title: `代理指派订单${order.orderNo}`,
      content: `${agent}将订单${order.orderNo}指派给贵司承运，请确认或拒绝。`,
      link: `/user/singleLoadOrderDetail?orderId=${order.id}`,
    });
    return { orderId: moved.id, status: moved.status };
  });
}

/** The appointed carrier confirms: APPOINTED, ready to dispatch. */
export async function confirmAppoint(db: Db, auth: Auth, orderId: number) {
  return db.transaction(async (tx) => {
    const { order, actors } = await lockOrder(tx, auth, orderId);
    const moved = await moveOrder(
      tx,
      auth,
      order,
      'confirmAppoint',
      actors.filter((a) => a !== 'agent'),
      null,
    );
    const notice = {
      type: 'order' as const,
      title: `订单${order.orderNo}承运商已确认`,
      content: `承运商已确认承运订单${order.orderNo}，将安排车辆。`,
      link: `/user/singleLoadOrderDetail?orderId=${order.id}`,
    };
    if (order.agentUserId) await notify(tx, order.agentUserId, notice);
    await notify(tx, order.shipperUserId, { ...notice, link: `/orderDetails/${order.id}` });
    return { orderId: moved.id, status: moved.status };
  });
}

/** The appointed carrier declines with a reason: back to the agent (WAITALLOT) to appoint another. */
export async function declineAppoint(db: Db, auth: Auth, input: { orderId: number; reason: string }) {
  return db.transaction(async (tx) => {
    const { order, actors } = await lockOrder(tx, auth, input.orderId);
    if (order.agentUserId === null) refuse(ORDER_MESSAGES.notAllowed);
    const moved = await moveOrder(
      tx,
      auth,
      order,
      'declineAppoint',
      actors.filter((a) => a !== 'agent'),
      `拒绝指派：${input.reason}`,
      {
        carrierCompanyId: order.agentCompanyId,
        carrierUserId: order.agentUserId!,
      },
    );
    await notify(tx, order.agentUserId!, {
      type: 'order',
      title: `订单${order.orderNo}的指派被拒绝`,
      content: `承运商拒绝了订单${order.orderNo}的指派，原因：${input.reason}。请重新指派承运商。`,
      link: `/user/singleLoadOrderDetail?orderId=${order.id}`,
    });
    return { orderId: moved.id, status: moved.status };
  });
}
