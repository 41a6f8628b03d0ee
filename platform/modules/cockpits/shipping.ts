// 发运 (/cockpit/shipping): over the period's window, the caller's waybills loaded (shipped: count,
// load weight, freight) and unloaded (delivered: count, unload weight) per bucket; the shipped ones
// ranked by line, origin city and carrier company (individual carriers as one); load-to-unload loss and the on-time rate of the
// delivered. Reads go through the loaded_at / unloaded_at indexes (with the shipper company first).
import { inArray, sql, type SQL } from 'drizzle-orm';
import { TOP_ROWS, type CockpitPeriod, type Ranked, type ShippingView } from '../../contract/cockpits/schemas';
import type { Db } from '../../db/client';
import { cargoPoints, companies, orders, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { cockpitScope, num, rowsOf } from './scope';
import { bucketOf, bucketsOf, windowFields, windowOf } from './window';

type BucketRow = { bucket: string; n: unknown; kg: unknown; fen: unknown };
type GroupRow = { kind: 'bucket' | 'line' | 'city' | 'carrier'; name: string | null; n: unknown; kg: unknown; fen: unknown };

/** Carriers without a company (individual agents and carriers) ranked as one. */
const INDIVIDUAL_CARRIERS = '个人承运人';

const ranked = (rows: GroupRow[]): Ranked[] => rows.map((r) => ({ name: r.name ?? '', waybills: num(r.n), loadKg: num(r.kg), freightFen: num(r.fen) }));

/** When the waybill should have been unloaded: the latest end of its cargo's unloading windows. */
const unloadDue = sql`(select max(${cargoPoints.windowEnd}) from ${orders} join ${cargoPoints} on ${cargoPoints.cargoId} = ${orders.cargoId}
  where ${orders.id} = ${waybills.orderId} and ${cargoPoints.kind} = 'unload')`;

export async function shippingCockpit(db: Db, auth: Auth, period: CockpitPeriod, now: Date = new Date()): Promise<ShippingView> {
  const w = windowOf(period, now);
  const scope = await cockpitScope(db, auth);
  const shipped: SQL = sql`${waybills.loadedAt} >= ${w.start} and ${waybills.loadedAt} < ${w.end} and ${scope.waybills}`;
  const delivered: SQL = sql`${waybills.unloadedAt} >= ${w.start} and ${waybills.unloadedAt} < ${w.end} and ${scope.waybills}`;
  const [shippedRows, deliveredRows, [loss]] = await Promise.all([
    // One pass over the shipped waybills for the buckets and the three rankings (grouping sets):
    // over a long window the platform's are most of the table, read once rather than four times.
    rowsOf<GroupRow>(
      db.execute(sql`
        select case when grouping(s.bucket) = 0 then 'bucket' when grouping(s.line) = 0 then 'line' when grouping(s.city) = 0 then 'city' else 'carrier' end as kind,
               coalesce(s.bucket, s.line, s.city, s.carrier::text) as name, count(*) as n, coalesce(sum(s.kg), 0) as kg, coalesce(sum(s.fen), 0) as fen
        from (
          select ${bucketOf(period, waybills.loadedAt)} as bucket, ${waybills.originCity} || ' → ' || ${waybills.destCity} as line, ${waybills.originCity} as city,
                 ${waybills.carrierCompanyId} as carrier, ${waybills.loadWeightKg} as kg, ${waybills.freightFen} as fen
          from ${waybills} where ${shipped}
        ) s
        group by grouping sets ((s.bucket), (s.line), (s.city), (s.carrier))`),
    ),
    rowsOf<BucketRow>(
      db.execute(sql`
        select ${bucketOf(period, waybills.unloadedAt)} as bucket, count(*) as n, coalesce(sum(${waybills.unloadWeightKg}), 0) as kg, 0 as fen
        from ${waybills} where ${delivered} group by 1`),
    ),
    rowsOf<{ loss: unknown; rated: unknown; on_time: unknown }>(
      db.execute(sql`
        select coalesce(sum(${waybills.loadWeightKg} - ${waybills.unloadWeightKg}) filter (where ${waybills.loadWeightKg} is not null and ${waybills.unloadWeightKg} is not null), 0) as loss,
               count(d.due) as rated, count(*) filter (where ${waybills.unloadedAt} <= d.due) as on_time
        from ${waybills} cross join lateral (select ${unloadDue} as due) d
        where ${delivered}`),
    ),
  ]);
  const of = (kind: GroupRow['kind']) => shippedRows.filter((r) => r.kind === kind);
  const top = (rows: GroupRow[]) => rows.sort((a, b) => num(b.n) - num(a.n) || String(a.name).localeCompare(String(b.name))).slice(0, TOP_ROWS);
  const carriers = top(of('carrier'));
  const ids = carriers.map((r) => Number(r.name)).filter((id) => Number.isInteger(id) && id > 0);
  const names = new Map(
    ids.length
      ? (await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids))).map((c) => [String(c.id), c.name])
      : [],
  );
  const byLine = top(of('line'));
  const byCity = top(of('city'));
  const byCarrier = carriers.map((r) => ({ ...r, name: r.name === null ? INDIVIDUAL_CARRIERS : (names.get(String(r.name)) ?? String(r.name)) }));
  const ship = new Map(of('bucket').map((r) => [r.name, r]));
  const deliver = new Map(deliveredRows.map((r) => [r.bucket, r]));
  const series = bucketsOf(w).map((bucket) => ({
    bucket,
    shipped: num(ship.get(bucket)?.n),
    loadKg: num(ship.get(bucket)?.kg),
    freightFen: num(ship.get(bucket)?.fen),
    delivered: num(deliver.get(bucket)?.n),
    unloadKg: num(deliver.get(bucket)?.kg),
  }));
  const sum = (key: 'shipped' | 'loadKg' | 'freightFen' | 'delivered' | 'unloadKg') => series.reduce((a, b) => a + b[key], 0);
  return {
    ...windowFields(w),
    totals: {
      shipped: sum('shipped'),
      loadKg: sum('loadKg'),
      freightFen: sum('freightFen'),
      delivered: sum('delivered'),
      unloadKg: sum('unloadKg'),
      lossKg: num(loss?.loss),
      dueRated: num(loss?.rated),
      onTime: num(loss?.on_time),
    },
    series,
    byLine: ranked(byLine),
    byCity: ranked(byCity),
    byCarrier: ranked(byCarrier),
  };
}
