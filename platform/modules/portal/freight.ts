// Freight information of the public site: reference prices per route (origin city → destination
// city) and vehicle type, from the unit prices of public cargo published in the window and of
// orders completed in it. Prices are fen per ton, so only cargo counted in tons takes part.
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { FREIGHT_HISTORY_WEEKS, FREIGHT_WINDOW_DAYS, provinceOfCity, type FreightQuery, type FreightRouteQuery } from '../../contract/portal/filters';
import type { Page } from '../../contract/page';
import type { FreightRoute, FreightRow, FreightWeek } from '../../contract/portal/views';
import { cityLabel } from '../../contract/regions';
import type { Db } from '../../db/client';
import { cargoSources, orders } from '../../db/schema';
import { linePage } from './directory';
import { cargoEquals } from './hall';

const DAY_MS = 86_400_000;

type Sample = { kind: 'cargo' | 'order' };

/**
 * The price samples since `since` as one SQL union: published public cargo (by publish time) and
 * completed orders (by completion time), each with its cargo's route and vehicle type.
 */
function samples(since: Date, route: SQL[]) {
  const cargoWhere = and(
    gte(cargoSources.publishedAt, since),
    sql`${cargoSources.status} <> 'draft'`,
    eq(cargoSources.publishScope, 'public'),
    eq(cargoSources.quantityUnit, 'ton'),
    ...route,
  );
  const orderWhere = and(eq(orders.status, 'COMPLETE'), gte(orders.updatedAt, since), eq(cargoSources.quantityUnit, 'ton'), ...route);
  return sql`(
    select ${cargoSources.originCity} as origin_city, ${cargoSources.destCity} as dest_city,
           ${cargoSources.vehicleType} as vehicle_type, ${cargoSources.unitPriceFen} as price,
           'cargo' as kind, ${cargoSources.publishedAt} as at
      from ${cargoSources} where ${cargoWhere}
    union all
    select ${cargoSources.originCity}, ${cargoSources.destCity}, ${cargoSources.vehicleType},
           ${orders.unitPriceFen}, 'order', ${orders.updatedAt}
      from ${orders} join ${cargoSources} on ${cargoSources.id} = ${orders.cargoId} where ${orderWhere}
  ) as samples`;
}

function routeConditions(query: Partial<FreightQuery>): SQL[] {
  return cargoEquals(query, ['originProvince', 'originCity', 'destProvince', 'destCity', 'vehicleType']);
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const label = (city: string) => cityLabel(provinceOfCity(city) ?? city.slice(0, 2), city);

type AggregateRow = {
  origin_city: string;
  dest_city: string;
  vehicle_type: string | null;
  cargo_count: number;
  order_count: number;
  avg_price: number;
  min_price: number;
  max_price: number;
  last_at: Date | string;
};

export async function freightPage(db: Db, query: FreightQuery, now = new Date()): Promise<Page<FreightRow>> {
  const since = new Date(now.getTime() - FREIGHT_WINDOW_DAYS * DAY_MS);
  const from = samples(since, routeConditions(query));
  const [grouped, counted] = await Promise.all([
    db.execute(sql`
      select origin_city, dest_city, vehicle_type,
             (count(*) filter (where kind = 'cargo'))::int as cargo_count,
             (count(*) filter (where kind = 'order'))::int as order_count,
             round(avg(price))::int as avg_price, min(price)::int as min_price, max(price)::int as max_price,
             max(at) as last_at
        from ${from}
       group by origin_city, dest_city, vehicle_type
       order by count(*) desc, origin_city, dest_city, vehicle_type nulls first
       limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize}`),
    db.execute(sql`select count(*)::int as total from (select 1 from ${from} group by origin_city, dest_city, vehicle_type) as g`),
  ]);
  const records = rowsOf<AggregateRow>(grouped).map((r): FreightRow => ({
    originCity: r.origin_city,
    destCity: r.dest_city,
    origin: label(r.origin_city),
    destination: label(r.dest_city),
    vehicleType: r.vehicle_type,
    cargoCount: Number(r.cargo_count),
    orderCount: Number(r.order_count),
    avgPriceFen: Number(r.avg_price),
    minPriceFen: Number(r.min_price),
    maxPriceFen: Number(r.max_price),
    lastAt: new Date(r.last_at).toISOString(),
  }));
  const total = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
  return { records, total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/** Monday 00:00 China time of the week holding `ms`, as epoch ms. */
export function chinaWeekStart(ms: number): number {
  const china = ms + 8 * 3600_000;
  const dayStart = china - (((china % DAY_MS) + DAY_MS) % DAY_MS);
  const weekday = (new Date(dayStart).getUTCDay() + 6) % 7; // Monday 0
  return dayStart - weekday * DAY_MS - 8 * 3600_000;
}

/**
 * One route's price per week (China time, Monday first) over the last FREIGHT_HISTORY_WEEKS weeks,
 * cargo and completed orders apart, with the verified carriers' lines on the route.
 */
export async function freightRoute(db: Db, query: FreightRouteQuery, now = new Date()): Promise<FreightRoute> {
  const firstWeek = chinaWeekStart(now.getTime()) - (FREIGHT_HISTORY_WEEKS - 1) * 7 * DAY_MS;
  const from = samples(new Date(firstWeek), routeConditions(query));
  const weekExpr = sql`date_trunc('week', at at time zone 'Asia/Shanghai')`;
  const [result, linesOnRoute] = await Promise.all([
    db.execute(sql`
      select to_char(${weekExpr}, 'YYYY-MM-DD') as week, kind, count(*)::int as n, round(avg(price))::int as avg_price
        from ${from}
       group by 1, 2`),
    linePage(db, {
      originCity: query.originCity,
      destCity: query.destCity,
      pageNumber: 1,
      pageSize: 10,
    }),
  ]);
  const byWeek = new Map<string, FreightWeek>();
  for (let i = 0; i < FREIGHT_HISTORY_WEEKS; i += 1) {
    const start = firstWeek + i * 7 * DAY_MS + 8 * 3600_000;
    const key = new Date(start).toISOString().slice(0, 10);
    byWeek.set(key, { weekStart: key, cargoAvgFen: null, cargoCount: 0, orderAvgFen: null, orderCount: 0 });
  }
  for (const r of rowsOf<{ week: string; kind: Sample['kind']; n: number; avg_price: number }>(result)) {
    const week = byWeek.get(r.week);
    if (!week) continue;
    if (r.kind === 'cargo') Object.assign(week, { cargoAvgFen: Number(r.avg_price), cargoCount: Number(r.n) });
    else Object.assign(week, { orderAvgFen: Number(r.avg_price), orderCount: Number(r.n) });
  }
  return {
    originCity: query.originCity,
    destCity: query.destCity,
    origin: label(query.originCity),
    destination: label(query.destCity),
    vehicleType: query.vehicleType ?? null,
    weeks: [...byWeek.values()],
    lines: linesOnRoute.records,
  };
}
