// Demo data of multi load/unload orders (issue #8), once, marked by seed_runs step
// 'orders-multi-v1': the steel shipper's multi-point cargo — two mills in Tangshan to two
// warehouses in Tianjin — designated to 顺达 and accepted (orders waiting for vehicles), and a
// frequently run route of 顺达 along those points.
import { eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { insertOrder } from '../modules/market/orders';
import type { Db } from './client';
import { cargoPoints, cargoSources, carrierRoutes, drivers, orderHistory, seedRuns, users, vehicles } from './schema';
import type { SeedOptions } from './seed';

export const ORDERS_MULTI_STEP = 'orders-multi-v1';

const DAY = 86_400_000;

const LOADS = [
  {
    provinceCode: '13',
    cityCode: '1302',
    districtCode: '130208',
    address: '丰润区钢城路18号 钢厂成品库2号门',
    contactName: '王建国',
    contactPhone: '13831512086',
  },
  {
    provinceCode: '13',
    cityCode: '1302',
    districtCode: '130283',
    address: '迁安市滨河东路66号 冷轧厂发货站台',
    contactName: '李振华',
    contactPhone: '13933347215',
  },
];
const UNLOADS = [
  {
    provinceCode: '12',
    cityCode: '1201',
    districtCode: '120116',
    address: '滨海新区临港经济区渤海十路 钢材物流园B区',
    contactName: '周立强',
    contactPhone: '13602127745',
  },
  {
    provinceCode: '12',
    cityCode: '1201',
    districtCode: '120110',
    address: '东丽区津汉公路13888号 板材加工中心',
    contactName: '吴海燕',
    contactPhone: '13512036698',
  },
];

/** Goods of the multi-point cargo: one order each for 顺达 (the e2e specs take one per project). */
const CARGO = [
  { goodsName: '镀锌钢卷', weightKg: 90_000, vehicles: 3, unitPriceFen: 9_800, daysAgo: 1.2 },
  { goodsName: '冷轧薄板', weightKg: 90_000, vehicles: 3, unitPriceFen: 9_600, daysAgo: 1.0 },
  { goodsName: '彩涂钢板', weightKg: 60_000, vehicles: 2, unitPriceFen: 10_200, daysAgo: 0.8 },
];

export async function seedOrdersMulti(db: Db, _opts: SeedOptions): Promise<void> {
  const [shipper] = await db.select().from(users).where(eq(users.mobile, '13800000002'));
  const [carrier] = await db.select().from(users).where(eq(users.mobile, '13800000003'));
  if (!shipper || !carrier) return; // no demo data: nothing to add to
  await db.transaction(async (tx) => {
    const marker = await tx
      .insert(seedRuns)
      .values({ step: ORDERS_MULTI_STEP, detail: { startedAt: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ step: seedRuns.step });
    if (marker.length === 0) return;
    const now = Date.now();
    for (const c of CARGO) {
      const at = new Date(now - c.daysAgo * DAY);
      const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('cargo_sources', 'id'))::int as id`);
      const id = Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
      const china = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
      const [cargo] = await tx
        .insert(cargoSources)
        .values({
          id,
          sourceNo: `HY${china}${String(id).padStart(4, '0')}`,
          shipperCompanyId: shipper.companyId,
          shipperUserId: shipper.id,
          businessType: '2',
          status: 'done',
          goodsName: c.goodsName,
          goodsType: 'steel',
          quantity: c.weightKg / 1000,
          quantityUnit: 'ton',
          totalWeightKg: c.weightKg,
          originProvince: LOADS[0].provinceCode,
          originCity: LOADS[0].cityCode,
          originDistrict: LOADS[0].districtCode,
          originAddress: LOADS[0].address,
          destProvince: UNLOADS[0].provinceCode,
          destCity: UNLOADS[0].cityCode,
          destDistrict: UNLOADS[0].districtCode,
          destAddress: UNLOADS[0].address,
          vehicleType: 'Q11',
          vehicleCount: c.vehicles,
          vehiclesRemaining: 0,
          unitPriceFen: c.unitPriceFen,
          payType: 'outline',
          chargeMode: 'cash',
          chargeNode: 'unload',
          publishScope: 'designated',
          loadStart: new Date(now + 0.5 * DAY),
          loadEnd: new Date(now + 10 * DAY),
          deadline: new Date(now + 5 * DAY),
          remark: '两地装货、两地卸货，按站点顺序装卸，每站过磅',
          createdAt: at,
          publishedAt: at,
          updatedAt: at,
        })
        .returning();
      await tx
        .insert(cargoPoints)
        .values([
          ...LOADS.map((p, i) => ({ ...p, cargoId: cargo.id, kind: 'load', seq: i })),
          ...UNLOADS.map((p, i) => ({ ...p, cargoId: cargo.id, kind: 'unload', seq: i })),
        ]);
      const order = await insertOrder(tx, {
        cargoId: cargo.id,
        shipperCompanyId: shipper.companyId,
        shipperUserId: shipper.id,
        carrierCompanyId: carrier.companyId,
        carrierUserId: carrier.id,
        source: '3',
        status: 'ACCEPT',
        vehicleCount: c.vehicles,
        weightKg: c.weightKg,
        unitPriceFen: c.unitPriceFen,
        totalFen: Math.round((c.unitPriceFen * c.weightKg) / 1000),
        createdAt: at,
        updatedAt: new Date(at.getTime() + 3_600_000),
      });
      await tx.insert(orderHistory).values([
        {
          orderId: order.id,
          fromStatus: null,
          toStatus: 'WAITACCEPT',
          action: 'designate',
          actorUserId: shipper.id,
          remark: `指定承运${c.vehicles}车`,
          createdAt: at,
        },
        {
          orderId: order.id,
          fromStatus: 'WAITACCEPT',
          toStatus: 'ACCEPT',
          action: 'accept',
          actorUserId: carrier.id,
          remark: '接单',
          createdAt: new Date(at.getTime() + 3_600_000),
        },
      ]);
    }
    const [vehicle] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.plateNo, '津C62480')).limit(1);
    const [driver] = await tx
      .select({ id: drivers.id })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId))
      .where(eq(users.mobile, '13900000003'))
      .limit(1);
    await tx.insert(carrierRoutes).values({
      ownerCompanyId: carrier.companyId,
      ownerUserId: carrier.id,
      name: '唐山两厂—天津两库',
      stops: [
        {
          kind: 'load',
          provinceCode: '13',
          cityCode: '1302',
          address: LOADS[0].address,
          contactName: LOADS[0].contactName,
          contactPhone: LOADS[0].contactPhone,
          plannedKg: 16_000,
        },
        {
          kind: 'load',
          provinceCode: '13',
          cityCode: '1302',
          address: LOADS[1].address,
          contactName: LOADS[1].contactName,
          contactPhone: LOADS[1].contactPhone,
          plannedKg: 14_000,
        },
        {
          kind: 'unload',
          provinceCode: '12',
          cityCode: '1201',
          address: UNLOADS[0].address,
          contactName: UNLOADS[0].contactName,
          contactPhone: UNLOADS[0].contactPhone,
          plannedKg: 20_000,
        },
        {
          kind: 'unload',
          provinceCode: '12',
          cityCode: '1201',
          address: UNLOADS[1].address,
          contactName: UNLOADS[1].contactName,
          contactPhone: UNLOADS[1].contactPhone,
          plannedKg: 10_000,
        },
      ],
      defaultVehicleId: vehicle?.id ?? null,
      defaultDriverId: driver?.id ?? null,
      remark: '每周二、五固定发车',
      createdAt: new Date(now - 20 * DAY),
      updatedAt: new Date(now - 2 * DAY),
    });
  });
}
