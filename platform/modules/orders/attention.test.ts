// Issue 43: the dispatcher sees which waybills need attention — 逾期 (not loaded by the end of the
// cargo's loading window, not unloaded by the end of its unloading window) and 异常 (an exception
// still pending) — as flags on the list's rows, as the list filter `attention`, and as the
// workbench's counts; only for the waybills the caller is party to.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cargoPoints, cargoSources } from '../../db/schema';
import {
  call,
  CARRIER,
  freshDriver,
  freshVehicle,
  insertTestOrder,
  move,
  ORDER_PARTIES,
  OTHER_CARRIER,
  SHIPPER,
  slip,
  t,
  userOf,
  withOrdersPlatform,
} from './testing';

withOrdersPlatform(ORDER_PARTIES);

const HOUR = 3600_000;
let cargoSeq = 0;

/** A cargo of the steel shipper's of its own (no points, loading window ending in a day), an order of it taken by 顺达, one waybill. */
async function waybillOfOwnCargo() {
  const shipper = await userOf(SHIPPER);
  const carrier = await userOf(CARRIER);
  const [template] = await t.db.select().from(cargoSources).where(eq(cargoSources.shipperUserId, shipper.id)).orderBy(cargoSources.id).limit(1);
  const { id: _id, ...fields } = template;
  cargoSeq += 1;
  const [cargo] = await t.db
    .insert(cargoSources)
    .values({ ...fields, sourceNo: `ATTN${Date.now()}${cargoSeq}`, loadStart: null, loadEnd: new Date(Date.now() + 24 * HOUR) })
    .returning();
  const order = await insertTestOrder(shipper, carrier, {
    cargoId: cargo.id,
    source: '1',
    status: 'ACCEPT',
    vehicleCount: 1,
    weightKg: 32_000,
    unitPriceFen: 20_000,
  });
  const { mobile: driver, row } = await freshDriver();
  const vehicle = await freshVehicle();
  const res = await call(CARRIER, '/dispatchOrder/save', { orderId: order.id, vehicleId: vehicle.id, driverId: row.id, weightKg: 32_000 });
  expect(res.body.code).toBe(200);
  return { cargoId: cargo.id, waybillId: res.body.data.waybillId as number, driver };
}

type Row = { id: number; late?: boolean; abnormal?: boolean };
const listed = async (mobile: string, attention?: string) => {
  const res = await call(mobile, '/dispatchOrder/pagination', { pageNumber: 1, pageSize: 50, ...(attention ? { attention } : {}) });
  expect(res.body.code).toBe(200);
  return res.body.data.records as Row[];
};
const ids = (rows: Row[]) => rows.map((r) => r.id);
const counts = async (mobile: string) => {
  const res = await call(mobile, '/dispatchOrder/attentionCount');
  expect(res.body.code).toBe(200);
  return res.body.data as { late: number; abnormal: number; any: number };
};

describe('waybills that need the dispatcher’s attention', () => {
  it('flags, filters and counts a late waybill and one with an open exception, for the carrier and not for another company', async () => {
    const a = await waybillOfOwnCargo();
    const b = await waybillOfOwnCargo();
    const before = await counts(CARRIER);
    const otherBefore = await counts(OTHER_CARRIER);

    // Neither is late nor abnormal yet.
    let rows = await listed(CARRIER);
    expect(rows.find((r) => r.id === a.waybillId)).toMatchObject({ late: false, abnormal: false });
    expect(ids(await listed(CARRIER, 'any'))).not.toContain(a.waybillId);

    // A: the loading window ended an hour ago and it is not loaded → 逾期.
    await t.db
      .update(cargoSources)
      .set({ loadEnd: new Date(Date.now() - HOUR) })
      .where(eq(cargoSources.id, a.cargoId));
    rows = await listed(CARRIER);
    expect(rows.find((r) => r.id === a.waybillId)).toMatchObject({ late: true, abnormal: false });
    expect(rows.find((r) => r.id === b.waybillId)).toMatchObject({ late: false, abnormal: false });
    const late = ids(await listed(CARRIER, 'late'));
    expect(late).toContain(a.waybillId);
    expect(late).not.toContain(b.waybillId);
    expect(await counts(CARRIER)).toEqual({ late: before.late + 1, abnormal: before.abnormal, any: before.any + 1 });

    // B: an exception reported and still pending → 异常.
    const report = await call(CARRIER, '/abnormal/report', { waybillId: b.waybillId, abnormalType: '1', description: '车辆故障，停在服务区' });
    expect(report.body.code).toBe(200);
    rows = await listed(CARRIER);
    expect(rows.find((r) => r.id === b.waybillId)).toMatchObject({ late: false, abnormal: true });
    const abnormal = ids(await listed(CARRIER, 'abnormal'));
    expect(abnormal).toContain(b.waybillId);
    expect(abnormal).not.toContain(a.waybillId);
    const either = ids(await listed(CARRIER, 'any'));
    expect(either).toEqual(expect.arrayContaining([a.waybillId, b.waybillId]));
    expect(await counts(CARRIER)).toEqual({ late: before.late + 1, abnormal: before.abnormal + 1, any: before.any + 2 });

    // Another company sees neither, and its counts do not move.
    expect(ids(await listed(OTHER_CARRIER, 'any'))).not.toEqual(expect.arrayContaining([a.waybillId]));
    expect(ids(await listed(OTHER_CARRIER))).not.toContain(b.waybillId);
    expect(await counts(OTHER_CARRIER)).toEqual(otherBefore);

    // Handled, the exception no longer counts; loaded, A is no longer late for loading ...
    const handled = await call(SHIPPER, '/abnormal/handle', { id: report.body.data.id, note: '已换车' });
    expect(handled.body.code).toBe(200);
    expect(ids(await listed(CARRIER, 'abnormal'))).not.toContain(b.waybillId);
    expect((await move(a.driver, a.waybillId, 'start')).body.code).toBe(200);
    expect((await move(a.driver, a.waybillId, 'load', { weightKg: 31_800, slipUuid: await slip(a.driver) })).body.code).toBe(200);
    expect(ids(await listed(CARRIER, 'late'))).not.toContain(a.waybillId);
    expect(await counts(CARRIER)).toEqual(before);

    // ... until its unloading window ends with it still on the road.
    const [point] = await t.db.select().from(cargoPoints).limit(1);
    const { id: _pid, ...pointFields } = point;
    await t.db
      .insert(cargoPoints)
      .values({ ...pointFields, cargoId: a.cargoId, kind: 'unload', seq: 1, windowStart: null, windowEnd: new Date(Date.now() - HOUR) });
    expect((await listed(CARRIER, 'late')).find((r) => r.id === a.waybillId)).toMatchObject({ late: true });
  });

  it('refuses an attention filter it does not know', async () => {
    const res = await call(CARRIER, '/dispatchOrder/pagination', { pageNumber: 1, pageSize: 10, attention: 'soon' });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toBe('请选择需关注的类型');
  });
});
