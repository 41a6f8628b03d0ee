// Issue 42, where the work happens: the order, the dispatch options, the waybill and the track carry
// the cargo's load and unload addresses, contacts, windows and remark to the parties who carry the
// load; an outsider gets none of it. And a position typed by hand is refused once unloaded.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRACK_MESSAGES } from '../../contract/orders/track';
import type { CargoPlaces } from '../../contract/orders/places';
import { cargoPoints, cargoSources, orders } from '../../db/schema';
import * as fx from './testing';

fx.withOrdersPlatform(fx.ORDER_PARTIES);

const REMARK = '需带篷布，进厂须戴安全帽';

/** A fresh order whose cargo has the remark, and its first load and unload points as stored. */
async function orderWithPlaces() {
  const order = await fx.freshOrder();
  const [row] = await fx.t.db.select({ cargoId: orders.cargoId }).from(orders).where(eq(orders.id, order.id));
  await fx.t.db.update(cargoSources).set({ remark: REMARK }).where(eq(cargoSources.id, row.cargoId));
  const [cargo] = await fx.t.db.select({ loadStart: cargoSources.loadStart }).from(cargoSources).where(eq(cargoSources.id, row.cargoId));
  const points = await fx.t.db.select().from(cargoPoints).where(eq(cargoPoints.cargoId, row.cargoId)).orderBy(asc(cargoPoints.kind), asc(cargoPoints.seq));
  expect(points.length, 'the demo cargo has load and unload points').toBeGreaterThanOrEqual(2);
  return { order, points, loadStart: cargo.loadStart };
}

function expectPlaces(places: CargoPlaces | null | undefined, points: (typeof cargoPoints.$inferSelect)[], cargoLoadStart: Date | null) {
  expect(places?.remark).toBe(REMARK);
  expect(places?.points.map((p) => [p.kind, p.address, p.contactName, p.contactPhone])).toEqual(
    points.map((p) => [p.kind, p.address, p.contactName, p.contactPhone]),
  );
  const load = places!.points.find((p) => p.kind === 'load')!;
  expect(load.region).not.toBe('');
  const stored = points.find((p) => p.kind === 'load')!;
  // the point's own window, else the cargo's loading window
  expect(load.windowStart).toBe((stored.windowStart ?? cargoLoadStart)?.toISOString() ?? null);
}

describe('where to load and whom to call', () => {
  it('gives the shipper, the carrier, the waybill’s driver and operations the addresses, contacts, windows and remark; outsiders nothing', async () => {
    const { order, points, loadStart } = await orderWithPlaces();
    const { first, driver } = await fx.dispatchTwo(order.id);
    for (const party of [fx.SHIPPER, fx.CARRIER, driver, fx.OPERATOR]) {
      const detail = await fx.call(party, `/order/getById/${order.id}`);
      expect(detail.body.code, party).toBe(200);
      expectPlaces(detail.body.data.places, points, loadStart);
    }
    for (const party of [fx.SHIPPER, fx.CARRIER, driver]) {
      const waybill = await fx.call(party, `/dispatchOrder/getById/${first}`);
      expect(waybill.body.code, party).toBe(200);
      expectPlaces(waybill.body.data.places, points, loadStart);
      const track = await fx.call(party, `/dispatchOrder/track/${first}`);
      expect(track.body.code, party).toBe(200);
      expectPlaces(track.body.data.places, points, loadStart);
    }
    const options = await fx.call(fx.CARRIER, `/dispatchOrder/options/${order.id}`);
    expectPlaces(options.body.data.places, points, loadStart);
    for (const outsider of [fx.OTHER_SHIPPER, fx.OTHER_CARRIER]) {
      for (const path of [`/order/getById/${order.id}`, `/dispatchOrder/getById/${first}`, `/dispatchOrder/track/${first}`]) {
        const res = await fx.call(outsider, path);
        expect(res.body.code, `${outsider} ${path}`).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain(points[0].contactPhone);
      }
    }
  });
});

describe('positions typed by hand', () => {
  it('are taken while loaded and refused once unloaded, where GPS fixes still come', async () => {
    const { order } = await orderWithPlaces();
    const { first, driver } = await fx.dispatchTwo(order.id);
    const at = (manual: boolean) => fx.call(driver, '/dispatchOrder/position', { waybillId: first, lat: 39.3, lng: 117.6, manual });
    expect((await fx.move(driver, first, 'start')).body.code).toBe(200);
    expect((await at(true)).body.code).toBe(200);
    const track = await fx.call(driver, `/dispatchOrder/track/${first}`);
    expect(track.body.data).toMatchObject({ canReport: true, canReportByHand: true });
    expect((await fx.move(driver, first, 'load', { weightKg: 31_000, slipUuid: await fx.slip(driver) })).body.code).toBe(200);
    expect((await fx.move(driver, first, 'unload', { weightKg: 30_980, slipUuid: await fx.slip(driver) })).body.code).toBe(200);
    // the 30 s spacing between reports is not what refuses it: the manual rule is checked first
    expect((await at(true)).body).toMatchObject({ code: 400, message: TRACK_MESSAGES.manualAfterUnload });
    // a GPS fix is not refused by that rule (only by the 30 s spacing since the last report)
    expect((await at(false)).body.message).toMatch(/^上报过于频繁，请\d+秒后再试$/);
    const after = await fx.call(driver, `/dispatchOrder/track/${first}`);
    expect(after.body.data).toMatchObject({ canReport: true, canReportByHand: false });
  });
});
