// Multi-point orders (several load and unload points): the contract's rules, taking such cargo, and
// dispatching along the stops.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { MULTI_MESSAGES, prefillFromRoute, routeInput, STOP_MOVES, stopModeOf, stopMoveFor } from '../../contract/orders/multi';
import { ensureFrequentCarrier } from '../../testing/partners';
import { cargoPoints, orders, waybills, waybillStops } from '../../db/schema';
import { call, CARRIER, freshVehicle, OTHER_CARRIER, SHIPPER, t, userOf, withOrdersPlatform } from './testing';
import { freshDriver, get, multiOrder, MULTI_PARTIES, plan } from './multi-testing';

withOrdersPlatform(MULTI_PARTIES);

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
    await ensureFrequentCarrier(t.db, shipper, carrier);
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
      stops: plan([unload2, 10_000], [load1, 16_000], [load2, 14_000], [unload1, 20_000]),
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
      stops: plan([load1, 31_000], [unload1, 31_000]),
    });
    expect(over.body).toMatchObject({ code: 400, message: ORDER_MESSAGES.overRemainder('30') });
    expect(await t.db.select().from(waybills).where(eq(waybills.orderId, order.id))).toHaveLength(1);

    // 治超: a vehicle rated for 1.49 t is not given a 5 t plan; the refusal names the vehicle field
    const small = await freshVehicle({ loadKg: 1_490 });
    const overloaded = await call(CARRIER, '/dispatchOrder/saveMulti', {
      orderId: order.id,
      vehicleId: small.id,
      driverId: (await freshDriver()).id,
      stops: plan([load1, 5_000], [unload1, 5_000]),
    });
    expect(overloaded.body).toMatchObject({ code: 400, message: ORDER_MESSAGES.overLoad('1.49'), data: { field: 'vehicleId' } });
    expect(await t.db.select().from(waybills).where(eq(waybills.orderId, order.id))).toHaveLength(1);
  });

  it('refuses unbalanced plans, stops of another order, duplicates, a plan without unloading, single orders and other parties', async () => {
    const { order, load1, load2, unload1 } = await multiOrder();
    const other = await multiOrder();
    const v = await freshVehicle();
    const d = await freshDriver();
    const send = (mobile: string, stops: { pointId: number; plannedKg: number }[], orderId = order.id) =>
      call(mobile, '/dispatchOrder/saveMulti', { orderId, vehicleId: v.id, driverId: d.id, stops });
    expect((await send(CARRIER, plan([load1, 10_000], [unload1, 8_000]))).body).toMatchObject({ code: 400, message: MULTI_MESSAGES.unbalanced('10', '8') });
    expect((await send(CARRIER, plan([load1, 10_000], [load2, 8_000]))).body).toMatchObject({ code: 400, message: MULTI_MESSAGES.needLoadAndUnload });
    expect((await send(CARRIER, plan([load1, 5_000], [load1, 5_000], [unload1, 10_000]))).body).toMatchObject({
      code: 400,
      message: MULTI_MESSAGES.stopDuplicate,
    });
    const [foreign] = await t.db.select().from(cargoPoints).where(eq(cargoPoints.kind, 'unload')).limit(1);
    expect((await send(CARRIER, plan([load1, 5_000], [foreign.id, 5_000]))).body).toMatchObject({ code: 400, message: MULTI_MESSAGES.stopUnknown });
    // Another company's carrier and the shipper do not dispatch this order: 404 as "not yours".
    expect((await send(OTHER_CARRIER, plan([load1, 5_000], [unload1, 5_000]))).body.code).toBe(404);
    expect((await send(SHIPPER, plan([load1, 5_000], [unload1, 5_000]))).body.code).toBe(404);
    expect((await get(OTHER_CARRIER, `/order/multi/${order.id}`)).body.code).toBe(404);
    // A single-point order is dispatched with /user/addDispatch, not along stops.
    const [single] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.carrierCompanyId, (await userOf(CARRIER)).companyId!), eq(orders.status, 'ACCEPT'), eq(orders.source, '1')))
      .limit(1);
    if (single) expect((await send(CARRIER, plan([load1, 5_000], [unload1, 5_000]), single.id)).body.message).toBe(MULTI_MESSAGES.notMulti);
    expect(await t.db.select().from(waybills).where(eq(waybills.orderId, order.id))).toHaveLength(0);
    expect(await t.db.select().from(waybills).where(eq(waybills.orderId, other.order.id))).toHaveLength(0);
  });

  it('two dispatches racing for the same remainder: exactly one wins', async () => {
    const { order, load1, unload1 } = await multiOrder(30_000);
    const [d1, d2] = [await freshDriver(), await freshDriver()];
    const [v1, v2] = [await freshVehicle(), await freshVehicle()];
    const stops = plan([load1, 25_000], [unload1, 25_000]);
    const results = await Promise.all(
      [
        [v1, d1],
        [v2, d2],
      ].map(([v, d]) => call(CARRIER, '/dispatchOrder/saveMulti', { orderId: order.id, vehicleId: v.id, driverId: d.id, stops })),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.body.code === 400)!.body.message).toBe(ORDER_MESSAGES.overRemainder('5'));
    const made = await t.db.select().from(waybills).where(eq(waybills.orderId, order.id));
    expect(made).toHaveLength(1);
    expect(await t.db.select().from(waybillStops).where(eq(waybillStops.waybillId, made[0].id))).toHaveLength(2);
  });
});
