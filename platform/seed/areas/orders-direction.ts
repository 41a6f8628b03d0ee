// Demo data of the business direction (issue #8, 销售/采购), once, marked by seed_runs step
// 'orders-direction-v1': the steel shipper's purchase orders (hot-rolled coil from a Handan mill,
// iron concentrate from Qian'an, rebar from Shijiazhuang) hauled into its Tangshan warehouse by
// 天津顺达, and a sales order of cold-rolled coil to 山东鲁中钢材加工 (DEMO_ACCOUNTS.stalePassword),
// named as its receiving company. The cargo rows come from the market module's own code
// (insertTakenCargo), dated when each order was released. Every seeded waybill has reached the
// consignee (signed), so the trucks and drivers it names stay free for the other demos and e2e
// specs; each trip takes a pair of them free at the time.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, drivers, users, vehicles } from '../../db/schema';
import { insertOrder, orderParties, orderTerms } from '../../modules/market/orders';
import { RELEASE_REMARK, releaseRemark } from '../../modules/orders/kinds';
import { DEMO_ACCOUNTS } from '../accounts';
import { DAY, HOUR } from '../factories';
import { demoUser, runOnce, type SeedOptions } from '../steps';
import { cargoInput, freeCrews, recordReleasedOrder, shipperAuth, takenCargoAt, WAREHOUSE, type Point, type SignedTrip } from './trips';

export const ORDERS_DIRECTION_STEP = 'orders-direction-v1';

/** 顺达's trucks and drivers no e2e spec dispatches with (their seeded waybills here are all signed). */
const PLATES = ['津C39072', '冀B5K318', '津C51873'];
const DRIVER_MOBILES = [DEMO_ACCOUNTS.driverGaoZhiwei.mobile, DEMO_ACCOUNTS.driverCaoLijun.mobile];

type Plan = {
  goods: string;
  goodsType: string;
  direction: 'sales' | 'purchase';
  /** the receiving company's key (sales cargo naming another company) */
  consignee?: string;
  from: Point;
  to: Point;
  weightT: number;
  vehicles: number;
  price: string;
  daysAgo: number;
  /** SIGN / COMPLETE: every truck signed; ACCEPT: no truck yet */
  status: 'SIGN' | 'COMPLETE' | 'ACCEPT';
  remark: string;
};

const PLANS: Plan[] = [
  {
    goods: '热轧卷板（采购）',
    goodsType: 'steel',
    direction: 'purchase',
    weightT: 64,
    vehicles: 2,
    price: '96.00',
    daysAgo: 6,
    status: 'SIGN',
    from: {
      provinceCode: '13',
      cityCode: '1304',
      districtCode: '130402',
      address: '邯山区滏东南大街邯钢成品码头',
      contactName: '韩立军',
      contactPhone: '13731001234',
    },
    to: WAREHOUSE,
    remark: '采购合同CG2026-118，邯钢提货，运回唐山库',
  },
  {
    goods: '铁精粉（采购）',
    goodsType: 'general',
    direction: 'purchase',
    weightT: 33,
    vehicles: 1,
    price: '38.00',
    daysAgo: 12,
    status: 'COMPLETE',
    from: { provinceCode: '13', cityCode: '1302', districtCode: '130283', address: '迁安市木厂口镇选矿厂', contactName: '孟宪峰', contactPhone: '13832501234' },
    to: WAREHOUSE,
    remark: '采购合同CG2026-097，矿山自提',
  },
  {
    goods: '螺纹钢（采购）',
    goodsType: 'steel',
    direction: 'purchase',
    weightT: 64,
    vehicles: 2,
    price: '82.00',
    daysAgo: 1,
    status: 'ACCEPT',
    from: {
      provinceCode: '13',
      cityCode: '1301',
      districtCode: '130108',
      address: '裕华区体育南大街钢材物流园8号库',
      contactName: '杜永强',
      contactPhone: '13931101234',
    },
    to: WAREHOUSE,
    remark: '采购合同CG2026-131，到库后复检',
  },
  {
    goods: '冷轧卷板',
    goodsType: 'steel',
    direction: 'sales',
    consignee: 'luzhong',
    weightT: 31,
    vehicles: 1,
    price: '165.00',
    daysAgo: 3,
    status: 'SIGN',
    from: WAREHOUSE,
    to: {
      provinceCode: '37',
      cityCode: '3703',
      districtCode: '370303',
      address: '张店区鲁中钢材加工园1号车间',
      contactName: DEMO_ACCOUNTS.stalePassword.name,
      contactPhone: DEMO_ACCOUNTS.stalePassword.mobile,
    },
    remark: '销售合同XS2026-203，送货到厂，收货单位山东鲁中钢材加工',
  },
];

export async function seedOrdersDirection(db: Db, opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  const carrier = await demoUser(db, DEMO_ACCOUNTS.carrier);
  const [receiver] = await db
    .select({ creditCode: companies.creditCode })
    .from(companies)
    .innerJoin(users, eq(users.companyId, companies.id))
    .where(eq(users.mobile, DEMO_ACCOUNTS.stalePassword.mobile));
  if (!shipper?.companyId || !carrier?.companyId || !receiver) return; // no demo data: nothing to add to
  const made = await runOnce(db, ORDERS_DIRECTION_STEP, async (tx) => {
    const trucks = await tx
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.ownerCompanyId, carrier.companyId!), inArray(vehicles.plateNo, PLATES)));
    const people = await tx
      .select()
      .from(drivers)
      .where(and(eq(drivers.ownerCompanyId, carrier.companyId!), inArray(drivers.mobile, DRIVER_MOBILES)));
    if (trucks.length === 0 || people.length === 0) return null;
    const crews = trucks.flatMap((truck) => people.map((driver) => ({ truck, driver })));
    const [carrierCompany] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, carrier.companyId!));
    const auth = shipperAuth(shipper);
    let orders = 0;
    let bills = 0;
    for (const p of PLANS) {
      const at = Date.now() - p.daysAgo * DAY;
      const input = cargoInput({
        goodsName: p.goods,
        goodsType: p.goodsType,
        weightT: p.weightT,
        vehicles: p.vehicles,
        price: p.price,
        remark: p.remark,
        businessDirection: p.direction,
        consignee: p.consignee ? receiver.creditCode : undefined,
        loadPoints: [p.from],
        unloadPoints: [p.to],
      });
      const cargo = await takenCargoAt(tx, auth, input, RELEASE_REMARK.direct, at);
      const weightKg = p.weightT * 1000;
      const order = await insertOrder(tx, {
        ...orderTerms(cargo, p.vehicles, weightKg),
        ...orderParties(shipper, carrier),
        source: '7',
        status: p.status,
        payStatus: p.status === 'COMPLETE' ? '2' : '0',
        createdAt: new Date(at),
        updatedAt: new Date(at + 30 * HOUR),
      });
      orders += 1;
      const hours = Array.from({ length: p.status === 'ACCEPT' ? 0 : p.vehicles }, (_, i): SignedTrip['hours'] => [2 + i, 4 + i, 6 + i, 26 + i, 28 + i]);
      const crewed = await freeCrews(tx, crews, at, hours);
      const trips = hours.map((h, i): SignedTrip => {
        const weight = Math.round(weightKg / p.vehicles);
        return {
          ...crewed[i],
          drivenBy: crewed[i].driver.userId ?? carrier.id,
          plannedKg: weight,
          loadKg: weight,
          unloadKg: weight - Math.round(weight * 0.001), // a normal load-to-unload loss
          consignee: p.to,
          audited: p.status === 'COMPLETE',
          hours: h,
        };
      });
      await recordReleasedOrder(tx, {
        order,
        at,
        shipper,
        carrier,
        remarks: { released: releaseRemark('direct', { carrier: carrierCompany.name }) },
        acceptedH: 0.5,
        cargo,
        trips,
        receiptH: p.status === 'COMPLETE' ? 48 : undefined,
      });
      bills += trips.length;
    }
    return { orders, waybills: bills };
  });
  if (made) opts.log.info(made, 'seed: business-direction demo orders inserted');
}
