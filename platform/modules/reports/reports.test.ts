// Issue 48, the reports: every line-report figure equals a plain recount over the seeded data, for
// the caller's own waybills (a shipper company's, the carrier company's; operations the
// platform's), a second company's never appear; DIY reports are defined by operations over the
// whitelisted catalogue, moved with a history row, and run by a shipper over its own waybills.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatFen } from '../../contract/format';
import { REPORT_MESSAGES } from '../../contract/reports/labels';
import { diyReportHistory, lines, waybills } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { call, CARRIER, OPERATOR, SHIPPER, t, userOf, withOrdersPlatform } from '../orders/testing';
import { chinaToday } from './scope';

const FENHE = DEMO_ACCOUNTS.fenheShipper.mobile; // a second shipper company
withOrdersPlatform([SHIPPER, FENHE, OPERATOR, CARRIER]);

type Raw = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Raw[] }).rows;
const n = async (query: ReturnType<typeof sql>) => Number((await rows(query))[0]?.n ?? 0);
const companyOf = async (mobile: string) => (await userOf(mobile)).companyId!;

async function ok(mobile: string, path: string, body: unknown) {
  const res = await call(mobile, path, body);
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data;
}

/** A long enough period to hold every seeded waybill loaded in the last year. */
const today = chinaToday();
const yearAgo = new Date(Date.now() - 360 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const PERIOD = { from: yearAgo, to: today };
const start = new Date(`${yearAgo}T00:00:00+08:00`);

/** Who asks, and the recount's condition on their waybills. */
const callers = async () =>
  [
    [SHIPPER, sql`w.shipper_company_id = ${await companyOf(SHIPPER)}`],
    [FENHE, sql`w.shipper_company_id = ${await companyOf(FENHE)}`],
    [CARRIER, sql`w.carrier_company_id = ${await companyOf(CARRIER)}`],
    [OPERATOR, sql`true`],
  ] as const;

const loaded = (whose: ReturnType<typeof sql>) => sql`w.loaded_at >= ${start} and w.status <> 'INVALID' and ${whose}`;
const distance = sql`(select min(l.distance_km) from lines l where l.origin_city = w.origin_city and l.dest_city = w.dest_city and l.deleted_at is null)`;

describe('line reports', () => {
  it('totals and rows equal a recount of the waybills loaded in the period, per company and platform-wide', async () => {
    // one line with a registered distance, so the tonne-km figures have something to count
    const [sample] = await t.db
      .select()
      .from(waybills)
      .where(sql`${waybills.loadedAt} >= ${start}`)
      .limit(1);
    expect(sample, 'the seed has waybills loaded this year').toBeDefined();
    await t.db.insert(lines).values({
      companyId: (await companyOf(CARRIER))!,
      originProvince: sample.originCity.slice(0, 2),
      originCity: sample.originCity,
      destProvince: sample.destCity.slice(0, 2),
      destCity: sample.destCity,
      distanceKm: 321,
      refPriceFen: 4500,
    });
    let seen = 0;
    for (const [mobile, whose] of await callers()) {
      const summary = await ok(mobile, '/report/line/summary', { ...PERIOD, pageSize: 100 });
      const where = loaded(whose);
      const [recount] = await rows(sql`
        select count(*) as n, coalesce(sum(load_weight_kg), 0) as load_kg, coalesce(sum(unload_weight_kg), 0) as unload_kg,
               coalesce(sum(freight_fen), 0) as fen, coalesce(sum(load_weight_kg - unload_weight_kg), 0) as loss,
               coalesce(sum(load_weight_kg * ${distance}), 0) as kg_km
        from waybills w where ${where}`);
      expect(summary.totals).toMatchObject({
        waybills: Number(recount.n),
        loadKg: Number(recount.load_kg),
        unloadKg: Number(recount.unload_kg),
        freightFen: Number(recount.fen),
        lossKg: Number(recount.loss),
        kgKm: Number(recount.kg_km),
      });
      seen += Number(recount.n);
      // one row per line; each line's count is its recount; the rows add up to the totals
      expect(summary.total).toBe(await n(sql`select count(distinct (w.origin_city, w.dest_city)) as n from waybills w where ${where}`));
      for (const row of summary.records.slice(0, 5)) {
        expect(row.waybills).toBe(
          await n(sql`select count(*) as n from waybills w where ${where} and w.origin_city = ${row.originCity} and w.dest_city = ${row.destCity}`),
        );
      }
      if (summary.total <= 100) expect(summary.records.reduce((a: number, r: { waybills: number }) => a + r.waybills, 0)).toBe(summary.totals.waybills);
      const details = await ok(mobile, '/report/line/details', { ...PERIOD, pageSize: 100 });
      expect(details.totals).toEqual(summary.totals);
      expect(details.total).toBeGreaterThanOrEqual(summary.total);
    }
    expect(seen, 'the recounts counted seeded waybills').toBeGreaterThan(0);
  });

  it('narrows by line and goods from the filters, and the price per tonne-km reads the registered distance', async () => {
    const steel = await companyOf(SHIPPER);
    const [line] = await rows(sql`select w.origin_city, w.dest_city, count(*) as n from waybills w where ${loaded(sql`w.shipper_company_id = ${steel}`)}
      group by 1, 2 order by 3 desc limit 1`);
    const page = await ok(SHIPPER, '/report/line/summary', { ...PERIOD, originCity: line.origin_city, destCity: line.dest_city });
    expect(page.records).toHaveLength(1);
    expect(page.records[0].waybills).toBe(Number(line.n));
    const km = await n(
      sql`select coalesce(min(distance_km), 0) as n from lines where origin_city = ${line.origin_city} and dest_city = ${line.dest_city} and deleted_at is null`,
    );
    expect(page.records[0].distanceKm).toBe(km || null);
    const none = await ok(SHIPPER, '/report/line/summary', { ...PERIOD, goodsName: '不存在的货物名称' });
    expect(none.totals.waybills).toBe(0);
    expect(none.records).toEqual([]);
  });

  it("never shows a second company's waybills: the steel shipper's line reads zero for 汾河", async () => {
    const steel = await companyOf(SHIPPER);
    const fenhe = await companyOf(FENHE);
    const [only] = await rows(sql`select w.origin_city, w.dest_city from waybills w where ${loaded(sql`w.shipper_company_id = ${steel}`)}
      and not exists (select 1 from waybills x where x.shipper_company_id = ${fenhe} and x.origin_city = w.origin_city and x.dest_city = w.dest_city)
      limit 1`);
    expect(only, 'a line only the steel shipper ships on').toBeDefined();
    const theirs = await ok(FENHE, '/report/line/details', { ...PERIOD, originCity: only.origin_city, destCity: only.dest_city });
    expect(theirs.totals.waybills).toBe(0);
    expect(theirs.records).toEqual([]);
    const exported = await ok(FENHE, '/report/line/export', { ...PERIOD, kind: 'summary' });
    expect(exported.some((r: { originCity: string; destCity: string }) => r.originCity === only.origin_city && r.destCity === only.dest_city)).toBe(false);
  });

  it('refuses a reversed or too long period and a bad day with the message at the field', async () => {
    const reversed = await call(SHIPPER, '/report/line/summary', { from: today, to: yearAgo });
    expect(reversed.body).toMatchObject({ code: 400, message: REPORT_MESSAGES.range, data: { field: 'from' } });
    const long = await call(SHIPPER, '/report/line/summary', { from: '2020-01-01', to: today });
    expect(long.body).toMatchObject({ code: 400, message: REPORT_MESSAGES.rangeTooLong });
    const bad = await call(SHIPPER, '/report/line/details', { from: '2026-02-30' });
    expect(bad.body.code).not.toBe(200);
    expect(bad.body.message).toContain(REPORT_MESSAGES.day);
  });
});

describe('DIY reports', () => {
  const definition = { name: '我的派车单报表', displayFields: ['waybillNo', 'goodsName', 'loadWeight', 'freight'], queryFields: ['goodsName', 'loadedDay'] };

  it('operations define, enable and disable a report, each move with its history row; others may not', async () => {
    const refused = await call(SHIPPER, '/diy/report/save', definition);
    expect(refused.body.code).not.toBe(200);
    const saved = await ok(OPERATOR, '/diy/report/save', definition);
    expect(saved).toMatchObject({ status: 'disabled', displayFields: definition.displayFields });
    // a shipper does not see a disabled report, nor may run it
    expect((await call(SHIPPER, `/report/query/${saved.id}`, {})).body.code).toBe(404);
    const [first, second] = await Promise.all([call(OPERATOR, `/diy/report/enable/${saved.id}`, {}), call(OPERATOR, `/diy/report/enable/${saved.id}`, {})]);
    expect([first.body.code, second.body.code].sort()).toEqual([200, 400]);
    const history = await t.db.select().from(diyReportHistory).where(eq(diyReportHistory.reportId, saved.id));
    expect(history.map((h) => h.action).sort()).toEqual(['create', 'enable']);
    // an enabled report is not deleted
    expect((await call(OPERATOR, `/diy/report/delete/${saved.id}`, {})).body.message).toBe(REPORT_MESSAGES.diyNotDisabled);
    expect((await call(SHIPPER, `/diy/report/disable/${saved.id}`, {})).body.code).not.toBe(200);
    const listed = await ok(SHIPPER, '/diy/report/page', {});
    expect(listed.records.map((r: { id: number }) => r.id)).toContain(saved.id);
    await ok(OPERATOR, `/diy/report/disable/${saved.id}`, {});
    await ok(OPERATOR, `/diy/report/delete/${saved.id}`, {});
    expect((await call(OPERATOR, `/diy/report/getById/${saved.id}`)).body.code).toBe(404);
  });

  it('accepts only catalogue keys and a unique name', async () => {
    const unknown = await call(OPERATOR, '/diy/report/save', { ...definition, name: '非法字段', displayFields: ['password'] });
    expect(unknown.body.code).not.toBe(200);
    expect(unknown.body.message).toContain(REPORT_MESSAGES.diyUnknownField);
    const empty = await call(OPERATOR, '/diy/report/save', { ...definition, name: '无字段', displayFields: [] });
    expect(empty.body.message).toContain(REPORT_MESSAGES.diyDisplayFields);
    await ok(OPERATOR, '/diy/report/save', { ...definition, name: '重名报表' });
    const again = await call(OPERATOR, '/diy/report/save', { ...definition, name: '重名报表' });
    expect(again.body).toMatchObject({ message: REPORT_MESSAGES.diyNameTaken, data: { field: 'name' } });
    const fields = await ok(OPERATOR, '/diy/displayField/page', {});
    expect(fields.records.map((f: { key: string }) => f.key)).toContain('waybillNo');
  });

  it("a shipper runs an enabled report over its own waybills with its filters; a second company's never appear", async () => {
    const report = await ok(OPERATOR, '/diy/report/save', { ...definition, name: '发运明细（运行）' });
    await ok(OPERATOR, `/diy/report/enable/${report.id}`, {});
    const steel = await companyOf(SHIPPER);
    const fenhe = await companyOf(FENHE);
    for (const [mobile, company] of [
      [SHIPPER, steel],
      [FENHE, fenhe],
    ] as const) {
      const run = await ok(mobile, `/report/query/${report.id}`, { pageSize: 100 });
      expect(run.total).toBe(await n(sql`select count(*) as n from waybills w where w.shipper_company_id = ${company}`));
      expect(Object.keys(run.records[0] ?? { waybillNo: 1, goodsName: 1, loadWeight: 1, freight: 1 }).sort()).toEqual([
        'freight',
        'goodsName',
        'loadWeight',
        'waybillNo',
      ]);
      const nos = run.records.map((r: { waybillNo: string }) => r.waybillNo);
      const foreign = await n(
        sql`select count(*) as n from waybills w where w.waybill_no = any(${sql`array[${sql.join(
          nos.length ? nos.map((no: string) => sql`${no}`) : [sql`''`],
          sql`, `,
        )}]::text[]`}) and w.shipper_company_id is distinct from ${company}`,
      );
      expect(foreign).toBe(0);
    }
    // the filters: goods contained and loaded days, as the recount
    const [goods] = await rows(sql`select c.goods_name from waybills w join orders o on o.id = w.order_id join cargo_sources c on c.id = o.cargo_id
      where w.shipper_company_id = ${steel} and w.loaded_at is not null limit 1`);
    const filtered = await ok(SHIPPER, `/report/query/${report.id}`, { filters: { goodsName: String(goods.goods_name), loadedDayFrom: yearAgo } });
    expect(filtered.total).toBe(
      await n(sql`select count(*) as n from waybills w join orders o on o.id = w.order_id join cargo_sources c on c.id = o.cargo_id
        where w.shipper_company_id = ${steel} and c.goods_name ilike ${`%${goods.goods_name}%`} and w.loaded_at >= ${start}`),
    );
    expect(filtered.total).toBeGreaterThan(0);
    const badDay = await call(SHIPPER, `/report/query/${report.id}`, { filters: { loadedDayFrom: '2026-13-01' } });
    expect(badDay.body).toMatchObject({ code: 400, data: { field: 'loadedDayFrom' } });
    // a filter the report does not ask is not applied
    const ignored = await ok(SHIPPER, `/report/query/${report.id}`, { filters: { plateNo: '不存在' } });
    expect(ignored.total).toBe(await n(sql`select count(*) as n from waybills w where w.shipper_company_id = ${steel}`));
  });
});

describe('dispatch-order reports (operations)', () => {
  const control = sql`exists (select 1 from orders o where o.id = w.order_id and o.release_kind = 'control') and w.status = 'SIGN'`;
  const sent = sql`exists (select 1 from waybill_reports r where r.waybill_id = w.id and r.document_kind = 'waybill' and r.status = 'sent')`;

  it('each report counts what a recount does, and only operations may read them', async () => {
    const recounts: Array<[string, ReturnType<typeof sql>]> = [
      ['/dispatchOrder/getHasPage', sql`${control} and ${sent}`],
      ['/dispatchOrder/getNotPage', sql`${control} and not ${sent}`],
      [
        '/dispatchOrder/checkFive',
        sql`exists (select 1 from waybill_reports r where r.waybill_id = w.id and r.document_kind = 'waybill' and jsonb_array_length(r.check_errors) > 0)`,
      ],
      ['/dispatchOrder/priceReport', sql`w.freight_fen is not null and w.load_weight_kg > 0`],
      [
        '/dispatchOrder/returnReport',
        sql`exists (select 1 from waybills x where x.vehicle_id = w.vehicle_id and x.origin_city = w.dest_city and x.dest_city = w.origin_city and x.created_at > w.created_at and x.status <> 'INVALID')`,
      ],
      ['/dispatchOrder/wayReport', sql`w.status in ('START', 'LOAD', 'UNLOAD')`],
    ];
    let any = 0;
    for (const [path, where] of recounts) {
      const page = await ok(OPERATOR, path, {});
      expect(page.total, path).toBe(await n(sql`select count(*) as n from waybills w where ${where}`));
      any += page.total;
      expect((await call(SHIPPER, path, {})).body.code, `${path} refused to a shipper`).not.toBe(200);
    }
    expect(any, 'the seed feeds at least one report').toBeGreaterThan(0);
    // the price report's own column: freight per tonne beside the order's unit price
    const price = await ok(OPERATOR, '/dispatchOrder/priceReport', { pageSize: 1 });
    const [w] = await rows(sql`select w.freight_fen, w.load_weight_kg, o.unit_price_fen from waybills w join orders o on o.id = w.order_id
      where w.waybill_no = ${price.records[0].waybillNo}`);
    const perTonne = Math.round((Number(w.freight_fen) * 1000) / Number(w.load_weight_kg));
    expect(price.records[0].note).toBe(`${formatFen(perTonne)} / ${formatFen(Number(w.unit_price_fen))}`);
    // filters narrow: one waybill number
    const one = await ok(OPERATOR, '/dispatchOrder/priceReport', { waybillNo: price.records[0].waybillNo });
    expect(one.records.map((r: { waybillNo: string }) => r.waybillNo)).toEqual([price.records[0].waybillNo]);
  });
});
