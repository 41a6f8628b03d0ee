// Whose waybills a cockpit counts: the caller's, as the waybill lists decide it (the shipper's or
// the carrier's company, a driver's own; operations the platform's), narrowed by the data scope of
// an administrator-made role (issue 44). One condition every cockpit query shares.
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/auth';
import { orderScope, waybillScope } from '../orders/access';
import { ORDER_ROWS, WAYBILL_ROWS } from '../orders/queries';
import { dataScopeCondition } from '../permissions/data-scope';

export type Scope = { waybills: SQL; orders: SQL };

export async function cockpitScope(db: Db, auth: Auth): Promise<Scope> {
  const [waybillNarrowed, orderNarrowed] = await Promise.all([dataScopeCondition(db, auth, WAYBILL_ROWS), dataScopeCondition(db, auth, ORDER_ROWS)]);
  return {
    waybills: and(waybillScope(auth), waybillNarrowed) ?? sql`true`,
    orders: and(orderScope(auth), orderNarrowed) ?? sql`true`,
  };
}

/** Rows of a raw aggregate query: both drivers (PGlite and node-postgres) answer execute() with { rows }. */
export async function rowsOf<T>(query: PromiseLike<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

/** A bigint or numeric aggregate (strings from the drivers) as a number; null as 0. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
