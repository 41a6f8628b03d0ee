// Demo key areas (issue 47), once, marked by seed_runs step 'key-areas-v1': the steel shipper
// (唐山冀东钢铁贸易) keeps the places of its trips out of 唐山 as key areas with their alarms on —
// the steel works it loads at in 唐山 (stay alarm after 60 minutes), the 京唐港 port area and the
// 天津港 bulk terminal — and the positions its waybills on the road have already reported are
// placed against them, each waybill's in the order they were recorded, through the evaluator the
// driver's position call runs (placePosition), as if the areas had been there when they came in:
// the demo's alarms (the 唐山 → 天津 trip setting off inside the steel works and staying there) are
// the ones the platform itself raises, with their in-app messages.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { KeyAreaInput } from '../../contract/areas/areas';
import type { Db } from '../../db/client';
import { keyAreaAlarms, waybillPositions, waybills } from '../../db/schema';
import { editAreaAlarm, saveKeyArea } from '../../modules/areas/areas';
import { placePosition } from '../../modules/areas/evaluate';
import { DEMO_ACCOUNTS } from '../accounts';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';
import { shipperAuth } from './trips';

export const KEY_AREAS_STEP = 'key-areas-v1';

/** The demo's key areas (WGS-84), the steel works first: the demo waybill sets off inside it. */
export const DEMO_KEY_AREAS: (KeyAreaInput & { stopTime: number })[] = [
  { name: '唐钢厂区装货点', areaType: '1', shape: 'circle', cityCode: '1302', centerLng: 118.17, centerLat: 39.64, radius: 8000, stopTime: 60 },
  { name: '唐山港京唐港区', areaType: '2', shape: 'circle', cityCode: '1302', centerLng: 119.005, centerLat: 39.215, radius: 5000, stopTime: 0 },
  {
    name: '天津港散货码头',
    areaType: '2',
    shape: 'polygon',
    cityCode: '1201',
    points: [
      [117.68, 38.99],
      [117.8, 38.99],
      [117.82, 39.05],
      [117.7, 39.06],
    ],
    stopTime: 0,
  },
];

export async function seedKeyAreas(db: Db, opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  if (!shipper?.companyId) return; // no demo data: nothing to add to
  const done = await runOnce(db, KEY_AREAS_STEP, async (tx) => {
    const auth = shipperAuth(shipper);
    const ids: number[] = [];
    // savepoints inside the step, as the screen would make them one after another
    for (const { stopTime, ...area } of DEMO_KEY_AREAS) {
      const saved = await saveKeyArea(tx as unknown as Db, auth, area);
      await editAreaAlarm(tx as unknown as Db, auth, { ids: [saved.id], stopTime, exitTime: 0, mobile: '' });
      ids.push(saved.id);
    }
    const trips = await tx
      .select({ id: waybills.id, waybillNo: waybills.waybillNo })
      .from(waybills)
      .where(and(eq(waybills.shipperCompanyId, shipper.companyId!), inArray(waybills.status, ['START', 'LOAD', 'UNLOAD'])))
      .orderBy(asc(waybills.id));
    const cacheKey = {};
    const raised: Record<string, number> = {};
    for (const trip of trips) {
      const positions = await tx
        .select()
        .from(waybillPositions)
        .where(eq(waybillPositions.waybillId, trip.id))
        .orderBy(asc(waybillPositions.recordedAt), asc(waybillPositions.id));
      for (const p of positions) {
        const alarms = await placePosition(tx, cacheKey, { waybillId: trip.id, positionId: p.id, lng: p.lngE6 / 1e6, lat: p.latE6 / 1e6, at: p.recordedAt });
        if (alarms.length) raised[trip.waybillNo] = (raised[trip.waybillNo] ?? 0) + alarms.length;
      }
    }
    const [stored] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(keyAreaAlarms)
      .where(eq(keyAreaAlarms.ownerCompanyId, shipper.companyId!));
    const detail = { areas: ids.length, waybillsPlaced: trips.length, raised, stored: stored?.n ?? 0 };
    await noteDone(tx, KEY_AREAS_STEP, detail);
    return detail;
  });
  if (done) opts.log.info(done, 'seed: key areas');
}
