import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, TRACK_MESSAGES, defaultReportRange } from '../../contract/orders/track';
import { users, waybillPositions, waybills } from '../../db/schema';
import { call, t, withSignedInPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { waybillOfDriver as waybillOf } from './testing';

// Waybill tracking and dispatch reports (issue #8) on the seed's waybills: 顺达's drivers on the
// road (START, LOAD, UNLOAD) with their seeded positions, and two carriers' reports.
const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const OTHER_SHIPPER = DEMO_ACCOUNTS.individualShipper.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const OTHER_CARRIER = DEMO_ACCOUNTS.individualAgent.mobile; // individual agent with his own fleet and waybills
const DEMO_DRIVER = DEMO_ACCOUNTS.driver.mobile; // only signed waybills in the seed
const START_DRIVER = DEMO_ACCOUNTS.driverHanChunlei.mobile; // 韩春雷: a START waybill of 顺达
const LOAD_DRIVER = DEMO_ACCOUNTS.driverTianLixin.mobile; // 田立新: a LOAD waybill of 顺达
const UNLOAD_DRIVER = DEMO_ACCOUNTS.driverLiuHongtao.mobile; // 刘洪涛: an UNLOAD waybill of 顺达

withSignedInPlatform([SHIPPER, OTHER_SHIPPER, CARRIER, OTHER_CARRIER, DEMO_DRIVER, START_DRIVER, LOAD_DRIVER, UNLOAD_DRIVER]);

const report = (mobile: string, waybillId: number, extra: Record<string, unknown> = {}) =>
  call(mobile, '/dispatchOrder/position', { waybillId, lat: 39.3, lng: 117.6, speedKmh: 62, ...extra });

describe('GPS positions', () => {
  it('seeds a plausible track for every waybill on the road, inside China, oldest first', async () => {
    const onRoad = await t.db
      .select({ id: waybills.id })
      .from(waybills)
      .where(inArray(waybills.status, ['START', 'LOAD', 'UNLOAD']));
    expect(onRoad.length).toBeGreaterThan(3);
    const w = await waybillOf(UNLOAD_DRIVER, 'UNLOAD');
    const track = await call(SHIPPER, `/dispatchOrder/track/${w.id}`);
    expect(track.body.code).toBe(200);
    const points = track.body.data.points as { lat: number; lng: number; recordedAt: string }[];
    expect(points.length).toBeGreaterThan(1);
    for (const p of points) expect(p.lat > 3.8 && p.lat < 53.6 && p.lng > 73.4 && p.lng < 135.1).toBe(true);
    const times = points.map((p) => Date.parse(p.recordedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect((track.body.data.events as { toStatus: string }[]).map((e) => e.toStatus)).toEqual(['CREATED', 'START', 'LOAD', 'UNLOAD']);
    expect(track.body.data.canReport).toBe(false); // the shipper reads, does not report
  });

  it('takes a position from the waybill’s driver while on the road, at most one per 30 s, and shows it on the track', async () => {
    const w = await waybillOf(START_DRIVER, 'START');
    const before = (await call(START_DRIVER, `/dispatchOrder/track/${w.id}`)).body.data;
    expect(before).toMatchObject({ canReport: true, nextReportIn: 0 });
    const done = await report(START_DRIVER, w.id, { place: '唐山丰润钢厂北门' });
    expect(done.body).toMatchObject({ code: 200, message: TRACK_MESSAGES.reported });
    const again = await report(START_DRIVER, w.id);
    expect(again.body.code).toBe(400);
    expect(again.body.message).toMatch(/^上报过于频繁，请\d+秒后再试$/);
    const after = (await call(CARRIER, `/dispatchOrder/track/${w.id}`)).body.data;
    expect(after.points).toHaveLength(before.points.length + 1);
    expect(after.points.at(-1)).toMatchObject({ lat: 39.3, lng: 117.6, speedKmh: 62, source: 'driver', place: '唐山丰润钢厂北门' });
  });

  it('lets only one of two reports at once through', async () => {
    const w = await waybillOf(LOAD_DRIVER, 'LOAD');
    const both = await Promise.all([report(LOAD_DRIVER, w.id), report(CARRIER, w.id, { source: 'device' })]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 400]);
  });

  it('refuses outsiders, a driver reporting as a device, finished waybills and positions outside China', async () => {
    const w = await waybillOf(UNLOAD_DRIVER, 'UNLOAD');
    expect((await report(START_DRIVER, w.id)).body.code).toBe(404); // another driver's waybill
    expect((await report(OTHER_CARRIER, w.id)).body.code).toBe(404);
    expect((await report(OTHER_SHIPPER, w.id)).body.code).toBe(404);
    expect((await call(OTHER_CARRIER, `/dispatchOrder/track/${w.id}`)).body.code).toBe(404);
    expect((await call(OTHER_SHIPPER, `/dispatchOrder/track/${w.id}`)).body.code).toBe(404);
    expect((await report(UNLOAD_DRIVER, w.id, { source: 'device' })).body.code).toBe(400);
    expect((await report(UNLOAD_DRIVER, w.id, { lat: 51.5072, lng: -0.1276 })).body).toMatchObject({ code: 400, message: TRACK_MESSAGES.outsideChina });
    expect((await report(UNLOAD_DRIVER, w.id, { lat: 'abc' })).body.code).toBe(400);
    expect((await report(UNLOAD_DRIVER, w.id, { speedKmh: 900 })).body.code).toBe(400);
    const signed = await waybillOf(DEMO_DRIVER, 'SIGN');
    expect((await report(DEMO_DRIVER, signed.id)).body).toMatchObject({ code: 400, message: TRACK_MESSAGES.notOnRoad });
    // None of that was stored.
    const stored = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(waybillPositions)
      .where(eq(waybillPositions.waybillId, signed.id));
    expect(stored[0].n).toBe(0);
    // The carrier may report for its waybill (a vehicle terminal through its account).
    expect((await report(CARRIER, w.id, { source: 'device' })).body.code).toBe(200);
  });
});

describe('dispatch reports', () => {
  const today = defaultReportRange().endDate;
  const range = { startDate: new Date(Date.parse(today) - 365 * 86_400_000).toISOString().slice(0, 10), endDate: today };

  /** The caller company's non-voided waybills, counted straight from the table. */
  async function expected(mobile: string) {
    const [u] = await t.db.select().from(users).where(eq(users.mobile, mobile));
    const scope =
      u.companyId !== null ? eq(waybills.carrierCompanyId, u.companyId) : sql`${waybills.orderId} in (select id from orders where carrier_user_id = ${u.id})`;
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int`, freight: sql<number>`coalesce(sum(${waybills.freightFen}), 0)::bigint` })
      .from(waybills)
      .where(and(scope, ne(waybills.status, 'INVALID')));
    return { waybills: Number(row.n), freightFen: Number(row.freight) };
  }

  it('aggregates the caller’s waybills per day, route and vehicle — two companies see their own', async () => {
    for (const mobile of [CARRIER, OTHER_CARRIER]) {
      const want = await expected(mobile);
      expect(want.waybills).toBeGreaterThan(0);
      for (const groupBy of ['day', 'route', 'vehicle']) {
        const res = await call(mobile, '/dispatchOrder/report', { ...range, groupBy, pageSize: 50 });
        expect(res.body.code).toBe(200);
        const data = res.body.data as {
          rows: { waybills: number; freightFen: number; lossKg: number; key: string }[];
          totals: { waybills: number; freightFen: number };
          total: number;
        };
        expect(data.totals).toMatchObject(want);
        expect(data.rows.reduce((a, r) => a + r.waybills, 0)).toBe(want.waybills);
        expect(data.total).toBe(data.rows.length);
      }
    }
    const byRoute = (await call(CARRIER, '/dispatchOrder/report', { ...range, groupBy: 'route' })).body.data.rows as { key: string }[];
    expect(byRoute.every((r) => r.key.includes(' → '))).toBe(true);
    const mine = (await call(CARRIER, '/dispatchOrder/report', { ...range, groupBy: 'vehicle', pageSize: 50 })).body.data.rows as { key: string }[];
    const theirs = (await call(OTHER_CARRIER, '/dispatchOrder/report', { ...range, groupBy: 'vehicle', pageSize: 50 })).body.data.rows as { key: string }[];
    expect(mine.some((r) => r.key === '冀B9E726')).toBe(false); // the agent's truck
    expect(theirs.map((r) => r.key).sort()).toEqual(['冀B6R153', '冀B9E726']);
    // The shipper sees the same waybills from its side; an unrelated shipper none.
    const steel = (await t.db.select().from(users).where(eq(users.mobile, SHIPPER)))[0];
    const individual = (await t.db.select().from(users).where(eq(users.mobile, OTHER_SHIPPER)))[0];
    const [{ n: steelCount }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(waybills)
      .where(and(eq(waybills.shipperCompanyId, steel.companyId!), ne(waybills.status, 'INVALID')));
    const [{ n: ownCount }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(waybills)
      .where(and(sql`${waybills.orderId} in (select id from orders where shipper_user_id = ${individual.id})`, ne(waybills.status, 'INVALID')));
    expect(steelCount).toBeGreaterThan(0);
    expect((await call(SHIPPER, '/dispatchOrder/report', range)).body.data.totals.waybills).toBe(steelCount);
    expect((await call(OTHER_SHIPPER, '/dispatchOrder/report', range)).body.data.totals.waybills).toBe(ownCount);
  });

  it('refuses a bad date range with the message at the field', async () => {
    expect((await call(CARRIER, '/dispatchOrder/report', { startDate: '2026-05-01', endDate: '2026-04-01' })).body).toMatchObject({
      code: 400,
      message: REPORT_MESSAGES.rangeInverted,
    });
    expect((await call(CARRIER, '/dispatchOrder/report', { startDate: '2020-01-01', endDate: '2026-04-01' })).body).toMatchObject({
      code: 400,
      message: REPORT_MESSAGES.rangeTooLong,
    });
    expect((await call(CARRIER, '/dispatchOrder/report', { startDate: '2026-13-45' })).body.code).toBe(400);
    expect((await call(CARRIER, '/dispatchOrder/report', { groupBy: 'driver' })).body.code).toBe(400);
  });

  it('totals the company’s waybills by status and by month', async () => {
    for (const mobile of [CARRIER, OTHER_CARRIER]) {
      const [u] = await t.db.select().from(users).where(eq(users.mobile, mobile));
      const scope =
        u.companyId !== null ? eq(waybills.carrierCompanyId, u.companyId) : sql`${waybills.orderId} in (select id from orders where carrier_user_id = ${u.id})`;
      const all = await t.db.select({ status: waybills.status }).from(waybills).where(scope);
      const res = await call(mobile, '/dispatchOrder/total', {});
      expect(res.body.code).toBe(200);
      const data = res.body.data as { byStatus: { status: string; waybills: number }[]; byMonth: { waybills: number }[]; all: { waybills: number } };
      expect(data.all.waybills).toBe(all.length);
      for (const s of data.byStatus) expect(s.waybills).toBe(all.filter((w) => w.status === s.status).length);
      expect(data.byMonth.reduce((a, m) => a + m.waybills, 0)).toBe(all.length); // the seed is younger than a year
    }
    expect((await call(CARRIER, '/dispatchOrder/total', { months: 99 })).body.code).toBe(400);

    // A waybill older than the window counts in neither the status nor the month totals.
    const [u] = await t.db.select().from(users).where(eq(users.mobile, CARRIER));
    const [old] = await t.db
      .select({ id: waybills.id, createdAt: waybills.createdAt })
      .from(waybills)
      .where(eq(waybills.carrierCompanyId, u.companyId!))
      .limit(1);
    const before = (await call(CARRIER, '/dispatchOrder/total', {})).body.data as { all: { waybills: number } };
    await t.db
      .update(waybills)
      .set({ createdAt: sql`now() - interval '800 days'` })
      .where(eq(waybills.id, old.id));
    try {
      const after = (await call(CARRIER, '/dispatchOrder/total', {})).body.data as { all: { waybills: number }; byMonth: { waybills: number }[] };
      expect(after.all.waybills).toBe(before.all.waybills - 1);
      expect(after.byMonth.reduce((a, m) => a + m.waybills, 0)).toBe(after.all.waybills);
    } finally {
      await t.db.update(waybills).set({ createdAt: old.createdAt }).where(eq(waybills.id, old.id));
    }
  });
});

describe('the waybills on the road (运单跟踪 without a waybill)', () => {
  it('lists only started, unsigned waybills, and only the caller’s', async () => {
    const moving = async (mobile: string) =>
      (await call(mobile, '/dispatchOrder/pagination', { moving: '1', pageSize: 50 })).body.data.records as { id: number; status: string }[];
    const carrierRows = await moving(CARRIER);
    expect(new Set(carrierRows.map((r) => r.status))).toEqual(new Set(['START', 'LOAD', 'UNLOAD']));
    const started = await waybillOf(START_DRIVER, 'START');
    expect(carrierRows.map((r) => r.id)).toContain(started.id);
    expect((await moving(OTHER_CARRIER)).map((r) => r.id)).not.toContain(started.id);
    expect((await moving(OTHER_SHIPPER)).map((r) => r.id)).not.toContain(started.id);
    expect((await moving(START_DRIVER)).map((r) => r.id)).toEqual([started.id]);
    expect((await call(SHIPPER, '/dispatchOrder/pagination', { moving: '2' })).body.code).toBe(400);
  });
});
