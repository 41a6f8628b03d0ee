// Carriers' routes: saved, listed, edited and soft-deleted by the company, and the multi-stop
// orders a route fits.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { MULTI_MESSAGES } from '../../contract/orders/multi';
import { carrierRoutes, vehicles } from '../../db/schema';
import { call, CARRIER, OTHER_CARRIER, SHIPPER, t, withOrdersPlatform } from './testing';
import { get, multiOrder, MULTI_PARTIES } from './multi-testing';

withOrdersPlatform(MULTI_PARTIES);

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
