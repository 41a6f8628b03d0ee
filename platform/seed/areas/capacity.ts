// Demo data of the capacity area (issue #6), once, marked by seed_runs step 'capacity-v1':
// driving-licence (行驶证) data of the demo vehicles, a few drivers bound to their usual vehicle,
// and the blacklist of the demo steel shipper. Runs after the demo step (it needs its users).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { capacityBlacklist, drivers, orgUnits, vehicleOwners, vehicles } from '../../db/schema';
import { DEMO_ACCOUNTS as A } from '../accounts';
import { DAY, makeIdCard } from '../factories';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';

export const CAPACITY_STEP = 'capacity-v1';

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
  [A.driver.mobile]: '津C28561',
  [A.driverLiuHongtao.mobile]: '津C39072',
  [A.driverGaoZhiwei.mobile]: '津C51873',
  [A.individualAgent.mobile]: '冀B9E726',
};

export async function seedCapacity(db: Db, opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, A.enterpriseShipper);
  if (!shipper) return; // no demo data (SEED off or a bare database): nothing to add to
  const done = await runOnce(db, CAPACITY_STEP, async (tx) => {
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
      if (vehicleId)
        await tx
          .update(drivers)
          .set({ vehicleId })
          .where(and(eq(drivers.mobile, mobile), isNull(drivers.vehicleId)));
    }
    const [blockedVehicle] = await tx.select({ plateNo: vehicles.plateNo }).from(vehicles).where(eq(vehicles.plateNo, '苏B3L790'));
    const [blockedDriver] = await tx
      .select({ name: drivers.name, idCard: drivers.idCard })
      .from(drivers)
      .where(eq(drivers.mobile, A.driverYuanZhenghua.mobile));
    const entries = [
      blockedVehicle && {
        targetType: 'vehicle',
        plateNo: blockedVehicle.plateNo,
        targetName: blockedVehicle.plateNo,
        reason: '2026年9月承运热轧卷超载被路政查扣，延误交货3天',
      },
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
    await noteDone(tx, CAPACITY_STEP, { vehicles: rows.length, blacklist: entries.length });
    return true;
  });
  if (done) opts.log.info({ step: CAPACITY_STEP }, 'seed: capacity demo data inserted');
}

export const CAPACITY_ORG_STEP = 'capacity-v2';

/** Fleet → plates and driver mobiles of 天津顺达物流 assigned to it. */
const FLEETS: Record<string, { plates: string[]; drivers: string[] }> = {
  津南车队: { plates: ['津C28561', '津C39072'], drivers: [A.driver.mobile, A.driverLiuHongtao.mobile] },
  东丽车队: { plates: ['津C51873'], drivers: [A.driverGaoZhiwei.mobile] },
};

/**
 * Demo organisation of the carrier 天津顺达物流 (DEMO_ACCOUNTS.carrier), once (step 'capacity-v2'): an
 * operations department with two fleets holding some vehicles and drivers, an affiliated (挂靠)
 * owner of one truck, and a driver whose qualification certificate runs out within 30 days.
 */
export async function seedCapacityOrganisation(db: Db, opts: SeedOptions): Promise<void> {
  const carrier = await demoUser(db, A.carrier);
  if (!carrier?.companyId) return;
  const companyId = carrier.companyId;
  const done = await runOnce(
    db,
    CAPACITY_ORG_STEP,
    async (tx) => {
      const now = Date.now();
      const [dept] = await tx
        .insert(orgUnits)
        .values({ companyId, name: '运营部', kind: 'department', leaderName: '刘志强', leaderMobile: '13900000031' })
        .returning({ id: orgUnits.id });
      for (const [name, members] of Object.entries(FLEETS)) {
        const [fleet] = await tx.insert(orgUnits).values({ companyId, parentId: dept.id, name, kind: 'fleet' }).returning({ id: orgUnits.id });
        await tx
          .update(vehicles)
          .set({ orgUnitId: fleet.id })
          .where(and(eq(vehicles.ownerCompanyId, companyId), inArray(vehicles.plateNo, members.plates)));
        await tx
          .update(drivers)
          .set({ orgUnitId: fleet.id })
          .where(and(eq(drivers.ownerCompanyId, companyId), inArray(drivers.mobile, members.drivers)));
      }
      const [owner] = await tx
        .insert(vehicleOwners)
        .values({
          ownerCompanyId: companyId,
          ownerUserId: carrier.id,
          kind: 'person',
          name: '孙建国',
          idNo: makeIdCard('120110', '19760312', '415'),
          mobile: '13900000041',
          agreementNo: 'GK-2024-017',
          agreementExpiry: new Date(now + 400 * DAY),
          remark: '自有半挂牵引车挂靠经营',
        })
        .returning({ id: vehicleOwners.id });
      await tx
        .update(vehicles)
        .set({ affiliateOwnerId: owner.id })
        .where(and(eq(vehicles.ownerCompanyId, companyId), eq(vehicles.plateNo, '津C51873')));
      await tx
        .update(drivers)
        .set({ qualificationExpiry: new Date(now + 20 * DAY) })
        .where(and(eq(drivers.ownerCompanyId, companyId), eq(drivers.mobile, A.driverLiuHongtao.mobile)));
      return true;
    },
    { bare: true },
  );
  if (done) opts.log.info({ step: CAPACITY_ORG_STEP }, 'seed: capacity organisation demo data inserted');
}
