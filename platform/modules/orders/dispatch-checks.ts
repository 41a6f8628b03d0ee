// Dispatch against capacity (issue #8): a vehicle and a driver carry one live waybill at a time
// (contract: ONE_LIVE_WAYBILL_PER_VEHICLE_AND_DRIVER) and need valid papers. The rule itself is
// capacity's checkDispatchable; this runs it inside the dispatch transaction with the vehicle and
// driver rows locked, and tells the dispatch form which of them are on the road.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { LIVE_WAYBILL } from '../../contract/orders/schemas';
import { TRACK_MESSAGES } from '../../contract/orders/track';
import type { Db, Tx } from '../../db/client';
import { drivers, vehicles, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { Refusal } from '../../http/refusal';
import { checkDispatchable } from '../capacity/dispatch';
import { ownerOf } from '../capacity/access';

/**
 * Locks the vehicle and the driver rows (so two dispatches of the same truck or driver, even for
 * different orders, run one after the other) and refuses what capacity refuses: a missing or
 * expired permit or licence, or either already on a live waybill. Refusals name their field.
 */
export async function lockAndCheckDispatchable(tx: Tx, auth: Auth, targets: { vehicleId: number; driverId: number }): Promise<void> {
  await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, targets.vehicleId)).for('update');
  await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, targets.driverId)).for('update');
  try {
    await checkDispatchable(tx, ownerOf(auth), targets);
  } catch (error) {
    if (error instanceof Refusal && error.data === null) {
      const field = error.message.startsWith('司机') ? 'driverId' : error.message.startsWith('车辆') ? 'vehicleId' : undefined;
      throw new Refusal(error.code, error.message, field ? { field } : null);
    }
    throw error;
  }
}

/** The live waybill (number) of each of these vehicles and drivers, if any. */
export async function liveWaybillsOf(
  db: Db,
  vehicleIds: number[],
  driverIds: number[],
): Promise<{ vehicles: Map<number, string>; drivers: Map<number, string> }> {
  const out = { vehicles: new Map<number, string>(), drivers: new Map<number, string>() };
  if (vehicleIds.length === 0 && driverIds.length === 0) return out;
  const rows = await db
    .select({ vehicleId: waybills.vehicleId, driverId: waybills.driverId, waybillNo: waybills.waybillNo })
    .from(waybills)
    .where(
      and(
        inArray(waybills.status, [...LIVE_WAYBILL]),
        or(vehicleIds.length ? inArray(waybills.vehicleId, vehicleIds) : sql`false`, driverIds.length ? inArray(waybills.driverId, driverIds) : sql`false`),
      ),
    )
    .orderBy(waybills.id);
  for (const r of rows) {
    out.vehicles.set(r.vehicleId, r.waybillNo);
    out.drivers.set(r.driverId, r.waybillNo);
  }
  return out;
}

export const busyProblem = (waybillNo: string | undefined) => (waybillNo ? TRACK_MESSAGES.busyOption(waybillNo) : null);
