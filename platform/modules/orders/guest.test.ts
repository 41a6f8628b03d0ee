// Orders on behalf of a customer (代客下单): the entering carrier's own order, accepted at once,
// its customer beside it; no real shipper and no other company sees or changes it; editable only
// before dispatch.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GUEST_MESSAGES } from '../../contract/orders/guest';
import { cargoPoints, cargoSources, guestOrders, orderHistory, orders } from '../../db/schema';
import { call, t, userOf, withSignedInPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { GUEST_ORDER_FORM } from './testing';

const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const AGENT = DEMO_ACCOUNTS.agent.mobile;
const INDIVIDUAL_AGENT = DEMO_ACCOUNTS.individualAgent.mobile;
const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const DRIVER = DEMO_ACCOUNTS.driver.mobile;

withSignedInPlatform([CARRIER, AGENT, INDIVIDUAL_AGENT, SHIPPER, DRIVER]);

const form = (over: Record<string, unknown> = {}) => ({ ...GUEST_ORDER_FORM, ...over });

describe('entering a guest order', () => {
  it('is the carrier’s own, accepted at once, source 4, with its own cargo row and the customer beside it', async () => {
    const res = await call(CARRIER, '/guestOrder/save', form());
    expect(res.body).toMatchObject({ code: 200, message: GUEST_MESSAGES.created });
    const carrier = await userOf(CARRIER);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.orderId));
    expect(order).toMatchObject({
      source: '4',
      status: 'ACCEPT',
      carrierUserId: carrier.id,
      carrierCompanyId: carrier.companyId,
      shipperUserId: carrier.id,
      shipperCompanyId: carrier.companyId,
      weightKg: 60_500,
      unitPriceFen: 8550,
      totalFen: 517_275,
      agentUserId: null,
    });
    const [cargo] = await t.db.select().from(cargoSources).where(eq(cargoSources.id, order.cargoId));
    expect(cargo).toMatchObject({ goodsName: '螺纹钢', originCity: '1302', destCity: '1201', status: 'done', vehiclesRemaining: 0 });
    expect(await t.db.select().from(cargoPoints).where(eq(cargoPoints.cargoId, cargo.id))).toHaveLength(2);
    const [guest] = await t.db.select().from(guestOrders).where(eq(guestOrders.orderId, order.id));
    expect(guest).toMatchObject({ customerName: '唐山丰南建材经销部', contactPhone: '13931500123', ownerCompanyId: carrier.companyId });
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'ACCEPT', action: 'guestOrder' }]);
    // The carrier can dispatch it like any accepted order.
    expect((await call(CARRIER, `/order/getById/${order.id}`)).body.data.actions).toContain('dispatch');
  });

  it('an individual agent’s guest order is its own too (no appointment)', async () => {
    const res = await call(INDIVIDUAL_AGENT, '/guestOrder/save', form({ customerName: '个体客户王先生' }));
    expect(res.body.code).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.orderId));
    expect(order.status).toBe('ACCEPT');
    expect(order.agentUserId).toBeNull();
  });

  it('refuses bad input with the field’s message and writes nothing', async () => {
    const before = (await t.db.select().from(guestOrders)).length;
    expect((await call(CARRIER, '/guestOrder/save', form({ contactPhone: '12345' }))).body.message).toBe(GUEST_MESSAGES.phone);
    expect((await call(CARRIER, '/guestOrder/save', form({ customerName: '  ' }))).body.message).toBe(GUEST_MESSAGES.customerRequired);
    expect((await call(CARRIER, '/guestOrder/save', form({ weightT: '0' }))).body.message).toBe(GUEST_MESSAGES.weightInvalid);
    const badCity = await call(CARRIER, '/guestOrder/save', form({ destCity: '9999' }));
    expect(badCity.body).toMatchObject({ code: 400, message: GUEST_MESSAGES.cityInvalid, data: { field: 'destCity' } });
    expect((await t.db.select().from(guestOrders)).length).toBe(before);
  });

  it('shippers and drivers cannot enter one', async () => {
    for (const who of [SHIPPER, DRIVER]) {
      const res = await call(who, '/guestOrder/save', form());
      expect(res.body).toMatchObject({ code: 400, message: GUEST_MESSAGES.notCarrier });
    }
  });
});

describe('who sees and changes a guest order', () => {
  it('no real shipper and no other company sees it; the list shows it to its company only', async () => {
    const { orderId, orderNo } = (await call(CARRIER, '/guestOrder/save', form({ customerName: '迁安鑫达钢材商行' }))).body.data;
    const mine = await call(CARRIER, '/guestOrder/pagination', { customerName: '鑫达', pageNumber: 1, pageSize: 20 });
    expect(mine.body.data.records.map((r: { orderNo: string }) => r.orderNo)).toEqual([orderNo]);
    for (const stranger of [SHIPPER, AGENT, INDIVIDUAL_AGENT]) {
      expect((await call(stranger, `/order/getById/${orderId}`)).body.code).toBe(404);
      const list = await call(stranger, '/order/pagination', { orderNo, pageNumber: 1, pageSize: 20 });
      expect(list.body.data.total).toBe(0);
    }
    expect((await call(AGENT, '/guestOrder/pagination', { customerName: '鑫达', pageNumber: 1, pageSize: 20 })).body.data.total).toBe(0);
    expect((await call(AGENT, `/guestOrder/getById/${orderId}`)).body.code).toBe(404);
    expect((await call(AGENT, '/guestOrder/save', form({ id: orderId, customerName: '篡改' }))).body.code).toBe(404);
    expect((await call(SHIPPER, '/guestOrder/pagination', { pageNumber: 1, pageSize: 20 })).body.message).toBe(GUEST_MESSAGES.notCarrier);
  });

  it('edits before dispatch, with history; refuses once the order has moved on', async () => {
    const { orderId } = (await call(CARRIER, '/guestOrder/save', form())).body.data;
    const edited = await call(CARRIER, '/guestOrder/save', form({ id: orderId, weightT: '30', vehicleCount: 1, contactPhone: '022-58801234' }));
    expect(edited.body).toMatchObject({ code: 200, message: GUEST_MESSAGES.saved });
    const view = await call(CARRIER, `/guestOrder/getById/${orderId}`);
    expect(view.body.data).toMatchObject({ weightT: '30', vehicleCount: '1', contactPhone: '022-58801234', editable: true });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ weightKg: 30_000, vehicleCount: 1, totalFen: 256_500 });
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId));
    expect(history.map((h) => h.action)).toEqual(['guestOrder', 'guestEdit']);

    await t.db.update(orders).set({ status: 'WAITLOAD' }).where(eq(orders.id, orderId));
    const late = await call(CARRIER, '/guestOrder/save', form({ id: orderId }));
    expect(late.body).toMatchObject({ code: 400, message: GUEST_MESSAGES.notEditable });
    expect((await call(CARRIER, `/guestOrder/getById/${orderId}`)).body.data.editable).toBe(false);
  });

  it('two edits at once are serialised by the order lock: both land, history has both', async () => {
    const { orderId } = (await call(CARRIER, '/guestOrder/save', form())).body.data;
    const results = await Promise.all([
      call(CARRIER, '/guestOrder/save', form({ id: orderId, weightT: '10' })),
      call(CARRIER, '/guestOrder/save', form({ id: orderId, weightT: '20' })),
    ]);
    expect(results.map((r) => r.body.code)).toEqual([200, 200]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect([10_000, 20_000]).toContain(order.weightKg);
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId));
    expect(history.filter((h) => h.action === 'guestEdit')).toHaveLength(2);
  });
});
