// What the multi-point tests share beyond ./testing.ts: their drivers, GET calls, a fresh accepted
// order on the seed's multi-point cargo, and fresh driver records of 顺达 (without an account).
import { eq } from 'drizzle-orm';
import { cargoPoints, cargoSources, drivers } from '../../db/schema';
import { nextIp } from '../auth/testing';
import { CARRIER, insertTestOrder, OTHER_CARRIER, SHIPPER, SUN_GUODONG, t, tokens, userOf, ZHOU_LIQIANG } from './testing';

export const DRIVER = ZHOU_LIQIANG; // 周立强, a driver of 顺达 with no waybill in the seed
export const OTHER_DRIVER = SUN_GUODONG; // 孙国栋, also of 顺达, not on these waybills
/** Everyone the multi-point and carrier-route tests sign in. */
export const MULTI_PARTIES = [SHIPPER, CARRIER, OTHER_CARRIER, DRIVER, OTHER_DRIVER];

/** A dispatch plan along stops: [point id, planned kg] a stop, in the order given. */
export const plan = (...stops: [pointId: number, plannedKg: number][]) => stops.map(([pointId, plannedKg]) => ({ pointId, plannedKg }));

export const get = (mobile: string, path: string) => t.call(path, { method: 'GET', token: tokens[mobile], ip: nextIp() });
export const driverOf = async (mobile: string) => (await t.db.select().from(drivers).where(eq(drivers.mobile, mobile)))[0];

/** A fresh accepted order of 顺达 on the seed's multi-point cargo (two loads, two unloads). */
export async function multiOrder(weightKg = 60_000) {
  const shipper = await userOf(SHIPPER);
  const carrier = await userOf(CARRIER);
  const [cargo] = await t.db.select().from(cargoSources).where(eq(cargoSources.goodsName, '彩涂钢板')).limit(1);
  const order = await insertTestOrder(shipper, carrier, { cargoId: cargo.id, source: '3', status: 'ACCEPT', vehicleCount: 2, weightKg, unitPriceFen: 10_000 });
  const points = await t.db.select().from(cargoPoints).where(eq(cargoPoints.cargoId, cargo.id));
  const of = (kind: string, seq: number) => points.filter((p) => p.kind === kind).sort((a, b) => a.seq - b.seq)[seq].id;
  return { order, load1: of('load', 0), load2: of('load', 1), unload1: of('unload', 0), unload2: of('unload', 1) };
}

// A driver may carry one live waybill at a time (dispatch checks): each dispatch the carrier makes
// alone gets its own driver record, without a platform account.
let driverSeq = 0;
export async function freshDriver() {
  const { id: _id, userId: _user, ...fields } = await driverOf(OTHER_DRIVER);
  driverSeq += 1;
  const [row] = await t.db
    .insert(drivers)
    .values({ ...fields, name: `测试司机${driverSeq}`, mobile: `1390009${String(driverSeq).padStart(4, '0')}` })
    .returning();
  return row;
}
