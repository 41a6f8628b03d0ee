// Recording the stops of a multi-point waybill: the driver loads and unloads stop by stop, the
// waybill and order follow, and two people recording one stop at once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MULTI_MESSAGES } from '../../contract/orders/multi';
import { orders, waybillHistory, waybills, waybillStops } from '../../db/schema';
import { waybillFileAllowed } from './queries';
import { call, CARRIER, freshVehicle, OTHER_CARRIER, SHIPPER, slip, t, userOf, waybillSteps, withOrdersPlatform } from './testing';
import { DRIVER, driverOf, get, multiOrder, OTHER_DRIVER, MULTI_PARTIES, plan } from './multi-testing';

withOrdersPlatform(MULTI_PARTIES);

describe('recording stops', () => {
  it('the driver loads at two stops and unloads at two; the waybill and order follow; the slips are kept', async () => {
    const { order, load1, load2, unload1, unload2 } = await multiOrder();
    const d = await driverOf(DRIVER);
    const res = await call(CARRIER, '/dispatchOrder/saveMulti', {
      orderId: order.id,
      vehicleId: (await freshVehicle()).id,
      driverId: d.id,
      stops: plan([load1, 16_000], [load2, 14_000], [unload1, 20_000], [unload2, 10_000]),
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
    const history = await waybillSteps(waybillId);
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
      stops: plan([load1, 20_000], [unload1, 20_000]),
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
    expect(await waybillSteps(waybillId, eq(waybillHistory.action, 'load'))).toHaveLength(1);
  });
});
