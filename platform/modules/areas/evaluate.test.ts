// Geofence episodes (issue 47) on the seeded platform, positions placed with their own recorded
// times (the evaluator runs in the position's transaction; here it is called as reportPosition
// calls it, without the 30 s report limit): enter, leave, stay and away are each raised once per
// episode, GPS jitter at the edge raises nothing, an older position arriving late changes nothing,
// the carrier's areas alarm on the waybill too, and another company's areas never do.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyAreaAlarms, keyAreaPresence, keyAreas, orders, waybills } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { t, userOf, withTestPlatform } from '../auth/testing';
import { placePosition } from './evaluate';

withTestPlatform();

const CENTER: [number, number] = [117.2009, 39.0842]; // 天津
const RADIUS = 1000;
const M_PER_DEG_LAT = 111_320;
/** A point `metres` north of the centre. */
const north = (metres: number): [number, number] => [CENTER[0], CENTER[1] + metres / M_PER_DEG_LAT];

let waybillId: number;
let steelCompany: number;
let steelUser: number;
let carrierCompany: number;
let carrierUser: number;
let fenheCompany: number;
let fenheUser: number;

beforeAll(async () => {
  const steel = await userOf(DEMO_ACCOUNTS.enterpriseShipper.mobile);
  const carrier = await userOf(DEMO_ACCOUNTS.carrier.mobile);
  const fenhe = await userOf(DEMO_ACCOUNTS.fenheShipper.mobile);
  [steelCompany, steelUser, carrierCompany, carrierUser, fenheCompany, fenheUser] = [
    steel.companyId!,
    steel.id,
    carrier.companyId!,
    carrier.id,
    fenhe.companyId!,
    fenhe.id,
  ];
  const [w] = await t.db
    .select({ id: waybills.id })
    .from(waybills)
    .innerJoin(orders, eq(orders.id, waybills.orderId))
    .where(and(eq(orders.shipperCompanyId, steelCompany), eq(orders.carrierCompanyId, carrierCompany), inArray(waybills.status, ['START', 'LOAD', 'UNLOAD'])))
    .limit(1);
  waybillId = w.id;
});

async function area(ownerCompanyId: number, ownerUserId: number, name: string, rules: { stopTime?: number; exitTime?: number } = {}) {
  const [row] = await t.db
    .insert(keyAreas)
    .values({
      ownerCompanyId,
      ownerUserId,
      name,
      areaType: '2',
      shape: 'circle',
      centerLng: CENTER[0],
      centerLat: CENTER[1],
      radiusM: RADIUS,
      alarmStatus: '1',
      stopTime: rules.stopTime ?? 0,
      exitTime: rules.exitTime ?? 0,
    })
    .returning();
  return row.id;
}

const T0 = Date.UTC(2026, 10, 20, 2, 0);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

/** Places a position of the waybill at `minutes` after T0; returns the alarm types raised. */
async function place(point: [number, number], minutes: number): Promise<string[]> {
  const raised = await t.db.transaction((tx) => placePosition(tx, t.db, { waybillId, positionId: null, lng: point[0], lat: point[1], at: at(minutes) }));
  return raised.map((r) => `${r.area.name}:${r.alarmType}`).sort();
}

describe('episodes', () => {
  it('raises enter, stay, leave and away once each; jitter at the edge and a late older position raise nothing; other companies’ areas stay silent', async () => {
    await area(steelCompany, steelUser, '钢铁', { stopTime: 30, exitTime: 60 });
    await area(carrierCompany, carrierUser, '顺达');
    const foreign = await area(fenheCompany, fenheUser, '汾河', { stopTime: 1, exitTime: 1 });

    expect(await place(north(5000), 0)).toEqual([]); // far outside: no episode to end
    expect(await place(north(900), 5)).toEqual(['钢铁:1', '顺达:1']); // enters
    expect(await place(north(1050), 6)).toEqual([]); // jitter just outside the edge: within the leave margin
    expect(await place(north(980), 7)).toEqual([]); // back inside: the same episode
    expect(await place(north(1060), 8)).toEqual([]);
    expect(await place(north(500), 34)).toEqual([]); // inside 29 minutes: not yet past stopTime 30
    expect(await place(north(0), 35)).toEqual(['钢铁:3']); // 30 minutes inside: stays too long, once
    expect(await place(north(200), 50)).toEqual([]);
    expect(await place(north(3000), 40)).toEqual([]); // an older position arriving late changes nothing
    expect(await place(north(1200), 55)).toEqual(['钢铁:2', '顺达:2']); // beyond the margin: leaves
    expect(await place(north(1050), 60)).toEqual([]); // the edge band is not inside: no new enter
    expect(await place(north(3000), 114)).toEqual([]); // away 59 minutes
    expect(await place(north(3000), 115)).toEqual(['钢铁:4']); // away 60 minutes (exitTime), once
    expect(await place(north(3000), 200)).toEqual([]);
    expect(await place(north(100), 210)).toEqual(['钢铁:1', '顺达:1']); // a new episode: enters again

    const stored = await t.db.select().from(keyAreaAlarms).where(eq(keyAreaAlarms.waybillId, waybillId));
    expect(stored.filter((a) => a.areaId === foreign)).toEqual([]);
    expect(stored.map((a) => a.alarmType).sort()).toEqual(['1', '1', '1', '1', '2', '2', '3', '4']);
    expect(stored.find((a) => a.alarmType === '3')?.minutes).toBe(30);
    expect(await t.db.select().from(keyAreaPresence).where(eq(keyAreaPresence.areaId, foreign))).toEqual([]);
  });

  it('rebuilds the index when an area changes: switched off, it raises nothing; moved, it raises where it now is', async () => {
    const id = await area(steelCompany, steelUser, '会移动的区域');
    await t.db.update(keyAreas).set({ alarmStatus: '0', updatedAt: new Date() }).where(eq(keyAreas.id, id));
    expect((await place(north(5000), 300)).filter((a) => a.startsWith('会移动'))).toEqual([]);
    await t.db
      .update(keyAreas)
      .set({ alarmStatus: '1', centerLat: CENTER[1] + 5000 / M_PER_DEG_LAT, updatedAt: new Date() })
      .where(eq(keyAreas.id, id));
    expect((await place(north(5000), 301)).filter((a) => a.startsWith('会移动'))).toEqual(['会移动的区域:1']);
  });
});
