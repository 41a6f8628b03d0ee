// Demo data of waybill reporting (issue #8, /user/waybillPush), once, marked by seed_runs step
// 'reporting-v1': the road-transport business permit numbers of the platform company and of
// 天津顺达物流 (sent as PermitNumber / ActualCarrierBusinessLicense), two vehicles and drivers of
// 顺达 kept for this area alone (no other screen's flow dispatches them), and a signed control
// order carried by them: two waybills whose five certificates are complete and one whose 道路运输证
// expired before the trip — it stays in 未上报 with its errors.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { CargoInput } from '../contract/market/cargo';
import { idCardCheckChar } from '../contract/validators';
import type { Auth } from '../http/auth';
import { insertOrder, orderFreightFen } from '../modules/market/orders';
import { insertTakenCargo } from '../modules/market/publish';
import type { Db, Tx } from './client';
import { companies, drivers, menus, orderHistory, roleMenus, seedRuns, users, vehicles, waybillHistory, waybills } from './schema';
import type { SeedOptions } from './seed';
import { nextWaybillId } from '../modules/orders/dispatch';

export const REPORTING_STEP = 'reporting-v1';

const DAY = 86_400_000;
const HOUR = 3_600_000;

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

const cargo: CargoInput = {
  intent: 'publish',
  businessType: '1',
  goodsName: '热轧带钢（管控）',
  goodsType: 'steel',
  quantity: 96,
  quantityUnit: 'ton',
  totalWeightT: '96',
  vehicleCount: 3,
  priceMode: 'unit',
  price: '186.00',
  payType: 'outline',
  chargeMode: 'cash',
  chargeNode: 'unload',
  publishScope: 'public',
  remark: '管控到网络货运',
  loadPoints: [
    {
      provinceCode: '13',
      cityCode: '1302',
      districtCode: '130207',
      address: '丰南区钢厂路1号冀东钢铁成品库',
      contactName: '王强',
      contactPhone: '13912345678',
    },
  ],
  unloadPoints: [
    { provinceCode: '12', cityCode: '1201', districtCode: '120116', address: '滨海新区东疆港区3号堆场', contactName: '赵磊', contactPhone: '13820001234' },
  ],
} as CargoInput;

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
  const [shipper] = await db.select().from(users).where(eq(users.mobile, '13800000002'));
  const [carrier] = await db.select().from(users).where(eq(users.mobile, '13800000003'));
  const [platform] = await db.select().from(companies).where(eq(companies.kind, 'platform')).orderBy(companies.id).limit(1);
  if (!shipper || !carrier?.companyId || !platform) return; // no demo data: nothing to add to
  const made = await db.transaction(async (tx) => {
    const marker = await tx
      .insert(seedRuns)
      .values({ step: REPORTING_STEP, detail: { startedAt: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ step: seedRuns.step });
    if (marker.length === 0) return null;
    await dropStalePushGrants(tx);
    await setPermit(tx, eq(companies.id, platform.id), '130203300518');
    await setPermit(tx, eq(companies.id, carrier.companyId!), '120116000866');
    const now = Date.now();
    const at = now - 3 * DAY;
    const auth: Auth = { user: shipper, role: 'enterprise_shipper', tokenHash: '' };
    const taken = await insertTakenCargo(tx, auth, cargo, '管控订单');
    const weightKg = 96_000;
    const order = await insertOrder(tx, {
      cargoId: taken.id,
      shipperCompanyId: shipper.companyId,
      shipperUserId: shipper.id,
      carrierCompanyId: carrier.companyId,
      carrierUserId: carrier.id,
      source: '7',
      status: 'SIGN',
      vehicleCount: 3,
      weightKg,
      unitPriceFen: taken.unitPriceFen,
      totalFen: orderFreightFen(taken, 3, weightKg),
      releaseKind: 'control',
      actualCarrierCompanyId: carrier.companyId,
      createdAt: new Date(at),
      updatedAt: new Date(at + 30 * HOUR),
    });
    const steps: [string | null, string, string, number | null, number, string][] = [
      [null, 'WAITACCEPT', 'release', shipper.id, 0, `管控订单：${platform.name}作为承运人签约，委托实际承运人天津顺达物流有限公司`],
      ['WAITACCEPT', 'ACCEPT', 'accept', carrier.id, 0.5, '接单'],
      ['ACCEPT', 'WAITLOAD', 'dispatch', carrier.id, 2, `派车：${CREW.map((c) => `${c.plate} ${c.driver}`).join('，')}`],
      ['WAITLOAD', 'TRANSPORT', 'load', null, 8, '首车装货，运输中'],
      ['TRANSPORT', 'SIGN', 'sign', null, 30, '运单均已签收或拒收'],
    ];
    for (const [from, to, action, actor, h, remark] of steps) {
      await tx
        .insert(orderHistory)
        .values({ orderId: order.id, fromStatus: from, toStatus: to, action, actorUserId: actor, remark, createdAt: new Date(at + h * HOUR) });
    }
    let n = 0;
    for (const c of CREW) {
      const [vehicle] = await tx
        .insert(vehicles)
        .values({
          ownerCompanyId: carrier.companyId,
          ownerUserId: carrier.id,
          plateNo: c.plate,
          plateColor: '2',
          vehicleType: 'Q11',
          vehicleLength: '13.75',
          loadKg: 32_000,
          ownerName: '天津顺达物流有限公司',
          transportPermitNo: c.permitNo,
          transportPermitExpiry: new Date(now + c.permitDays * DAY),
          insuranceExpiry: new Date(now + 200 * DAY),
          reviewStatus: '1',
          vin: c.vin,
          licenceRegisterDate: new Date(now - 3 * 365 * DAY),
          licenceInspectionExpiry: new Date(now + 240 * DAY),
          useNature: '货运',
          createdAt: new Date(now - 60 * DAY),
        })
        .returning();
      const [driver] = await tx
        .insert(drivers)
        .values({
          ownerCompanyId: carrier.companyId,
          ownerUserId: carrier.id,
          name: c.driver,
          mobile: c.mobile,
          idCard: c.id,
          licenceNo: c.id,
          licenceClass: 'A2',
          licenceExpiry: new Date(now + 3 * 365 * DAY),
          qualificationNo: `1201162009${c.mobile.slice(-8)}`,
          qualificationExpiry: new Date(now + 2 * 365 * DAY),
          reviewStatus: '1',
          vehicleId: vehicle.id,
          createdAt: new Date(now - 60 * DAY),
        })
        .returning();
      const id = await nextWaybillId(tx);
      const ymd = new Date(at + 2 * HOUR + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
      const loadKg = 32_000 - n * 140;
      const unloadKg = loadKg - 45;
      const [bill] = await tx
        .insert(waybills)
        .values({
          id,
          waybillNo: `PC${ymd}${String(id).padStart(5, '0')}`,
          orderId: order.id,
          shipperCompanyId: shipper.companyId,
          carrierCompanyId: carrier.companyId,
          vehicleId: vehicle.id,
          driverId: driver.id,
          status: 'SIGN',
          plannedWeightKg: 32_000,
          loadWeightKg: loadKg,
          unloadWeightKg: unloadKg,
          freightFen: Math.round((taken.unitPriceFen * unloadKg) / 1000),
          originCity: taken.originCity,
          destCity: taken.destCity,
          consigneeName: '赵磊',
          consigneePhone: '13820001234',
          loadedAt: new Date(at + (8 + n) * HOUR),
          unloadedAt: new Date(at + (28 + n) * HOUR),
          signedAt: new Date(at + (30 + n) * HOUR),
          auditStatus: '1',
          createdAt: new Date(at + 2 * HOUR),
          updatedAt: new Date(at + (30 + n) * HOUR),
        })
        .returning();
      const moves: [string | null, string, string, number, number | null][] = [
        [null, 'CREATED', 'dispatch', 2, 32_000],
        ['CREATED', 'START', 'start', 6, null],
        ['START', 'LOAD', 'load', 8 + n, loadKg],
        ['LOAD', 'UNLOAD', 'unload', 28 + n, unloadKg],
        ['UNLOAD', 'SIGN', 'sign', 30 + n, null],
      ];
      for (const [from, to, action, h, kg] of moves) {
        await tx.insert(waybillHistory).values({
          waybillId: bill.id,
          fromStatus: from,
          toStatus: to,
          action,
          actorUserId: action === 'sign' ? shipper.id : carrier.id,
          weightKg: kg,
          remark: null,
          createdAt: new Date(at + h * HOUR),
        });
      }
      n += 1;
    }
    await tx
      .update(seedRuns)
      .set({ detail: { orderId: order.id, waybills: n } })
      .where(eq(seedRuns.step, REPORTING_STEP));
    return n;
  });
  if (made !== null) opts.log.info({ step: REPORTING_STEP, waybills: made }, 'seed: waybill reporting demo data');
}
