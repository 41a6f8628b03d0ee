import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GRAB_MESSAGES } from '../../contract/market/marketplace';
import { capacityBlacklist, cargoSources, messages, orderHistory, orders, users } from '../../db/schema';
import { nextIp, t, tokens, withSignedInPlatform } from '../auth/testing';
import { copyOfSeedCargo } from '../../testing/seed-cargo';
import { DEMO_ACCOUNTS } from '../../seed/accounts';

const STEEL_SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile; // enterprise shipper, owns the 'steel' cargo of the seed
const OTHER_SHIPPER = DEMO_ACCOUNTS.individualShipper.mobile; // individual shipper of another company
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const AGENT = DEMO_ACCOUNTS.agent.mobile;
const DRIVER = DEMO_ACCOUNTS.driver.mobile;

withSignedInPlatform([STEEL_SHIPPER, OTHER_SHIPPER, CARRIER, AGENT, DRIVER]);

/** A fresh cargo of the steel shipper, copied from a published grab cargo of the seed. */
const cargo = (overrides: Partial<typeof cargoSources.$inferInsert> = {}) => copyOfSeedCargo(t.db, '2', { autoConfirm: false, ...overrides });

const grab = (mobile: string, cargoId: number, vehicleCount: unknown) =>
  t.call('/goodsSource/grab', { token: tokens[mobile], ip: nextIp(), json: { cargoId, vehicleCount } });
const decide = (mobile: string, orderId: number, action: string, reason?: string) =>
  t.call('/order/grabDecision', { token: tokens[mobile], ip: nextIp(), json: { orderId, action, reason } });
const remaining = async (id: number) => (await t.db.select().from(cargoSources).where(eq(cargoSources.id, id)))[0];

describe('grabbing a cargo', () => {
  it('takes k vehicles: an order of source 1 waiting for the shipper, its history, the cargo decremented', async () => {
    const c = await cargo();
    const res = await grab(CARRIER, c.id, 3);
    expect(res.body).toMatchObject({ code: 200, message: GRAB_MESSAGES.success, data: { status: 'WAITACCEPT', vehiclesRemaining: 7 } });
    expect(res.body.data.orderNo).toMatch(/^DD\d{8}\d{6}$/);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.orderId));
    expect(order).toMatchObject({ source: '1', status: 'WAITACCEPT', vehicleCount: 3, cargoId: c.id, unitPriceFen: c.unitPriceFen });
    expect(order.weightKg).toBe(Math.round((c.totalWeightKg * 3) / 10));
    expect(order.totalFen).toBe(Math.round((c.unitPriceFen * order.weightKg) / 1000));
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'WAITACCEPT', action: 'grab' }]);
    expect((await remaining(c.id)).vehiclesRemaining).toBe(7);
    const told = await t.db.select().from(messages).where(eq(messages.userId, c.shipperUserId));
    expect(told.some((m) => m.content.includes(order.orderNo) && m.content.includes('请尽快确认或拒绝'))).toBe(true);
  });

  it('is accepted at once when the cargo confirms automatically, and the last vehicle closes the cargo', async () => {
    const c = await cargo({ autoConfirm: true, vehicleCount: 2, vehiclesRemaining: 2 });
    // an agent's accepted grab waits for the agent to appoint a carrier
    expect((await grab(AGENT, c.id, 2)).body.data).toMatchObject({ status: 'WAITALLOT', vehiclesRemaining: 0 });
    expect((await remaining(c.id)).status).toBe('done');
    expect((await grab(DRIVER, c.id, 1)).body).toMatchObject({ code: 400, message: GRAB_MESSAGES.notOpen });
  });

  it('refuses what the rules forbid and changes nothing', async () => {
    const c = await cargo({ vehicleCount: 4, vehiclesRemaining: 4 });
    expect((await grab(CARRIER, c.id, 5)).body).toMatchObject({ code: 400, message: GRAB_MESSAGES.notEnough(4) });
    expect((await grab(CARRIER, c.id, 0)).body).toMatchObject({ code: 400, message: GRAB_MESSAGES.vehiclesInteger });
    expect((await grab(CARRIER, c.id, 1.5)).body).toMatchObject({ code: 400, message: GRAB_MESSAGES.vehiclesInteger });
    expect((await grab(CARRIER, c.id, 'abc')).body).toMatchObject({ code: 400, message: GRAB_MESSAGES.vehiclesInteger });
    // Shippers publish; they do not grab (not even someone else's cargo).
    expect((await grab(STEEL_SHIPPER, c.id, 1)).body).toMatchObject({ code: 400, message: GRAB_MESSAGES.notCapacity });
    expect((await grab(OTHER_SHIPPER, c.id, 1)).body).toMatchObject({ code: 400, message: GRAB_MESSAGES.notCapacity });

    const closed = await cargo({ status: 'closed' });
    expect((await grab(CARRIER, closed.id, 1)).body).toMatchObject({ code: 400, message: GRAB_MESSAGES.notOpen });
    const expired = await cargo({ deadline: new Date(Date.now() - 60_000) });
    expect((await grab(CARRIER, expired.id, 1)).body).toMatchObject({ code: 400, message: GRAB_MESSAGES.expired });
    const bid = await cargo({ businessType: '3' });
    expect((await grab(CARRIER, bid.id, 1)).body).toMatchObject({ code: 400, message: GRAB_MESSAGES.notGrabType });
    const draft = await cargo({ status: 'draft' });
    expect((await grab(CARRIER, draft.id, 1)).body).toMatchObject({ code: 404, message: GRAB_MESSAGES.notFound });
    expect((await grab(CARRIER, 99_999_999, 1)).body).toMatchObject({ code: 404, message: GRAB_MESSAGES.notFound });
    expect((await t.call('/goodsSource/grab', { ip: nextIp(), json: { cargoId: c.id, vehicleCount: 1 } })).body.code).toBe(403);

    expect((await remaining(c.id)).vehiclesRemaining).toBe(4);
    const taken = await t.db.select().from(orders).where(eq(orders.cargoId, c.id));
    expect(taken).toHaveLength(0);
  });

  it('refuses a carrier company the shipper blacklisted, and takes nothing', async () => {
    const c = await cargo({ vehicleCount: 3, vehiclesRemaining: 3 });
    const [carrier] = await t.db.select().from(users).where(eq(users.mobile, CARRIER));
    const [blocked] = await t.db
      .insert(capacityBlacklist)
      .values({
        ownerCompanyId: c.shipperCompanyId,
        ownerUserId: c.shipperUserId,
        createdBy: c.shipperUserId,
        targetType: 'company',
        targetCompanyId: carrier.companyId,
        targetName: '被拉黑的承运商',
        reason: '多次延误',
      })
      .returning();
    try {
      const res = await grab(CARRIER, c.id, 1);
      expect(res.body.code).toBe(400);
      expect(res.body.message).toContain('已被货主列入黑名单');
      expect((await remaining(c.id)).vehiclesRemaining).toBe(3);
      expect(await t.db.select().from(orders).where(eq(orders.cargoId, c.id))).toHaveLength(0);
      // Another carrier is not affected.
      expect((await grab(AGENT, c.id, 1)).body.code).toBe(200);
    } finally {
      await t.db.delete(capacityBlacklist).where(eq(capacityBlacklist.id, blocked.id));
    }
  });

  it('never takes more vehicles than offered: 50 concurrent grabs of a 10-vehicle cargo', async () => {
    const c = await cargo({ vehicleCount: 10, vehiclesRemaining: 10 });
    const takers = [CARRIER, AGENT, DRIVER];
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => grab(takers[i % takers.length], c.id, 1)));
    const won = results.filter((r) => r.body.code === 200);
    expect(won).toHaveLength(10);
    for (const r of results.filter((r) => r.body.code !== 200)) {
      expect(r.body.message).toBe(GRAB_MESSAGES.notOpen);
    }
    const after = await remaining(c.id);
    expect(after).toMatchObject({ vehiclesRemaining: 0, status: 'done' });
    const [{ taken }] = await t.db
      .select({ taken: sql<number>`sum(${orders.vehicleCount})::int` })
      .from(orders)
      .where(eq(orders.cargoId, c.id));
    expect(taken).toBe(10);
  });
});

describe('the shipper decides on a grab', () => {
  it('confirms once; a second decision is refused', async () => {
    const c = await cargo();
    const { orderId } = (await grab(CARRIER, c.id, 2)).body.data;
    expect((await decide(STEEL_SHIPPER, orderId, 'confirm')).body).toMatchObject({ code: 200, message: GRAB_MESSAGES.confirmed, data: { status: 'ACCEPT' } });
    expect((await decide(STEEL_SHIPPER, orderId, 'reject')).body).toMatchObject({ code: 400, message: GRAB_MESSAGES.notWaiting('已接单') });
    expect(GRAB_MESSAGES.notWaiting('已接单')).toBe('该订单已处理（当前状态：已接单），无需再确认或拒绝');
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(orderHistory.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.action])).toEqual([
      [null, 'WAITACCEPT', 'grab'],
      ['WAITACCEPT', 'ACCEPT', 'confirm'],
    ]);
  });

  it('rejects with a reason and the vehicles go back to the cargo, which opens again', async () => {
    const c = await cargo({ vehicleCount: 2, vehiclesRemaining: 2 });
    const { orderId } = (await grab(CARRIER, c.id, 2)).body.data;
    expect((await remaining(c.id)).status).toBe('done');
    expect((await decide(STEEL_SHIPPER, orderId, 'reject', '车型不符')).body.data.status).toBe('REFUSE');
    expect(await remaining(c.id)).toMatchObject({ vehiclesRemaining: 2, status: 'published' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.cancelReason).toBe('车型不符');
  });

  it('is the shipper’s alone: another company, the carrier and a stranger get nothing and change nothing', async () => {
    const c = await cargo();
    const { orderId } = (await grab(AGENT, c.id, 1)).body.data;
    expect((await decide(OTHER_SHIPPER, orderId, 'confirm')).body).toMatchObject({ code: 404, message: GRAB_MESSAGES.orderNotFound });
    expect((await decide(AGENT, orderId, 'confirm')).body).toMatchObject({ code: 404, message: GRAB_MESSAGES.orderNotFound });
    expect((await decide(STEEL_SHIPPER, orderId, 'cancel')).body).toMatchObject({ code: 400, message: '未知的操作' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe('WAITACCEPT');
  });
});

describe('hall and detail', () => {
  it('lists published public cargo with URL filters, and shows grabs only to whom they concern', async () => {
    const c = await cargo({ goodsName: '测试专用冷轧卷' });
    await cargo({ goodsName: '测试专用冷轧卷', status: 'draft' });
    const hall = await t.call('/goodsSource/hallPagination', {
      token: tokens[CARRIER],
      ip: nextIp(),
      json: { keyword: '测试专用冷轧', businessType: '2', pageNumber: 1, pageSize: 10 },
    });
    expect(hall.body.code).toBe(200);
    expect(hall.body.data.rows.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect(hall.body.data.total).toBe(1);

    const { orderId } = (await grab(CARRIER, c.id, 1)).body.data;
    await grab(AGENT, c.id, 1);
    const asOwner = await t.call(`/goodsSource/getById/${c.id}`, { token: tokens[STEEL_SHIPPER] });
    expect(asOwner.body.data.cargo.mine).toBe(true);
    expect(asOwner.body.data.grabs).toHaveLength(2);
    const asCarrier = await t.call(`/goodsSource/getById/${c.id}`, { token: tokens[CARRIER] });
    expect(asCarrier.body.data.cargo.mine).toBe(false);
    expect(asCarrier.body.data.grabs.map((g: { id: number }) => g.id)).toEqual([orderId]);

    const draft = await cargo({ status: 'draft' });
    expect((await t.call(`/goodsSource/getById/${draft.id}`, { token: tokens[CARRIER] })).body.code).toBe(404);
    expect((await t.call(`/goodsSource/getById/${draft.id}`, { token: tokens[STEEL_SHIPPER] })).body.code).toBe(200);
  });

  it('estimates the freight before grabbing by the formula the order of a grab then uses', async () => {
    const c = await cargo({ vehicleCount: 3, vehiclesRemaining: 3, totalWeightKg: 32_000, unitPriceFen: 4800 });
    const seen = (await t.call(`/goodsSource/getById/${c.id}`, { token: tokens[CARRIER] })).body.data.cargo;
    expect(seen).toMatchObject({ estimatedFreightFen: 153_600, freightPerVehicleFen: Math.round((4800 * Math.round(32_000 / 3)) / 1000) });
    const { orderId } = (await grab(CARRIER, c.id, 1)).body.data;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.totalFen).toBe(seen.freightPerVehicleFen);
  });

  it('filters by route like the public hall: load/unload province and city, the city inside its province', async () => {
    const route = { originProvince: '13', originCity: '1302', destProvince: '32', destCity: '3205' };
    const here = await cargo({ goodsName: '测试线路盘螺', ...route });
    const otherCity = await cargo({ goodsName: '测试线路盘螺', ...route, originCity: '1301' });
    const otherDest = await cargo({ goodsName: '测试线路盘螺', ...route, destProvince: '31', destCity: '3101' });
    const ids = async (filters: Record<string, string>) => {
      const res = await t.call('/goodsSource/hallPagination', {
        token: tokens[CARRIER],
        ip: nextIp(),
        json: { keyword: '测试线路盘螺', pageSize: 50, ...filters },
      });
      expect(res.body.code, res.body.message).toBe(200);
      return res.body.data.rows.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b);
    };
    expect(await ids({})).toEqual([here.id, otherCity.id, otherDest.id]);
    expect(await ids({ originProvince: '13' })).toEqual([here.id, otherCity.id, otherDest.id]);
    expect(await ids({ originProvince: '13', originCity: '1302' })).toEqual([here.id, otherDest.id]);
    expect(await ids({ destProvince: '32' })).toEqual([here.id, otherCity.id]);
    expect(await ids({ originProvince: '13', originCity: '1302', destProvince: '32', destCity: '3205' })).toEqual([here.id]);
    expect(await ids({ destProvince: '31' })).toEqual([otherDest.id]);

    const refused = async (filters: Record<string, string>) =>
      (await t.call('/goodsSource/hallPagination', { token: tokens[CARRIER], ip: nextIp(), json: filters })).body;
    expect(await refused({ originProvince: '99' })).toMatchObject({ code: 400, message: '始发省份不正确' });
    expect(await refused({ originProvince: '13', originCity: '3205' })).toMatchObject({ code: 400, message: '始发城市不属于所选省份' });
    expect(await refused({ destCity: '9999' })).toMatchObject({ code: 400, message: '目的城市不正确' });
  });
});
