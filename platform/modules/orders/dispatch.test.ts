// Dispatching vehicles to an order: waybills up to the remainder, the checks of vehicles and
// drivers, and one live waybill per vehicle and driver.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chinaToday } from '../../contract/money/bills';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { TRACK_MESSAGES } from '../../contract/orders/track';
import { capacityBlacklist, messages, orderHistory, waybills } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { fromIsoDate } from '../capacity/views';
import {
  call,
  CARRIER,
  dispatchTwo,
  DRIVER,
  driverByMobile,
  freshDriver,
  freshOrder,
  freshVehicle,
  move,
  orderRow,
  ORDER_PARTIES,
  OTHER_CARRIER,
  SHIPPER,
  t,
  userOf,
  vehicleId,
  waybillRow,
  waybillSteps,
  withOrdersPlatform,
} from './testing';
import { driverProblem, vehicleProblem } from './dispatch';

withOrdersPlatform(ORDER_PARTIES);

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
    expect(await waybillSteps(first)).toMatchObject([{ fromStatus: null, toStatus: 'CREATED', action: 'dispatch' }]);
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

    // each refusal names its field, so the dispatch form shows it at the vehicle or the driver (issue 42)
    expect((await send(CARRIER, expired.id, d1.id)).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.vehicleExpired('道路运输证'),
      data: { field: 'vehicleId' },
    });
    expect((await send(CARRIER, unreviewed.id, d1.id)).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.vehicleNotApproved,
      data: { field: 'vehicleId' },
    });
    expect((await send(CARRIER, good.id, pending.id)).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.driverNotApproved,
      data: { field: 'driverId' },
    });
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

  it('dispatches with a paper on its last valid day, at any hour of it; refuses from the next day on', async () => {
    // a paper's date is stored at noon of the day; compared with the clock, dispatch refused it from that noon on
    const vehicle = await freshVehicle({ insuranceExpiry: fromIsoDate('2026-12-01') });
    const driver = { ...(await driverByMobile(DRIVER)), licenceExpiry: fromIsoDate('2026-12-01') };
    const evening = Date.parse('2026-12-01T23:59:59+08:00');
    const nextDay = Date.parse('2026-12-02T00:00:00+08:00');
    expect([vehicleProblem(vehicle, evening), driverProblem(driver, evening)]).toEqual([null, null]);
    expect([vehicleProblem(vehicle, nextDay), driverProblem(driver, nextDay)]).toEqual([ORDER_MESSAGES.vehicleExpired('保险'), ORDER_MESSAGES.driverExpired]);

    // and through the API today: a permit whose last day is today is offered without a problem
    const order = await freshOrder();
    const lastDay = await freshVehicle({ transportPermitExpiry: fromIsoDate(chinaToday()) });
    const options = await call(CARRIER, `/dispatchOrder/options/${order.id}`);
    expect(options.body.data.vehicles.find((v: { id: number }) => v.id === lastDay.id).problem).toBeNull();
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
    expect(driverBusy.body).toMatchObject({ code: 400, message: `司机${dx.name}正在运输中（派车单${waybillNo}），不能重复派车`, data: { field: 'driverId' } });
    const vehicleBusy = await save(b.id, vx.id, dy.id);
    expect(vehicleBusy.body).toMatchObject({
      code: 400,
      message: `车辆${vx.plateNo}正在运输中（派车单${waybillNo}），不能重复派车`,
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
