// Which waybills need the dispatcher's attention (issue 43): 逾期 — not loaded by the end of the
// cargo's loading window, or not unloaded by the end of its unloading window — and 异常 — an
// exception reported on the waybill that is still pending. The windows are full China-time
// instants (publish stores datetime-local values), so "late" is a plain comparison with now().
import { and, count, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { WaybillAttention, WaybillAttentionCounts } from '../../contract/orders/schemas';
import { cargoPoints, cargoSources, orders, waybillAbnormals, waybills } from '../../db/schema';
import type { Executor } from './access';

/** When the waybill should be loaded: the cargo's loading window end, else its load points' latest. */
const loadDue = sql`(select coalesce(${cargoSources.loadEnd}, (select max(${cargoPoints.windowEnd}) from ${cargoPoints} where ${cargoPoints.cargoId} = ${cargoSources.id} and ${cargoPoints.kind} = 'load'))
  from ${orders} join ${cargoSources} on ${cargoSources.id} = ${orders.cargoId} where ${orders.id} = ${waybills.orderId})`;
/** When it should be unloaded: the latest end of its cargo's unloading windows. */
const unloadDue = sql`(select max(${cargoPoints.windowEnd}) from ${orders} join ${cargoPoints} on ${cargoPoints.cargoId} = ${orders.cargoId}
  where ${orders.id} = ${waybills.orderId} and ${cargoPoints.kind} = 'unload')`;

/** Late: still before loading past the loading window, or still before unloading past the unloading window. */
export const lateWaybill: SQL = sql`((${waybills.status} in ('CREATED', 'START') and ${loadDue} < now())
  or (${waybills.status} in ('CREATED', 'START', 'LOAD') and ${unloadDue} < now()))`;

/**
 * An exception reported on the waybill and not yet handled (complaint_status 0). An IN over the
 * pending few rather than a per-row EXISTS: counting a carrier's whole list reads them once.
 */
export const abnormalWaybill: SQL = sql`${waybills.id} in (select ${waybillAbnormals.waybillId} from ${waybillAbnormals} where ${waybillAbnormals.status} = '0')`;

/** The list filter `attention`: late, abnormal, or either ('any'). */
export function attentionFilter(attention: WaybillAttention | undefined): SQL | undefined {
  if (attention === 'late') return lateWaybill;
  if (attention === 'abnormal') return abnormalWaybill;
  if (attention === 'any') return or(lateWaybill, abnormalWaybill);
  return undefined;
}

/** The flags of the rows of one list page, by waybill id (one query for the page, not one per row). */
export async function attentionOf(db: Executor, ids: number[]): Promise<Map<number, { late: boolean; abnormal: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: waybills.id, late: sql<boolean>`coalesce(${lateWaybill}, false)`, abnormal: sql<boolean>`${abnormalWaybill}` })
    .from(waybills)
    .where(inArray(waybills.id, ids));
  return new Map(rows.map((r) => [r.id, { late: Boolean(r.late), abnormal: Boolean(r.abnormal) }]));
}

/** How many of the caller's waybills (`scope`) are late, have an open exception, or either. */
export async function attentionCounts(db: Executor, scope: SQL | undefined): Promise<WaybillAttentionCounts> {
  const [row] = await db
    .select({
      late: sql<number>`count(*) filter (where ${lateWaybill})`.mapWith(Number),
      abnormal: sql<number>`count(*) filter (where ${abnormalWaybill})`.mapWith(Number),
      any: count(),
    })
    .from(waybills)
    .where(and(scope, or(lateWaybill, abnormalWaybill)));
  return { late: row?.late ?? 0, abnormal: row?.abnormal ?? 0, any: row?.any ?? 0 };
}
