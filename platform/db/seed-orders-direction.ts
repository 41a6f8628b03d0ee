// Demo data of the business direction (issue #8, 销售/采购), once, marked by seed_runs step
// 'orders-direction-v1': the steel shipper 13800000002's purchase orders (hot-rolled coil from a
// Handan mill, iron concentrate from Qian'an, rebar from Shijiazhuang) hauled into its Tangshan
// warehouse by 天津顺达, and a sales order of cold-rolled coil to 山东鲁中钢材加工 (13800000011),
// named as its receiving company. The cargo rows come from the market module's own code
// (insertTakenCargo). Every seeded waybill has reached the consignee (signed), so the trucks and
// drivers it names stay free for the other demos and e2e specs.
import { and, eq, inArray } from 'drizzle-orm';
import type { CargoInput } from '../contract/market/cargo';
import type { Auth } from '../http/auth';
import { insertOrder, orderFreightFen } from '../modules/market/orders';
import { insertTakenCargo } from '../modules/market/publish';
import type { Db, Tx } from './client';
import { companies, drivers, orderHistory, seedRuns, users, vehicles, waybillHistory, waybills } from './schema';
import type { SeedOptions } from './seed';
import { nextWaybillId } from '../modules/orders/dispatch';

export const ORDERS_DIRECTION_STEP = 'orders-direction-v1';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** 顺达's trucks and drivers no e2e spec dispatches with (their seeded waybills here are all signed). */
const PLATES = ['津C39072', '冀B5K318', '津C51873'];
const DRIVER_MOBILES = ['13900000002', '13900000007'];

type Place = { provinceCode: string; cityCode: string; districtCode: string; address: string; contactName: string; contactPhone: string };
const WAREHOUSE: Place = {
  provinceCode: '13',
  cityCode: '1302',
  districtCode: '130207',
  address: '丰南区钢厂路1号冀东钢铁成品库',
  contactName: '王强',
  contactPhone: '13912345678',
};

type Plan = {
  goods: string;
  goodsType: string;
  direction: 'sales' | 'purchase';
  /** the receiving company's key (sales cargo naming another company) */
  consignee?: string;
  from: Place;
  to: Place;
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
      contactName: '马永刚',
      contactPhone: '13800000011',
    },
    remark: '销售合同XS2026-203，送货到厂，收货单位山东鲁中钢材加工',
  },
];

const cargoOf = (p: Plan, consignee: string | undefined): CargoInput =>
  ({
    intent: 'publish',
    businessType: '1',
    goodsName: p.goods,
    goodsType: p.goodsType,
    quantity: p.weightT,
    quantityUnit: 'ton',
    totalWeightT: String(p.weightT),
    vehicleCount: p.vehicles,
    priceMode: 'unit',
    price: p.price,
    payType: 'outline',
    chargeMode: 'cash',
    chargeNode: 'unload',
    publishScope: 'public',
    remark: p.remark,
    businessDirection: p.direction,
    consignee,
    loadPoints: [p.from],
    unloadPoints: [p.to],
  }) as CargoInput;

export async function seedOrdersDirection(db: Db, opts: SeedOptions): Promise<void> {
  const [shipper] = await db.select().from(users).where(eq(users.mobile, '13800000002'));
  const [carrier] = await db.select().from(users).where(eq(users.mobile, '13800000003'));
  const [receiver] = await db
    .select({ creditCode: companies.creditCode })
    .from(companies)
    .innerJoin(users, eq(users.companyId, companies.id))
    .where(eq(users.mobile, '13800000011'));
  if (!shipper?.companyId || !carrier?.companyId || !receiver) return; // no demo data: nothing to add to
  const made = await db.transaction(async (tx) => {
    const marker = await tx
      .insert(seedRuns)
      .values({ step: ORDERS_DIRECTION_STEP, detail: { startedAt: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ step: seedRuns.step });
    if (marker.length === 0) return null;
    const trucks = await tx
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.ownerCompanyId, carrier.companyId!), inArray(vehicles.plateNo, PLATES)));
    const people = await tx
      .select()
      .from(drivers)
      .where(and(eq(drivers.ownerCompanyId, carrier.companyId!), inArray(drivers.mobile, DRIVER_MOBILES)));
    if (trucks.length === 0 || people.length === 0) return null;
    const auth: Auth = { user: shipper, role: 'enterprise_shipper', tokenHash: '' };
    let orders = 0;
    let bills = 0;
    for (const p of PLANS) {
      const at = Date.now() - p.daysAgo * DAY;
      const cargo = await insertTakenCargo(
        tx,
        auth,
        cargoOf(p, p.consignee ? receiver.creditCode : undefined),
        p.direction === 'purchase' ? '采购物流订单' : '销售物流订单',
      );
      const weightKg = p.weightT * 1000;
      const order = await insertOrder(tx, {
        cargoId: cargo.id,
        shipperCompanyId: shipper.companyId,
        shipperUserId: shipper.id,
        carrierCompanyId: carrier.companyId,
        carrierUserId: carrier.id,
        source: '7',
        status: p.status,
        vehicleCount: p.vehicles,
        weightKg,
        unitPriceFen: cargo.unitPriceFen,
        totalFen: orderFreightFen(cargo, p.vehicles, weightKg),
        payStatus: p.status === 'COMPLETE' ? '2' : '0',
        createdAt: new Date(at),
        updatedAt: new Date(at + 30 * HOUR),
      });
      orders += 1;
      const steps: [string | null, string, string, number | null, number, string][] = [
        [
          null,
          'WAITACCEPT',
          'release',
          shipper.id,
          0,
          p.direction === 'purchase' ? '采购物流：直接下单给天津顺达物流有限公司' : '销售物流：直接下单给天津顺达物流有限公司',
        ],
        ['WAITACCEPT', 'ACCEPT', 'accept', carrier.id, 0.5, '接单'],
      ];
      if (p.status !== 'ACCEPT') {
        steps.push(
          ['ACCEPT', 'WAITLOAD', 'dispatch', carrier.id, 2, '派车'],
          ['WAITLOAD', 'TRANSPORT', 'load', null, 6, '首车装货，运输中'],
          ['TRANSPORT', 'SIGN', 'sign', null, 28, '运单均已签收或拒收'],
        );
      }
      if (p.status === 'COMPLETE') steps.push(['SIGN', 'COMPLETE', 'confirmReceipt', shipper.id, 48, '回单确认']);
      for (const [from, to, action, actor, h, remark] of steps) {
        await tx
          .insert(orderHistory)
          .values({ orderId: order.id, fromStatus: from, toStatus: to, action, actorUserId: actor, remark, createdAt: new Date(at + h * HOUR) });
      }
      if (p.status === 'ACCEPT') continue;
      for (let i = 0; i < p.vehicles; i += 1) {
        await signedWaybill(tx, {
          at: at + i * HOUR,
          orderId: order.id,
          shipper: { id: shipper.id, companyId: shipper.companyId },
          carrier: { id: carrier.id, companyId: carrier.companyId },
          truck: trucks[(bills + i) % trucks.length],
          driver: people[(bills + i) % people.length],
          weightKg: Math.round(weightKg / p.vehicles),
          unitPriceFen: cargo.unitPriceFen,
          originCity: cargo.originCity,
          destCity: cargo.destCity,
          consignee: p.to,
          audited: p.status === 'COMPLETE',
        });
      }
      bills += p.vehicles;
    }
    return { orders, waybills: bills };
  });
  if (made) opts.log.info(made, 'seed: business-direction demo orders inserted');
}

/** One waybill that went all the way to the consignee's signature, with its history. */
async function signedWaybill(
  tx: Tx,
  w: {
    at: number;
    orderId: number;
    shipper: { id: number; companyId: number | null };
    carrier: { id: number; companyId: number | null };
    truck: typeof vehicles.$inferSelect;
    driver: typeof drivers.$inferSelect;
    weightKg: number;
    unitPriceFen: number;
    originCity: string;
    destCity: string;
    consignee: Place;
    audited: boolean;
  },
) {
  const id = await nextWaybillId(tx);
  const ymd = new Date(w.at + 2 * HOUR + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
  const unloadKg = w.weightKg - Math.round(w.weightKg * 0.001); // a normal load-to-unload loss
  const [bill] = await tx
    .insert(waybills)
    .values({
      id,
      waybillNo: `PC${ymd}${String(id).padStart(5, '0')}`,
      orderId: w.orderId,
      shipperCompanyId: w.shipper.companyId,
      carrierCompanyId: w.carrier.companyId,
      vehicleId: w.truck.id,
      driverId: w.driver.id,
      status: 'SIGN',
      plannedWeightKg: w.weightKg,
      loadWeightKg: w.weightKg,
      unloadWeightKg: unloadKg,
      freightFen: Math.round((w.unitPriceFen * unloadKg) / 1000),
      originCity: w.originCity,
      destCity: w.destCity,
      consigneeName: w.consignee.contactName,
      consigneePhone: w.consignee.contactPhone,
      loadedAt: new Date(w.at + 6 * HOUR),
      unloadedAt: new Date(w.at + 26 * HOUR),
      signedAt: new Date(w.at + 28 * HOUR),
      auditStatus: w.audited ? '1' : '0',
      createdAt: new Date(w.at + 2 * HOUR),
      updatedAt: new Date(w.at + 28 * HOUR),
    })
    .returning();
  const by = w.driver.userId ?? w.carrier.id;
  const moves: [string | null, string, string, number, number, number | null, string | null][] = [
    [null, 'CREATED', 'dispatch', w.carrier.id, 2, w.weightKg, `派车：${w.truck.plateNo}，司机${w.driver.name}`],
    ['CREATED', 'START', 'start', by, 4, null, '发车'],
    ['START', 'LOAD', 'load', by, 6, w.weightKg, '装货'],
    ['LOAD', 'UNLOAD', 'unload', by, 26, unloadKg, '卸货'],
    ['UNLOAD', 'SIGN', 'sign', w.shipper.id, 28, null, '签收'],
  ];
  for (const [from, to, action, actor, h, kg, remark] of moves) {
    await tx
      .insert(waybillHistory)
      .values({ waybillId: bill.id, fromStatus: from, toStatus: to, action, actorUserId: actor, weightKg: kg, remark, createdAt: new Date(w.at + h * HOUR) });
  }
}
