import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARGO_HISTORY_ACTION_LABELS, CARGO_MESSAGES, chinaToday } from '../../contract/market/cargo';
import { BID_MESSAGES, GRAB_MESSAGES } from '../../contract/market/marketplace';
import { MESSAGES_8 } from '../../contract/codes';
import { cargoHistory, cargoPoints, cargoSources, messages, orderHistory, orders, shipperFrequents, shipperPublishRules, users } from '../../db/schema';
import { call, t, tokens, withSignedInPlatform } from '../auth/testing';
import { point, testCargo } from '../../testing/cargo-input';
import { ensureFrequentCarrier } from '../../testing/partners';
import { DEMO_ACCOUNTS } from '../../seed/accounts';

const STEEL_SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const OTHER_SHIPPER = DEMO_ACCOUNTS.individualShipper.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const AGENT = DEMO_ACCOUNTS.agent.mobile;

let seq = 0;

withSignedInPlatform([STEEL_SHIPPER, OTHER_SHIPPER, CARRIER, AGENT]);

function form(over: Record<string, unknown> = {}) {
  seq += 1;
  const tianjinPort = { provinceCode: '12', cityCode: '1201', districtCode: '120116', address: '天津港东疆港区3号' };
  return testCargo(`测试钢卷${seq}`, tianjinPort, {
    businessType: '2',
    quantity: '300',
    totalWeightT: '300',
    vehicleCount: '10',
    price: '85.50',
    autoConfirm: 'on',
    ...over,
  });
}

const row = async (id: number) => (await t.db.select().from(cargoSources).where(eq(cargoSources.id, id)))[0];
const log = async (id: number) => t.db.select().from(cargoHistory).where(eq(cargoHistory.cargoId, id)).orderBy(cargoHistory.id);

describe('publishing', () => {
  it('publishes a grab cargo with its points; it shows in the hall and a carrier grabs it', async () => {
    const res = await call(STEEL_SHIPPER, '/goodsSource/save', form({ loadPoints: [point(), point({ address: '丰南区钢厂路2号' })] }));
    expect(res.body).toMatchObject({ code: 200, message: CARGO_MESSAGES.published, data: { status: 'published' } });
    const c = await row(res.body.data.id);
    expect(c).toMatchObject({
      businessType: '2',
      totalWeightKg: 300_000,
      unitPriceFen: 8550,
      vehicleCount: 10,
      vehiclesRemaining: 10,
      autoConfirm: true,
      originCity: '1302',
      destCity: '1201',
    });
    expect(c.sourceNo).toMatch(/^HY\d{8}\d{6}$/);
    expect(await t.db.select().from(cargoPoints).where(eq(cargoPoints.cargoId, c.id))).toHaveLength(3);
    expect(await log(c.id)).toMatchObject([{ action: 'publish', fromStatus: null, toStatus: 'published' }]);
    const hall = await call(CARRIER, '/goodsSource/hallPagination', { keyword: c.goodsName });
    expect(hall.body.data.rows.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect((await call(CARRIER, '/goodsSource/grab', { cargoId: c.id, vehicleCount: 2 })).body.data).toMatchObject({ status: 'ACCEPT', vehiclesRemaining: 8 });
  });

  it('keeps a draft out of the hall, edits it and publishes it later', async () => {
    const draft = await call(STEEL_SHIPPER, '/goodsSource/save', form({ intent: 'draft' }));
    expect(draft.body).toMatchObject({ code: 200, message: CARGO_MESSAGES.saved, data: { status: 'draft' } });
    const id = draft.body.data.id;
    expect((await call(CARRIER, `/goodsSource/getById/${id}`)).body.code).toBe(404);
    const published = await call(STEEL_SHIPPER, '/goodsSource/save', form({ id, goodsName: '改名钢卷', vehicleCount: '4' }));
    expect(published.body).toMatchObject({ code: 200, data: { status: 'published' } });
    expect(await row(id)).toMatchObject({ goodsName: '改名钢卷', vehicleCount: 4, vehiclesRemaining: 4 });
    expect((await log(id)).map((l) => l.action)).toEqual(['create', 'publish']);
  });

  it('edits a published cargo until someone takes it; closes and republishes it', async () => {
    const id = (await call(STEEL_SHIPPER, '/goodsSource/save', form({ autoConfirm: '' }))).body.data.id;
    expect((await call(STEEL_SHIPPER, '/goodsSource/save', form({ id, price: '90' }))).body).toMatchObject({ code: 200, message: CARGO_MESSAGES.updated });
    expect((await row(id)).unitPriceFen).toBe(9000);
    expect((await call(STEEL_SHIPPER, '/goodsSource/close', { id })).body).toMatchObject({ code: 200, data: { status: 'closed' } });
    expect((await call(CARRIER, '/goodsSource/grab', { cargoId: id, vehicleCount: 1 })).body.code).not.toBe(200);
    expect((await call(STEEL_SHIPPER, '/goodsSource/close', { id })).body).toMatchObject({ code: 400, message: CARGO_MESSAGES.notAllowed });
    expect((await call(STEEL_SHIPPER, '/goodsSource/republish', { id })).body).toMatchObject({ code: 200, data: { status: 'published' } });
    expect((await call(CARRIER, '/goodsSource/grab', { cargoId: id, vehicleCount: 1 })).body.code).toBe(200);
    expect((await call(STEEL_SHIPPER, '/goodsSource/save', form({ id, price: '95' }))).body).toMatchObject({ code: 400, message: CARGO_MESSAGES.notEditable });
    expect((await row(id)).unitPriceFen).toBe(9000);
    expect((await log(id)).map((l) => l.action)).toEqual(['publish', 'edit', 'close', 'republish']);
  });

  it('refuses bad input at its field and saves nothing', async () => {
    const before = (await t.db.select().from(cargoSources)).length;
    const banned = await call(STEEL_SHIPPER, '/goodsSource/save', form({ goodsName: '钢材 代 开 发 票' }));
    expect(banned.body.code).toBe(400);
    expect(banned.body.message).toContain('内容包含违禁词');
    expect(banned.body.data).toEqual({ field: 'goodsName' });
    const region = await call(STEEL_SHIPPER, '/goodsSource/save', form({ unloadPoints: [point({ provinceCode: '13', cityCode: '1399', districtCode: '' })] }));
    expect(region.body).toMatchObject({ code: 400, message: CARGO_MESSAGES.regionUnknown, data: { field: 'unloadPoints[0].cityCode' } });
    const mismatch = await call(STEEL_SHIPPER, '/goodsSource/save', form({ loadPoints: [point({ cityCode: '1201' })] }));
    expect(mismatch.body).toMatchObject({ code: 400, message: CARGO_MESSAGES.cityMismatch });
    expect((await call(STEEL_SHIPPER, '/goodsSource/save', form({ businessType: '3' }))).body).toMatchObject({
      code: 400,
      message: CARGO_MESSAGES.deadlineRequired,
    });
    expect((await call(STEEL_SHIPPER, '/goodsSource/save', form({ deadline: '2020-01-01T10:00' }))).body).toMatchObject({
      code: 400,
      message: CARGO_MESSAGES.deadlinePast,
    });
    expect((await call(STEEL_SHIPPER, '/goodsSource/save', form({ price: '-1' }))).body).toMatchObject({ code: 400, message: CARGO_MESSAGES.priceInvalid });
    expect((await call(STEEL_SHIPPER, '/goodsSource/save', form({ loadPoints: [] }))).body).toMatchObject({ code: 400, message: CARGO_MESSAGES.pointsLoad });
    expect((await call(CARRIER, '/goodsSource/save', form())).body).toMatchObject({ code: 400, message: CARGO_MESSAGES.shippersOnly });
    expect((await t.db.select().from(cargoSources)).length).toBe(before);
  });

  it('refuses load/unload times before today (China time) and a deadline that has passed, also in a draft', async () => {
    const before = (await t.db.select().from(cargoSources)).length;
    const today = chinaToday();
    const yesterday = chinaToday(Date.now() - 86_400_000);
    const past = await call(
      STEEL_SHIPPER,
      '/goodsSource/save',
      form({ loadPoints: [point({ windowStart: `${yesterday}T08:00`, windowEnd: `${today}T18:00` })] }),
    );
    expect(past.body).toMatchObject({ code: 400, message: CARGO_MESSAGES.windowPast(today) });
    expect(past.body.message).toContain('时间不能早于今天');
    const unload = await call(
      STEEL_SHIPPER,
      '/goodsSource/save',
      form({ intent: 'draft', unloadPoints: [point({ provinceCode: '12', cityCode: '1201', districtCode: '120116', windowEnd: '2020-01-01 10:00' })] }),
    );
    expect(unload.body).toMatchObject({ code: 400, message: CARGO_MESSAGES.windowPast(today) });
    const deadline = await call(STEEL_SHIPPER, '/goodsSource/save', form({ intent: 'draft', deadline: `${today}T00:00` }));
    expect(deadline.body).toMatchObject({ code: 400, message: CARGO_MESSAGES.deadlinePast });
    expect((await t.db.select().from(cargoSources)).length).toBe(before);
    // today itself is allowed: a window from 00:00 China time today
    const ok = await call(STEEL_SHIPPER, '/goodsSource/save', form({ loadPoints: [point({ windowStart: `${today}T00:00`, windowEnd: `${today}T23:59` })] }));
    expect(ok.body.code, ok.body.message).toBe(200);
  });

  it('takes “today” in Asia/Shanghai whatever the server’s zone', () => {
    // 2026-11-26 17:30 UTC is 2026-11-27 01:30 in China
    expect(chinaToday(Date.UTC(2026, 10, 26, 17, 30))).toBe('2026-11-27');
    expect(chinaToday(Date.UTC(2026, 10, 26, 15, 59))).toBe('2026-11-26');
  });

  it('applies the shipper’s order limits and required load/unload fields', async () => {
    expect((await call(STEEL_SHIPPER, '/publishRules/orderLimit', { maxVehiclesPerCargo: '5', maxVehiclesPerOrder: '2', maxUnitPrice: '100' })).body.code).toBe(
      200,
    );
    expect((await call(STEEL_SHIPPER, '/publishRules/required', { required: ['unload.contactName', 'load.window'] })).body.code).toBe(200);
    try {
      expect((await call(STEEL_SHIPPER, '/goodsSource/save', form({ vehicleCount: '6' }))).body).toMatchObject({
        code: 400,
        message: CARGO_MESSAGES.limitVehicles(5),
        data: { field: 'vehicleCount' },
      });
      expect((await call(STEEL_SHIPPER, '/goodsSource/save', form({ vehicleCount: '5', price: '120' }))).body).toMatchObject({
        code: 400,
        message: CARGO_MESSAGES.limitPrice('100.00'),
      });
      const noWindow = await call(STEEL_SHIPPER, '/goodsSource/save', form({ vehicleCount: '5' }));
      expect(noWindow.body).toMatchObject({ code: 400, message: CARGO_MESSAGES.windowRequired, data: { field: 'loadPoints[0].windowStart' } });
      const load = [point({ windowStart: '2030-01-01T08:00', windowEnd: '2030-01-01T18:00' })];
      const noContact = await call(
        STEEL_SHIPPER,
        '/goodsSource/save',
        form({ vehicleCount: '5', loadPoints: load, unloadPoints: [point({ contactName: '' })] }),
      );
      expect(noContact.body).toMatchObject({ code: 400, message: CARGO_MESSAGES.contactRequired, data: { field: 'unloadPoints[0].contactName' } });
      const ok = await call(STEEL_SHIPPER, '/goodsSource/save', form({ vehicleCount: '5', loadPoints: load }));
      expect(ok.body.code).toBe(200);
      // The per-order limit holds for grabs on this shipper's cargo.
      expect((await call(CARRIER, '/goodsSource/grab', { cargoId: ok.body.data.id, vehicleCount: 3 })).body).toMatchObject({
        code: 400,
        message: CARGO_MESSAGES.limitPerOrder(2),
      });
      expect((await row(ok.body.data.id)).vehiclesRemaining).toBe(5);
      // The rules are the shipper's own: another shipper's are untouched.
      expect((await call(OTHER_SHIPPER, '/publishRules/get')).body.data).toMatchObject({ maxVehiclesPerCargo: null, required: [] });
    } finally {
      await t.db.delete(shipperPublishRules);
    }
  });

  it('refuses publishing when operations disabled order issuing', async () => {
    const [shipper] = await t.db.select().from(users).where(eq(users.mobile, OTHER_SHIPPER));
    const { shipOrderControls } = await import('../../db/schema');
    await t.db
      .insert(shipOrderControls)
      .values({ userId: shipper.id, shipOrderStatus: '0' })
      .onConflictDoUpdate({ target: shipOrderControls.userId, set: { shipOrderStatus: '0' } });
    try {
      expect((await call(OTHER_SHIPPER, '/goodsSource/save', form())).body).toMatchObject({ code: 400, message: CARGO_MESSAGES.orderIssuingDisabled });
      expect((await call(OTHER_SHIPPER, '/goodsSource/save', form({ intent: 'draft' }))).body.code).toBe(200);
    } finally {
      await t.db.delete(shipOrderControls).where(eq(shipOrderControls.userId, shipper.id));
    }
  });

  it('a total price is shared out by vehicles in the orders', async () => {
    const id = (await call(STEEL_SHIPPER, '/goodsSource/save', form({ priceMode: 'total', price: '10000', vehicleCount: '4', totalWeightT: '120' }))).body.data
      .id;
    expect(await row(id)).toMatchObject({ priceMode: 'total', totalPriceFen: 1_000_000, unitPriceFen: 8333 });
    const grabbed = await call(CARRIER, '/goodsSource/grab', { cargoId: id, vehicleCount: 1 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, grabbed.body.data.orderId));
    expect(order.totalFen).toBe(250_000);
  });

  it('designated carriers get orders of source 3 waiting for them, and a message', async () => {
    const [shipper] = await t.db.select().from(users).where(eq(users.mobile, STEEL_SHIPPER));
    const [carrier] = await t.db.select().from(users).where(eq(users.mobile, CARRIER));
    const carrierCompany = carrier.companyId!;
    await ensureFrequentCarrier(t.db, shipper, carrier);
    const res = await call(
      STEEL_SHIPPER,
      '/goodsSource/save',
      form({ businessType: '1', publishScope: 'designated', designated: [carrierCompany], vehicleCount: '3' }),
    );
    expect(res.body.code).toBe(200);
    const made = await t.db.select().from(orders).where(eq(orders.cargoId, res.body.data.id));
    expect(made).toMatchObject([{ source: '3', status: 'WAITACCEPT', vehicleCount: 3, carrierCompanyId: carrierCompany }]);
    expect(await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, made[0].id))).toMatchObject([{ action: 'designate', toStatus: 'WAITACCEPT' }]);
    const told = await t.db.select().from(messages).where(eq(messages.userId, made[0].carrierUserId));
    expect(told.some((m) => m.content.includes(made[0].orderNo))).toBe(true);
    expect((await row(res.body.data.id)).status).toBe('done');
    // A quick order (/user/placeAnOrder) makes the same orders as enterprise orders (source 7).
    const quick = await call(
      STEEL_SHIPPER,
      '/goodsSource/save',
      form({ businessType: '1', publishScope: 'designated', designated: [carrierCompany], vehicleCount: '2', orderKind: 'quick' }),
    );
    expect(await t.db.select().from(orders).where(eq(orders.cargoId, quick.body.data.id))).toMatchObject([
      { source: '7', status: 'WAITACCEPT', vehicleCount: 2 },
    ]);
    expect((await call(STEEL_SHIPPER, '/goodsSource/save', form({ businessType: '1', orderKind: 'quick' }))).body.code).toBe(400);
    // On a carrier's line (any carrier): its company gets the order, source 8.
    const { lines } = await import('../../db/schema');
    const [line] = await t.db.select().from(lines).limit(1);
    const onLine = await call(
      STEEL_SHIPPER,
      '/goodsSource/save',
      form({ businessType: '1', publishScope: 'designated', lineId: String(line.id), vehicleCount: '1' }),
    );
    expect(onLine.body.code).toBe(200);
    expect(await t.db.select().from(orders).where(eq(orders.cargoId, onLine.body.data.id))).toMatchObject([{ source: '8', carrierCompanyId: line.companyId }]);
    expect((await call(STEEL_SHIPPER, '/goodsSource/save', form({ businessType: '1', publishScope: 'designated', lineId: '99999999' }))).body).toMatchObject({
      code: 400,
      data: { field: 'lineId' },
    });
    expect((await call(OTHER_SHIPPER, `/line/forOrder/${line.id}`)).body.data).toMatchObject({ id: line.id, companyId: line.companyId });
    // Not a partner: refused at the field.
    const stranger = await call(
      STEEL_SHIPPER,
      '/goodsSource/save',
      form({ businessType: '1', publishScope: 'designated', designated: [99_999], vehicleCount: '3' }),
    );
    expect(stranger.body).toMatchObject({ code: 400, data: { field: 'designated' } });
    // Grab cargo cannot be designated.
    expect((await call(STEEL_SHIPPER, '/goodsSource/save', form({ publishScope: 'designated', designated: [carrierCompany] }))).body).toMatchObject({
      code: 400,
      message: CARGO_MESSAGES.designatedPublicOnly,
    });
  });
});

describe('a cargo is its shipper’s company’s alone', () => {
  it('another company cannot read, edit, close or republish it, nor see it in its list', async () => {
    const id = (await call(STEEL_SHIPPER, '/goodsSource/save', form({ intent: 'draft' }))).body.data.id;
    expect((await call(OTHER_SHIPPER, `/goodsSource/getForEdit/${id}`)).body.code).toBe(404);
    expect((await call(OTHER_SHIPPER, `/goodsSource/record/${id}`)).body.code).toBe(404);
    expect((await call(OTHER_SHIPPER, '/goodsSource/save', form({ id }))).body.code).toBe(404);
    expect((await call(OTHER_SHIPPER, '/goodsSource/close', { id })).body.code).toBe(404);
    expect((await call(CARRIER, '/goodsSource/close', { id })).body.code).toBe(400);
    const mine = await call(OTHER_SHIPPER, '/goodsSource/myPagination', { pageSize: 50 });
    expect(mine.body.data.rows.some((r: { id: number }) => r.id === id)).toBe(false);
    const own = await call(STEEL_SHIPPER, '/goodsSource/myPagination', { status: 'draft', pageSize: 50 });
    expect(own.body.data.rows.some((r: { id: number }) => r.id === id)).toBe(true);
    const edit = await call(STEEL_SHIPPER, `/goodsSource/getForEdit/${id}`);
    expect(edit.body.data).toMatchObject({ status: 'draft', taken: false, values: { businessType: '2', price: '85.50', totalWeightT: '300' } });
    expect(edit.body.data.values.loadPoints[0]).toMatchObject({ cityCode: '1302', districtCode: '130207' });
    expect((await row(id)).status).toBe('draft');
  });
});

describe('who may take part', () => {
  it('an unqualified carrier can neither grab nor quote', async () => {
    const [agent] = await t.db.select().from(users).where(eq(users.mobile, AGENT));
    const grabId = (await call(STEEL_SHIPPER, '/goodsSource/save', form())).body.data.id;
    await t.db.update(users).set({ company: 'n', individual: 'n' }).where(eq(users.id, agent.id));
    try {
      expect((await call(AGENT, '/goodsSource/grab', { cargoId: grabId, vehicleCount: 1 })).body).toMatchObject({
        code: 400,
        message: MESSAGES_8.noBusinessQualification,
      });
      expect((await row(grabId)).vehiclesRemaining).toBe(10);
    } finally {
      await t.db.update(users).set({ company: agent.company, individual: agent.individual }).where(eq(users.id, agent.id));
    }
  });
});

describe('bidding on a published bid cargo', () => {
  it('the shipper may end quoting early and open; quotes after that are refused', async () => {
    const deadline = new Date(Date.now() + 86_400_000 + 8 * 3600_000).toISOString().slice(0, 16);
    const id = (await call(STEEL_SHIPPER, '/goodsSource/save', form({ businessType: '3', deadline, autoConfirm: '' }))).body.data.id;
    expect(await row(id)).toMatchObject({ bidStatus: '1', bidMethod: 'public', autoConfirm: false });
    expect((await call(CARRIER, '/bid/quote', { cargoId: id, unitPriceFen: 8000, vehicleCount: 4 })).body.code).toBe(200);
    expect((await call(STEEL_SHIPPER, '/bid/open', { cargoId: id })).body).toMatchObject({ code: 400, message: BID_MESSAGES.notYetDue });
    expect((await call(OTHER_SHIPPER, '/bid/open', { cargoId: id, early: true })).body.code).toBe(404);
    expect((await call(STEEL_SHIPPER, '/bid/open', { cargoId: id, early: true })).body).toMatchObject({ code: 200, data: { bidStatus: '2' } });
    expect((await call(AGENT, '/bid/quote', { cargoId: id, unitPriceFen: 7000, vehicleCount: 4 })).body).toMatchObject({
      code: 400,
      message: BID_MESSAGES.notOpenForQuotes,
    });
    // A grab on a bid cargo is still refused.
    expect((await call(CARRIER, '/goodsSource/grab', { cargoId: id, vehicleCount: 1 })).body.message).toBe(GRAB_MESSAGES.notGrabType);
  });
});

describe('frequent entries', () => {
  it('are saved from the form and kept per company; another company sees none of them', async () => {
    const res = await call(
      STEEL_SHIPPER,
      '/goodsSource/save',
      form({ intent: 'draft', goodsName: '常用热轧卷', saveGoods: 'on', savePoints: 'on', templateName: '丰南到天津港' }),
    );
    expect(res.body.code).toBe(200);
    const goods = await call(STEEL_SHIPPER, '/frequent/pagination', { kind: 'goods', keyword: '常用热轧卷' });
    expect(goods.body.data.rows).toMatchObject([{ title: '常用热轧卷', data: { goodsType: 'steel', quantityUnit: 'ton' } }]);
    const templates = await call(STEEL_SHIPPER, '/frequent/pagination', { kind: 'template' });
    const template = templates.body.data.rows.find((r: { title: string }) => r.title === '丰南到天津港');
    expect(template.data).toMatchObject({ goodsName: '常用热轧卷', loadPoints: [{ cityCode: '1302' }] });
    expect((await call(STEEL_SHIPPER, '/frequent/pagination', { kind: 'contact', keyword: '王强' })).body.data.total).toBe(1);
    expect((await call(OTHER_SHIPPER, '/frequent/pagination', { kind: 'goods', keyword: '常用热轧卷' })).body.data.total).toBe(0);
    expect((await call(OTHER_SHIPPER, `/frequent/getById/template/${template.id}`)).body.code).toBe(404);
    expect((await call(OTHER_SHIPPER, '/frequent/delete', { kind: 'template', id: template.id })).body.code).toBe(404);

    const bad = await call(STEEL_SHIPPER, '/frequent/save', { kind: 'contact', data: { contactName: '李', contactPhone: '123' } });
    expect(bad.body).toMatchObject({ code: 400, message: CARGO_MESSAGES.phone, data: { field: 'contactPhone' } });
    const added = await call(STEEL_SHIPPER, '/frequent/save', { kind: 'address', data: { provinceCode: '12', cityCode: '1201', address: '东疆港区8号' } });
    expect(added.body.code).toBe(200);
    expect((await call(STEEL_SHIPPER, '/frequent/delete', { kind: 'address', id: added.body.data.id })).body.code).toBe(200);
    expect(await t.db.select().from(shipperFrequents).where(eq(shipperFrequents.id, added.body.data.id))).toHaveLength(0);
  });
});

describe('placing an order on one’s own cargo', () => {
  it('gives vehicles to a frequent carrier (source 7, waiting), never more than are left, and only its own', async () => {
    const [shipper] = await t.db.select().from(users).where(eq(users.mobile, STEEL_SHIPPER));
    const [carrier] = await t.db.select().from(users).where(eq(users.mobile, CARRIER));
    await ensureFrequentCarrier(t.db, shipper, carrier);
    const id = (await call(STEEL_SHIPPER, '/goodsSource/save', form({ autoConfirm: '', vehicleCount: '6' }))).body.data.id;
    const place = (mobile: string, vehicleCount: number, carrierCompanyId = carrier.companyId) =>
      call(mobile, '/order/placeOrder', { cargoId: id, carrierCompanyId, vehicleCount });

    const placed = await place(STEEL_SHIPPER, 2);
    expect(placed.body).toMatchObject({ code: 200, data: { vehiclesRemaining: 4 } });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.body.data.orderId));
    expect(order).toMatchObject({ source: '7', status: 'WAITACCEPT', vehicleCount: 2, carrierCompanyId: carrier.companyId });
    expect(await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id))).toMatchObject([{ action: 'placeOrder', toStatus: 'WAITACCEPT' }]);

    expect((await place(STEEL_SHIPPER, 1, 99_999)).body).toMatchObject({ code: 400, data: { field: 'carrierCompanyId' } });
    expect((await place(OTHER_SHIPPER, 1)).body.code).toBe(404);
    expect((await place(CARRIER, 1)).body.code).toBe(400);

    // Orders and grabs racing for the last four vehicles: exactly four are taken.
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => place(STEEL_SHIPPER, 1)),
      ...Array.from({ length: 4 }, () => call(AGENT, '/goodsSource/grab', { cargoId: id, vehicleCount: 1 })),
    ]);
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(4);
    expect(await row(id)).toMatchObject({ vehiclesRemaining: 0, status: 'done' });
    const taken = await t.db.select().from(orders).where(eq(orders.cargoId, id));
    expect(taken.reduce((n, o) => n + o.vehicleCount, 0)).toBe(6);
    expect((await place(STEEL_SHIPPER, 1)).body.code).toBe(400);
  });
});

describe('entrusting a cargo to the platform', () => {
  it('the shipper entrusts, operations match a carrier (order of source 4), and only once', async () => {
    const OPERATOR = DEMO_ACCOUNTS.operator.mobile;
    tokens[OPERATOR] = await t.sessionFor(OPERATOR);
    const id = (await call(STEEL_SHIPPER, '/goodsSource/save', form({ vehicleCount: '4' }))).body.data.id;
    const draft = (await call(STEEL_SHIPPER, '/goodsSource/save', form({ intent: 'draft' }))).body.data.id;
    expect((await call(STEEL_SHIPPER, '/entrust/save', { cargoId: draft })).body.code).toBe(400);
    expect((await call(OTHER_SHIPPER, '/entrust/save', { cargoId: id })).body.code).toBe(404);
    const entrusted = await call(STEEL_SHIPPER, '/entrust/save', { cargoId: id, remark: '急需两天内装车' });
    expect(entrusted.body.code).toBe(200);
    expect((await call(STEEL_SHIPPER, '/entrust/save', { cargoId: id })).body).toMatchObject({ code: 400, message: '该货源已委托平台' });
    const entrustId = entrusted.body.data.id;

    expect((await call(OTHER_SHIPPER, `/entrust/getById/${entrustId}`)).body.code).toBe(404);
    expect((await call(OTHER_SHIPPER, '/entrust/pagination', {})).body.data.rows.some((r: { id: number }) => r.id === entrustId)).toBe(false);
    expect((await call(OPERATOR, '/entrust/pagination', { status: 'WAIT' })).body.data.rows.some((r: { id: number }) => r.id === entrustId)).toBe(true);

    const [carrier] = await t.db.select().from(users).where(eq(users.mobile, CARRIER));
    expect((await call(STEEL_SHIPPER, '/entrust/match', { entrustId, carrierCompanyId: carrier.companyId })).body.code).toBe(403); // operations only: the permission check refuses (decision 022)
    const results = await Promise.all([1, 2, 3].map(() => call(OPERATOR, '/entrust/match', { entrustId, carrierCompanyId: carrier.companyId })));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    const made = await t.db.select().from(orders).where(eq(orders.cargoId, id));
    expect(made).toMatchObject([{ source: '4', status: 'WAITACCEPT', vehicleCount: 4, carrierCompanyId: carrier.companyId }]);
    expect(await row(id)).toMatchObject({ status: 'done', vehiclesRemaining: 0 });
    const detail = await call(STEEL_SHIPPER, `/entrust/getById/${entrustId}`);
    expect(detail.body.data).toMatchObject({ status: 'MATCHED', orderNo: made[0].orderNo });
    expect(detail.body.data.steps.map((s: { action: string }) => s.action)).toEqual(['entrust', 'match']);
    expect((await call(STEEL_SHIPPER, '/entrust/cancel', { id: entrustId })).body.code).toBe(400);
  });

  it('every action the platform writes in a cargo history has a label (the cargo log shows no raw action)', async () => {
    const OPERATOR = DEMO_ACCOUNTS.operator.mobile;
    tokens[OPERATOR] = await t.sessionFor(OPERATOR);
    const [carrier] = await t.db.select().from(users).where(eq(users.mobile, CARRIER));
    const withdrawn = (await call(STEEL_SHIPPER, '/goodsSource/save', form({ vehicleCount: '2' }))).body.data.id;
    const withdrawnEntrust = (await call(STEEL_SHIPPER, '/entrust/save', { cargoId: withdrawn })).body.data.id;
    expect((await call(STEEL_SHIPPER, '/entrust/cancel', { id: withdrawnEntrust })).body.code).toBe(200);
    const matched = (await call(STEEL_SHIPPER, '/goodsSource/save', form({ vehicleCount: '2' }))).body.data.id;
    const matchedEntrust = (await call(STEEL_SHIPPER, '/entrust/save', { cargoId: matched })).body.data.id;
    expect((await call(OPERATOR, '/entrust/match', { entrustId: matchedEntrust, carrierCompanyId: carrier.companyId })).body.code).toBe(200);
    expect((await log(withdrawn)).map((h) => h.action)).toEqual(['publish', 'entrust', 'cancelEntrust']);
    expect((await log(matched)).map((h) => h.action)).toEqual(['publish', 'entrust', 'match']);

    // every action in the database: the seed's and what this file's tests wrote
    const written = [...new Set((await t.db.selectDistinct({ action: cargoHistory.action }).from(cargoHistory)).map((r) => r.action))];
    expect(written.filter((action) => !(action in CARGO_HISTORY_ACTION_LABELS))).toEqual([]);
  });
});
