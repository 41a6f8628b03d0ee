// Demo data of the capacity area (issue #6), once, marked by seed_runs step 'capacity-v1':
// driving-licence (行驶证) data of the demo vehicles, a few drivers bound to their usual vehicle,
// and the blacklist of the demo steel shipper. Runs after the demo step (it needs its users).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { capacityBlacklist, drivers, seedRuns, users, vehicles } from './schema';
import type { SeedOptions } from './seed';

export const CAPACITY_STEP = 'capacity-v1';

const DAY = 86_400_000;

/** Plate → [VIN, use nature, registration years ago, inspection days from now]. */
const LICENCE_DATA: Record<string, [string, string, number, number]> = {
  津C28561: ['LZZ5BLSJ8KD207431', '货运', 5, 140],
  津C39072: ['LZZ5BLSJ2LD318562', '货运', 4, 25],
  冀B5K318: ['LFWSRXRJ6M1A40217', '货运', 3, 210],
  津C51873: ['LZZ5BLSJ4KD209875', '货运', 5, 160],
  津A03256D: ['LGHXCAEC3N2085614', '货运', 2, 300],
  冀B2G796: ['LJ11KDBD7J3012458', '货运', 6, -12],
  冀B7M652: ['LFNAFUJL0K1B30926', '货运', 5, 120],
  冀B9E726: ['LFWSRXPJ5L1B20473', '货运', 4, 180],
  苏B8K265: ['LZZ5BLSJ9MD412307', '货运', 3, 230],
};

/** Driver mobile → plate of the vehicle they usually drive (owner's fleet). */
const BINDINGS: Record<string, string> = {
  '13800000006': '津C28561',
  '13900000001': '津C39072',
  '13900000002': '津C51873',
  '13800000005': '冀B9E726',
};

export async function seedCapacity(db: Db, opts: SeedOptions): Promise<void> {
  const [shipper] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.mobile, '13800000002'));
  if (!shipper) return; // no demo data (SEED off or a bare database): nothing to add to
  const done = await db.transaction(async (tx) => {
    const marker = await tx
      .insert(seedRuns)
      .values({ step: CAPACITY_STEP, detail: { startedAt: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ step: seedRuns.step });
    if (marker.length === 0) return false;
    const now = Date.now();
    const plates = Object.keys(LICENCE_DATA);
    const rows = await tx.select({ id: vehicles.id, plateNo: vehicles.plateNo }).from(vehicles).where(inArray(vehicles.plateNo, plates));
    for (const row of rows) {
      const [vin, nature, years, inspectionDays] = LICENCE_DATA[row.plateNo];
      await tx
        .update(vehicles)
        .set({
          vin,
          useNature: nature,
          licenceRegisterDate: new Date(now - years * 365 * DAY),
          licenceInspectionExpiry: new Date(now + inspectionDays * DAY),
        })
        .where(eq(vehicles.id, row.id));
    }
    const byPlate = new Map(rows.map((r) => [r.plateNo, r.id]));
    for (const [mobile, plate] of Object.entries(BINDINGS)) {
      const vehicleId = byPlate.get(plate);
      if (vehicleId) await tx.update(drivers).set({ vehicleId }).where(and(eq(drivers.mobile, mobile), isNull(drivers.vehicleId)));
    }
    const [blockedVehicle] = await tx.select({ plateNo: vehicles.plateNo }).from(vehicles).where(eq(vehicles.plateNo, '苏B3L790'));
    const [blockedDriver] = await tx.select({ name: drivers.name, idCard: drivers.idCard }).from(drivers).where(eq(drivers.mobile, '13900000023'));
    const entries = [
      blockedVehicle && { targetType: 'vehicle', plateNo: blockedVehicle.plateNo, targetName: blockedVehicle.plateNo, reason: '2026年9月承运热轧卷超载被路政查扣，延误交货3天' },
      blockedDriver && { targetType: 'driver', idCard: blockedDriver.idCard, targetName: blockedDriver.name, reason: '运输途中私自甩货，未按约定路线行驶' },
    ].filter(Boolean) as Array<{ targetType: string; targetName: string; reason: string; plateNo?: string; idCard?: string }>;
    if (entries.length) {
      await tx.insert(capacityBlacklist).values(
        entries.map((e, i) => ({
          ...e,
          ownerCompanyId: shipper.companyId,
          ownerUserId: shipper.id,
          createdBy: shipper.id,
          createdAt: new Date(now - (20 - i * 7) * DAY),
        })),
      );
    }
    await tx.update(seedRuns).set({ detail: { vehicles: rows.length, blacklist: entries.length } }).where(eq(seedRuns.step, CAPACITY_STEP));
    return true;
  });
  if (done) opts.log.info({ step: CAPACITY_STEP }, 'seed: capacity demo data inserted');
}
