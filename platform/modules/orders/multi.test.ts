import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { MULTI_MESSAGES, STOP_MOVES, prefillFromRoute, routeInput, stopModeOf, stopMoveFor } from '../../contract/orders/multi';
import {
  cargoPoints,
  cargoSources,
  carrierRoutes,
  drivers,
  frequentCarriers,
  orders,
  users,
  vehicles,
  waybillHistory,
  waybillStops,
  waybills,
} from '../../db/schema';
import { nextIp, openTestPlatform, type TestPlatform } from '../auth/testing';
import { insertOrder } from '../market/orders';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { waybillFileAllowed } from './queries';

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile; // 顺达: owns the seed's multi-point orders
const OTHER_CARRIER = DEMO_ACCOUNTS.individualAgent.mobile; // another fleet, not a party
const DRIVER = DEMO_ACCOUNTS.driverZhouLiqiang.mobile; // 周立强, a driver of 顺达 with no waybill in the seed
const OTHER_DRIVER = DEMO_ACCOUNTS.driverSunGuodong.mobile; // 孙国栋, also of 顺达, not on these waybills

let t: TestPlatform;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await openTestPlatform();
  for (const mobile of [SHIPPER, CARRIER, OTHER_CARRIER, DRIVER, OTHER_DRIVER]) tokens[mobile] = await t.sessionFor(mobile);
});

afterAll(async () => {
  await t?.close();
});

const call = (mobile: string, path: string, json?: unknown) => t.call(path, { token: tokens[mobile], ip: nextIp(), json });
const get = (mobile: string, path: string) => t.call(path, { method: 'GET', token: tokens[mobile], ip: nextIp() });
const userOf = async (mobile: string) => (await t.db.select().from(users).where(eq(users.mobile, mobile)))[0];
const driverOf = async (mobile: string) => (await t.db.select().from(drivers).where(eq(drivers.mobile, mobile)))[0];

/** A fresh accepted order of 顺达 on the seed's multi-point cargo (two loads, two unloads). */
async function multiOrder(weightKg = 60_000) {
  const shipper = await userOf(SHIPPER);
  const carrier = await userOf(CARRIER);
  const [cargo] = await t.db.select().from(cargoSources).where(eq(cargoSources.goodsName, '彩涂钢板')).limit(1);
  const order = await t.db.transaction((tx) =>
    insertOrder(tx, {
      cargoId: cargo.id,
      shipperCompanyId: shipper.companyId,
      shipperUserId: shipper.id,
      carrierCompanyId: carrier.companyId,
      carrierUserId: carrier.id,
      source: '3',
      status: 'ACCEPT',
      vehicleCount: 2,
      weightKg,
      unitPriceFen: 10_000,
      totalFen: weightKg * 10,
    }),
  );
  const points = await t.db.select().from(cargoPoints).where(eq(cargoPoints.cargoId, cargo.id));
  const of = (kind: string, seq: number) => points.filter((p) => p.kind === kind).sort((a, b) => a.seq - b.seq)[seq].id;
  return { order, load1: of('load', 0), load2: of('load', 1), unload1: of('unload', 0), unload2: of('unload', 1) };
}

let plateSeq = 0;
async function freshVehicle() {
  const [template] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '津C28561'));
  const { id: _id, ...fields } = template;
  plateSeq += 1;
  const [row] = await t.db
    .insert(vehicles)
    .values({ ...fields, plateNo: `津M${String(20000 + plateSeq)}` })
    .returning();
  return row;
}

// A driver may carry one live waybill at a time (dispatch checks): each dispatch the carrier makes
// alone gets its own driver record, without a platform account.
let driverSeq = 0;
async function freshDriver() {
  const { id: _id, userId: _user, ...fields } = await driverOf(OTHER_DRIVER);
  driverSeq += 1;
  const [row] = await t.db
    .insert(drivers)
    .values({ ...fields, name: `测试司机${driverSeq}`, mobile: `1390009${String(driverSeq).padStart(4, '0')}` })
    .returning();
  return row;
}

async function slip(mobile: string): Promise<string> {
  const bytes = new Uint8Array(256);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const body = new FormData();
  body.set('file', new File([bytes], '磅单.png', { type: 'image/png' }));
  body.set('purpose', 'pound_slip');
  const res = await t.call('/actions/upload/image', { token: tokens[mobile], ip: nextIp(), body });
  expect(res.body.code).toBe(200);
  return res.body.data.uuid as string;
}

describe('the contract', () => {
  it('calls an order multi when its cargo has several load or unload points', () => {
    expect(stopModeOf([{ kind: 'load' }, { kind: 'unload' }])).toBe('single');
    expect(stopModeOf([{ kind: 'load' }, { kind: 'load' }, { kind: 'unload' }])).toBe('multi');
    expect(stopModeOf([{ kind: 'load' }, { kind: 'unload' }, { kind: 'unload' }])).toBe('multi');
  });

  it('moves the waybill by its stops: first load → LOAD, the last unload → UNLOAD, the rest keep LOAD, strictly in order', () => {
    const stops = [
      { id: 1, seq: 1, kind: 'load', done: false },
      { id: 2, seq: 2, kind: 'load', done: false },
      { id: 3, seq: 3, kind: 'unload', done: false },
      { id: 4, seq: 4, kind: 'unload', done: false },
    ];
    expect(stopMoveFor(stops, 1, 'CREATED')).toEqual({ refusal: MULTI_MESSAGES.notStarted });
    expect(stopMoveFor(stops, 2, 'START')).toEqual({ refusal: MULTI_MESSAGES.stopOutOfOrder });
    expect(stopMoveFor(stops, 9, 'START')).toEqual({ refusal: MULTI_MESSAGES.stopNotFound });
    expect(stopMoveFor(stops, 1, 'START')).toMatchObject({ move: { from: 'START', to: 'LOAD', action: 'load' } });
    stops[0].done = true;
    expect(stopMoveFor(stops, 1, 'LOAD')).toEqual({ refusal: MULTI_MESSAGES.stopDone });
    expect(stopMoveFor(stops, 2, 'LOAD')).toMatchObject({ move: { from: 'LOAD', to: 'LOAD', action: 'stopLoad' } });
    stops[1].done = true;
    expect(stopMoveFor(stops, 3, 'LOAD')).toMatchObject({ move: { from: 'LOAD', to: 'LOAD', action: 'stopUnload' } });
    stops[2].done = true;
    expect(stopMoveFor(stops, 4, 'LOAD')).toMatchObject({ move: { from: 'LOAD', to: 'UNLOAD', action: 'unload' } });
    // One stop of each kind: the load is the first, the unload the last.
    const two = [
      { id: 1, seq: 1, kind: 'load', done: true },
      { id: 2, seq: 2, kind: 'unload', done: false },
    ];
    expect(stopMoveFor(two, 2, 'LOAD')).toMatchObject({ move: { to: 'UNLOAD' } });
    expect(STOP_MOVES.filter((m) => m.from !== m.to).map((m) => m.action)).toEqual(['load', 'unload']);
  });

  it('prefills planned weights from a route by kind and city, each route stop used once', () => {
    const route = [
      { kind: 'load', cityCode: '1302', plannedKg: 16_000 },
      { kind: 'load', cityCode: '1302', plannedKg: 14_000 },
      { kind: 'unload', cityCode: '1201', plannedKg: 30_000 },
    ];
    const { plannedKg, matched } = prefillFromRoute(route, [
      { id: 10, kind: 'load', cityCode: '1302' },
      { id: 11, kind: 'load', cityCode: '1302' },
      { id: 12, kind: 'unload', cityCode: '1201' },
      { id: 13, kind: 'unload', cityCode: '1201' },
      { id: 14, kind: 'unload', cityCode: '3701' },
    ]);
    expect([...plannedKg.entries()]).toEqual([
      [10, 16_000],
      [11, 14_000],
      [12, 30_000],
      [13, 0],
      [14, 0],
    ]);
    expect(matched).toBe(3);
  });

  it('validates route stops with Chinese messages at the field', () => {
    const stop = (kind: string, extra: Record<string, string> = {}) => ({ kind, provinceCode: '13', cityCode: '1302', address: '钢城路18号', ...extra });
    const bad = routeInput.safeParse({ name: '', stops: [stop('unload'), stop('load', { cityCode: '1201', contactPhone: '123' })] });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toContain(`name:${MULTI_MESSAGES.routeNameRequired}`);
    expect(messages).toContain(`stops.1.cityCode:${MULTI_MESSAGES.cityMismatch}`);
    expect(messages).toContain(`stops.1.contactPhone:${MULTI_MESSAGES.phone}`);
    const order = routeInput.safeParse({ name: '唐山—天津', stops: [stop('unload', { provinceCode: '12', cityCode: '1201' }), stop('load')] });
    expect(order.error!.issues[0].message).toBe(MULTI_MESSAGES.routeOrder);
    const ok = routeInput.parse({
      name: '唐山—天津',
      stops: [stop('load', { planned: '16.5' }), stop('unload', { provinceCode: '12', cityCode: '1201', planned: '' })],
    });
    expect(ok.stops.map((s) => s.planned)).toEqual([16_500, 0]);
  });
});

describe('taking multi-point cargo', () => {
  it('a designated carrier accepts a cargo of two loads and two unloads: a multi order whose stops are its points', async () => {
    const shipper = await userOf(SHIPPER);
    const carrier = await userOf(CARRIER);
    const [known] = await t.db
      .select()
      .from(frequentCarriers)
      .where(
        and(
          eq(frequentCarriers.ownerCompanyId, shipper.companyId!),
          eq(frequentCarriers.carrierCompanyId, carrier.companyId!),
          eq(frequentCarriers.relation, 'carrier'),
        ),
      );
    if (!known)
      await t.db
        .insert(frequentCarriers)
        .values({ relation: 'carrier', ownerCompanyId: shipper.companyId, ownerUserId: shipper.id, carrierCompanyId: carrier.companyId! });
    const point = (over: Record<string, string>) => ({
      provinceCode: '13',
      cityCode: '1302',
      districtCode: '130208',
      address: '钢城路18号',
      contactName: '王强',
      contactPhone: '13912345678',
      ...over,
    });
    const saved = await call(SHIPPER, '/goodsSource/save', {
      intent: 'publish',
      businessType: '1',
      goodsName: '多点测试钢卷',
      goodsType: 'steel',
      quantity: '60',
      quantityUnit: 'ton',
      totalWeightT: '60',
      vehicleCount: '2',
      priceMode: 'unit',
      price: '98',
      payType: 'outline',
      chargeMode: 'cash',
      chargeNode: 'load',
      publishScope: 'designated',
      designated: [carrier.companyId],
      loadPoints: [point({}), point({ districtCode: '130283', address: '滨河东路66号' })],
      unloadPoints: [
        point({ provinceCode: '12', cityCode: '1201', districtCode: '120116', address: '渤海十路' }),
        point({ provinceCode: '12', cityCode: '1201', districtCode: '120110', address: '津汉公路' }),
      ],
    });
    expect(saved.body.code).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.cargoId, saved.body.data.id));
    expect((await call(CARRIER, '/order/accept', { orderId: order.id })).body.code).toBe(200);
    const detail = (await get(CARRIER, `/order/multi/${order.id}`)).body.data;
    expect(detail.stopMode).toBe('multi');
    expect(detail.stops.map((s: { kind: string; address: string }) => `${s.kind}:${s.address}`)).toEqual([
      'load:钢城路18号',
      'load:滨河东路66号',
      'unload:渤海十路',
      'unload:津汉公路',
    ]);
    expect((await get(CARRIER, `/order/getById/${order.id}`)).body.data.order.stopMode).toBe('multi');
  });
});

describe('dispatching along stops', () => {
  it('creates one waybill with its stops in route order, counting against the remainder', async () => {
    const { order, load1, load2, unload1, unload2 } = await multiOrder();
    const v = await freshVehicle();
    const d = await freshDriver();
    const res = await call(CARRIER, '/dispatchOrder/saveMulti', {
      orderId: order.id,
      vehicleId: v.id,
      driverId: d.id,
      stops: [
        { pointId: unload2, plannedKg: 10_000 },
        { pointId: load1, plannedKg: 16_000 },
        { pointId: load2, plannedKg: 14_000 },
        { pointId: unload1, plannedKg: 20_000 },
      ],
    });
    expect(res.body).toMatchObject({ code: 200, message: ORDER_MESSAGES.dispatched });
    const waybillId = res.body.data.waybillId as number;
    const [bill] = await t.db.select().from(waybills).where(eq(waybills.id, waybillId));
    expect(bill).toMatchObject({ status: 'CREATED', plannedWeightKg: 30_000 });
    const stops = await t.db.select().from(waybillStops).where(eq(waybillStops.waybillId, waybillId)).orderBy(waybillStops.seq);
    expect(stops.map((s) => [s.seq, s.pointId, s.kind, s.plannedWeightKg])).toEqual([
      [1, load1, 'load', 16_000],
      [2, load2, 'load', 14_000],
      [3, unload1, 'unload', 20_000],
      [4, unload2, 'unload', 10_000],
    ]);
    const detail = await get(CARRIER, `/order/multi/${order.id}`);
    expect(detail.body.data).toMatchObject({ stopMode: 'multi', order: { remainderKg: 30_000, status: 'WAITLOAD' } });
    expect(detail.body.data.stops.map((s: { plannedKg: number }) => s.plannedKg)).toEqual([16_000, 14_000, 20_000, 10_000]);

    // Over the remainder (30 t left) and over the vehicle: refused, nothing made.
    const over = await call(CARRIER, '/dispatchOrder/saveMulti', {
      orderId: order.id,
      vehicleId: (await freshVehicle()).id,
      driverId: (await freshDriver()).id,
      stops: [
        { pointId: load1, plannedKg: 31_000 },
        { pointId: unload1, plannedKg: 31_000 },
      ],
    });
    expect(over.body).toMatchObject({ code: 400, message: ORDER_MESSAGES.overRemainder('30') });
    expect(await t.db.select().from(waybills).where(eq(waybills.orderId, order.id))).toHaveLength(1);
  });

  it('refuses unbalanced plans, stops of another order, duplicates, a plan without unloading, single orders and other parties', async () => {
    const { order, load1, load2, unload1 } = await multiOrder();
    const other = await multiOrder();
    const v = await freshVehicle();
    const d = await freshDriver();
    const send = (mobile: string, stops: { pointId: number; plannedKg: number }[], orderId = order.id) =>
      call(mobile, '/dispatchOrder/saveMulti', { orderId, vehicleId: v.id, driverId: d.id, stops });
    expect(
      (
        await send(CARRIER, [
          { pointId: load1, plannedKg: 10_000 },
          { pointId: unload1, plannedKg: 8_000 },
        ])
      ).body,
    ).toMatchObject({ code: 400, message: MULTI_MESSAGES.unbalanced('10', '8') });
    expect(
      (
        await send(CARRIER, [
          { pointId: load1, plannedKg: 10_000 },
          { pointId: load2, plannedKg: 8_000 },
        ])
      ).body,
    ).toMatchObject({ code: 400, message: MULTI_MESSAGES.needLoadAndUnload });
    expect(
      (
        await send(CARRIER, [
          { pointId: load1, plannedKg: 5_000 },
          { pointId: load1, plannedKg: 5_000 },
          { pointId: unload1, plannedKg: 10_000 },
        ])
      ).body,
    ).toMatchObject({ code: 400, message: MULTI_MESSAGES.stopDuplicate });
    const [foreign] = await t.db.select().from(cargoPoints).where(eq(cargoPoints.kind, 'unload')).limit(1);
    expect(
      (
        await send(CARRIER, [
          { pointId: load1, plannedKg: 5_000 },
          { pointId: foreign.id, plannedKg: 5_000 },
        ])
      ).body,
    ).toMatchObject({ code: 400, message: MULTI_MESSAGES.stopUnknown });
    // Another company's carrier and the shipper do not dispatch this order: 404 as "not yours".
    expect(
      (
        await send(OTHER_CARRIER, [
          { pointId: load1, plannedKg: 5_000 },
          { pointId: unload1, plannedKg: 5_000 },
        ])
      ).body.code,
    ).toBe(404);
    expect(
      (
        await send(SHIPPER, [
          { pointId: load1, plannedKg: 5_000 },
          { pointId: unload1, plannedKg: 5_000 },
        ])
      ).body.code,
    ).toBe(404);
    expect((await get(OTHER_CARRIER, `/order/multi/${order.id}`)).body.code).toBe(404);
    // A single-point order is dispatched with /user/addDispatch, not along stops.
    const [single] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.carrierCompanyId, (await userOf(CARRIER)).companyId!), eq(orders.status, 'ACCEPT'), eq(orders.source, '1')))
      .limit(1);
    if (single)
      expect(
        (
          await send(
            CARRIER,
            [
              { pointId: load1, plannedKg: 5_000 },
              { pointId: unload1, plannedKg: 5_000 },
            ],
            single.id,
          )
        ).body.message,
      ).toBe(MULTI_MESSAGES.notMulti);
    expect(await t.db.select().from(waybills).where(eq(waybills.orderId, order.id))).toHaveLength(0);
    expect(await t.db.select().from(waybills).where(eq(waybills.orderId, other.order.id))).toHaveLength(0);
  });

  it('two dispatches racing for the same remainder: exactly one wins', async () => {
    const { order, load1, unload1 } = await multiOrder(30_000);
    const [d1, d2] = [await freshDriver(), await freshDriver()];
    const [v1, v2] = [await freshVehicle(), await freshVehicle()];
    const plan = [
      { pointId: load1, plannedKg: 25_000 },
      { pointId: unload1, plannedKg: 25_000 },
    ];
    const results = await Promise.all(
      [
        [v1, d1],
        [v2, d2],
      ].map(([v, d]) => call(CARRIER, '/dispatchOrder/saveMulti', { orderId: order.id, vehicleId: v.id, driverId: d.id, stops: plan })),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.body.code === 400)!.body.message).toBe(ORDER_MESSAGES.overRemainder('5'));
    const made = await t.db.select().from(waybills).where(eq(waybills.orderId, order.id));
    expect(made).toHaveLength(1);
    expect(await t.db.select().from(waybillStops).where(eq(waybillStops.waybillId, made[0].id))).toHaveLength(2);
  });
});

describe('recording stops', () => {
  it('the driver loads at two stops and unloads at two; the waybill and order follow; the slips are kept', async () => {
    const { order, load1, load2, unload1, unload2 } = await multiOrder();
    const d = await driverOf(DRIVER);
    const res = await call(CARRIER, '/dispatchOrder/saveMulti', {
      orderId: order.id,
      vehicleId: (await freshVehicle()).id,
      driverId: d.id,
      stops: [
        { pointId: load1, plannedKg: 16_000 },
        { pointId: load2, plannedKg: 14_000 },
        { pointId: unload1, plannedKg: 20_000 },
        { pointId: unload2, plannedKg: 10_000 },
      ],
    });
    const waybillId = res.body.data.waybillId as number;
    const stops = await t.db.select().from(waybillStops).where(eq(waybillStops.waybillId, waybillId)).orderBy(waybillStops.seq);
    const record = async (mobile: string, i: number, weightKg: number) =>
      call(mobile, '/dispatchOrder/stopDone', { waybillId, stopId: stops[i].id, weightKg, slipUuid: await slip(mobile) });

    expect((await record(DRIVER, 0, 16_000)).body).toMatchObject({ code: 400, message: MULTI_MESSAGES.notStarted });
    expect((await call(DRIVER, '/dispatchOrder/transition', { waybillId, action: 'start' })).body.code).toBe(200);
    expect((await record(DRIVER, 1, 14_000)).body).toMatchObject({ code: 400, message: MULTI_MESSAGES.stopOutOfOrder });
    // The plain load move is refused for a waybill that goes along stops.
    expect((await call(DRIVER, '/dispatchOrder/transition', { waybillId, action: 'load', weightKg: 30_000, slipUuid: await slip(DRIVER) })).body.message).toBe(
      MULTI_MESSAGES.useStops,
    );
    // Another driver of the same company, and another company, cannot record it.
    expect((await record(OTHER_DRIVER, 0, 16_000)).body.code).toBe(404);
    expect((await record(OTHER_CARRIER, 0, 16_000)).body.code).toBe(404);

    expect((await record(DRIVER, 0, 16_020)).body).toMatchObject({ code: 200, data: { status: 'LOAD' } });
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('TRANSPORT');
    // The dispatcher records the second load for the driver.
    expect((await record(CARRIER, 1, 13_980)).body).toMatchObject({ code: 200, data: { status: 'LOAD' } });
    expect((await record(DRIVER, 2, 19_950)).body).toMatchObject({ code: 200, data: { status: 'LOAD' } });
    expect((await record(DRIVER, 3, 9_990)).body).toMatchObject({ code: 200, data: { status: 'UNLOAD' } });
    const [bill] = await t.db.select().from(waybills).where(eq(waybills.id, waybillId));
    // charge node of the cargo is 'unload': freight on the unloaded 29.94 t at 100 元/t
    expect(bill).toMatchObject({ status: 'UNLOAD', loadWeightKg: 30_000, unloadWeightKg: 29_940, freightFen: 299_400 });
    const history = await t.db.select().from(waybillHistory).where(eq(waybillHistory.waybillId, waybillId)).orderBy(waybillHistory.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.action])).toEqual([
      [null, 'CREATED', 'dispatch'],
      ['CREATED', 'START', 'start'],
      ['START', 'LOAD', 'load'],
      ['LOAD', 'LOAD', 'stopLoad'],
      ['LOAD', 'LOAD', 'stopUnload'],
      ['LOAD', 'UNLOAD', 'unload'],
    ]);
    const detail = (await get(SHIPPER, `/order/multi/${order.id}`)).body.data;
    expect(detail.stops.map((s: { plannedKg: number; actualKg: number }) => [s.plannedKg, s.actualKg])).toEqual([
      [16_000, 16_020],
      [14_000, 13_980],
      [20_000, 19_950],
      [10_000, 9_990],
    ]);
    expect(detail.waybills[0].canRecord).toBe(false);
    // The shipper signs as for any waybill; the mid-route slip is readable by the parties.
    expect((await call(SHIPPER, '/dispatchOrder/transition', { waybillId, action: 'sign' })).body.code).toBe(200);
    const [firstStop] = await t.db.select().from(waybillStops).where(eq(waybillStops.id, stops[0].id));
    const shipperAuth = { user: await userOf(SHIPPER), role: 'enterprise_shipper' as const, tokenHash: '' };
    expect(await waybillFileAllowed(t.db, shipperAuth, waybillId, firstStop.slipUuid!, async () => [])).toBe(true);
    const otherAuth = { user: await userOf(OTHER_CARRIER), role: 'individual_agent' as const, tokenHash: '' };
    await expect(waybillFileAllowed(t.db, otherAuth, waybillId, firstStop.slipUuid!, async () => [])).rejects.toThrow();
    const page = await get(CARRIER, `/dispatchOrder/getById/${waybillId}`);
    expect(page.body.data.waybill.stopMode).toBe('multi');
  });

  it('two people recording the same stop at once: exactly one wins', async () => {
    const { order, load1, unload1 } = await multiOrder();
    // DRIVER is still on the road with the previous test's waybill: this one goes to OTHER_DRIVER.
    const d = await driverOf(OTHER_DRIVER);
    const res = await call(CARRIER, '/dispatchOrder/saveMulti', {
      orderId: order.id,
      vehicleId: (await freshVehicle()).id,
      driverId: d.id,
      stops: [
        { pointId: load1, plannedKg: 20_000 },
        { pointId: unload1, plannedKg: 20_000 },
      ],
    });
    const waybillId = res.body.data.waybillId as number;
    await call(CARRIER, '/dispatchOrder/transition', { waybillId, action: 'start' });
    const [first] = await t.db.select().from(waybillStops).where(eq(waybillStops.waybillId, waybillId)).orderBy(waybillStops.seq).limit(1);
    const [a, b] = [await slip(OTHER_DRIVER), await slip(CARRIER)];
    const results = await Promise.all([
      call(OTHER_DRIVER, '/dispatchOrder/stopDone', { waybillId, stopId: first.id, weightKg: 20_000, slipUuid: a }),
      call(CARRIER, '/dispatchOrder/stopDone', { waybillId, stopId: first.id, weightKg: 19_000, slipUuid: b }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect(
      await t.db
        .select()
        .from(waybillHistory)
        .where(and(eq(waybillHistory.waybillId, waybillId), eq(waybillHistory.action, 'load'))),
    ).toHaveLength(1);
  });
});

describe('carriers\u2019 routes', () => {
  const body = (name: string) => ({
    name,
    stops: [
      { kind: 'load', provinceCode: '13', cityCode: '1302', address: '丰润区钢城路18号', plannedKg: 16_000 },
      { kind: 'load', provinceCode: '13', cityCode: '1302', address: '迁安市滨河东路66号', plannedKg: 14_000 },
      { kind: 'unload', provinceCode: '12', cityCode: '1201', address: '滨海新区渤海十路', plannedKg: 30_000 },
    ],
  });

  it('saves, lists by name and city, edits and soft-deletes a route of the company only', async () => {
    const made = await call(CARRIER, '/carrierRoute/save', body('测试线路甲'));
    expect(made.body).toMatchObject({ code: 200, message: MULTI_MESSAGES.saved });
    const id = made.body.data.id as number;
    const list = await call(CARRIER, '/carrierRoute/pagination', { name: '测试线路', city: '1201', pageNumber: 1, pageSize: 20 });
    expect(list.body.data.records.map((r: { id: number }) => r.id)).toContain(id);
    expect((await call(CARRIER, '/carrierRoute/pagination', { name: '测试线路', city: '3701', pageNumber: 1, pageSize: 20 })).body.data.total).toBe(0);
    // Another company sees none of it and changes nothing.
    expect((await call(OTHER_CARRIER, '/carrierRoute/pagination', { name: '测试线路', pageNumber: 1, pageSize: 20 })).body.data.total).toBe(0);
    expect((await get(OTHER_CARRIER, `/carrierRoute/getById/${id}`)).body.code).toBe(404);
    expect((await call(OTHER_CARRIER, '/carrierRoute/save', { ...body('抢改'), id })).body.code).toBe(404);
    expect((await call(OTHER_CARRIER, '/carrierRoute/delete', { id })).body.code).toBe(404);
    // A shipper has no routes; a vehicle of another fleet is refused at its field.
    expect((await call(SHIPPER, '/carrierRoute/pagination', { pageNumber: 1, pageSize: 20 })).body.code).toBe(400);
    const [foreignVehicle] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '冀B9E726'));
    expect((await call(CARRIER, '/carrierRoute/save', { ...body('测试线路乙'), defaultVehicleId: foreignVehicle.id })).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.vehicleNotYours,
      data: { field: 'defaultVehicleId' },
    });
    // Bad input changes nothing.
    expect((await call(CARRIER, '/carrierRoute/save', { ...body(''), id })).body.code).toBe(400);
    expect((await call(CARRIER, '/carrierRoute/save', { ...body('测试线路甲改'), id })).body.code).toBe(200);
    expect((await get(CARRIER, `/carrierRoute/getById/${id}`)).body.data.name).toBe('测试线路甲改');
    expect((await call(CARRIER, '/carrierRoute/delete', { id })).body.code).toBe(200);
    expect((await get(CARRIER, `/carrierRoute/getById/${id}`)).body.code).toBe(404);
    const [row] = await t.db.select().from(carrierRoutes).where(eq(carrierRoutes.id, id));
    expect(row.deletedAt).not.toBeNull();
  });

  it('finds the multi-stop orders a route fits', async () => {
    const { order } = await multiOrder();
    const id = (await call(CARRIER, '/carrierRoute/save', body('测试线路丙'))).body.data.id as number;
    const found = await get(CARRIER, `/carrierRoute/orders/${id}`);
    expect(found.body.code).toBe(200);
    const hit = found.body.data.orders.find((o: { orderId: number }) => o.orderId === order.id);
    expect(hit).toMatchObject({ matched: 3, remainderKg: 60_000 });
  });
});
