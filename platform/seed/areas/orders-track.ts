// Demo data of waybill tracking (issue #8), once, marked by seed_runs step 'orders-track-v1':
//  - nine more drivers (with their own accounts, password Demo1234) and ten more trucks of 天津顺达,
//    free of waybills, so each e2e project dispatches its own capacity (a vehicle or driver carries
//    one live waybill at a time); DEMO_ACCOUNTS.driver is left free of live waybills by the demo step;
//  - GPS positions of every seeded waybill on the road (START, LOAD, UNLOAD): a plausible path
//    between its cities, one point every 20 minutes since it set off (WGS-84).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, userRoles, users, vehicles, waybillHistory, waybillPositions, waybills } from '../../db/schema';
import { placeColumns } from '../../modules/geo/position-places';
import { DEMO_ACCOUNTS as A } from '../accounts';
import { DAY, driverRow, makeIdCard, MINUTE, userRow } from '../factories';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';

export const ORDERS_TRACK_STEP = 'orders-track-v1';

/** The carrier whose fleet grows, and the demo account whose password hash the new drivers share. */
const CARRIER = A.carrier;
const PASSWORD_OF = A.driver;

export const TRACK_DRIVERS = [
  { ...A.driverShiZhenhua, id: ['120116', '19830514', '271'] as const, licenceClass: 'A2', qualificationNo: '120116200905003318' },
  { ...A.driverMaJianjun, id: ['130207', '19790822', '135'] as const, licenceClass: 'A2', qualificationNo: '130207200711002604' },
  { ...A.driverChenHongwei, id: ['120113', '19870306', '419'] as const, licenceClass: 'A2', qualificationNo: '120113201203001927' },
  // the multi load/unload e2e (orders-multi.spec.ts): one per project
  { ...A.driverZhouLiqiang, id: ['130281', '19850917', '233'] as const, licenceClass: 'A2', qualificationNo: '130281200810004471' },
  { ...A.driverSunGuodong, id: ['120110', '19810225', '157'] as const, licenceClass: 'A2', qualificationNo: '120110200604002283' },
  // the order kinds e2e (orders-kinds.spec.ts): one per project
  { ...A.driverGuoZhiyuan, id: ['130203', '19880412', '316'] as const, licenceClass: 'A2', qualificationNo: '130203201105003845' },
  { ...A.driverHanDeli, id: ['120112', '19760630', '278'] as const, licenceClass: 'A2', qualificationNo: '120112200409001562' },
  // the daily-journey e2e (daily-journey.spec.ts): one per project
  { ...A.driverLuoJianguo, id: ['130202', '19820519', '174'] as const, licenceClass: 'A2', qualificationNo: '130202200807003516' },
  { ...A.driverPengZhiqiang, id: ['120111', '19840808', '352'] as const, licenceClass: 'A2', qualificationNo: '120111201004002748' },
  // the driver's phone e2e (driver-phone.spec.ts): one per project
  { ...A.driverQinHaitao, id: ['130204', '19860311', '195'] as const, licenceClass: 'A2', qualificationNo: '130204200906002231' },
  { ...A.driverLuMingyuan, id: ['120114', '19830727', '238'] as const, licenceClass: 'A2', qualificationNo: '120114200805003174' },
  // the image viewer e2e (image-viewer.spec.ts): one per project
  { ...A.driverWeiJianhua, id: ['130205', '19840612', '263'] as const, licenceClass: 'A2', qualificationNo: '130205200908003562' },
  { ...A.driverYeZhiming, id: ['120115', '19810419', '347'] as const, licenceClass: 'A2', qualificationNo: '120115200703002819' },
];

export const TRACK_VEHICLES = [
  { plate: '津C70125', permitNo: '120116014021', permitDays: 410 },
  { plate: '津C70236', permitNo: '120116014135', permitDays: 380 },
  { plate: '津C70347', permitNo: '120116014262', permitDays: 500 },
  { plate: '津C70458', permitNo: '120116014377', permitDays: 450 },
  { plate: '津C70569', permitNo: '120116014481', permitDays: 420 },
  { plate: '津C70670', permitNo: '120116014593', permitDays: 470 },
  { plate: '津C70781', permitNo: '120116014607', permitDays: 430 },
  { plate: '津C70892', permitNo: '120116014719', permitDays: 490 },
  { plate: '津C70903', permitNo: '120116014824', permitDays: 440 },
  { plate: '津C70914', permitNo: '120116014936', permitDays: 460 },
  { plate: '津C71025', permitNo: '120116015041', permitDays: 480 },
  { plate: '津C71036', permitNo: '120116015152', permitDays: 455 },
  { plate: '津C71147', permitNo: '120116015263', permitDays: 465 },
  { plate: '津C71258', permitNo: '120116015374', permitDays: 475 },
];

/** City centres (WGS-84) of the demo places' cities, by GB/T 2260 city code. */
const CITY_CENTRES: Record<string, [number, number]> = {
  '1101': [39.9042, 116.4074],
  '1201': [39.0842, 117.2009],
  '1301': [38.0428, 114.5149],
  '1302': [39.6305, 118.1802],
  '1304': [36.6256, 114.5391],
  '1309': [38.3037, 116.8388],
  '1401': [37.8706, 112.5489],
  '1404': [36.1953, 113.1163],
  '3101': [31.2304, 121.4737],
  '3201': [32.0603, 118.7969],
  '3202': [31.4912, 120.3119],
  '3205': [31.299, 120.5853],
  '3701': [36.6512, 117.1201],
  '3702': [36.0671, 120.3826],
  '3703': [36.8131, 118.0548],
  '4101': [34.7466, 113.6254],
};

/** How far along the route a waybill in this state has come, from the first point to the last. */
const PROGRESS: Record<string, [number, number]> = { START: [0, 0.03], LOAD: [0.04, 0.55], UNLOAD: [0.55, 1] };

/** Points from `a` to `b` between fractions `from`..`to`, bent a little like a road, every `step`. */
export function pathBetween(a: [number, number], b: [number, number], from: number, to: number, n: number): [number, number][] {
  const out: [number, number][] = [];
  const [dLat, dLng] = [b[0] - a[0], b[1] - a[1]];
  for (let i = 0; i < n; i += 1) {
    const f = n === 1 ? to : from + ((to - from) * i) / (n - 1);
    // A gentle bow across the straight line plus a small deterministic wiggle.
    const bow = Math.sin(Math.PI * f) * 0.08;
    const wiggle = Math.sin(i * 1.7) * 0.004;
    out.push([a[0] + dLat * f - dLng * (bow + wiggle) * 0.3, a[1] + dLng * f + dLat * (bow + wiggle) * 0.3]);
  }
  return out;
}

export async function seedOrdersTrack(db: Db, opts: SeedOptions): Promise<void> {
  const carrier = await demoUser(db, CARRIER);
  const template = await demoUser(db, PASSWORD_OF);
  if (!carrier || !template) return; // no demo data: nothing to add to
  const done = await runOnce(db, ORDERS_TRACK_STEP, async (tx) => {
    const now = Date.now();

    // Drivers with their accounts, and trucks, of the carrier.
    const people = await tx
      .insert(users)
      .values(
        TRACK_DRIVERS.map((d, i) =>
          userRow({
            mobile: d.mobile,
            realName: d.name,
            passwordHash: template.passwordHash,
            pwdChangedAt: new Date(now - 30 * DAY),
            individual: 'y',
            authStatus: '2',
            idCard: makeIdCard(d.id[0], d.id[1], d.id[2]),
            isDriver: 1,
            createdAt: new Date(now - (90 - i * 7) * DAY),
          }),
        ),
      )
      .onConflictDoNothing()
      .returning();
    if (people.length)
      await tx
        .insert(userRoles)
        .values(people.map((p) => ({ userId: p.id, role: 'driver', createdAt: p.createdAt })))
        .onConflictDoNothing();
    const [lic] = await tx.select({ d: drivers }).from(drivers).where(eq(drivers.mobile, PASSWORD_OF.mobile)).limit(1);
    if (people.length) {
      await tx.insert(drivers).values(
        people.map((p, i) => {
          const spec = TRACK_DRIVERS.find((d) => d.mobile === p.mobile)!;
          return driverRow({
            ownerCompanyId: carrier.companyId,
            ownerUserId: carrier.id,
            userId: p.id,
            name: p.realName,
            mobile: p.mobile,
            idCard: p.idCard!,
            licenceClass: spec.licenceClass,
            licenceExpiry: new Date(now + (3 * 365 + i * 41) * DAY),
            qualificationNo: spec.qualificationNo,
            qualificationExpiry: lic?.d.qualificationExpiry ? new Date(now + (2 * 365 + i * 23) * DAY) : null,
            createdAt: p.createdAt,
          });
        }),
      );
    }
    const [truck] = await tx.select().from(vehicles).where(eq(vehicles.plateNo, '津C28561')).limit(1);
    let trucks = 0;
    if (truck) {
      const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = truck;
      const made = await tx
        .insert(vehicles)
        .values(
          TRACK_VEHICLES.map((v, i) => ({
            ...fields,
            plateNo: v.plate,
            orgUnitId: null,
            affiliateOwnerId: null,
            transportPermitNo: v.permitNo,
            transportPermitExpiry: new Date(now + v.permitDays * DAY),
            insuranceExpiry: new Date(now + (200 + i * 15) * DAY),
            createdAt: new Date(now - (60 - i * 5) * DAY),
          })),
        )
        .returning({ id: vehicles.id });
      trucks = made.length;
    }

    // Positions of the waybills on the road, since they set off.
    const onRoad = await tx
      .select({ id: waybills.id, status: waybills.status, originCity: waybills.originCity, destCity: waybills.destCity, driverUserId: drivers.userId })
      .from(waybills)
      .innerJoin(drivers, eq(drivers.id, waybills.driverId))
      .where(inArray(waybills.status, ['START', 'LOAD', 'UNLOAD']));
    let points = 0;
    for (const w of onRoad) {
      const a = CITY_CENTRES[w.originCity];
      const b = CITY_CENTRES[w.destCity];
      if (!a || !b) continue;
      const [started] = await tx
        .select({ at: waybillHistory.createdAt })
        .from(waybillHistory)
        .where(and(eq(waybillHistory.waybillId, w.id), eq(waybillHistory.toStatus, 'START')))
        .limit(1);
      const since = started?.at.getTime() ?? now - 6 * 60 * MINUTE;
      const n = Math.max(2, Math.min(60, Math.floor((now - since) / (20 * MINUTE))));
      const [from, to] = PROGRESS[w.status];
      const path = pathBetween(a, b, from, to, n);
      const span = Math.max(0, now - 5 * MINUTE - since);
      await tx.insert(waybillPositions).values(
        path.map(([lat, lng], i) => ({
          waybillId: w.id,
          latE6: Math.round(lat * 1_000_000),
          lngE6: Math.round(lng * 1_000_000),
          speedKmh: w.status === 'START' ? 20 + ((i * 7) % 25) : 55 + ((i * 13) % 30),
          source: i % 2 === 0 ? 'device' : 'driver',
          reporterUserId: i % 2 === 0 ? null : w.driverUserId,
          recordedAt: new Date(since + (span * (i + 1)) / path.length),
          createdAt: new Date(since + (span * (i + 1)) / path.length),
          ...placeColumns(lng, lat),
        })),
      );
      points += path.length;
    }
    const detail = { drivers: people.length, vehicles: trucks, waybillsTracked: onRoad.length, positions: points };
    await noteDone(tx, ORDERS_TRACK_STEP, detail);
    return detail;
  });
  if (done) opts.log.info(done, 'seed: orders tracking');
}
