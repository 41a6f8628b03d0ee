// Joins that several areas read the same way, and the column groups they select together. Each
// join takes a select from its first table in dynamic mode (`db.select({…}).from(t).$dynamic()`),
// so a caller names its own columns and goes on with where, order and more joins. Tables only:
// no area's rules live here.
import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { cargoSources, drivers, orders, settlementBillLines, vehicles, waybills } from './schema';

/**
 * `"table"."column"` for a correlated subquery: Drizzle leaves the columns of a one-table select
 * unqualified, and inside a subquery a bare "id" would mean the subquery's own table's id.
 */
export const outerColumn = (column: AnyPgColumn): SQL => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/**
 * A bill line that is live, written as the partial index `settlement_bill_lines_live_waybill`
 * states it (`where live`). Drizzle's `eq(live, true)` sends `true` as a parameter, and the embedded
 * database's statements run on generic plans (decision 014), which cannot prove a parameter's
 * value matches an index predicate: the join then read every bill line, on every list page, and on
 * a carrier with 300 000 waybills joined and sorted all of them to keep a page (issues 44 and 50).
 */
export const liveBillLine: SQL = sql`${settlementBillLines.live}`;

/** The cargo's route: the province and city codes it goes from and to (see routeCities in contract/regions). */
export const cargoRouteColumns = {
  originProvince: cargoSources.originProvince,
  originCity: cargoSources.originCity,
  destProvince: cargoSources.destProvince,
  destCity: cargoSources.destCity,
};

/** A select from waybills joined to the order, the order's cargo, the vehicle and the driver: a waybill has all four. */
export function joinWaybillParties<T extends PgSelect>(fromWaybills: T) {
  return fromWaybills
    .innerJoin(orders, eq(orders.id, waybills.orderId))
    .innerJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
    .innerJoin(vehicles, eq(vehicles.id, waybills.vehicleId))
    .innerJoin(drivers, eq(drivers.id, waybills.driverId));
}
