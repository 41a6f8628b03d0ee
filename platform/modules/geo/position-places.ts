// A position's place, stored on its row (issue 42): province and city from the local polygons when
// the row is written (placeColumns, in the position's own insert), the rows written before that
// placed by a job, and the district asked of 天地图's reverse geocoder by another job when MAP_AK is
// configured (the local data has districts only for the four municipalities). Pages read the
// stored codes; nothing is computed per page view.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { waybillPositions } from '../../db/schema';
import { regionTree } from '../../contract/regions';
import type { JobRunner } from '../jobs/runner';
import { placeAt, placeWords } from './places';

/** The place columns of a position row at (lng, lat), for its insert. */
export function placeColumns(lng: number, lat: number, at: Date = new Date()) {
  const place = placeAt(lng, lat);
  return { provinceCode: place?.provinceCode ?? null, cityCode: place?.cityCode ?? null, districtCode: place?.districtCode ?? null, placedAt: at };
}

/** A stored position's place in words ('河北省 唐山市 丰南区'); null when it lies in no province (at sea) or is not yet placed. */
export function positionPlace(p: { provinceCode: string | null; cityCode: string | null; districtCode: string | null }): string | null {
  return placeWords(p);
}

const BATCH = 500;

/** Places the rows written before positions were placed on insert; answers how many. */
export async function placeUnplaced(db: Db): Promise<number> {
  let placed = 0;
  for (;;) {
    const rows = await db
      .select({ id: waybillPositions.id, latE6: waybillPositions.latE6, lngE6: waybillPositions.lngE6 })
      .from(waybillPositions)
      .where(isNull(waybillPositions.placedAt))
      .orderBy(asc(waybillPositions.id))
      .limit(BATCH);
    if (rows.length === 0) return placed;
    const now = new Date();
    await db.transaction(async (tx) => {
      for (const r of rows)
        await tx
          .update(waybillPositions)
          .set(placeColumns(r.lngE6 / 1e6, r.latE6 / 1e6, now))
          .where(and(eq(waybillPositions.id, r.id), isNull(waybillPositions.placedAt)));
    });
    placed += rows.length;
  }
}

// ---------------------------------------------------------------------------------------------
// 天地图's reverse geocoder (http://lbs.tianditu.gov.cn/server/geocoding.html):
//   GET {url}?postStr={"lon":118.085,"lat":39.576,"ver":1}&type=geocode&tk={key}
//   → { status: "0", msg: "ok", result: { formatted_address, location, addressComponent: { province, city, county, county_code?, … } } }
// status "0" is an answer (with or without a county: at sea there is none); anything else is a failure.

export const TIANDITU_GEOCODER_URL = 'https://api.tianditu.gov.cn/geocoder';

export type Reverse = { province: string; city: string; county: string; countyCode: string };
export type Geocoder = (lng: number, lat: number) => Promise<Reverse>;

/** The geocoder of a 天地图 key; `url` is the service (a stand-in in tests). */
export function tiandituGeocoder(key: string, url: string = TIANDITU_GEOCODER_URL, timeoutMs = 10_000): Geocoder {
  return async (lng, lat) => {
    const query = new URLSearchParams({ postStr: JSON.stringify({ lon: lng, lat, ver: 1 }), type: 'geocode', tk: key });
    const response = await fetch(`${url}?${query}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`天地图逆地理编码 HTTP ${response.status}`);
    const body = (await response.json()) as { status?: string; msg?: string; result?: { addressComponent?: Record<string, unknown> } };
    if (String(body.status) !== '0') throw new Error(`天地图逆地理编码失败：${body.msg ?? body.status}`);
    const c = body.result?.addressComponent ?? {};
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    return { province: text(c.province), city: text(c.city), county: text(c.county), countyCode: text(c.county_code) };
  };
}

/**
 * The district code of 天地图's answer within the city the local polygons found: by the county's
 * name among the city's districts, else by its code (天地图 writes 156 + the 6-digit code); null
 * when neither is one of the city's (the answer names another city, or none).
 */
export function districtCodeOf(cityCode: string, answer: Reverse): string | null {
  const city = regionTree()
    .find((p) => p.code === cityCode.slice(0, 2))
    ?.children?.find((c) => c.code === cityCode);
  const districts = city?.children ?? [];
  const code = answer.countyCode.replace(/^156/, '');
  return districts.find((d) => answer.county !== '' && d.name === answer.county)?.code ?? districts.find((d) => d.code === code)?.code ?? null;
}

/** Rows asked of 天地图 per run (its free quota is per day; a minute's run stays small). */
const DISTRICTS_PER_RUN = 50;

/**
 * Asks 天地图 for the districts of placed rows that have a city but no district yet; a row is
 * marked asked once 天地图 answered (with a district or without one). A failed call stops the run:
 * the rest are asked on the next.
 */
export async function askDistricts(db: Db, geocoder: Geocoder, limit = DISTRICTS_PER_RUN): Promise<{ asked: number; filled: number; failed: string | null }> {
  const rows = await db
    .select({ id: waybillPositions.id, latE6: waybillPositions.latE6, lngE6: waybillPositions.lngE6, cityCode: waybillPositions.cityCode })
    .from(waybillPositions)
    .where(and(isNotNull(waybillPositions.cityCode), isNull(waybillPositions.districtCode), isNull(waybillPositions.districtAskedAt)))
    .orderBy(asc(waybillPositions.id))
    .limit(limit);
  let filled = 0;
  let asked = 0;
  for (const r of rows) {
    let answer: Reverse;
    try {
      answer = await geocoder(r.lngE6 / 1e6, r.latE6 / 1e6);
    } catch (error) {
      return { asked, filled, failed: error instanceof Error ? error.message : String(error) };
    }
    const districtCode = districtCodeOf(r.cityCode!, answer);
    await db
      .update(waybillPositions)
      .set({ districtCode, districtAskedAt: new Date() })
      .where(and(eq(waybillPositions.id, r.id), isNull(waybillPositions.districtAskedAt)));
    asked += 1;
    if (districtCode) filled += 1;
  }
  return { asked, filled, failed: null };
}

export const PLACE_POSITIONS_JOB = 'positions.place';
export const ASK_DISTRICTS_JOB = 'positions.district';

/**
 * The two jobs: the backfill of unplaced rows soon after start (and hourly, for rows a seed or an
 * import wrote directly), and, with a 天地图 key, the districts every minute.
 */
export async function schedulePositionPlaces(runner: JobRunner, db: Db, tianditu: { key?: string; url?: string }): Promise<void> {
  await runner.define({ name: PLACE_POSITIONS_JOB, oneAtATime: true, pollSeconds: 60, run: async () => ({ placed: await placeUnplaced(db) }) });
  await runner.schedule(PLACE_POSITIONS_JOB, '47 * * * *');
  if (runner.working) await runner.runSoon(PLACE_POSITIONS_JOB);
  if (!tianditu.key) return;
  const geocoder = tiandituGeocoder(tianditu.key, tianditu.url);
  await runner.define({ name: ASK_DISTRICTS_JOB, oneAtATime: true, pollSeconds: 30, run: async () => askDistricts(db, geocoder) });
  await runner.schedule(ASK_DISTRICTS_JOB, '* * * * *');
}
