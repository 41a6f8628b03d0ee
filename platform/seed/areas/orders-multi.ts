// Demo data of multi load/unload orders (issue #8), once, marked by seed_runs step
// 'orders-multi-v1': the steel shipper's multi-point cargo — two mills in Tangshan to two
// warehouses in Tianjin — designated to 顺达 and accepted (orders waiting for vehicles), and a
// frequently run route of 顺达 along those points.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderMove } from '../../contract/orders/schemas';
import { cargoPoints, cargoSources, carrierRoutes, drivers, orderHistory, users, vehicles } from '../../db/schema';
import { ORDER_ORIGINS, insertOrder, orderParties, orderTerms } from '../../modules/market/orders';
import { DEMO_ACCOUNTS } from '../accounts';
import { cargoRow, DAY, HOUR } from '../factories';
import { cargoNumber } from '../../contract/market/cargo-number';
import { demoUser, runOnce, type SeedOptions } from '../steps';
import { recordPublishedCargo } from './trips';

export const ORDERS_MULTI_STEP = 'orders-multi-v1';

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

/** A stop of 顺达's frequent route at one of the cargo's points, with the weight it loads or unloads there. */
function stopAt(kind: 'load' | 'unload', point: (typeof LOADS)[number], plannedKg: number) {
  const { provinceCode, cityCode, address, contactName, contactPhone } = point;
  return { kind, provinceCode, cityCode, address, contactName, contactPhone, plannedKg };
}

/** Goods of the multi-point cargo: one order each for 顺达 (the e2e specs take one per project). */
const CARGO = [
  { goodsName: '镀锌钢卷', weightKg: 90_000, vehicles: 3, unitPriceFen: 9_800, daysAgo: 1.2 },
  { goodsName: '冷轧薄板', weightKg: 90_000, vehicles: 3, unitPriceFen: 9_600, daysAgo: 1.0 },
  { goodsName: '彩涂钢板', weightKg: 60_000, vehicles: 2, unitPriceFen: 10_200, daysAgo: 0.8 },
];

export async function seedOrdersMulti(db: Db, _opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  const carrier = await demoUser(db, DEMO_ACCOUNTS.carrier);
  if (!shipper || !carrier) return; // no demo data: nothing to add to
  await runOnce(db, ORDERS_MULTI_STEP, async (tx) => {
    const now = Date.now();
    for (const c of CARGO) {
      const at = new Date(now - c.daysAgo * DAY);
      const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('cargo_sources', 'id'))::int as id`);
      const id = Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
      const [cargo] = await tx
        .insert(cargoSources)
        .values(
          cargoRow({
            id,
            sourceNo: cargoNumber(id, at),
            shipperCompanyId: shipper.companyId,
            shipperUserId: shipper.id,
            businessType: '2',
            status: 'done',
            goodsName: c.goodsName,
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
            publishScope: 'designated',
            loadStart: new Date(now + 0.5 * DAY),
            loadEnd: new Date(now + 10 * DAY),
            deadline: new Date(now + 5 * DAY),
            remark: '两地装货、两地卸货，按站点顺序装卸，每站过磅',
            createdAt: at,
            publishedAt: at,
            updatedAt: at,
          }),
        )
        .returning();
      await tx
        .insert(cargoPoints)
        .values([
          ...LOADS.map((p, i) => ({ ...p, cargoId: cargo.id, kind: 'load', seq: i })),
          ...UNLOADS.map((p, i) => ({ ...p, cargoId: cargo.id, kind: 'unload', seq: i })),
        ]);
      const order = await insertOrder(tx, {
        ...orderTerms(cargo, c.vehicles, c.weightKg),
        ...orderParties(shipper, carrier),
        source: '3',
        status: 'ACCEPT',
        createdAt: at,
        updatedAt: new Date(at.getTime() + HOUR),
      });
      const accepted = orderMove('WAITACCEPT', 'accept', order.source)!;
      await recordPublishedCargo(tx, cargo.id, shipper.id, at);
      await tx.insert(orderHistory).values([
        {
          orderId: order.id,
          fromStatus: null,
          toStatus: ORDER_ORIGINS.designate.to,
          action: 'designate',
          actorUserId: shipper.id,
          remark: ORDER_ORIGINS.designate.remark(c.vehicles),
          createdAt: at,
        },
        {
          orderId: order.id,
          fromStatus: accepted.from,
          toStatus: accepted.to,
          action: accepted.action,
          actorUserId: carrier.id,
          remark: accepted.label,
          createdAt: new Date(at.getTime() + HOUR),
        },
      ]);
    }
    const [vehicle] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.plateNo, '津C62480')).limit(1);
    const [driver] = await tx
      .select({ id: drivers.id })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId))
      .where(eq(users.mobile, DEMO_ACCOUNTS.driverHeJianjun.mobile))
      .limit(1);
    await tx.insert(carrierRoutes).values({
      ownerCompanyId: carrier.companyId,
      ownerUserId: carrier.id,
      name: '唐山两厂—天津两库',
      stops: [stopAt('load', LOADS[0], 16_000), stopAt('load', LOADS[1], 14_000), stopAt('unload', UNLOADS[0], 20_000), stopAt('unload', UNLOADS[1], 10_000)],
      defaultVehicleId: vehicle?.id ?? null,
      defaultDriverId: driver?.id ?? null,
      remark: '每周二、五固定发车',
      createdAt: new Date(now - 20 * DAY),
      updatedAt: new Date(now - 2 * DAY),
    });
  });
}
