import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { TRACK_MESSAGES } from '../../contract/orders/track';
import {
  capacityBlacklist,
  cargoSources,
  drivers,
  messages,
  orderHistory,
  orders,
  userRoles,
  users,
  vehicles,
  waybillHistory,
  waybills,
} from '../../db/schema';
import { makeIdCard } from '../../seed/factories';
import { nextIp, openTestPlatform, type TestPlatform } from '../auth/testing';
import { insertOrder } from '../market/orders';
import { DEMO_ACCOUNTS } from '../../seed/accounts';

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile; // steel enterprise shipper
const OTHER_SHIPPER = DEMO_ACCOUNTS.individualShipper.mobile; // individual shipper, not a party
const CARRIER = DEMO_ACCOUNTS.carrier.mobile; // 顺达 carrier company, owns vehicles v1-v13 and drivers d1-d10
const OTHER_CARRIER = DEMO_ACCOUNTS.individualAgent.mobile; // individual agent with his own fleet, not a party
const DRIVER = DEMO_ACCOUNTS.driver.mobile; // driver record d1 of the carrier, linked to this account (free of live waybills in the seed)
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;

let t: TestPlatform;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await openTestPlatform();
  for (const mobile of [SHIPPER, OTHER_SHIPPER, CARRIER, OTHER_CARRIER, DRIVER, OPERATOR]) tokens[mobile] = await t.sessionFor(mobile);
});

afterAll(async () => {
  await t?.close();
});

const call = (mobile: string, path: string, json?: unknown) => t.call(path, { token: tokens[mobile], ip: nextIp(), json });
const userOf = async (mobile: string) => (await t.db.select().from(users).where(eq(users.mobile, mobile)))[0];
const vehicleId = async (plate: string) => (await t.db.select().from(vehicles).where(eq(vehicles.plateNo, plate)))[0].id;
const driverByMobile = async (mobile: string) => (await t.db.select().from(drivers).where(eq(drivers.mobile, mobile)))[0];
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const waybillRow = async (id: number) => (await t.db.select().from(waybills).where(eq(waybills.id, id)))[0];

/** A fresh order of the steel shipper carried by 顺达: `status`, 2 vehicles, 64 t. */
async function freshOrder(status = 'ACCEPT', source = '1') {
  const shipper = await userOf(SHIPPER);
  const carrier = await userOf(CARRIER);
  const [cargo] = await t.db.select().from(cargoSources).where(eq(cargoSources.shipperUserId, shipper.id)).orderBy(cargoSources.id).limit(1);
  return t.db.transaction((tx) =>
    insertOrder(tx, {
      cargoId: cargo.id,
      shipperCompanyId: shipper.companyId,
      shipperUserId: shipper.id,
      carrierCompanyId: carrier.companyId,
      carrierUserId: carrier.id,
      source,
      status,
      vehicleCount: 2,
      weightKg: 64_000,
      unitPriceFen: 20_000,
      totalFen: 1_280_000,
    }),
  );
}

let plateSeq = 0;
/** A fresh approved vehicle of the carrier (the seed's may be expired or on other waybills). */
async function freshVehicle(overrides: Partial<typeof vehicles.$inferInsert> = {}) {
  const [template] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '津C28561'));
  const { id: _id, ...fields } = template;
  plateSeq += 1;
  const [row] = await t.db
    .insert(vehicles)
    .values({ ...fields, plateNo: `津T${String(10000 + plateSeq)}`, ...overrides })
    .returning();
  return row;
}

let driverSeq = 0;
/**
 * A fresh approved driver of the carrier with his own account and session. A driver carries one
 * live waybill at a time, so every test dispatches its own drivers (the seed's are on the road).
 */
async function freshDriver(overrides: Partial<typeof drivers.$inferInsert> = {}): Promise<{ mobile: string; row: typeof drivers.$inferSelect }> {
  driverSeq += 1;
  const mobile = `1370000${String(driverSeq).padStart(4, '0')}`;
  const idCard = makeIdCard('120116', '19850101', String(driverSeq).padStart(3, '0'));
  const [template] = await t.db.select().from(drivers).where(eq(drivers.mobile, DRIVER));
  const [user] = await t.db
    .insert(users)
    .values({ mobile, realName: `测试司机${driverSeq}`, individual: 'y', authStatus: '2', isDriver: 1, idCard })
    .returning();
  await t.db.insert(userRoles).values({ userId: user.id, role: 'driver' });
  const { id: _id, ...fields } = template;
  const [row] = await t.db
    .insert(drivers)
    .values({ ...fields, userId: user.id, name: user.realName!, mobile, idCard, licenceNo: idCard, ...overrides })
    .returning();
  tokens[mobile] = await t.sessionFor(mobile);
  return { mobile, row };
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

async function dispatchTwo(orderId: number) {
  const { mobile: driver, row: d1 } = await freshDriver();
  const { row: d2 } = await freshDriver();
  const v1 = await freshVehicle();
  const v2 = await freshVehicle();
  const a = await call(CARRIER, '/dispatchOrder/save', { orderId, vehicleId: v1.id, driverId: d1.id, weightKg: 32_000 });
  const b = await call(CARRIER, '/dispatchOrder/save', { orderId, vehicleId: v2.id, driverId: d2.id, weightKg: 32_000 });
  expect(a.body).toMatchObject({ code: 200, message: ORDER_MESSAGES.dispatched });
  expect(b.body.code).toBe(200);
  return { first: a.body.data.waybillId as number, second: b.body.data.waybillId as number, v1, d1, driver };
}

const move = (mobile: string, waybillId: number, action: string, extra: Record<string, unknown> = {}) =>
  call(mobile, '/dispatchOrder/transition', { waybillId, action, ...extra });

describe('dispatching vehicles', () => {
  it('creates waybills up to the order remainder, moves the order to WAITLOAD, writes history and tells the driver', async () => {
    const order = await freshOrder();
    const { first, d1 } = await dispatchTwo(order.id);
    const bill = await waybillRow(first);
    expect(bill).toMatchObject({ status: 'CREATED', plannedWeightKg: 32_000, orderId: order.id, carrierCompanyId: order.carrierCompanyId });
    expect(bill.waybillNo).toMatch(/^PC\d{8}\d{6}$/);
    expect((await orderRow(order.id)).status).toBe('WAITLOAD');
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.action])).toEqual([
      ['ACCEPT', 'WAITLOAD', 'dispatch'],
      ['WAITLOAD', 'WAITLOAD', 'dispatch'],
    ]);
    expect(await t.db.select().from(waybillHistory).where(eq(waybillHistory.waybillId, first))).toMatchObject([
      { fromStatus: null, toStatus: 'CREATED', action: 'dispatch' },
    ]);
    const told = await t.db.select().from(messages).where(eq(messages.userId, d1.userId!));
    expect(told.some((m) => m.title.includes(bill.waybillNo))).toBe(true);

    // Nothing left: a third waybill is refused, and so is one more kilogram.
    const v = await freshVehicle();
    const { row: d3 } = await freshDriver();
    const over = await call(CARRIER, '/dispatchOrder/save', { orderId: order.id, vehicleId: v.id, driverId: d3.id, weightKg: 1 });
    expect(over.body).toMatchObject({ code: 400, message: ORDER_MESSAGES.overRemainder('0') });
  });

  it('refuses unqualified vehicles and drivers, blacklisted ones, other fleets and other parties — and creates nothing', async () => {
    const order = await freshOrder();
    const d1 = await driverByMobile(DRIVER);
    const good = await freshVehicle();
    const expired = await freshVehicle({ transportPermitExpiry: new Date(Date.now() - 86_400_000) });
    const unreviewed = await freshVehicle({ reviewStatus: '0' });
    const pending = await driverByMobile(DEMO_ACCOUNTS.driverDengHongliang.mobile); // d10, not yet approved
    const foreign = await vehicleId('冀B9E726'); // the individual agent's truck
    const send = (mobile: string, vid: number, did: number, weightKg = 10_000) =>
      call(mobile, '/dispatchOrder/save', { orderId: order.id, vehicleId: vid, driverId: did, weightKg });

    expect((await send(CARRIER, expired.id, d1.id)).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.vehicleExpired('道路运输证') });
    expect((await send(CARRIER, unreviewed.id, d1.id)).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.vehicleNotApproved });
    expect((await send(CARRIER, good.id, pending.id)).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.driverNotApproved });
    expect((await send(CARRIER, foreign, d1.id)).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.vehicleNotYours });
    expect((await send(CARRIER, good.id, d1.id, 64_001)).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.overRemainder('64') });
    expect((await send(CARRIER, good.id, d1.id, 40_000)).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.overLoad('32') });
    expect((await send(SHIPPER, good.id, d1.id)).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notYourMove });
    expect((await send(OTHER_CARRIER, foreign, d1.id)).body).toMatchObject({ code: 404, message: ORDER_MESSAGES.orderNotFound });
    expect((await call(CARRIER, '/dispatchOrder/save', { orderId: order.id, vehicleId: good.id, driverId: d1.id, weightKg: 'x' })).body.code).toBe(400);

    const shipper = await userOf(SHIPPER);
    const [entry] = await t.db
      .insert(capacityBlacklist)
      .values({
        ownerCompanyId: shipper.companyId,
        ownerUserId: shipper.id,
        createdBy: shipper.id,
        targetType: 'driver',
        idCard: d1.idCard,
        targetName: d1.name,
        reason: '多次违规',
      })
      .returning();
    try {
      const res = await send(CARRIER, good.id, d1.id);
      expect(res.body.code).toBe(400);
      expect(res.body.message).toContain('已被货主列入黑名单');
    } finally {
      await t.db.delete(capacityBlacklist).where(eq(capacityBlacklist.id, entry.id));
    }
    expect(await t.db.select().from(waybills).where(eq(waybills.orderId, order.id))).toHaveLength(0);
    expect((await orderRow(order.id)).status).toBe('ACCEPT');

    const options = await call(CARRIER, `/dispatchOrder/options/${order.id}`);
    expect(options.body.code).toBe(200);
    expect(options.body.data.vehicles.find((v: { id: number }) => v.id === expired.id).problem).toBe(ORDER_MESSAGES.vehicleExpired('道路运输证'));
    expect(options.body.data.vehicles.find((v: { id: number }) => v.id === good.id).problem).toBeNull();
    expect((await call(OTHER_CARRIER, `/dispatchOrder/options/${order.id}`)).body.code).toBe(404);
  });
});

describe('one live waybill per vehicle and driver (capacity checkDispatchable)', () => {
  const save = (orderId: number, vehicleId: number, driverId: number, weightKg = 10_000) =>
    call(CARRIER, '/dispatchOrder/save', { orderId, vehicleId, driverId, weightKg });

  it('refuses a vehicle or driver already on a live waybill — even a CREATED one — until it is voided or finished', async () => {
    const [a, b] = [await freshOrder(), await freshOrder()];
    const [vx, vy] = [await freshVehicle(), await freshVehicle()];
    const [{ row: dx }, { row: dy }] = [await freshDriver(), await freshDriver()];
    const made = await save(a.id, vx.id, dx.id);
    expect(made.body.code).toBe(200);
    const waybillNo = made.body.data.waybillNo as string;

    const driverBusy = await save(b.id, vy.id, dx.id);
    expect(driverBusy.body).toMatchObject({ code: 400, message: `司机${dx.name}正在运输中（运单${waybillNo}），不能重复派车`, data: { field: 'driverId' } });
    const vehicleBusy = await save(b.id, vx.id, dy.id);
    expect(vehicleBusy.body).toMatchObject({
      code: 400,
      message: `车辆${vx.plateNo}正在运输中（运单${waybillNo}），不能重复派车`,
      data: { field: 'vehicleId' },
    });
    // Not even on the same order: the truck is promised to one trip at a time.
    expect((await save(a.id, vx.id, dy.id)).body.code).toBe(400);
    expect(await t.db.select().from(waybills).where(eq(waybills.orderId, b.id))).toHaveLength(0);

    // The dispatch form says why.
    const options = (await call(CARRIER, `/dispatchOrder/options/${b.id}`)).body.data as {
      vehicles: { id: number; problem: string | null }[];
      drivers: { id: number; problem: string | null }[];
    };
    expect(options.vehicles.find((v) => v.id === vx.id)?.problem).toBe(TRACK_MESSAGES.busyOption(waybillNo));
    expect(options.drivers.find((d) => d.id === dx.id)?.problem).toBe(TRACK_MESSAGES.busyOption(waybillNo));
    expect(options.vehicles.find((v) => v.id === vy.id)?.problem).toBeNull();

    // Voided: both are free again.
    expect((await move(CARRIER, made.body.data.waybillId, 'invalid', { reason: '改派' })).body.code).toBe(200);
    expect((await save(b.id, vx.id, dx.id)).body.code).toBe(200);
  });

  it('refuses an expired qualification certificate and a missing road transport permit', async () => {
    const order = await freshOrder();
    const v = await freshVehicle();
    const { row: stale } = await freshDriver({ qualificationExpiry: new Date(Date.now() - 86_400_000) });
    expect((await save(order.id, v.id, stale.id)).body).toMatchObject({
      code: 400,
      message: `司机${stale.name}的从业资格证已过期，不能派车`,
      data: { field: 'driverId' },
    });
    const noPermit = await freshVehicle({ transportPermitExpiry: null });
    const { row: d } = await freshDriver();
    expect((await save(order.id, noPermit.id, d.id)).body).toMatchObject({ code: 400, data: { field: 'vehicleId' } });
    const options = (await call(CARRIER, `/dispatchOrder/options/${order.id}`)).body.data as { vehicles: { id: number; problem: string | null }[] };
    expect(options.vehicles.find((x) => x.id === noPermit.id)?.problem).toBe('未登记道路运输证有效期');
  });

  it('lets only one of two dispatches of the same driver (for different orders) at once succeed', async () => {
    const [a, b] = [await freshOrder(), await freshOrder()];
    const [v1, v2] = [await freshVehicle(), await freshVehicle()];
    const { row: d } = await freshDriver();
    const both = await Promise.all([save(a.id, v1.id, d.id), save(b.id, v2.id, d.id)]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect(
      await t.db
        .select()
        .from(waybills)
        .where(and(eq(waybills.driverId, d.id), inArray(waybills.status, ['CREATED']))),
    ).toHaveLength(1);
    const v = await freshVehicle();
    const sameTruck = await Promise.all([save(a.id, v.id, (await freshDriver()).row.id), save(b.id, v.id, (await freshDriver()).row.id)]);
    expect(sameTruck.map((r) => r.body.code).sort()).toEqual([200, 400]);
  });

  it('keeps the demo driver 13800000006 free of live waybills in the seed', async () => {
    const d1 = await driverByMobile(DRIVER);
    expect(
      await t.db
        .select()
        .from(waybills)
        .where(and(eq(waybills.driverId, d1.id), inArray(waybills.status, ['CREATED', 'START', 'LOAD', 'UNLOAD']))),
    ).toHaveLength(0);
  });
});

describe('a waybill from departure to the receipt', () => {
  it('follows START, LOAD, UNLOAD by the driver, SIGN by the shipper; the order follows; void and receipt complete it', async () => {
    const order = await freshOrder();
    const { first, second, driver } = await dispatchTwo(order.id);

    // Not theirs to do: the shipper starts nothing, the driver signs nothing, outsiders see nothing.
    expect((await move(SHIPPER, first, 'start')).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notYourMove });
    expect((await move(OTHER_CARRIER, first, 'start')).body).toMatchObject({ code: 404 });
    expect((await move(OTHER_SHIPPER, first, 'start')).body).toMatchObject({ code: 404 });
    expect((await move(driver, first, 'load', { weightKg: 31_000, slipUuid: await slip(driver) })).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.notAllowed,
    });

    expect((await move(driver, first, 'start')).body).toMatchObject({ code: 200, message: ORDER_MESSAGES.started });
    expect((await move(driver, first, 'load', { weightKg: 31_500 })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.slipRequired });
    // A slip uploaded by someone else is not the driver's evidence.
    expect((await move(driver, first, 'load', { weightKg: 31_500, slipUuid: await slip(CARRIER) })).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.slipInvalid,
    });
    const loadSlip = await slip(driver);
    expect((await move(driver, first, 'load', { weightKg: 31_500, slipUuid: loadSlip })).body).toMatchObject({ code: 200, message: ORDER_MESSAGES.loaded });
    expect((await orderRow(order.id)).status).toBe('TRANSPORT');
    // Loaded: the shipper can no longer cancel.
    expect((await call(SHIPPER, '/order/cancel', { orderId: order.id, reason: '计划变更' })).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.cancelLoaded,
    });

    expect((await move(driver, first, 'unload', { weightKg: 31_420, slipUuid: await slip(driver) })).body.code).toBe(200);
    expect((await move(driver, first, 'sign')).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notYourMove });
    expect((await move(SHIPPER, first, 'sign')).body).toMatchObject({ code: 200, message: ORDER_MESSAGES.signed });
    const signed = await waybillRow(first);
    // The cargo charges on the unload weight (seed: steel cargo) or the load weight.
    const [cargo] = await t.db.select().from(cargoSources).where(eq(cargoSources.id, order.cargoId));
    const charged = cargo.chargeNode === 'load' ? 31_500 : 31_420;
    expect(signed).toMatchObject({
      status: 'SIGN',
      loadWeightKg: 31_500,
      unloadWeightKg: 31_420,
      loadSlipUuid: loadSlip,
      freightFen: Math.round((20_000 * charged) / 1000),
    });
    // One waybill still live: the order stays in transport.
    expect((await orderRow(order.id)).status).toBe('TRANSPORT');

    // The second is voided by the dispatcher (with a reason); nothing live remains → SIGN.
    expect((await move(CARRIER, second, 'invalid')).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.reasonRequired });
    expect((await move(driver, second, 'invalid', { reason: 'x' })).body.code).toBe(404); // not his waybill
    expect((await move(CARRIER, second, 'invalid', { reason: '车辆故障，改派' })).body).toMatchObject({ code: 200, message: ORDER_MESSAGES.invalidated });
    expect((await orderRow(order.id)).status).toBe('SIGN');

    expect((await call(CARRIER, '/order/receiptConfirm', { orderId: order.id })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notYourMove });
    expect((await call(SHIPPER, '/order/receiptConfirm', { orderId: order.id })).body).toMatchObject({ code: 200, message: ORDER_MESSAGES.receiptConfirmed });
    expect((await orderRow(order.id)).status).toBe('COMPLETE');
    expect((await call(SHIPPER, '/order/receiptConfirm', { orderId: order.id })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notAllowed });

    const steps = await t.db.select().from(waybillHistory).where(eq(waybillHistory.waybillId, first)).orderBy(waybillHistory.id);
    expect(steps.map((s) => s.toStatus)).toEqual(['CREATED', 'START', 'LOAD', 'UNLOAD', 'SIGN']);
    expect(steps[2]).toMatchObject({ weightKg: 31_500, fileUuid: loadSlip });
    const orderSteps = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id)).orderBy(orderHistory.id);
    expect(orderSteps.map((s) => s.toStatus)).toEqual(['WAITLOAD', 'WAITLOAD', 'TRANSPORT', 'SIGN', 'COMPLETE']);

    // The detail: the timeline for its parties, not for others.
    const detail = await call(SHIPPER, `/dispatchOrder/getById/${first}`);
    expect(detail.body.data).toMatchObject({ waybill: { status: 'SIGN', lossKg: 80 }, actors: ['shipper'], actions: [] });
    expect(detail.body.data.history).toHaveLength(5);
    expect((await call(driver, `/dispatchOrder/getById/${first}`)).body.data.actors).toEqual(['driver']);
    // The driver reads the order he drives for, and may do nothing to it.
    expect((await call(driver, `/order/getById/${order.id}`)).body.data).toMatchObject({ actors: [], actions: [] });
    expect((await call(OTHER_CARRIER, `/dispatchOrder/getById/${first}`)).body.code).toBe(404);
    expect((await call(OTHER_SHIPPER, `/order/getById/${order.id}`)).body.code).toBe(404);
  });

  it('lets only one of two people acting at once on a waybill succeed', async () => {
    const order = await freshOrder();
    const { first, second, driver } = await dispatchTwo(order.id);
    const both = await Promise.all([move(driver, first, 'start'), move(CARRIER, first, 'start')]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect(
      await t.db
        .select()
        .from(waybillHistory)
        .where(and(eq(waybillHistory.waybillId, first), eq(waybillHistory.toStatus, 'START'))),
    ).toHaveLength(1);
    // Void and start at once: one wins, the history tells the same story as the row.
    const race = await Promise.all([move(CARRIER, second, 'invalid', { reason: '改派' }), move(CARRIER, second, 'start')]);
    expect(race.filter((r) => r.body.code === 200)).toHaveLength(1);
    const [row] = await t.db.select().from(waybills).where(eq(waybills.id, second));
    const last = (await t.db.select().from(waybillHistory).where(eq(waybillHistory.waybillId, second)).orderBy(waybillHistory.id)).at(-1)!;
    expect(last.toStatus).toBe(row.status);
  });

  it('lets two dispatches at once never exceed the remainder', async () => {
    const order = await freshOrder();
    const [v1, v2, v3] = [await freshVehicle(), await freshVehicle(), await freshVehicle()];
    const [d1, d2, d3] = [(await freshDriver()).row, (await freshDriver()).row, (await freshDriver()).row];
    const results = await Promise.all([
      call(CARRIER, '/dispatchOrder/save', { orderId: order.id, vehicleId: v1.id, driverId: d1.id, weightKg: 32_000 }),
      call(CARRIER, '/dispatchOrder/save', { orderId: order.id, vehicleId: v2.id, driverId: d2.id, weightKg: 32_000 }),
      call(CARRIER, '/dispatchOrder/save', { orderId: order.id, vehicleId: v3.id, driverId: d3.id, weightKg: 32_000 }),
    ]);
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(2);
    expect(await t.db.select().from(waybills).where(eq(waybills.orderId, order.id))).toHaveLength(2);
  });
});

describe('audit before settlement', () => {
  it('lets the shipper audit a signed waybill once (a dispute needs a note), not the carrier or others', async () => {
    const order = await freshOrder();
    const { first } = await dispatchTwo(order.id);
    const audit = (mobile: string, body: Record<string, unknown>) => call(mobile, '/dispatchOrder/audit', { waybillId: first, ...body });
    expect((await audit(SHIPPER, { result: '1' })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notAuditable });
    await t.db.update(waybills).set({ status: 'SIGN' }).where(eq(waybills.id, first));
    expect((await audit(CARRIER, { result: '1' })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notYourMove });
    expect((await audit(OTHER_SHIPPER, { result: '1' })).body.code).toBe(404);
    expect((await audit(SHIPPER, { result: '2' })).body).toMatchObject({ code: 400, message: '有异议时请填写说明' });
    expect((await audit(SHIPPER, { result: '2', remark: '卸货磅单与实际不符' })).body).toMatchObject({ code: 200, data: { auditStatus: '2' } });
    const both = await Promise.all([audit(SHIPPER, { result: '1' }), audit(SHIPPER, { result: '1' })]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect((await waybillRow(first)).auditStatus).toBe('1');
    const listed = await call(SHIPPER, '/dispatchOrder/pagination', { orderNo: order.orderNo, auditStatus: '1' });
    expect(listed.body.data.records.map((r: { id: number }) => r.id)).toEqual([first]);
    const steps = await t.db
      .select()
      .from(waybillHistory)
      .where(and(eq(waybillHistory.waybillId, first), eq(waybillHistory.action, 'audit')));
    expect(steps).toHaveLength(2);
  });
});

describe('supplementary entry (运单补录)', () => {
  it('lets the shipper fill in a missing weight once, logged, with freight recomputed; not the carrier, not a present weight', async () => {
    const order = await freshOrder();
    const { first } = await dispatchTwo(order.id);
    const add = (mobile: string, body: Record<string, unknown>) =>
      call(mobile, '/dispatchOrder/additional', { waybillId: first, remark: '司机漏传磅单，按收货方磅单补录', ...body });
    expect((await add(SHIPPER, { loadWeightKg: 31_000 })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notMissing }); // not loaded yet
    await t.db.update(waybills).set({ status: 'SIGN', loadWeightKg: null, unloadWeightKg: null }).where(eq(waybills.id, first));
    const missing = await call(SHIPPER, '/dispatchOrder/pagination', { orderNo: order.orderNo, missing: '1' });
    expect(missing.body.data.records.map((r: { id: number }) => r.id)).toEqual([first]);
    expect((await add(CARRIER, { loadWeightKg: 31_000 })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notYourMove });
    expect((await add(OTHER_SHIPPER, { loadWeightKg: 31_000 })).body.code).toBe(404);
    expect((await add(SHIPPER, { loadWeightKg: 31_000, unloadWeightKg: 30_900 })).body).toMatchObject({ code: 200, message: ORDER_MESSAGES.supplemented });
    const [cargo] = await t.db.select().from(cargoSources).where(eq(cargoSources.id, order.cargoId));
    expect(await waybillRow(first)).toMatchObject({
      loadWeightKg: 31_000,
      unloadWeightKg: 30_900,
      freightFen: Math.round((20_000 * (cargo.chargeNode === 'load' ? 31_000 : 30_900)) / 1000),
    });
    expect((await add(SHIPPER, { unloadWeightKg: 1 })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notMissing });
    const log = await t.db
      .select()
      .from(waybillHistory)
      .where(and(eq(waybillHistory.waybillId, first), eq(waybillHistory.action, 'additional')));
    expect(log).toHaveLength(1);
    expect(log[0].remark).toContain('司机漏传磅单');
  });
});

describe('accepting, refusing and cancelling orders', () => {
  it('lets the designated carrier (source 3) accept or refuse, not the shipper; a grab is not the carrier’s to accept', async () => {
    const designated = await freshOrder('WAITACCEPT', '3');
    expect((await call(SHIPPER, '/order/accept', { orderId: designated.id })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notYourMove });
    expect((await call(OTHER_CARRIER, '/order/accept', { orderId: designated.id })).body.code).toBe(404);
    expect((await call(CARRIER, '/order/accept', { orderId: designated.id })).body).toMatchObject({
      code: 200,
      message: ORDER_MESSAGES.accepted,
      data: { status: 'ACCEPT' },
    });
    expect((await call(CARRIER, '/order/accept', { orderId: designated.id })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notAllowed });

    const refused = await freshOrder('WAITACCEPT', '3');
    expect((await call(CARRIER, '/order/refuse', { orderId: refused.id, reason: '运力不足' })).body).toMatchObject({ code: 200, data: { status: 'REFUSE' } });
    expect((await orderRow(refused.id)).cancelReason).toBe('运力不足');

    const grab = await freshOrder('WAITACCEPT', '1');
    expect((await call(CARRIER, '/order/accept', { orderId: grab.id })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notAllowed });
  });

  it('lets the shipper cancel with a reason before loading, voiding live waybills; the carrier cannot', async () => {
    const order = await freshOrder();
    const { first, driver } = await dispatchTwo(order.id);
    await move(driver, first, 'start');
    expect((await call(SHIPPER, '/order/cancel', { orderId: order.id, reason: ' ' })).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.reasonRequired,
    });
    expect((await call(CARRIER, '/order/cancel', { orderId: order.id, reason: '不想运了' })).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.notYourMove,
    });
    expect((await call(SHIPPER, '/order/cancel', { orderId: order.id, reason: '工地停工' })).body).toMatchObject({ code: 200, data: { status: 'CANCEL' } });
    const bills = await t.db.select().from(waybills).where(eq(waybills.orderId, order.id));
    expect(bills.every((b) => b.status === 'INVALID')).toBe(true);
  });
});

describe('lists see only what the caller is party to', () => {
  it('scopes orders and waybills by company, user and driver', async () => {
    const order = await freshOrder();
    const { first, second, driver } = await dispatchTwo(order.id);
    const ids = async (mobile: string) =>
      ((await call(mobile, '/dispatchOrder/pagination', { orderNo: order.orderNo })).body.data.records as { id: number }[]).map((r) => r.id).sort();
    expect(await ids(CARRIER)).toEqual([first, second].sort());
    expect(await ids(SHIPPER)).toEqual([first, second].sort());
    expect(await ids(driver)).toEqual([first]);
    expect(await ids(OTHER_CARRIER)).toEqual([]);
    expect(await ids(OTHER_SHIPPER)).toEqual([]);
    expect(await ids(OPERATOR)).toEqual([first, second].sort());
    const orderIds = async (mobile: string) =>
      ((await call(mobile, '/order/pagination', { orderNo: order.orderNo })).body.data.records as { id: number }[]).map((r) => r.id);
    expect(await orderIds(CARRIER)).toEqual([order.id]);
    expect(await orderIds(SHIPPER)).toEqual([order.id]);
    expect(await orderIds(OTHER_CARRIER)).toEqual([]);
    expect(await orderIds(OTHER_SHIPPER)).toEqual([]);

    // 过期订单: an order nothing was dispatched for when its cargo's loading window ended.
    const waiting = await freshOrder('WAITSCHEDULE');
    const [cargo] = await t.db.select().from(cargoSources).where(eq(cargoSources.id, waiting.cargoId));
    await t.db
      .update(cargoSources)
      .set({ loadEnd: new Date(Date.now() - 3_600_000) })
      .where(eq(cargoSources.id, cargo.id));
    try {
      const expired = async (mobile: string, orderNo: string) =>
        ((await call(mobile, '/order/pagination', { expired: '1', orderNo })).body.data.records as { id: number }[]).map((r) => r.id);
      expect(await expired(CARRIER, waiting.orderNo)).toEqual([waiting.id]);
      expect(await expired(CARRIER, order.orderNo)).toEqual([]); // dispatched: not expired
      expect(await expired(OTHER_CARRIER, waiting.orderNo)).toEqual([]);
    } finally {
      await t.db.update(cargoSources).set({ loadEnd: cargo.loadEnd }).where(eq(cargoSources.id, cargo.id));
    }

    const filtered = await call(CARRIER, '/dispatchOrder/pagination', { orderNo: order.orderNo, status: 'CREATED', plateNo: '津T' });
    expect(filtered.body.data.total).toBe(2);
    expect((await call(CARRIER, '/dispatchOrder/pagination', { status: 'NOPE' })).body.code).toBe(400);

    // Export: the filtered rows; with no filter and no ticked rows, the spec's message.
    expect((await call(CARRIER, '/dispatchOrder/exportList', {})).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.exportEmpty });
    const exported = await call(CARRIER, '/dispatchOrder/exportList', { orderNo: order.orderNo });
    expect(exported.body.data).toHaveLength(2);
    expect((await call(OTHER_CARRIER, '/dispatchOrder/exportList', { ids: [first] })).body.data).toHaveLength(0);
  });
});

describe('exceptions and evaluations', () => {
  it('lets a party report an exception and the shipper (not the carrier) handle it once', async () => {
    const order = await freshOrder();
    const { first, driver } = await dispatchTwo(order.id);
    const photo = await slip(driver);
    expect((await call(driver, '/abnormal/report', { waybillId: first, abnormalType: '9', description: 'x' })).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.abnormalTypeRequired,
    });
    expect((await call(OTHER_CARRIER, '/abnormal/report', { waybillId: first, abnormalType: '5', description: '堵车' })).body.code).toBe(404);
    const reported = await call(driver, '/abnormal/report', {
      waybillId: first,
      abnormalType: '5',
      description: '高速封路，绕行延误约3小时',
      photoUuids: [photo],
    });
    expect(reported.body).toMatchObject({ code: 200, message: ORDER_MESSAGES.reported });
    const id = reported.body.data.id as number;

    const list = await call(SHIPPER, '/abnormal/pagination', { status: '0' });
    const row = (list.body.data.records as { id: number; canHandle: boolean; photoUuids: string[] }[]).find((r) => r.id === id)!;
    expect(row).toMatchObject({ canHandle: true, photoUuids: [photo] });
    expect(((await call(OTHER_SHIPPER, '/abnormal/pagination', {})).body.data.records as { id: number }[]).some((r) => r.id === id)).toBe(false);

    expect((await call(CARRIER, '/abnormal/handle', { id, note: '已处理' })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notYourMove });
    expect((await call(OTHER_SHIPPER, '/abnormal/handle', { id, note: '已处理' })).body.code).toBe(404);
    expect((await call(SHIPPER, '/abnormal/handle', { id, note: '' })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.noteRequired });
    const both = await Promise.all([
      call(SHIPPER, '/abnormal/handle', { id, note: '已与司机确认，延误免责' }),
      call(OPERATOR, '/abnormal/handle', { id, note: '运营已核实' }),
    ]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 400]);
  });

  it('lets the shipper rate the carrier once after signing, and publishes the average', async () => {
    const order = await freshOrder();
    expect((await call(SHIPPER, '/evaluate/save', { orderId: order.id, score: 5 })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notSigned });
    await t.db.update(orders).set({ status: 'SIGN' }).where(eq(orders.id, order.id));
    expect((await call(SHIPPER, '/evaluate/save', { orderId: order.id, score: 6 })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.scoreInvalid });
    expect((await call(CARRIER, '/evaluate/save', { orderId: order.id, score: 5 })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notYourMove });
    expect((await call(OTHER_SHIPPER, '/evaluate/save', { orderId: order.id, score: 1 })).body.code).toBe(404);
    const before = (await t.call(`/evaluate/carrier/${order.carrierCompanyId}`, { ip: nextIp() })).body.data;
    const todo = await call(SHIPPER, '/evaluate/pagination', { tab: 'todo', pageSize: 50 });
    expect((todo.body.data.records as { orderId: number }[]).some((r) => r.orderId === order.id)).toBe(true);
    expect((await call(SHIPPER, '/evaluate/save', { orderId: order.id, score: 4, comment: '准时到达，司机态度好' })).body).toMatchObject({
      code: 200,
      message: ORDER_MESSAGES.evaluated,
    });
    expect((await call(SHIPPER, '/evaluate/save', { orderId: order.id, score: 1 })).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.alreadyEvaluated,
    });
    const done = await call(SHIPPER, '/evaluate/pagination', { tab: 'done' });
    expect((done.body.data.records as { orderId: number; score: number }[]).find((r) => r.orderId === order.id)?.score).toBe(4);
    const rating = await t.call(`/evaluate/carrier/${order.carrierCompanyId}`, { ip: nextIp() });
    // The seed's ratings of this carrier are there too: one more, ours first, the average moved.
    expect(rating.body.data).toMatchObject({ companyId: order.carrierCompanyId, count: before.count + 1 });
    expect(rating.body.data.recent[0]).toMatchObject({ score: 4, comment: '准时到达，司机态度好' });
    const expected = Math.round((((before.average ?? 0) * before.count + 4) / (before.count + 1)) * 10) / 10;
    expect(Math.abs(rating.body.data.average - expected)).toBeLessThanOrEqual(0.1);
  });
});
