// Who may do what in the market: a cargo (or entrust, or order) belongs to the shipper who made it
// and to their company; only shippers publish, entrust and keep frequent entries.
import { eq, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cargoSources } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';

export const SHIPPER_ROLES: readonly string[] = ['individual_shipper', 'enterprise_shipper'];

/** The viewer made the row, or their company did. */
export function isOwner(auth: Auth, row: { shipperUserId: number; shipperCompanyId: number | null }): boolean {
  return row.shipperUserId === auth.user.id || (auth.user.companyId !== null && row.shipperCompanyId === auth.user.companyId);
}

/** Rows the viewer owns (as isOwner): their own, or their company's. */
export function ownedBy(auth: Auth, userColumn: AnyPgColumn, companyColumn: AnyPgColumn): SQL {
  return auth.user.companyId === null ? eq(userColumn, auth.user.id) : or(eq(userColumn, auth.user.id), eq(companyColumn, auth.user.companyId))!;
}

export type Cargo = typeof cargoSources.$inferSelect;

/** Cargo the viewer owns. */
export const ownedCargo = (auth: Auth) => ownedBy(auth, cargoSources.shipperUserId, cargoSources.shipperCompanyId);

/** Refuses anyone but a shipper, with the screen's message. */
export function requireShipperRole(auth: Auth, message: string): void {
  if (!SHIPPER_ROLES.includes(auth.role)) refuse(message);
}

export const isOperator = (auth: Auth) => auth.role === 'operator';
