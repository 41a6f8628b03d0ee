// Who the caller is in an order or a waybill (shipper, carrier, agent, driver, operator), and the
// orders and waybills each caller may see: the one place the orders area decides access.
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { type OrderActor } from '../../contract/orders/schemas';
import type { Db, Tx } from '../../db/client';
import { drivers, orders, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';

export type Order = typeof orders.$inferSelect;
export type Waybill = typeof waybills.$inferSelect;
export type Executor = Db | Tx;

export const SHIPPER_ROLES = ['individual_shipper', 'enterprise_shipper'];
export const CARRIER_ROLES = ['carrier', 'agent', 'individual_agent'];

export const isOperator = (auth: Auth) => auth.role === 'operator';

// ---------------------------------------------------------------------------------------------
// Who the caller is in an order or a waybill

function isShipperOf(auth: Auth, o: Pick<Order, 'shipperUserId' | 'shipperCompanyId'>): boolean {
  return o.shipperUserId === auth.user.id || (auth.user.companyId !== null && o.shipperCompanyId === auth.user.companyId);
}

function isCarrierOf(auth: Auth, o: Pick<Order, 'carrierUserId' | 'carrierCompanyId'>): boolean {
  return o.carrierUserId === auth.user.id || (auth.user.companyId !== null && o.carrierCompanyId === auth.user.companyId);
}

/** The agent who took the order (an agent's order): it stays a party after appointing a carrier. */
function isAgentOf(auth: Auth, o: Pick<Order, 'agentUserId' | 'agentCompanyId'>): boolean {
  return o.agentUserId !== null && (o.agentUserId === auth.user.id || (auth.user.companyId !== null && o.agentCompanyId === auth.user.companyId));
}

export function orderActors(auth: Auth, o: Order): OrderActor[] {
  const out: OrderActor[] = [];
  if (isShipperOf(auth, o)) out.push('shipper');
  // An open preferred order, or a control order whose actual carrier operations have yet to name,
  // has no carrier yet: the platform only holds its place (kinds.ts).
  const placeHeld = (o.releaseKind === 'preferred' && o.status === 'WAITACCEPT') || (o.releaseKind === 'control' && o.actualCarrierCompanyId === null);
  if (isCarrierOf(auth, o) && !placeHeld) out.push('carrier');
  if (isAgentOf(auth, o)) out.push('agent');
  return out;
}

export async function waybillActors(db: Executor, auth: Auth, o: Order, w: Waybill): Promise<OrderActor[]> {
  const out = orderActors(auth, o);
  const [driver] = await db.select({ userId: drivers.userId }).from(drivers).where(eq(drivers.id, w.driverId)).limit(1);
  if (driver?.userId === auth.user.id) out.push('driver');
  return out;
}

/** Orders the caller is a party to (either side); operators see all. */
export function orderScope(auth: Auth): SQL | undefined {
  if (isOperator(auth)) return undefined;
  const c = auth.user.companyId;
  const uid = auth.user.id;
  const parts: SQL[] = [eq(orders.shipperUserId, uid), eq(orders.carrierUserId, uid), eq(orders.agentUserId, uid)];
  if (c !== null) parts.push(eq(orders.shipperCompanyId, c), eq(orders.carrierCompanyId, c), eq(orders.agentCompanyId, c));
  return or(...parts);
}

/**
 * Waybills the caller is a party to, by acting role: the shipper's or the carrier's company
 * (index-friendly), the user's own orders when they act without a company, a driver's own.
 */
export function waybillScope(auth: Auth): SQL | undefined {
  if (isOperator(auth)) return undefined;
  const c = auth.user.companyId;
  const uid = auth.user.id;
  const ownDriverRecords = sql`${waybills.driverId} in (select ${drivers.id} from ${drivers} where ${drivers.userId} = ${uid})`;
  if (auth.role === 'driver') return ownDriverRecords;
  // A company's user sees the company's waybills (orders carry the company of the user who took
  // or published them); users without a company see the orders they took or published.
  if (SHIPPER_ROLES.includes(auth.role)) {
    return c !== null
      ? eq(waybills.shipperCompanyId, c)
      : sql`${waybills.orderId} in (select ${orders.id} from ${orders} where ${orders.shipperUserId} = ${uid})`;
  }
  if (CARRIER_ROLES.includes(auth.role)) {
    if (c !== null) return eq(waybills.carrierCompanyId, c);
    // An individual agent who also drives sees the waybills they drive, too.
    return or(sql`${waybills.orderId} in (select ${orders.id} from ${orders} where ${orders.carrierUserId} = ${uid})`, ownDriverRecords);
  }
  return sql`false`;
}

export const waybillScopeFor = waybillScope;
