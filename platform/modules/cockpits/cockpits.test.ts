// Issue 48: every cockpit figure equals a plain recount over the seeded data, for the caller's own
// waybills (a shipper company's; operations the platform's), and a second company's never appear.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COCKPIT_MESSAGES } from '../../contract/cockpits/schemas';
import { waybillPositions, waybills } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { call, CARRIER, freshDriver, freshOrder, freshVehicle, OPERATOR, SHIPPER, t, userOf, withOrdersPlatform } from '../orders/testing';
import { windowOf } from './window';

const FENHE = DEMO_ACCOUNTS.fenheShipper.mobile; // a second shipper company
withOrdersPlatform([SHIPPER, FENHE, OPERATOR, CARRIER]);

const n = async (query: ReturnType<typeof sql>) => Number(((await t.db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);
const companyOf = async (mobile: string) => (await userOf(mobile)).companyId!;
/** Who asks, and whose waybills they see: the two shipper companies and operations (the platform). */
const callers = async () =>
  [
    [SHIPPER, await companyOf(SHIPPER)],
    [FENHE, await companyOf(FENHE)],
    [OPERATOR, null],
  ] as const;
/** Company condition of a recount: one company's waybills, or all (operations). */
const of = (companyId: number | null) => (companyId === null ? sql`true` : sql`w.shipper_company_id = ${companyId}`);

async function ok(mobile: string, path: string, body: unknown) {
  const res = await call(mobile, path, body);
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data;
}

/** A waybill of the steel shipper's dispatched to 顺达 (CREATED): fresh vehicle and driver. */
async function freshWaybill(): Promise<number> {
  const order = await freshOrder('ACCEPT', '1', CARRIER, 1);
  const { row } = await freshDriver();
  const vehicle = await freshVehicle();
  const res = await call(CARRIER, '/dispatchOrder/save', { orderId: order.id, vehicleId: vehicle.id, driverId: row.id, weightKg: 32_000 });
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.waybillId as number;
}

describe('online cockpit', () => {
  it('counts the waybills on the road by state, per company and platform-wide', async () => {
    for (const [mobile, company] of await callers()) {
      const view = await ok(mobile, '/cockpit/online', {});
      for (const state of ['START', 'LOAD', 'UNLOAD'] as const) {
        expect(view.byStatus[state]).toBe(await n(sql`select count(*) as n from waybills w where w.status = ${state} and ${of(company)}`));
      }
      expect(view.onRoad).toBe(view.byStatus.START + view.byStatus.LOAD + view.byStatus.UNLOAD);
      expect(view.online + view.offline + view.unlocated).toBe(view.onRoad);
      expect(view.pendingExceptions).toBe(
        await n(sql`select count(*) as n from waybill_abnormals a join waybills w on w.id = a.waybill_id where a.status = '0' and ${of(company)}`),
      );
    }
  });

  it('shows a vehicle offline once its latest position is older than the chosen minutes, with its province', async () => {
    const waybillId = await freshWaybill();
    await t.db.update(waybills).set({ status: 'LOAD', loadedAt: new Date() }).where(eq(waybills.id, waybillId));
    const [wb] = await t.db.select().from(waybills).where(eq(waybills.id, waybillId));
    // 唐山 (河北), reported 40 minutes ago
    await t.db
      .insert(waybillPositions)
      .values({ waybillId, latE6: 39_630_000, lngE6: 118_180_000, source: 'driver', recordedAt: new Date(Date.now() - 40 * 60_000) });
    const find = (view: { vehicles: { waybillNo: string; offline: boolean; province: string }[] }) => view.vehicles.find((v) => v.waybillNo === wb.waybillNo);
    const late = find(await ok(SHIPPER, '/cockpit/online', { offlineMinutes: 30 }));
    expect(late).toMatchObject({ offline: true, province: '河北' });
    expect(find(await ok(SHIPPER, '/cockpit/online', { offlineMinutes: 60 }))).toMatchObject({ offline: false });
    // the second company never sees it
    expect(find(await ok(FENHE, '/cockpit/online', {}))).toBeUndefined();
    const fenhe = await ok(FENHE, '/cockpit/online', {});
    const ours = await t.db
      .select({ no: waybills.waybillNo })
      .from(waybills)
      .where(eq(waybills.shipperCompanyId, await companyOf(SHIPPER)));
    const ourNos = new Set(ours.map((r) => r.no));
    expect(fenhe.vehicles.filter((v: { waybillNo: string }) => ourNos.has(v.waybillNo))).toEqual([]);
  });

  it('lists the latest key-area alarms on the caller’s own areas (the seeded steel works’), none of another company’s', async () => {
    const recount = async (condition: ReturnType<typeof sql>) =>
      n(sql`select count(*) as n from key_area_alarms a join waybills w on w.id = a.waybill_id where ${condition}`);
    const steel = await companyOf(SHIPPER);
    const ours = (await ok(SHIPPER, '/cockpit/online', {})) as { alarms: { areaName: string; alarmType: string; waybillNo: string }[] };
    const expected = await recount(sql`a.owner_company_id = ${steel} and w.shipper_company_id = ${steel}`);
    expect(expected).toBeGreaterThan(0);
    expect(ours.alarms).toHaveLength(Math.min(expected, 10));
    expect(ours.alarms.map((a) => a.areaName)).toContain('唐钢厂区装货点');
    const fenhe = (await ok(FENHE, '/cockpit/online', {})) as { alarms: unknown[] };
    expect(fenhe.alarms).toHaveLength(Math.min(10, await recount(sql`a.owner_company_id = ${await companyOf(FENHE)}`)));
    expect(JSON.stringify(fenhe.alarms)).not.toContain('唐钢厂区装货点');
    const platform = (await ok(OPERATOR, '/cockpit/online', {})) as { alarms: unknown[] };
    expect(platform.alarms).toHaveLength(Math.min(10, await recount(sql`true`)));
  });

  it('refuses an offline time outside its range with the message', async () => {
    const res = await call(SHIPPER, '/cockpit/online', { offlineMinutes: 3 });
    expect(res.body.code).not.toBe(200);
    expect(res.body.message).toBe(COCKPIT_MESSAGES.offlineMinutes);
  });
});

describe('shipping cockpit', () => {
  it('equals a recount of the loaded and unloaded waybills of the window, per company and platform-wide', async () => {
    for (const period of ['day', 'week', 'month'] as const) {
      const w = windowOf(period);
      const start = new Date(`${w.from}T00:00:00+08:00`);
      const end = new Date(`${w.to}T00:00:00+08:00`);
      for (const [mobile, company] of [
        [SHIPPER, await companyOf(SHIPPER)],
        [FENHE, await companyOf(FENHE)],
        [OPERATOR, null],
      ] as const) {
        const view = await ok(mobile, '/cockpit/shipping', { period });
        expect(view.from).toBe(w.from);
        const shipped = sql`w.loaded_at >= ${start} and w.loaded_at < ${end} and ${of(company)}`;
        const delivered = sql`w.unloaded_at >= ${start} and w.unloaded_at < ${end} and ${of(company)}`;
        expect(view.totals.shipped).toBe(await n(sql`select count(*) as n from waybills w where ${shipped}`));
        expect(view.totals.loadKg).toBe(await n(sql`select coalesce(sum(load_weight_kg), 0) as n from waybills w where ${shipped}`));
        expect(view.totals.freightFen).toBe(await n(sql`select coalesce(sum(freight_fen), 0) as n from waybills w where ${shipped}`));
        expect(view.totals.delivered).toBe(await n(sql`select count(*) as n from waybills w where ${delivered}`));
        expect(view.totals.unloadKg).toBe(await n(sql`select coalesce(sum(unload_weight_kg), 0) as n from waybills w where ${delivered}`));
        expect(view.totals.lossKg).toBe(await n(sql`select coalesce(sum(load_weight_kg - unload_weight_kg), 0) as n from waybills w where ${delivered}`));
        expect(view.series.reduce((a: number, b: { shipped: number }) => a + b.shipped, 0)).toBe(view.totals.shipped);
        const byCity = view.byCity.reduce((a: number, b: { waybills: number }) => a + b.waybills, 0);
        expect(byCity).toBeLessThanOrEqual(view.totals.shipped);
        // the rankings: the first line and city are the recount's, and each carrier company's count is its recount
        if (view.byCity.length) {
          const [first] = view.byCity;
          expect(first.waybills).toBe(await n(sql`select count(*) as n from waybills w where ${shipped} and w.origin_city = ${first.name}`));
          expect(first.waybills).toBe(await n(sql`select count(*) as n from waybills w where ${shipped} group by w.origin_city order by 1 desc limit 1`));
        }
        if (view.byLine.length) {
          expect(view.byLine[0].waybills).toBe(
            await n(sql`select count(*) as n from waybills w where ${shipped} group by w.origin_city, w.dest_city order by 1 desc limit 1`),
          );
        }
        for (const carrier of view.byCarrier.filter((c: { name: string }) => c.name !== '个人承运人')) {
          expect(carrier.waybills).toBe(
            await n(sql`select count(*) as n from waybills w join companies c on c.id = w.carrier_company_id where ${shipped} and c.name = ${carrier.name}`),
          );
        }
      }
    }
  });

  it('counts a waybill loaded today with its weight in today’s bucket, for its shipper only', async () => {
    const before = await ok(SHIPPER, '/cockpit/shipping', { period: 'day' });
    const fenheBefore = await ok(FENHE, '/cockpit/shipping', { period: 'day' });
    const waybillId = await freshWaybill();
    await t.db.update(waybills).set({ status: 'LOAD', loadedAt: new Date(), loadWeightKg: 31_250, freightFen: 654_321 }).where(eq(waybills.id, waybillId));
    const after = await ok(SHIPPER, '/cockpit/shipping', { period: 'day' });
    expect(after.totals.shipped).toBe(before.totals.shipped + 1);
    expect(after.totals.loadKg).toBe(before.totals.loadKg + 31_250);
    expect(after.totals.freightFen).toBe(before.totals.freightFen + 654_321);
    expect(after.series.at(-1).shipped).toBe(before.series.at(-1).shipped + 1);
    expect((await ok(FENHE, '/cockpit/shipping', { period: 'day' })).totals).toEqual(fenheBefore.totals);
  });

  it('refuses an unknown period with the message', async () => {
    const res = await call(SHIPPER, '/cockpit/shipping', { period: 'year' });
    expect(res.body.message).toBe(COCKPIT_MESSAGES.period);
  });
});

describe('control cockpit and the statistics calls', () => {
  it('equal a recount of the 管控 orders, waybills and reports of the window', async () => {
    const w = windowOf('month');
    const start = new Date(`${w.from}T00:00:00+08:00`);
    const end = new Date(`${w.to}T00:00:00+08:00`);
    for (const [mobile, company] of await callers()) {
      const view = await ok(mobile, '/cockpit/control', { period: 'month' });
      const orderOf = company === null ? sql`true` : sql`o.shipper_company_id = ${company}`;
      expect(view.controlOrders).toBe(
        await n(sql`select count(*) as n from orders o where o.release_kind = 'control' and o.created_at >= ${start} and o.created_at < ${end} and ${orderOf}`),
      );
      expect(view.controlWaybills).toBe(
        await n(
          sql`select count(*) as n from waybills w join orders o on o.id = w.order_id where o.release_kind = 'control' and w.created_at >= ${start} and w.created_at < ${end} and ${of(company)}`,
        ),
      );
      const signed = sql`o.release_kind = 'control' and w.status = 'SIGN' and w.signed_at >= ${start} and w.signed_at < ${end} and ${of(company)}`;
      const all = await n(sql`select count(*) as n from waybills w join orders o on o.id = w.order_id where ${signed}`);
      const sent = await n(
        sql`select count(*) as n from waybills w join orders o on o.id = w.order_id join waybill_reports r on r.waybill_id = w.id and r.document_kind = 'waybill' where r.status = 'sent' and ${signed}`,
      );
      expect(view.waybillReports.reported).toBe(sent);
      expect(view.waybillReports.notReported + view.waybillReports.reported + view.waybillReports.failed).toBe(all);
      const sites = await ok(mobile, '/api/statistically/taxSiteCount', { period: 'month' });
      expect(sites.rows).toEqual(view.taxSites);
      expect(sites.rows.reduce((a: number, b: { waybills: number }) => a + b.waybills, 0)).toBe(all);

      const counts = await ok(mobile, '/api/statistically/statisticallyCount', { period: 'month' });
      const made = sql`w.created_at >= ${start} and w.created_at < ${end} and ${of(company)}`;
      expect(counts.waybills).toBe(await n(sql`select count(*) as n from waybills w where ${made}`));
      expect(counts.vehicles).toBe(await n(sql`select count(distinct vehicle_id) as n from waybills w where ${made}`));
      expect(counts.freightFen).toBe(await n(sql`select coalesce(sum(freight_fen), 0) as n from waybills w where ${made}`));
      expect(counts.orders).toBe(
        await n(
          sql`select count(*) as n from orders o where o.created_at >= ${start} and o.created_at < ${end} and ${company === null ? sql`true` : sql`(o.shipper_company_id = ${company} or o.carrier_company_id = ${company} or o.agent_company_id = ${company} or o.shipper_user_id = ${(await userOf(mobile)).id})`}`,
        ),
      );
    }
  });

  it('a second company sees none of the first one’s figures', async () => {
    const ours = await ok(SHIPPER, '/api/statistically/statisticallyCount', { period: 'month' });
    const platform = await ok(OPERATOR, '/api/statistically/statisticallyCount', { period: 'month' });
    const fenhe = await ok(FENHE, '/api/statistically/statisticallyCount', { period: 'month' });
    expect(ours.waybills).toBeGreaterThan(0);
    expect(ours.waybills + fenhe.waybills).toBeLessThanOrEqual(platform.waybills);
  });
});
