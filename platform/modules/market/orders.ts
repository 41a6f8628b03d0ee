// New orders of the marketplace (grab, award): numbered DD + date + id, so the id is drawn first.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { formatDateTime } from '../../contract/format';
import { weightShareKg } from '../../contract/market/marketplace';
import { cargoFreightFen } from '../../contract/market/freight';
import { type cargoSources, companies, orders, userRoles } from '../../db/schema';

/**
 * How the market makes an order from a published cargo, keyed by the action of the order's first
 * history row: who makes it, the order sources (order_source) it makes, the status it starts in and
 * that row's remark. An agent taker's order starts WAITALLOT where it would start ACCEPT
 * (insertOrder); an auto-confirmed grab starts ACCEPT. The demo seed writes the same rows from here.
 */
export type OrderOrigin = {
  by: 'shipper' | 'carrier' | 'operator';
  sources: readonly string[];
  to: 'WAITACCEPT' | 'ACCEPT';
  remark: (vehicles: number) => string;
};

export const ORDER_ORIGINS = {
  grab: {
    by: 'carrier',
    sources: ['1'],
    to: 'WAITACCEPT',
    remark: (vehicles: number, autoConfirmed = false) => `抢单${vehicles}车${autoConfirmed ? '（自动确认）' : ''}`,
  },
  award: { by: 'shipper', sources: ['2'], to: 'ACCEPT', remark: () => '竞价中标' },
  designate: { by: 'shipper', sources: ['3', '7', '8'], to: 'WAITACCEPT', remark: (vehicles: number) => `指定承运${vehicles}车` },
  placeOrder: { by: 'shipper', sources: ['7'], to: 'WAITACCEPT', remark: (vehicles: number) => `货主下单${vehicles}车` },
  entrustMatch: { by: 'operator', sources: ['4'], to: 'WAITACCEPT', remark: (vehicles: number) => `平台委托匹配${vehicles}车` },
} as const satisfies Record<string, OrderOrigin>;

/** The date in the number is China's, whatever the server's zone (07:18 in Shanghai is still the previous day in UTC). */
export function orderNoFor(id: number, at = new Date()): string {
  const ymd = formatDateTime(at, 'YYYYMMDD');
  return `DD${ymd}${String(id).padStart(6, '0')}`;
}

/**
 * Whether the taker is an agent (an agent company, or an individual agent acting without one):
 * their order waits in WAITALLOT for them to appoint a carrier instead of being accepted.
 */
export async function isAgentTaker(tx: Tx, userId: number, companyId: number | null | undefined): Promise<boolean> {
  if (companyId) {
    const [company] = await tx.select({ kind: companies.kind }).from(companies).where(eq(companies.id, companyId)).limit(1);
    return company?.kind === 'agent';
  }
  const roles = (await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role);
  return roles.some((r) => r === 'agent' || r === 'individual_agent') && !roles.includes('carrier');
}

/** The party columns of an order between a shipper user and a carrier user, each with their company. */
export function orderParties(shipper: { id: number; companyId: number | null }, carrier: { id: number; companyId: number | null }) {
  return { shipperCompanyId: shipper.companyId, shipperUserId: shipper.id, carrierCompanyId: carrier.companyId, carrierUserId: carrier.id };
}

/**
 * A new order, numbered from its id. An order a carrier-side agent takes records the agent
 * (agent columns) and, where it would start accepted, starts in WAITALLOT instead.
 * `asAgent: false` keeps the taker as the carrier (an order the agent enters for its own customer).
 */
export async function insertOrder(tx: Tx, values: Omit<typeof orders.$inferInsert, 'id' | 'orderNo'>, opts: { asAgent?: boolean } = {}) {
  const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  const id = Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
  const agent = opts.asAgent !== false && (await isAgentTaker(tx, values.carrierUserId, values.carrierCompanyId));
  const agentValues = agent
    ? { agentUserId: values.carrierUserId, agentCompanyId: values.carrierCompanyId ?? null, status: values.status === 'ACCEPT' ? 'WAITALLOT' : values.status }
    : {};
  const [order] = await tx
    .insert(orders)
    // numbered by the day it was made: today, unless the caller dates it (the demo's past orders)
    .values({ ...values, ...agentValues, id, orderNo: orderNoFor(id, values.createdAt instanceof Date ? values.createdAt : undefined) })
    .returning();
  return order;
}

/** Freight of k vehicles of a cargo: its share of a total price, or unit price × weight. */
export function orderFreightFen(
  cargo: Pick<typeof cargoSources.$inferSelect, 'totalPriceFen' | 'unitPriceFen' | 'vehicleCount'>,
  k: number,
  weightKg: number,
): number {
  return cargoFreightFen(cargo, k, weightKg);
}

/**
 * An order's terms on its cargo: `k` vehicles carrying `weightKg` at the cargo's unit price, and the
 * freight for them (orderFreightFen).
 */
export function orderTerms(
  cargo: Pick<typeof cargoSources.$inferSelect, 'id' | 'totalPriceFen' | 'unitPriceFen' | 'vehicleCount'>,
  k: number,
  weightKg: number,
) {
  return { cargoId: cargo.id, vehicleCount: k, weightKg, unitPriceFen: cargo.unitPriceFen, totalFen: orderFreightFen(cargo, k, weightKg) };
}

/**
 * What a new order of `k` vehicles takes from its cargo: the cargo and its shipper, the vehicles'
 * share of the weight, the cargo's unit price and the freight for that share.
 */
export function cargoOrderTerms(cargo: typeof cargoSources.$inferSelect, k: number) {
  return {
    ...orderTerms(cargo, k, weightShareKg(cargo.totalWeightKg, cargo.vehicleCount, k)),
    shipperCompanyId: cargo.shipperCompanyId,
    shipperUserId: cargo.shipperUserId,
  };
}
