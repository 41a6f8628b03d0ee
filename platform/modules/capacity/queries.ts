// The query pieces every capacity list shares: one page read with its total (db/paging's readPage), LIKE patterns, the
// expiry filter over paper dates, and an organisation unit's branch.
import { and, count, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ExpiryFilter } from '../../contract/capacity/schemas';
import type { Page } from '../../contract/page';
import { readPage, type Pageable, type PageRequest } from '../../db/paging';
import type { Db, Tx } from '../../db/client';
import { hasRowWhere } from '../../db/row-checks';
import { orgUnits, waybills, type capacityBlacklist, type drivers, type lines, type vehicles } from '../../db/schema';
import type { Owner } from './access';
import { papersDayStart, papersDueBefore } from './views';

/** Waybill statuses after which a vehicle or driver is free again. */
export const FINISHED_WAYBILL = ['SIGN', 'REFUSE', 'INVALID'];

/** Whether a vehicle or driver (by its waybill column) is on a waybill not finished yet: it may not be deleted then. */
export function onLiveWaybill(tx: Tx, column: typeof waybills.vehicleId | typeof waybills.driverId, id: number): Promise<boolean> {
  return hasRowWhere(tx, waybills, and(eq(column, id), notInArray(waybills.status, FINISHED_WAYBILL)));
}

/** SQL filter on the earliest of the given expiry columns (least() skips nulls). */
export function expiryCondition(columns: SQL, filter: ExpiryFilter | ''): SQL | undefined {
  // a paper is valid through the day it names (papersDayStart)
  const start = papersDayStart().toISOString();
  const warnEnd = papersDueBefore().toISOString();
  if (filter === 'expired') return sql`${columns} < ${start}`;
  if (filter === 'soon') return sql`(${columns} >= ${start} and ${columns} < ${warnEnd})`;
  if (filter === 'valid') return sql`(${columns} is null or ${columns} >= ${warnEnd})`;
  return undefined;
}

/** The column is the unit or one of its descendants (units of the owner's company only). */
export function inOrgBranch(column: SQL | typeof vehicles.orgUnitId | typeof drivers.orgUnitId, owner: Owner, unitId: string): SQL | undefined {
  if (!unitId) return undefined;
  if (!owner.companyId) return sql`false`;
  return sql`${column} in (with recursive branch(id) as (
      select u.id from ${orgUnits} u where u.id = ${Number(unitId)} and u.company_id = ${owner.companyId} and u.deleted_at is null
      union all
      select u.id from ${orgUnits} u join branch b on u.parent_id = b.id where u.deleted_at is null
    ) select id from branch)`;
}

export function paged<T>(records: T[], total: number, q: PageRequest): Page<T> {
  return { records, total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/**
 * One page of a capacity list: the page of the `ordered` query and the total that `counted`
 * answers (read together by the shared readPage), each row turned into its view.
 */
export async function listPage<R, V>(
  q: PageRequest,
  ordered: Pageable<R>,
  counted: PromiseLike<Array<{ total: number }>>,
  view: (row: R) => V,
): Promise<Page<V>> {
  const { rows, total } = await readPage(q, ordered, counted);
  return paged(rows.map(view), Number(total), q);
}

/** The capacity tables listed as they are, newest first. */
type DatedTable = typeof vehicles | typeof lines | typeof capacityBlacklist;

/** One page of the rows of `table` that match `where`, newest first (then by id), each turned into its view. */
export function newestFirstPage<T extends DatedTable, V>(db: Db, q: PageRequest, table: T, where: SQL | undefined, view: (row: T['$inferSelect']) => V) {
  // drizzle cannot infer the rows of a select from a table parameter; they are that table's rows.
  const ordered = db
    .select()
    .from(table as DatedTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id)) as unknown as Pageable<T['$inferSelect']>;
  return listPage(
    q,
    ordered,
    db
      .select({ total: count() })
      .from(table as DatedTable)
      .where(where),
    view,
  );
}
