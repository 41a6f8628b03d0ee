import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waybillPositions } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { startTiandituStandIn, TIANDITU_STAND_IN_KEY, type TiandituStandIn } from '../../../tests/support/tianditu-stand-in';
import { call, t, withSignedInPlatform } from '../auth/testing';
import { waybillOfDriver } from '../orders/testing';
import { askDistricts, districtCodeOf, placeUnplaced, tiandituGeocoder } from './position-places';

// A position's place on its row (issue 42): written with the position, backfilled for older rows,
// and the district from 天地图's reverse geocoder (here its stand-in, tests/support).
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const START_DRIVER = DEMO_ACCOUNTS.driverHanChunlei.mobile; // 韩春雷: a START waybill of 顺达
const LOAD_DRIVER = DEMO_ACCOUNTS.driverTianLixin.mobile; // 田立新: a LOAD waybill of 顺达

withSignedInPlatform([CARRIER, START_DRIVER, LOAD_DRIVER]);

const FENGNAN = { lng: 118.085, lat: 39.576 }; // 唐山丰南
const BEICHEN = { lng: 117.135, lat: 39.225 }; // 天津北辰
const BOHAI = { lng: 120.0, lat: 38.5 }; // 渤海, no land

const waybillOf = async (mobile: string, status: string) => (await waybillOfDriver(mobile, status)).id;

const latestPoint = async (mobile: string, waybillId: number) => {
  const track = await call(mobile, `/dispatchOrder/track/${waybillId}`);
  expect(track.body.code).toBe(200);
  return (track.body.data.points as { lat: number; lng: number; region: string | null }[]).at(-1)!;
};

let standIn: TiandituStandIn;
beforeAll(async () => {
  // 天地图 as it answers for these points: 丰南 in 唐山市, 北辰 in 天津市, nothing in the sea.
  standIn = await startTiandituStandIn((lon, lat) => {
    if (Math.abs(lon - FENGNAN.lng) < 0.05 && Math.abs(lat - FENGNAN.lat) < 0.05)
      return { province: '河北省', city: '唐山市', county: '丰南区', countyCode: '156130207' };
    if (Math.abs(lon - BEICHEN.lng) < 0.05 && Math.abs(lat - BEICHEN.lat) < 0.05)
      return { province: '天津市', city: '天津市', county: '北辰区', countyCode: '156120113' };
    return null;
  });
});
afterAll(async () => standIn?.close());

describe('a position is stored with its place', () => {
  it('places the driver’s report in 唐山市 when it is written, and the track reads it as 河北省 唐山市', async () => {
    const id = await waybillOf(START_DRIVER, 'START');
    const done = await call(START_DRIVER, '/dispatchOrder/position', { waybillId: id, ...FENGNAN });
    expect(done.body.code).toBe(200);
    const [row] = await t.db.select().from(waybillPositions).where(eq(waybillPositions.id, done.body.data.positionId));
    expect(row).toMatchObject({ provinceCode: '13', cityCode: '1302', districtCode: null });
    expect(row.placedAt).not.toBeNull();
    expect(await latestPoint(CARRIER, id)).toMatchObject({ region: '河北省 唐山市' });
  });

  it('finds no place for a report in the sea, and says so with null (the coordinates stay)', async () => {
    const id = await waybillOf(LOAD_DRIVER, 'LOAD');
    const done = await call(LOAD_DRIVER, '/dispatchOrder/position', { waybillId: id, ...BOHAI });
    expect(done.body.code).toBe(200);
    const [row] = await t.db.select().from(waybillPositions).where(eq(waybillPositions.id, done.body.data.positionId));
    expect(row).toMatchObject({ provinceCode: null, cityCode: null, districtCode: null });
    expect(await latestPoint(LOAD_DRIVER, id)).toMatchObject({ region: null, lat: BOHAI.lat, lng: BOHAI.lng });
  });

  it('places the rows written before (the migration left them unplaced), once', async () => {
    const id = await waybillOf(LOAD_DRIVER, 'LOAD');
    const [old] = await t.db
      .insert(waybillPositions)
      .values({ waybillId: id, latE6: BEICHEN.lat * 1e6, lngE6: BEICHEN.lng * 1e6, source: 'device', recordedAt: new Date() })
      .returning({ id: waybillPositions.id });
    expect(await placeUnplaced(t.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(waybillPositions).where(eq(waybillPositions.id, old.id));
    expect(row).toMatchObject({ provinceCode: '12', cityCode: '1201', districtCode: '120113' }); // a municipality's polygons are its districts
    expect(await placeUnplaced(t.db)).toBe(0);
    expect(await t.db.select().from(waybillPositions).where(isNull(waybillPositions.placedAt))).toEqual([]);
  });
});

describe('the district from 天地图 (its stand-in)', () => {
  it('does not mark rows asked when the key is wrong or the service fails, and stops the run', async () => {
    const wrong = await askDistricts(t.db, tiandituGeocoder('not-the-key', standIn.url));
    expect(wrong).toMatchObject({ asked: 0, filled: 0 });
    expect(wrong.failed).toContain('403');
    standIn.mode = 'error';
    const failing = await askDistricts(t.db, tiandituGeocoder(TIANDITU_STAND_IN_KEY, standIn.url));
    standIn.mode = 'ok';
    expect(failing).toMatchObject({ asked: 0, failed: '天地图逆地理编码失败：服务异常' });
  });

  it('fills in 丰南区 for the report in 丰南, asking as the service documents it, and marks every asked row', async () => {
    const id = await waybillOf(START_DRIVER, 'START');
    const [mine] = await t.db
      .select({ id: waybillPositions.id })
      .from(waybillPositions)
      .where(and(eq(waybillPositions.waybillId, id), eq(waybillPositions.latE6, FENGNAN.lat * 1e6)));
    const rejectedBefore = standIn.rejected.length;
    const result = await askDistricts(t.db, tiandituGeocoder(TIANDITU_STAND_IN_KEY, standIn.url), 100_000);
    expect(result.failed).toBeNull();
    expect(result.filled).toBeGreaterThanOrEqual(1);
    expect(standIn.rejected.length).toBe(rejectedBefore);
    expect(standIn.asked).toContainEqual({ lon: FENGNAN.lng, lat: FENGNAN.lat });
    const [row] = await t.db.select().from(waybillPositions).where(eq(waybillPositions.id, mine.id));
    expect(row).toMatchObject({ provinceCode: '13', cityCode: '1302', districtCode: '130207' });
    expect(row.districtAskedAt).not.toBeNull();
    expect(await latestPoint(CARRIER, id)).toMatchObject({ region: '河北省 唐山市 丰南区' });
    // every row with a city was asked once; a second run asks nothing
    const again = await askDistricts(t.db, tiandituGeocoder(TIANDITU_STAND_IN_KEY, standIn.url), 100_000);
    expect(again).toEqual({ asked: 0, filled: 0, failed: null });
  });

  it('takes the district only when it is one of the city’s (by name, else by 天地图’s code)', () => {
    expect(districtCodeOf('1302', { province: '河北省', city: '唐山市', county: '丰南区', countyCode: '' })).toBe('130207');
    expect(districtCodeOf('1302', { province: '河北省', city: '唐山市', county: '', countyCode: '156130207' })).toBe('130207');
    expect(districtCodeOf('1302', { province: '天津市', city: '天津市', county: '北辰区', countyCode: '156120113' })).toBeNull();
    expect(districtCodeOf('1302', { province: '', city: '', county: '', countyCode: '' })).toBeNull();
  });
});
