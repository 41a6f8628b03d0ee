// The line reports (/line-shipping-details, /line-shipping-summary; issue 48): the caller's
// waybills loaded in the period (voided ones left out), grouped by line (origin → destination city)
// — the details also by the day loaded, the carrier company and the goods — with their counts,
// load and unload weights, load-to-unload loss, freight and tonne-km figures.
//
// Distance: waybills and cargo carry no distance, so a line's is the shortest distance registered
// for its city pair among the carriers' freight lines (capacity `lines`, not deleted); a line none
// registered has no distance and its waybills stay out of the tonne-km figures.
import { sql, type SQL } from 'drizzle-orm';
import { INDIVIDUAL_CARRIERS, REPORT_EXPORT_MAX, REPORT_MESSAGES } from '../../contract/reports/labels';
import type { LineFigures, LineFilters, LineKind, LinePage, LineQuery, LineRow } from '../../contract/reports/schemas';
import type { Db } from '../../db/client';
import { cargoSources, companies, lines, orders, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { containing, num, periodOf, reportScope, rowsOf } from './scope';

type Raw = Record<string, unknown>;

/** The rows one report reads: the waybills with their goods, carrier and line distance, as a subquery `b`. */
async function base(db: Db, auth: Auth, filters: LineFilters) {
  const period = periodOf(filters.from, filters.to);
  const scope = await reportScope(db, auth);
  const where: SQL[] = [sql`${waybills.loadedAt} >= ${period.start}`, sql`${waybills.loadedAt} < ${period.end}`, sql`${waybills.status} <> 'INVALID'`, scope];
  if (filters.originCity) where.push(sql`${waybills.originCity} = ${filters.originCity}`);
  if (filters.destCity) where.push(sql`${waybills.destCity} = ${filters.destCity}`);
  if (filters.carrierName) where.push(sql`coalesce(${companies.name}, ${INDIVIDUAL_CARRIERS}) ilike ${containing(filters.carrierName)}`);
  if (filters.goodsName) where.push(sql`${cargoSources.goodsName} ilike ${containing(filters.goodsName)}`);
  const rows = sql`
    select ${waybills.originCity} as origin_city, ${waybills.destCity} as dest_city,
           to_char(${waybills.loadedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day,
           coalesce(${companies.name}, ${INDIVIDUAL_CARRIERS}) as carrier_name, ${cargoSources.goodsName} as goods_name,
           ${waybills.loadWeightKg} as load_kg, ${waybills.unloadWeightKg} as unload_kg, ${waybills.freightFen} as fen,
           (select min(${lines.distanceKm}) from ${lines}
             where ${lines.originCity} = ${waybills.originCity} and ${lines.destCity} = ${waybills.destCity} and ${lines.deletedAt} is null) as km
    from ${waybills}
    join ${orders} on ${orders.id} = ${waybills.orderId}
    join ${cargoSources} on ${cargoSources.id} = ${orders.cargoId}
    left join ${companies} on ${companies.id} = ${waybills.carrierCompanyId}
    where ${sql.join(where, sql` and `)}`;
  return { period, rows };
}

const FIGURES = sql.raw(`count(*) as n, coalesce(sum(b.load_kg), 0) as load_kg, coalesce(sum(b.unload_kg), 0) as unload_kg,
  coalesce(sum(b.load_kg - b.unload_kg) filter (where b.load_kg is not null and b.unload_kg is not null), 0) as loss_kg,
  coalesce(sum(b.fen), 0) as fen,
  coalesce(sum(b.load_kg::numeric * b.km) filter (where b.km is not null and b.load_kg is not null), 0) as kg_km,
  coalesce(sum(b.fen) filter (where b.km is not null and b.load_kg is not null), 0) as priced_fen`);

const GROUPS: Record<LineKind, string> = {
  summary: 'b.origin_city, b.dest_city',
  details: 'b.origin_city, b.dest_city, b.day, b.carrier_name, b.goods_name',
};
const ORDER: Record<LineKind, string> = {
  summary: 'n desc, b.origin_city, b.dest_city',
  details: 'b.day desc, b.origin_city, b.dest_city, b.carrier_name, b.goods_name',
};

const figuresOf = (r: Raw): LineFigures => ({
  waybills: num(r.n),
  loadKg: num(r.load_kg),
  unloadKg: num(r.unload_kg),
  lossKg: num(r.loss_kg),
  freightFen: num(r.fen),
  kgKm: num(r.kg_km),
  pricedFreightFen: num(r.priced_fen),
});

function rowOf(kind: LineKind, r: Raw): LineRow {
  const row: LineRow = {
    originCity: String(r.origin_city),
    destCity: String(r.dest_city),
    distanceKm: r.km === null || r.km === undefined ? null : num(r.km),
    ...figuresOf(r),
  };
  if (kind === 'details') Object.assign(row, { day: String(r.day), carrierName: String(r.carrier_name), goodsName: String(r.goods_name) });
  return row;
}

async function groupRows(db: Db, rows: SQL, kind: LineKind, limit: number, offset: number): Promise<LineRow[]> {
  const found = await rowsOf<Raw>(
    db.execute(sql`select ${sql.raw(GROUPS[kind])}, min(b.km) as km, ${FIGURES} from (${rows}) b
      group by ${sql.raw(GROUPS[kind])} order by ${sql.raw(ORDER[kind])} limit ${limit} offset ${offset}`),
  );
  return found.map((r) => rowOf(kind, r));
}

/** One page of a line report with the totals of every row the filters match. */
export async function lineReport(db: Db, auth: Auth, kind: LineKind, query: LineQuery): Promise<LinePage> {
  const { pageNumber, pageSize, ...filters } = query;
  const { period, rows } = await base(db, auth, filters);
  const [records, [counted], [totals]] = await Promise.all([
    groupRows(db, rows, kind, pageSize, (pageNumber - 1) * pageSize),
    rowsOf<Raw>(db.execute(sql`select count(*) as n from (select 1 from (${rows}) b group by ${sql.raw(GROUPS[kind])}) g`)),
    rowsOf<Raw>(db.execute(sql`select ${FIGURES} from (${rows}) b`)),
  ]);
  return { records, total: num(counted?.n), pageNumber, pageSize, from: period.from, to: period.to, totals: figuresOf(totals ?? {}) };
}

/** Every row of a line report for its export (at most REPORT_EXPORT_MAX). */
export async function lineExport(db: Db, auth: Auth, kind: LineKind, filters: LineFilters): Promise<LineRow[]> {
  const { rows } = await base(db, auth, filters);
  const found = await groupRows(db, rows, kind, REPORT_EXPORT_MAX + 1, 0);
  if (found.length > REPORT_EXPORT_MAX) refuse(REPORT_MESSAGES.exportTooMany);
  return found;
}

/** How many rows a line report's export would write (counted up to `limit`). */
export async function lineExportCount(db: Db, auth: Auth, kind: LineKind, filters: LineFilters, limit: number): Promise<number> {
  const { rows } = await base(db, auth, filters);
  const [counted] = await rowsOf<Raw>(
    db.execute(sql`select count(*) as n from (select 1 from (${rows}) b group by ${sql.raw(GROUPS[kind])} limit ${limit}) g`),
  );
  return num(counted?.n);
}

/** Every row of a line report in batches (the background export), in the report's order. */
export async function* lineExportBatches(db: Db, auth: Auth, kind: LineKind, filters: LineFilters, size = 500): AsyncGenerator<LineRow[]> {
  const { rows } = await base(db, auth, filters);
  for (let offset = 0; ; offset += size) {
    const batch = await groupRows(db, rows, kind, size, offset);
    if (batch.length) yield batch;
    if (batch.length < size) return;
  }
}
