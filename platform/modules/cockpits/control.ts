// 管控 (/cockpit/control, network freight): the caller's 管控 orders and their waybills made in the
// window; of the 管控 waybills signed in it, the states of their reports to the provincial
// monitoring system (电子运单 and 资金流水单), the five-certificate check's failures, and the tax
// sites (税源地: the actual carrier's registered province). The statistics calls of the admin list
// (statisticallyCount, taxSiteCount) read the same window.
import { sql } from 'drizzle-orm';
import {
  TOP_ROWS,
  type CockpitPeriod,
  type ControlView,
  type ReportCounts,
  type StatisticallyCount,
  type TaxSiteCount,
  type TaxSiteRow,
} from '../../contract/cockpits/schemas';
import { regionName } from '../../contract/regions';
import type { Db } from '../../db/client';
import { companies, orders, waybillReports, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { cockpitScope, num, rowsOf, type Scope } from './scope';
import { windowFields, windowOf, type CockpitWindow } from './window';

/** 管控 waybills of the caller signed in the window (the ones the reports concern). */
const signedControl = (w: CockpitWindow, scope: Scope) =>
  sql`${orders.releaseKind} = 'control' and ${waybills.status} = 'SIGN' and ${waybills.signedAt} >= ${w.start} and ${waybills.signedAt} < ${w.end} and ${scope.waybills}`;

async function reportCounts(db: Db, w: CockpitWindow, scope: Scope, kind: 'waybill' | 'freight_charges'): Promise<ReportCounts> {
  // A waybill without a report row is not reported yet; a 资金流水单 exists only once queued.
  const join = kind === 'waybill' ? sql`left join` : sql`join`;
  const [row] = await rowsOf<{ not_reported: unknown; reported: unknown; failed: unknown }>(
    db.execute(sql`
      select count(*) filter (where r.status is null or r.status in ('pending', 'sending')) as not_reported,
             count(*) filter (where r.status = 'sent') as reported,
             count(*) filter (where r.status = 'failed') as failed
      from ${waybills} join ${orders} on ${orders.id} = ${waybills.orderId}
      ${join} ${waybillReports} r on r.waybill_id = ${waybills.id} and r.document_kind = ${kind}
      where ${signedControl(w, scope)}`),
  );
  return { notReported: num(row?.not_reported), reported: num(row?.reported), failed: num(row?.failed) };
}

async function taxSites(db: Db, w: CockpitWindow, scope: Scope): Promise<TaxSiteRow[]> {
  const rows = await rowsOf<{ code: string | null; n: unknown; fen: unknown }>(
    db.execute(sql`
      select ${companies.provinceCode} as code, count(*) as n, coalesce(sum(${waybills.freightFen}), 0) as fen
      from ${waybills} join ${orders} on ${orders.id} = ${waybills.orderId}
      left join ${companies} on ${companies.id} = ${orders.actualCarrierCompanyId}
      where ${signedControl(w, scope)}
      group by 1 order by 2 desc, 1`),
  );
  return rows.map((r) => ({ province: regionName(r.code) || '未指定', waybills: num(r.n), freightFen: num(r.fen) }));
}

export async function controlCockpit(db: Db, auth: Auth, period: CockpitPeriod, now: Date = new Date()): Promise<ControlView> {
  const w = windowOf(period, now);
  const scope = await cockpitScope(db, auth);
  const made = (column: unknown) => sql`${column} >= ${w.start} and ${column} < ${w.end}`;
  const [[ordersRow], [waybillsRow], waybillReportCounts, fundFlowReports, [failures], latest, sites] = await Promise.all([
    rowsOf<{ n: unknown }>(
      db.execute(sql`select count(*) as n from ${orders} where ${orders.releaseKind} = 'control' and ${made(orders.createdAt)} and ${scope.orders}`),
    ),
    rowsOf<{ n: unknown }>(
      db.execute(sql`
        select count(*) as n from ${waybills} join ${orders} on ${orders.id} = ${waybills.orderId}
        where ${orders.releaseKind} = 'control' and ${made(waybills.createdAt)} and ${scope.waybills}`),
    ),
    reportCounts(db, w, scope, 'waybill'),
    reportCounts(db, w, scope, 'freight_charges'),
    rowsOf<{ n: unknown }>(
      db.execute(sql`
        select count(*) as n from ${waybills} join ${orders} on ${orders.id} = ${waybills.orderId}
        join ${waybillReports} r on r.waybill_id = ${waybills.id} and r.document_kind = 'waybill'
        where jsonb_array_length(coalesce(r.check_errors, '[]'::jsonb)) > 0 and ${signedControl(w, scope)}`),
    ),
    rowsOf<{ waybill_no: string; check_errors: string[]; checked_at: string | Date | null }>(
      db.execute(sql`
        select ${waybills.waybillNo} as waybill_no, r.check_errors, r.checked_at from ${waybills} join ${orders} on ${orders.id} = ${waybills.orderId}
        join ${waybillReports} r on r.waybill_id = ${waybills.id} and r.document_kind = 'waybill'
        where jsonb_array_length(coalesce(r.check_errors, '[]'::jsonb)) > 0 and ${signedControl(w, scope)}
        order by r.checked_at desc nulls last, ${waybills.id} desc limit ${TOP_ROWS}`),
    ),
    taxSites(db, w, scope),
  ]);
  return {
    ...windowFields(w),
    controlOrders: num(ordersRow?.n),
    controlWaybills: num(waybillsRow?.n),
    waybillReports: waybillReportCounts,
    fundFlowReports,
    fiveCertFailures: num(failures?.n),
    latestFailures: latest.map((r) => ({
      waybillNo: r.waybill_no,
      problems: r.check_errors,
      checkedAt: r.checked_at ? new Date(r.checked_at).toISOString() : null,
    })),
    taxSites: sites,
  };
}

/** statisticallyCount: the caller's orders and waybills made in the window, their vehicles, drivers, load weight and freight. */
export async function statisticallyCount(db: Db, auth: Auth, period: CockpitPeriod, now: Date = new Date()): Promise<StatisticallyCount> {
  const w = windowOf(period, now);
  const scope = await cockpitScope(db, auth);
  const [[o], [wb]] = await Promise.all([
    rowsOf<{ n: unknown }>(
      db.execute(sql`select count(*) as n from ${orders} where ${orders.createdAt} >= ${w.start} and ${orders.createdAt} < ${w.end} and ${scope.orders}`),
    ),
    rowsOf<{ n: unknown; vehicles: unknown; drivers: unknown; kg: unknown; fen: unknown }>(
      db.execute(sql`
        select count(*) as n, count(distinct ${waybills.vehicleId}) as vehicles, count(distinct ${waybills.driverId}) as drivers,
               coalesce(sum(${waybills.loadWeightKg}), 0) as kg, coalesce(sum(${waybills.freightFen}), 0) as fen
        from ${waybills} where ${waybills.createdAt} >= ${w.start} and ${waybills.createdAt} < ${w.end} and ${scope.waybills}`),
    ),
  ]);
  return {
    ...windowFields(w),
    orders: num(o?.n),
    waybills: num(wb?.n),
    vehicles: num(wb?.vehicles),
    drivers: num(wb?.drivers),
    loadKg: num(wb?.kg),
    freightFen: num(wb?.fen),
  };
}

/** taxSiteCount: the 管控 waybills signed in the window by tax site. */
export async function taxSiteCount(db: Db, auth: Auth, period: CockpitPeriod, now: Date = new Date()): Promise<TaxSiteCount> {
  const w = windowOf(period, now);
  return { ...windowFields(w), rows: await taxSites(db, w, await cockpitScope(db, auth)) };
}
