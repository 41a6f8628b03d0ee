// The DIY reports' catalogue as SQL (issue 48): each whitelisted key of
// platform/contract/reports/catalogue.ts maps to one fixed column or expression over the waybills
// and what they join. A report names keys; nothing a user types ever becomes SQL (filter values are
// bound parameters).
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DiyDisplayField, DiyQueryField } from '../../contract/reports/catalogue';
import { INDIVIDUAL_CARRIERS } from '../../contract/reports/labels';
import { cargoSources, companies, drivers, orders, vehicles, waybills } from '../../db/schema';

// An aliased table in a sql template renders as its alias alone: the joins name the table themselves.
const SHIPPER_COMPANY = 'diy_shipper_company';
const CARRIER_COMPANY = 'diy_carrier_company';
const shipperCompany = alias(companies, SHIPPER_COMPANY);
const carrierCompany = alias(companies, CARRIER_COMPANY);

const shipperName = sql`coalesce(${shipperCompany.name}, '')`;
const carrierName = sql`coalesce(${carrierCompany.name}, ${INDIVIDUAL_CARRIERS})`;
const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export const DISPLAY_SQL: Record<DiyDisplayField, SQL> = {
  waybillNo: sql`${waybills.waybillNo}`,
  status: sql`${waybills.status}`,
  originCity: sql`${waybills.originCity}`,
  destCity: sql`${waybills.destCity}`,
  goodsName: sql`${cargoSources.goodsName}`,
  shipperName,
  carrierName,
  plateNo: sql`${vehicles.plateNo}`,
  driverName: sql`${drivers.name}`,
  plannedWeight: sql`${waybills.plannedWeightKg}`,
  loadWeight: sql`${waybills.loadWeightKg}`,
  unloadWeight: sql`${waybills.unloadWeightKg}`,
  lossWeight: sql`(${waybills.loadWeightKg} - ${waybills.unloadWeightKg})`,
  freight: sql`${waybills.freightFen}`,
  createdAt: iso(waybills.createdAt),
  loadedAt: iso(waybills.loadedAt),
  unloadedAt: iso(waybills.unloadedAt),
  signedAt: iso(waybills.signedAt),
};

function pick<K extends string>(from: Record<string, SQL>, keys: readonly K[]): Record<K, SQL> {
  return Object.fromEntries(keys.map((k) => [k, from[k]])) as Record<K, SQL>;
}

/** The column each filter reads (text contained, equal city or status, time within days). */
export const QUERY_SQL: Record<DiyQueryField, SQL> = {
  ...pick(DISPLAY_SQL, ['waybillNo', 'status', 'originCity', 'destCity', 'goodsName', 'shipperName', 'carrierName', 'plateNo']),
  createdDay: sql`${waybills.createdAt}`,
  loadedDay: sql`${waybills.loadedAt}`,
};

/** The waybills with everything the catalogue reads, as FROM … JOIN … */
export const DIY_FROM = sql`${waybills}
  join ${orders} on ${orders.id} = ${waybills.orderId}
  join ${cargoSources} on ${cargoSources.id} = ${orders.cargoId}
  join ${vehicles} on ${vehicles.id} = ${waybills.vehicleId}
  join ${drivers} on ${drivers.id} = ${waybills.driverId}
  left join ${companies} as ${sql.identifier(SHIPPER_COMPANY)} on ${shipperCompany.id} = ${waybills.shipperCompanyId}
  left join ${companies} as ${sql.identifier(CARRIER_COMPANY)} on ${carrierCompany.id} = ${waybills.carrierCompanyId}`;
