// What the order tests share: a platform per test file with sessions of the parties it names, calls
// as one of them, and fresh orders, vehicles and drivers (a driver or vehicle carries one live
// waybill at a time, so every test dispatches its own).
import { and, eq, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { freightFen } from '../../contract/market/marketplace';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { cargoSources, drivers, orders, userRoles, users, vehicles, waybillHistory, waybills } from '../../db/schema';
import { makeIdCard } from '../../seed/factories';
import { call, nextIp, t, tokens, userOf, withSignedInPlatform } from '../auth/testing';
import { insertOrder, orderParties } from '../market/orders';
import { DEMO_ACCOUNTS } from '../../seed/accounts';

export const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile; // steel enterprise shipper
export const OTHER_SHIPPER = DEMO_ACCOUNTS.individualShipper.mobile; // individual shipper, not a party
export const CARRIER = DEMO_ACCOUNTS.carrier.mobile; // 顺达 carrier company, owns vehicles v1-v13 and drivers d1-d10
export const OTHER_CARRIER = DEMO_ACCOUNTS.individualAgent.mobile; // individual agent with his own fleet, not a party
export const DRIVER = DEMO_ACCOUNTS.driver.mobile; // driver record d1 of the carrier, linked to this account (free of live waybills in the seed)
export const OPERATOR = DEMO_ACCOUNTS.operator.mobile;
/** Everyone the order, waybill and dispatch tests sign in: both shippers, both carriers, the driver, the operator. */
export const ORDER_PARTIES = [SHIPPER, OTHER_SHIPPER, CARRIER, OTHER_CARRIER, DRIVER, OPERATOR];
/** Drivers of 顺达 whom the multi-point tests dispatch (multi-testing.ts). */
export const ZHOU_LIQIANG = DEMO_ACCOUNTS.driverZhouLiqiang.mobile;
export const SUN_GUODONG = DEMO_ACCOUNTS.driverSunGuodong.mobile;

export { call, t, tokens, userOf, withSignedInPlatform as withOrdersPlatform };
export const vehicleId = async (plate: string) => (await t.db.select().from(vehicles).where(eq(vehicles.plateNo, plate)))[0].id;
export const driverByMobile = async (mobile: string) => (await t.db.select().from(drivers).where(eq(drivers.mobile, mobile)))[0];
export const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
export const waybillRow = async (id: number) => (await t.db.select().from(waybills).where(eq(waybills.id, id)))[0];
/** A waybill's history, oldest first: every move, or those `where` holds for. */
export const waybillSteps = (waybillId: number, where?: SQL) =>
  t.db
    .select()
    .from(waybillHistory)
    .where(and(eq(waybillHistory.waybillId, waybillId), where))
    .orderBy(waybillHistory.id);

/** A fresh order of the steel shipper taken by `taker` (顺达 by default): `status`, `vehicles` of 32 t each. */
export async function freshOrder(status = 'ACCEPT', source = '1', taker = CARRIER, vehicles = 2) {
  const shipper = await userOf(SHIPPER);
  const carrier = await userOf(taker);
  // a load paid offline: one paid online is taken only by a party with an opened wallet (wallet-rule.ts),
  // and the platform tests' seed opens none
  const [cargo] = await t.db
    .select()
    .from(cargoSources)
    .where(and(eq(cargoSources.shipperUserId, shipper.id), eq(cargoSources.payType, 'outline')))
    .orderBy(cargoSources.id)
    .limit(1);
  return insertTestOrder(shipper, carrier, { cargoId: cargo.id, source, status, vehicleCount: vehicles, weightKg: vehicles * 32_000, unitPriceFen: 20_000 });
}

type Party = { id: number; companyId: number | null };
type TestOrderTerms = { cargoId: number; source: string; status: string; vehicleCount: number; weightKg: number; unitPriceFen: number };

/**
 * An order of `shipper`'s taken by `carrier`, inserted as the market inserts one; its freight is
 * the unit price by weight (freightFen), whatever the cargo's own price.
 */
export function insertTestOrder(shipper: Party, carrier: Party, terms: TestOrderTerms) {
  return t.db.transaction((tx) => insertOrder(tx, { ...terms, ...orderParties(shipper, carrier), totalFen: freightFen(terms.unitPriceFen, terms.weightKg) }));
}

let plateSeq = 0;
/** A fresh approved vehicle of the carrier (the seed's may be expired or on other waybills). */
export async function freshVehicle(overrides: Partial<typeof vehicles.$inferInsert> = {}) {
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
export async function freshDriver(overrides: Partial<typeof drivers.$inferInsert> = {}): Promise<{ mobile: string; row: typeof drivers.$inferSelect }> {
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

export async function slip(mobile: string): Promise<string> {
  const bytes = new Uint8Array(256);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const body = new FormData();
  body.set('file', new File([bytes], '磅单.png', { type: 'image/png' }));
  body.set('purpose', 'pound_slip');
  const res = await t.call('/actions/upload/image', { token: tokens[mobile], ip: nextIp(), body });
  expect(res.body.code).toBe(200);
  return res.body.data.uuid as string;
}

export async function dispatchTwo(orderId: number) {
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

export const move = (mobile: string, waybillId: number, action: string, extra: Record<string, unknown> = {}) =>
  call(mobile, '/dispatchOrder/transition', { waybillId, action, ...extra });

/** A guest order (代客下单) as the carrier enters it on its screen: the demo data has none. */
export const GUEST_ORDER_FORM = {
  customerName: '唐山丰南建材经销部',
  contactName: '孟庆丰',
  contactPhone: '13931500123',
  goodsName: '螺纹钢',
  goodsType: 'steel',
  weightT: '60.5',
  vehicleCount: 2,
  unitPrice: '85.50',
  chargeNode: 'unload',
  originCity: '1302',
  originAddress: '丰南区钢城路18号',
  destCity: '1201',
  destAddress: '滨海新区中心渔港冷链物流园',
};

/** A waybill of `orderId` on a fresh driver and vehicle, driven to SIGN (31.9 t loaded and unloaded) and signed by the shipper. */
export async function signedWaybill(orderId: number): Promise<{ waybillId: number; driver: string }> {
  const { mobile: driver, row } = await freshDriver();
  const vehicle = await freshVehicle();
  const saved = await call(CARRIER, '/dispatchOrder/save', { orderId, vehicleId: vehicle.id, driverId: row.id, weightKg: 32_000 });
  expect(saved.body.code).toBe(200);
  const waybillId = saved.body.data.waybillId as number;
  expect((await move(driver, waybillId, 'start')).body.code).toBe(200);
  for (const action of ['load', 'unload'])
    expect((await move(driver, waybillId, action, { weightKg: 31_900, slipUuid: await slip(driver) })).body.code).toBe(200);
  expect((await move(SHIPPER, waybillId, 'sign')).body.code).toBe(200);
  return { waybillId, driver };
}

/** The first waybill in `status` that the driver account `mobile` drives (the seed's drivers on the road). */
export async function waybillOfDriver(mobile: string, status: string) {
  const [row] = await t.db
    .select({ w: waybills })
    .from(waybills)
    .innerJoin(drivers, eq(drivers.id, waybills.driverId))
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(and(eq(users.mobile, mobile), eq(waybills.status, status)))
    .limit(1);
  return row.w;
}
