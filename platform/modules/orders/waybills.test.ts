// A waybill from departure to the receipt: the driver's and the shipper's steps, races between
// people acting at once, the audit before settlement and the supplementary entry.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { cargoSources, orderHistory, waybillHistory, waybills } from '../../db/schema';
import {
  call,
  CARRIER,
  dispatchTwo,
  freshDriver,
  freshOrder,
  freshVehicle,
  move,
  orderRow,
  ORDER_PARTIES,
  OTHER_CARRIER,
  OTHER_SHIPPER,
  SHIPPER,
  slip,
  t,
  waybillRow,
  waybillSteps,
  withOrdersPlatform,
} from './testing';

withOrdersPlatform(ORDER_PARTIES);

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

    const steps = await waybillSteps(first);
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
    const asDriver = (await call(driver, `/order/getById/${order.id}`)).body.data;
    expect(asDriver).toMatchObject({ actors: [], actions: [] });
    // ... and sees only his own part of it (issue 41): not the other crew's driver, mobile, plate,
    // waybill or freight, nor the order's total freight, which its parties see.
    const asCarrier = (await call(CARRIER, `/order/getById/${order.id}`)).body.data;
    const otherCrew = asCarrier.waybills.find((w: { id: number }) => w.id === second);
    expect(asCarrier.order.totalFen).toBeGreaterThan(0);
    expect(asDriver.order.totalFen).toBeNull();
    expect(asDriver.evaluation).toBeNull();
    expect(asDriver.waybills.map((w: { id: number }) => w.id)).toEqual([first]);
    const readable = JSON.stringify(asDriver);
    for (const field of [otherCrew.driverMobile, otherCrew.plateNo, otherCrew.waybillNo]) expect(readable).not.toContain(field);
    expect(readable).toContain(asCarrier.waybills.find((w: { id: number }) => w.id === first).plateNo);
    expect((await call(OTHER_CARRIER, `/dispatchOrder/getById/${first}`)).body.code).toBe(404);
    expect((await call(OTHER_SHIPPER, `/order/getById/${order.id}`)).body.code).toBe(404);
  });

  it('lets only one of two people acting at once on a waybill succeed', async () => {
    const order = await freshOrder();
    const { first, second, driver } = await dispatchTwo(order.id);
    const both = await Promise.all([move(driver, first, 'start'), move(CARRIER, first, 'start')]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect(await waybillSteps(first, eq(waybillHistory.toStatus, 'START'))).toHaveLength(1);
    // Void and start at once: one wins, the history tells the same story as the row.
    const race = await Promise.all([move(CARRIER, second, 'invalid', { reason: '改派' }), move(CARRIER, second, 'start')]);
    expect(race.filter((r) => r.body.code === 200)).toHaveLength(1);
    const [row] = await t.db.select().from(waybills).where(eq(waybills.id, second));
    const last = (await waybillSteps(second)).at(-1)!;
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
    expect(await waybillSteps(first, eq(waybillHistory.action, 'audit'))).toHaveLength(2);
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
    const log = await waybillSteps(first, eq(waybillHistory.action, 'additional'));
    expect(log).toHaveLength(1);
    expect(log[0].remark).toContain('司机漏传磅单');
  });
});
