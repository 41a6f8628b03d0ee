// 派车报表 and 派车统计 (issue #8): the caller's waybills aggregated in SQL — per day, per route or
// per vehicle over a date range, and totals by status and by month. Scoped like the waybill list
// (the caller's company on its side of the waybill; a driver his own; operators all).
import { and, count, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { EXPORT_MAX_ROWS } from '../../contract/orders/schemas';
import {
  defaultReportRange,
  type ReportGroup,
  type SendCarReport,
  type SendCarReportQuery,
  type SendCarReportRow,
  type SendCarTotal,
} from '../../contract/orders/track';
import { cityLabel } from '../../contract/regions';
import type { Db } from '../../db/client';
import { vehicles, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { waybillScopeFor } from './access';

const chinaDay = (date: string, plusDays = 0) => new Date(new Date(`${date}T00:00:00+08:00`).getTime() + plusDays * 86_400_000);

const GROUP_KEY: Record<ReportGroup, SQL<string>> = {
  day: sql<string>`to_char(${waybills.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`,
  route: sql<string>`${waybills.originCity} || '>' || ${waybills.destCity}`,
  vehicle: sql<string>`(select ${vehicles.plateNo} from ${vehicles} where ${vehicles.id} = ${waybills.vehicleId})`,
};

const measures = {
  waybills: sql<number>`count(*)::int`,
  signed: sql<number>`(count(*) filter (where ${waybills.status} = 'SIGN'))::int`,
  plannedKg: sql<number>`coalesce(sum(${waybills.plannedWeightKg}), 0)::bigint`,
  loadKg: sql<number>`coalesce(sum(${waybills.loadWeightKg}), 0)::bigint`,
  unloadKg: sql<number>`coalesce(sum(${waybills.unloadWeightKg}), 0)::bigint`,
  lossKg: sql<number>`coalesce(sum(${waybills.loadWeightKg} - ${waybills.unloadWeightKg}) filter (where ${waybills.loadWeightKg} is not null and ${waybills.unloadWeightKg} is not null), 0)::bigint`,
  freightFen: sql<number>`coalesce(sum(${waybills.freightFen}), 0)::bigint`,
};

type Measured = { [K in keyof typeof measures]: number | string };
const numbers = (r: Measured): Omit<SendCarReportRow, 'key'> => ({
  waybills: Number(r.waybills),
  signed: Number(r.signed),
  plannedKg: Number(r.plannedKg),
  loadKg: Number(r.loadKg),
  unloadKg: Number(r.unloadKg),
  lossKg: Number(r.lossKg),
  freightFen: Number(r.freightFen),
});

const keyLabel = (group: ReportGroup, key: string | null): string => {
  if (key === null) return '—';
  if (group !== 'route') return key;
  const [from, to] = key.split('>');
  return `${cityLabel(from.slice(0, 2), from)} → ${cityLabel(to.slice(0, 2), to)}`;
};

/** 派车报表: voided waybills carried nothing and are left out (派车统计 counts them by status). */
export async function sendCarReport(db: Db, auth: Auth, q: SendCarReportQuery, all = false): Promise<SendCarReport> {
  const range = { ...defaultReportRange(), ...Object.fromEntries(Object.entries({ startDate: q.startDate, endDate: q.endDate }).filter(([, v]) => v)) } as {
    startDate: string;
    endDate: string;
  };
  const where = and(
    waybillScopeFor(auth),
    ne(waybills.status, 'INVALID'),
    gte(waybills.createdAt, chinaDay(range.startDate)),
    lt(waybills.createdAt, chinaDay(range.endDate, 1)),
  );
  const key = GROUP_KEY[q.groupBy];
  const grouped = db
    .select({ key: sql<string>`${key}`.as('key'), ...measures })
    .from(waybills)
    .where(where)
    .groupBy(key);
  const limit = all ? EXPORT_MAX_ROWS : q.pageSize;
  const offset = all ? 0 : (q.pageNumber - 1) * q.pageSize;
  const order = q.groupBy === 'day' ? sql`1 desc` : sql`2 desc, 1`;
  const [rows, [{ total }], [totals]] = await Promise.all([
    grouped.orderBy(order).limit(limit).offset(offset),
    db.select({ total: count() }).from(grouped.as('g')),
    db.select(measures).from(waybills).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ key: keyLabel(q.groupBy, r.key), ...numbers(r) })),
    total,
    totals: numbers(totals),
    pageNumber: all ? 1 : q.pageNumber,
    pageSize: limit,
    ...range,
  };
}

/**
 * 派车统计: the caller's waybills of the last `months` months, by status and by month. Both are
 * bounded by the window so the page stays an index range scan however many years of waybills pile up.
 */
export async function sendCarTotal(db: Db, auth: Auth, months: number): Promise<SendCarTotal> {
  const scope = waybillScopeFor(auth);
  const month = sql<string>`to_char(${waybills.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  const since = sql`date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai' - make_interval(months => ${months - 1})`;
  const [byStatus, byMonth] = await Promise.all([
    db
      .select({ status: waybills.status, waybills: measures.waybills, plannedKg: measures.plannedKg, freightFen: measures.freightFen })
      .from(waybills)
      .where(and(scope, sql`${waybills.createdAt} >= ${since}`))
      .groupBy(waybills.status)
      .orderBy(waybills.status),
    db
      .select({
        month: sql<string>`${month}`.as('month'),
        waybills: measures.waybills,
        signed: measures.signed,
        invalid: sql<number>`(count(*) filter (where ${waybills.status} = 'INVALID'))::int`,
        unloadKg: measures.unloadKg,
        freightFen: measures.freightFen,
      })
      .from(waybills)
      .where(and(scope, sql`${waybills.createdAt} >= ${since}`))
      .groupBy(month)
      .orderBy(sql`1 desc`),
  ]);
  const statusRows = byStatus.map((r) => ({
    status: r.status,
    waybills: Number(r.waybills),
    plannedKg: Number(r.plannedKg),
    freightFen: Number(r.freightFen),
  }));
  return {
    byStatus: statusRows,
    byMonth: byMonth.map((r) => ({
      month: r.month,
      waybills: Number(r.waybills),
      signed: Number(r.signed),
      invalid: Number(r.invalid),
      unloadKg: Number(r.unloadKg),
      freightFen: Number(r.freightFen),
    })),
    all: statusRows.reduce(
      (a, r) => ({
        waybills: a.waybills + r.waybills,
        plannedKg: a.plannedKg + (r.status === 'INVALID' ? 0 : r.plannedKg),
        freightFen: a.freightFen + r.freightFen,
      }),
      { waybills: 0, plannedKg: 0, freightFen: 0 },
    ),
  };
}
