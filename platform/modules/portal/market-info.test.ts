// The public bid hall and freight information: only open public biddings, sealed quotes, prices
// aggregated from real rows, filters validated.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cargoSources } from '../../db/schema';
import { t, withTestPlatform } from '../auth/testing';
import { chinaWeekStart } from './freight';

withTestPlatform();

describe('bid hall', () => {
  it('lists only open public biddings, soonest deadline first, without contacts or quote prices', async () => {
    const res = await t.call('/order/bidHallPagination', { json: { pageNumber: 1, pageSize: 50 } });
    expect(res.body.code).toBe(200);
    const records = res.body.data.records as { id: number; businessType: string; deadline: string | null; quoteCount: number }[];
    expect(records.length).toBeGreaterThan(0);
    expect(res.body.data.total).toBe(records.length);
    for (const r of records) {
      expect(r.businessType).toBe('3');
      expect(Object.keys(r)).not.toContain('originAddress');
      expect(Object.keys(r)).not.toContain('unitPriceFenQuoted');
      expect(typeof r.quoteCount).toBe('number');
      expect(r.deadline === null || Date.parse(r.deadline) > Date.now()).toBe(true);
    }
    const deadlines = records.filter((r) => r.deadline).map((r) => Date.parse(r.deadline!));
    expect([...deadlines].sort((a, b) => a - b)).toEqual(deadlines);

    const rows = await t.db.select().from(cargoSources).where(eq(cargoSources.businessType, '3'));
    const open = rows.filter((c) => c.status === 'published' && c.publishScope === 'public' && c.bidStatus === '1' && (!c.deadline || c.deadline > new Date()));
    expect(records.map((r) => r.id).sort()).toEqual(open.map((c) => c.id).sort());
  });

  it('drops a bidding once its deadline passed, and validates filters', async () => {
    const first = (await t.call('/order/bidHallPagination', { json: { pageNumber: 1, pageSize: 10, originCity: '1302' } })).body.data;
    const before = (await t.call('/order/bidHallPagination', { json: { pageNumber: 1, pageSize: 50 } })).body.data.records as { id: number }[];
    const victim = before[0];
    await t.db
      .update(cargoSources)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(cargoSources.id, victim.id));
    // a different query key: the 3 s cache of the first query does not hide the change
    const after = (await t.call('/order/bidHallPagination', { json: { pageNumber: 1, pageSize: 20 } })).body.data.records as { id: number }[];
    expect(after.map((r) => r.id)).not.toContain(victim.id);
    expect(first.records.every((r: { origin: string }) => r.origin.includes('唐山'))).toBe(true);

    const bad = await t.call('/order/bidHallPagination', { json: { vehicleType: 'rocket' } });
    expect(bad.body).toMatchObject({ code: 400, message: '车辆类型不正确' });
  });
});

describe('freight information', () => {
  it('aggregates published cargo and completed orders per route and vehicle type', async () => {
    const res = await t.call('/order/freightPagination', { json: { pageNumber: 1, pageSize: 50 } });
    expect(res.body.code).toBe(200);
    const rows = res.body.data.records as {
      originCity: string;
      destCity: string;
      origin: string;
      cargoCount: number;
      orderCount: number;
      avgPriceFen: number;
      minPriceFen: number;
      maxPriceFen: number;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.orderCount > 0)).toBe(true);
    for (const r of rows) {
      expect(r.cargoCount + r.orderCount).toBeGreaterThan(0);
      expect(r.minPriceFen).toBeLessThanOrEqual(r.avgPriceFen);
      expect(r.avgPriceFen).toBeLessThanOrEqual(r.maxPriceFen);
      expect(r.origin).not.toBe('');
    }
    const sizes = rows.map((r) => r.cargoCount + r.orderCount);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);

    const one = rows[0];
    const filtered = await t.call('/order/freightPagination', { json: { originCity: one.originCity, destCity: one.destCity } });
    expect(filtered.body.data.records.length).toBeGreaterThan(0);
    expect(filtered.body.data.records.every((r: typeof one) => r.originCity === one.originCity && r.destCity === one.destCity)).toBe(true);
  });

  it('rejects bad filters with the field message', async () => {
    expect((await t.call('/order/freightPagination', { json: { originProvince: '13', originCity: '3101' } })).body).toMatchObject({
      code: 400,
      message: '始发城市不属于所选省份',
    });
    expect((await t.call('/order/freightPagination', { json: { pageSize: 7 } })).body).toMatchObject({ code: 400 });
    expect((await t.call('/order/freightRoute', { json: { destCity: '3101' } })).body).toMatchObject({
      code: 400,
      message: '请选择始发城市',
    });
  });

  it('gives a route twelve weeks of prices, Monday first, and its lines', async () => {
    const list = (await t.call('/order/freightPagination', { json: { pageNumber: 1, pageSize: 10 } })).body.data.records;
    const top = list[0];
    const res = await t.call('/order/freightRoute', { json: { originCity: top.originCity, destCity: top.destCity } });
    expect(res.body.code).toBe(200);
    const weeks = res.body.data.weeks as { weekStart: string; cargoCount: number; orderCount: number; orderAvgFen: number | null }[];
    expect(weeks).toHaveLength(12);
    for (const w of weeks) expect(new Date(`${w.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.reduce((n, w) => n + w.cargoCount + w.orderCount, 0)).toBeGreaterThanOrEqual(top.cargoCount + top.orderCount);
    expect(Array.isArray(res.body.data.lines)).toBe(true);
  });

  it('starts weeks on Monday 00:00 China time', () => {
    // 2026-11-23 is a Monday; 01:00 China time on it is 2026-11-22T17:00Z.
    expect(new Date(chinaWeekStart(Date.parse('2026-11-22T17:00:00Z'))).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(new Date(chinaWeekStart(Date.parse('2026-11-22T15:59:00Z'))).toISOString()).toBe('2026-11-15T16:00:00.000Z');
  });
});
