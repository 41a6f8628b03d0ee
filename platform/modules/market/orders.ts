// New orders of the marketplace (grab, award): numbered DD + date + id, so the id is drawn first.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { freightFen } from '../../contract/marketplace';
import { cargoSources, orders } from '../../db/schema';

export function orderNoFor(id: number, at = new Date()): string {
  const ymd = `${at.getFullYear()}${String(at.getMonth() + 1).padStart(2, '0')}${String(at.getDate()).padStart(2, '0')}`;
  return `DD${ymd}${String(id).padStart(6, '0')}`;
}

export async function insertOrder(tx: Tx, values: Omit<typeof orders.$inferInsert, 'id' | 'orderNo'>) {
  const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  const id = Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
  const [order] = await tx.insert(orders).values({ ...values, id, orderNo: orderNoFor(id) }).returning();
  return order;
}

/** Freight of k vehicles of a cargo: its share of a total price, or unit price × weight. */
export function orderFreightFen(cargo: Pick<typeof cargoSources.$inferSelect, 'totalPriceFen' | 'unitPriceFen' | 'vehicleCount'>, k: number, weightKg: number): number {
  return cargo.totalPriceFen !== null ? Math.round((cargo.totalPriceFen * k) / cargo.vehicleCount) : freightFen(cargo.unitPriceFen, weightKg);
}
