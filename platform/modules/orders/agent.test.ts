// Agents' orders: WAITALLOT → APPOINT → APPOINTED (or declined back to WAITALLOT), each move only
// from its state and by its actor, strangers refused, concurrent moves never both win.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { AGENT_MESSAGES } from '../../contract/orders/agent';
import { companies, messages, orderHistory } from '../../db/schema';
import { call, t, userOf, withSignedInPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { freshOrder, orderRow } from './testing';

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile; // 顺达 carrier company
const AGENT = DEMO_ACCOUNTS.agent.mobile; // 恒通 agent company
const INDIVIDUAL_AGENT = DEMO_ACCOUNTS.individualAgent.mobile; // individual agent (+ driver), no company
const OTHER_SHIPPER = DEMO_ACCOUNTS.employee.mobile;

withSignedInPlatform([SHIPPER, CARRIER, AGENT, INDIVIDUAL_AGENT, OTHER_SHIPPER]);

/** An order of the steel shipper taken by `taker` (as the market would create it), one vehicle. */
const agentOrder = (taker = AGENT, status = 'ACCEPT', source = '1') => freshOrder(status, source, taker, 1);

const carrierCompanyId = async () => (await userOf(CARRIER)).companyId!;

describe('an agent takes an order', () => {
  it('starts in WAITALLOT with the agent recorded, for an agent company and an individual agent', async () => {
    const order = await agentOrder();
    expect(order.status).toBe('WAITALLOT');
    const agent = await userOf(AGENT);
    expect(order).toMatchObject({ agentUserId: agent.id, agentCompanyId: agent.companyId });
    const individual = await agentOrder(INDIVIDUAL_AGENT);
    expect(individual.status).toBe('WAITALLOT');
    expect(individual.agentUserId).toBe((await userOf(INDIVIDUAL_AGENT)).id);
  });

  it('a carrier company taking an order is unaffected', async () => {
    const order = await agentOrder(CARRIER);
    expect(order.status).toBe('ACCEPT');
    expect(order.agentUserId).toBeNull();
  });

  it('a designated order the agent accepts waits for its appointment', async () => {
    const order = await agentOrder(AGENT, 'WAITACCEPT', '3');
    const res = await call(AGENT, '/order/accept', { orderId: order.id });
    expect(res.body.code).toBe(200);
    expect((await orderRow(order.id)).status).toBe('WAITALLOT');
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({ fromStatus: 'WAITACCEPT', toStatus: 'WAITALLOT', action: 'accept' });
  });

  it('the agent sees the appoint action; the detail offers no dispatch yet', async () => {
    const order = await agentOrder();
    const res = await call(AGENT, `/order/getById/${order.id}`);
    expect(res.body.code).toBe(200);
    expect(res.body.data.actions).toEqual(['appoint']);
    expect(res.body.data.actors).toContain('agent');
    const dispatch = await call(AGENT, '/dispatchOrder/save', { orderId: order.id, vehicleId: 1, driverId: 1, weightKg: 1000 });
    expect(dispatch.body.message).toBe(ORDER_MESSAGES.notDispatchable);
  });
});

describe('appoint, confirm, decline', () => {
  it('lists certified carrier companies to appoint, and only to the agent', async () => {
    const order = await agentOrder();
    const res = await call(AGENT, `/order/appointOptions/${order.id}`);
    expect(res.body.code).toBe(200);
    const names = (res.body.data as { name: string }[]).map((o) => o.name);
    expect(names).toContain('天津顺达物流有限公司');
    expect(names).not.toContain('石家庄恒通货运代理有限公司');
    for (const stranger of [CARRIER, SHIPPER, INDIVIDUAL_AGENT, OTHER_SHIPPER]) {
      expect((await call(stranger, `/order/appointOptions/${order.id}`)).body.code).toBe(404);
    }
  });

  it('appoint → the carrier sees and confirms → APPOINTED; the agent still sees it; history and notices written', async () => {
    const order = await agentOrder();
    const carrier = await userOf(CARRIER);
    expect((await call(CARRIER, `/order/getById/${order.id}`)).body.code).toBe(404);
    const appointed = await call(AGENT, '/order/appoint', { orderId: order.id, carrierCompanyId: carrier.companyId });
    expect(appointed.body).toMatchObject({ code: 200, message: AGENT_MESSAGES.appointed });
    expect(await orderRow(order.id)).toMatchObject({ status: 'APPOINT', carrierCompanyId: carrier.companyId, carrierUserId: carrier.id });
    const seen = await call(CARRIER, `/order/getById/${order.id}`);
    expect(seen.body.code).toBe(200);
    expect(seen.body.data.actions).toEqual(expect.arrayContaining(['confirmAppoint', 'declineAppoint']));
    const carrierList = await call(CARRIER, '/order/pagination', { orderNo: order.orderNo, pageNumber: 1, pageSize: 20 });
    expect(carrierList.body.data.total).toBe(1);
    const inbox = await t.db.select().from(messages).where(eq(messages.userId, carrier.id));
    expect(inbox.some((m) => m.title.includes(order.orderNo))).toBe(true);

    // the agent cannot confirm for the carrier
    expect((await call(AGENT, '/order/confirmAppoint', { orderId: order.id })).body.message).toBe(ORDER_MESSAGES.notYourMove);
    const confirmed = await call(CARRIER, '/order/confirmAppoint', { orderId: order.id });
    expect(confirmed.body).toMatchObject({ code: 200, message: AGENT_MESSAGES.confirmed });
    expect((await orderRow(order.id)).status).toBe('APPOINTED');
    const detail = await call(CARRIER, `/order/getById/${order.id}`);
    expect(detail.body.data.actions).toContain('dispatch');
    const agentView = await call(AGENT, `/order/getById/${order.id}`);
    expect(agentView.body.code).toBe(200);
    expect(agentView.body.data.actions).toEqual([]);
    const agentList = await call(AGENT, '/order/pagination', { orderNo: order.orderNo, pageNumber: 1, pageSize: 20 });
    expect(agentList.body.data.total).toBe(1);
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id)).orderBy(orderHistory.id);
    expect(history.map((h) => `${h.fromStatus}>${h.toStatus}`)).toEqual(['WAITALLOT>APPOINT', 'APPOINT>APPOINTED']);
    // a second confirm is refused: the move is only from APPOINT
    expect((await call(CARRIER, '/order/confirmAppoint', { orderId: order.id })).body.message).toBe(ORDER_MESSAGES.notAllowed);
  });

  it('decline needs a reason, returns the order to the agent, who appoints again', async () => {
    const order = await agentOrder(INDIVIDUAL_AGENT);
    const companyId = await carrierCompanyId();
    await call(INDIVIDUAL_AGENT, '/order/appoint', { orderId: order.id, carrierCompanyId: companyId });
    const blank = await call(CARRIER, '/order/declineAppoint', { orderId: order.id, reason: '  ' });
    expect(blank.body.code).toBe(400);
    expect(blank.body.message).toBe(AGENT_MESSAGES.declineReasonRequired);
    const declined = await call(CARRIER, '/order/declineAppoint', { orderId: order.id, reason: '车辆不足' });
    expect(declined.body.code).toBe(200);
    const row = await orderRow(order.id);
    const agent = await userOf(INDIVIDUAL_AGENT);
    expect(row).toMatchObject({ status: 'WAITALLOT', carrierUserId: agent.id, carrierCompanyId: null });
    expect((await call(CARRIER, `/order/getById/${order.id}`)).body.code).toBe(404);
    const inbox = await t.db.select().from(messages).where(eq(messages.userId, agent.id));
    expect(inbox.some((m) => m.content.includes('车辆不足'))).toBe(true);
    expect((await call(INDIVIDUAL_AGENT, '/order/appoint', { orderId: order.id, carrierCompanyId: companyId })).body.code).toBe(200);
  });

  it('refuses strangers, the shipper, bad carriers and moves from the wrong state', async () => {
    const order = await agentOrder();
    const companyId = await carrierCompanyId();
    const agentCompany = (await userOf(AGENT)).companyId!;
    const [shipperCompany] = await t.db.select().from(companies).where(eq(companies.kind, 'shipper')).limit(1);
    expect((await call(OTHER_SHIPPER, '/order/appoint', { orderId: order.id, carrierCompanyId: companyId })).body.code).toBe(404);
    expect((await call(INDIVIDUAL_AGENT, '/order/appoint', { orderId: order.id, carrierCompanyId: companyId })).body.code).toBe(404);
    expect((await call(CARRIER, '/order/appoint', { orderId: order.id, carrierCompanyId: companyId })).body.code).toBe(404);
    const byShipper = await call(SHIPPER, '/order/appoint', { orderId: order.id, carrierCompanyId: companyId });
    expect(byShipper.body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notYourMove });
    expect((await call(AGENT, '/order/appoint', { orderId: order.id, carrierCompanyId: shipperCompany.id })).body.message).toBe(AGENT_MESSAGES.carrierUnknown);
    expect((await call(AGENT, '/order/appoint', { orderId: order.id, carrierCompanyId: agentCompany })).body.message).toBe(AGENT_MESSAGES.notSelf);
    expect((await call(AGENT, '/order/appoint', { orderId: order.id, carrierCompanyId: 'x' })).body.code).toBe(400);
    expect((await call(CARRIER, '/order/confirmAppoint', { orderId: order.id })).body.code).toBe(404);
    expect((await call(AGENT, '/order/declineAppoint', { orderId: order.id, reason: '不接' })).body.message).toBe(ORDER_MESSAGES.notAllowed);
    expect((await orderRow(order.id)).status).toBe('WAITALLOT');
    // the shipper may still cancel an agent's order before loading
    expect((await call(SHIPPER, '/order/cancel', { orderId: order.id, reason: '计划变更' })).body.code).toBe(200);
    expect((await call(AGENT, '/order/appoint', { orderId: order.id, carrierCompanyId: companyId })).body.message).toBe(ORDER_MESSAGES.notAllowed);
  });
});

describe('concurrency', () => {
  it('two appoints of the same order at once: exactly one wins', async () => {
    const order = await agentOrder();
    const companyId = await carrierCompanyId();
    const results = await Promise.all([
      call(AGENT, '/order/appoint', { orderId: order.id, carrierCompanyId: companyId }),
      call(AGENT, '/order/appoint', { orderId: order.id, carrierCompanyId: companyId }),
    ]);
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.filter((h) => h.action === 'appoint')).toHaveLength(1);
  });

  it('confirm and decline at once: exactly one wins and the order matches it', async () => {
    const order = await agentOrder();
    await call(AGENT, '/order/appoint', { orderId: order.id, carrierCompanyId: await carrierCompanyId() });
    const [confirm, decline] = await Promise.all([
      call(CARRIER, '/order/confirmAppoint', { orderId: order.id }),
      call(CARRIER, '/order/declineAppoint', { orderId: order.id, reason: '重复操作' }),
    ]);
    expect([confirm.body.code, decline.body.code].filter((c) => c === 200)).toHaveLength(1);
    expect((await orderRow(order.id)).status).toBe(confirm.body.code === 200 ? 'APPOINTED' : 'WAITALLOT');
  });
});
