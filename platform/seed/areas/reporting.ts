// Demo data of waybill reporting (issue #8, /user/waybillPush), once, marked by seed_runs step
// 'reporting-v1': the road-transport business permit numbers of the platform company and of
// 天津顺达物流 (sent as PermitNumber / ActualCarrierBusinessLicense), two vehicles and drivers of
// 顺达 kept for this area alone (no other screen's flow dispatches them), and a signed control
// order carried by them: two waybills whose five certificates are complete and one whose 道路运输证
// expired before the trip — it stays in 未上报 with its errors.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { idCardCheckChar } from '../../contract/validators';
import type { Db, Tx } from '../../db/client';
import { companies, drivers, menus, roleMenus, vehicles } from '../../db/schema';
import { insertOrder, orderParties, orderTerms } from '../../modules/market/orders';
import { RELEASE_REMARK, releaseRemark } from '../../modules/orders/kinds';
import { DEMO_ACCOUNTS } from '../accounts';
import { DAY, driverRow, HOUR, vehicleRow } from '../factories';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';
import { cargoInput, PORT_YARD, recordReleasedOrder, shipperAuth, type SignedTrip, takenCargoAt } from './trips';

export const REPORTING_STEP = 'reporting-v1';

/** Complete papers: two crews, so the two e2e projects each push their own waybill. */
export const REPORTING_PLATE_OK = '津C7R261';
export const REPORTING_PLATE_OK_2 = '津C7R275';
export const REPORTING_PLATE_EXPIRED = '津C8R315';

const idOf = (first17: string) => first17 + idCardCheckChar(first17);

const CREW = [
  {
    plate: REPORTING_PLATE_OK,
    vin: 'LZZ5BLSJ8MW726153',
    permitNo: '120116013377',
    permitDays: 280,
    driver: '孙建国',
    mobile: '13922260418',
    id: idOf('12011619820415231'),
  },
  {
    plate: REPORTING_PLATE_OK_2,
    vin: 'LZZ5BLSJ1MW726208',
    permitNo: '120116013385',
    permitDays: 330,
    driver: '吴德顺',
    mobile: '13922260476',
    id: idOf('12011019860709172'),
  },
  {
    plate: REPORTING_PLATE_EXPIRED,
    vin: 'LFWSRXSJ5M1F40928',
    permitNo: '120116013402',
    permitDays: -10,
    driver: '周立新',
    mobile: '13922260533',
    id: idOf('13020719790822154'),
  },
];

async function setPermit(tx: Tx, where: ReturnType<typeof eq>, permitNo: string) {
  await tx
    .update(companies)
    .set({ roadPermitNo: permitNo })
    .where(and(where, isNull(companies.roadPermitNo)));
}

/**
 * 运单推送 was on the business roles' menu before it was built; it is operations' now. Menus are only
 * ever granted by ensureMenus, so a database seeded earlier keeps those grants: the step drops them once.
 */
export async function dropStalePushGrants(tx: Db | Tx) {
  const [pushMenu] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.code, '/user/waybillPush')).limit(1);
  if (pushMenu) await tx.delete(roleMenus).where(and(eq(roleMenus.menuId, pushMenu.id), ne(roleMenus.role, 'operator')));
}

export async function seedReporting(db: Db, opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  const carrier = await demoUser(db, DEMO_ACCOUNTS.carrier);
  const [platform] = await db.select().from(companies).where(eq(companies.kind, 'platform')).orderBy(companies.id).limit(1);
  if (!shipper || !carrier?.companyId || !platform) return; // no demo data: nothing to add to
  const made = await runOnce(db, REPORTING_STEP, async (tx) => {
    await dropStalePushGrants(tx);
    await setPermit(tx, eq(companies.id, platform.id), '130203300518');
    await setPermit(tx, eq(companies.id, carrier.companyId!), '120116000866');
    const now = Date.now();
    const at = now - 3 * DAY;
    const cargo = cargoInput({ goodsName: '热轧带钢（管控）', weightT: 96, vehicles: 3, price: '186.00', remark: '管控到网络货运' });
    const taken = await takenCargoAt(tx, shipperAuth(shipper), cargo, RELEASE_REMARK.control, at);
    const weightKg = 96_000;
    const order = await insertOrder(tx, {
      ...orderTerms(taken, 3, weightKg),
      ...orderParties(shipper, carrier),
      source: '7',
      status: 'SIGN',
      releaseKind: 'control',
      actualCarrierCompanyId: carrier.companyId,
      createdAt: new Date(at),
      updatedAt: new Date(at + 30 * HOUR),
    });
    const trips: SignedTrip[] = [];
    let n = 0;
    for (const c of CREW) {
      const [vehicle] = await tx
        .insert(vehicles)
        .values(
          vehicleRow({
            ownerCompanyId: carrier.companyId,
            ownerUserId: carrier.id,
            plateNo: c.plate,
            ownerName: '天津顺达物流有限公司',
            transportPermitNo: c.permitNo,
            transportPermitExpiry: new Date(now + c.permitDays * DAY),
            insuranceExpiry: new Date(now + 200 * DAY),
            vin: c.vin,
            licenceRegisterDate: new Date(now - 3 * 365 * DAY),
            licenceInspectionExpiry: new Date(now + 240 * DAY),
            useNature: '货运',
            createdAt: new Date(now - 60 * DAY),
          }),
        )
        .returning();
      const [driver] = await tx
        .insert(drivers)
        .values(
          driverRow({
            ownerCompanyId: carrier.companyId,
            ownerUserId: carrier.id,
            name: c.driver,
            mobile: c.mobile,
            idCard: c.id,
            licenceExpiry: new Date(now + 3 * 365 * DAY),
            qualificationNo: `1201162009${c.mobile.slice(-8)}`,
            qualificationExpiry: new Date(now + 2 * 365 * DAY),
            vehicleId: vehicle.id,
            createdAt: new Date(now - 60 * DAY),
          }),
        )
        .returning();
      const loadKg = 32_000 - n * 140;
      trips.push({
        truck: vehicle,
        driver,
        drivenBy: carrier.id,
        plannedKg: 32_000,
        loadKg,
        unloadKg: loadKg - 45,
        consignee: PORT_YARD,
        audited: true,
        hours: [2, 6, 8 + n, 28 + n, 30 + n],
      });
      n += 1;
    }
    const [actual] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, carrier.companyId!));
    await recordReleasedOrder(tx, {
      order,
      at,
      shipper,
      carrier,
      remarks: { released: releaseRemark('control', { platform: platform.name, carrier: actual.name }) },
      acceptedH: 0.5,
      cargo: taken,
      trips,
    });
    await noteDone(tx, REPORTING_STEP, { orderId: order.id, waybills: n });
    return n;
  });
  if (made !== null) opts.log.info({ step: REPORTING_STEP, waybills: made }, 'seed: waybill reporting demo data');
}
