// Demo data of the order kinds (issue #8), once, marked by seed_runs step 'orders-kinds-v1': the
// steel shipper's earlier preferred (优选) and control (管控) orders, carried by 天津顺达 and rated
// well (so 顺达 stands clearly above the preferred-carrier bar), and one preferred order still
// open in the pool. The cargo rows come from the market module's own code (insertTakenCargo).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CargoInput } from '../contract/market/cargo';
import type { Auth } from '../http/auth';
import { insertOrder, orderFreightFen } from '../modules/market/orders';
import { insertTakenCargo } from '../modules/market/publish';
import type { Db } from './client';
import { cargoSources, companies, drivers, orderEvaluations, orderHistory, orders, seedRuns, users, vehicles, waybillHistory, waybills } from './schema';
import type { SeedOptions } from './seed';
import { nextWaybillId } from '../modules/orders/dispatch';

export const ORDERS_KINDS_STEP = 'orders-kinds-v1';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const cargoOf = (goodsName: string, weightT: number, vehicles: number, price: string, remark: string): CargoInput =>
  ({
    intent: 'publish',
    businessType: '1',
    goodsName,
    goodsType: 'steel',
    quantity: weightT,
    quantityUnit: 'ton',
    totalWeightT: String(weightT),
    vehicleCount: vehicles,
    priceMode: 'unit',
    price,
    payType: 'outline',
    chargeMode: 'cash',
    chargeNode: 'unload',
    publishScope: 'public',
    remark,
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
  }) as CargoInput;

type Done = { kind: 'preferred' | 'control'; goods: string; weightT: number; price: string; daysAgo: number; score: number; comment: string };

const DONE: Done[] = [
  {
    kind: 'preferred',
    goods: '热轧卷板（优选）',
    weightT: 32,
    price: '185.00',
    daysAgo: 21,
    score: 5,
    comment: '优选承运商名副其实，当天接单当天装车，卸货准时。',
  },
  { kind: 'control', goods: '冷轧薄板（管控）', weightT: 30, price: '192.00', daysAgo: 18, score: 5, comment: '网络货运全程留痕，运单和回单齐全，开票顺利。' },
  { kind: 'preferred', goods: '镀锌卷（优选）', weightT: 31, price: '188.00', daysAgo: 15, score: 5, comment: '车况好，司机专业，钢卷加固到位。' },
  { kind: 'control', goods: '螺纹钢（管控）', weightT: 33, price: '178.00', daysAgo: 13, score: 4, comment: '整体满意，卸货排队时间稍长。' },
];

export async function seedOrdersKinds(db: Db, opts: SeedOptions): Promise<void> {
  const [shipper] = await db.select().from(users).where(eq(users.mobile, '13800000002'));
  const [carrier] = await db.select().from(users).where(eq(users.mobile, '13800000003'));
  const [platform] = await db.select().from(companies).where(eq(companies.kind, 'platform')).orderBy(companies.id).limit(1);
  if (!shipper || !carrier?.companyId || !platform) return; // no demo data: nothing to add to
  const [platformUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, platform.id), eq(users.status, 'active')))
    .orderBy(users.id)
    .limit(1);
  if (!platformUser) return;
  const done = await db.transaction(async (tx) => {
    const marker = await tx
      .insert(seedRuns)
      .values({ step: ORDERS_KINDS_STEP, detail: { startedAt: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ step: seedRuns.step });
    if (marker.length === 0) return null;
    const auth: Auth = { user: shipper, role: 'enterprise_shipper', tokenHash: '' };
    const [vehicle] = await tx
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.ownerCompanyId, carrier.companyId!), eq(vehicles.reviewStatus, '1'), isNull(vehicles.deletedAt)))
      .orderBy(asc(vehicles.id))
      .limit(1);
    const [driver] = await tx
      .select()
      .from(drivers)
      .where(and(eq(drivers.ownerCompanyId, carrier.companyId!), eq(drivers.reviewStatus, '1'), isNull(drivers.deletedAt)))
      .orderBy(asc(drivers.id))
      .limit(1);
    if (!vehicle || !driver) return null;
    let made = 0;
    for (const d of DONE) {
      const at = Date.now() - d.daysAgo * DAY;
      const cargo = await insertTakenCargo(
        tx,
        auth,
        cargoOf(d.goods, d.weightT, 1, d.price, d.kind === 'control' ? '管控到网络货运' : '平台优选承运'),
        d.kind === 'control' ? '管控订单' : '优选订单',
      );
      await tx
        .update(cargoSources)
        .set({ createdAt: new Date(at), publishedAt: new Date(at), updatedAt: new Date(at) })
        .where(eq(cargoSources.id, cargo.id));
      const weightKg = d.weightT * 1000;
      const order = await insertOrder(tx, {
        cargoId: cargo.id,
        shipperCompanyId: shipper.companyId,
        shipperUserId: shipper.id,
        carrierCompanyId: carrier.companyId,
        carrierUserId: carrier.id,
        source: '7',
        status: 'COMPLETE',
        vehicleCount: 1,
        weightKg,
        unitPriceFen: cargo.unitPriceFen,
        totalFen: orderFreightFen(cargo, 1, weightKg),
        payStatus: '2',
        releaseKind: d.kind,
        actualCarrierCompanyId: d.kind === 'control' ? carrier.companyId : null,
        createdAt: new Date(at),
        updatedAt: new Date(at + 3 * DAY),
      });
      const steps: [string | null, string, string, number, number, string][] = [
        [
          null,
          'WAITACCEPT',
          'release',
          shipper.id,
          0,
          d.kind === 'control'
            ? `管控订单：${platform.name}作为承运人签约，委托实际承运人天津顺达物流有限公司`
            : '发布到优选承运商池，首个接单的优选承运商承运',
        ],
        ['WAITACCEPT', 'ACCEPT', 'accept', carrier.id, 0.5, d.kind === 'control' ? '接单' : '优选承运商天津顺达物流有限公司接单'],
        ['ACCEPT', 'WAITLOAD', 'dispatch', carrier.id, 2, `派车：${vehicle.plateNo} ${driver.name}`],
        ['WAITLOAD', 'TRANSPORT', 'load', 0, 8, '首车装货，运输中'],
        ['TRANSPORT', 'SIGN', 'sign', 0, 30, '运单均已签收或拒收'],
        ['SIGN', 'COMPLETE', 'confirmReceipt', shipper.id, 50, '回单确认'],
      ];
      for (const [from, to, action, actor, h, remark] of steps) {
        await tx
          .insert(orderHistory)
          .values({ orderId: order.id, fromStatus: from, toStatus: to, action, actorUserId: actor || null, remark, createdAt: new Date(at + h * HOUR) });
      }
      const id = await nextWaybillId(tx);
      const ymd = new Date(at + 2 * HOUR + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
      const unloadKg = weightKg - Math.round(weightKg * 0.0015); // a normal load-to-unload loss
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
          plannedWeightKg: weightKg,
          loadWeightKg: weightKg,
          unloadWeightKg: unloadKg,
          freightFen: Math.round((cargo.unitPriceFen * unloadKg) / 1000),
          originCity: cargo.originCity,
          destCity: cargo.destCity,
          consigneeName: '赵磊',
          consigneePhone: '13820001234',
          loadedAt: new Date(at + 8 * HOUR),
          unloadedAt: new Date(at + 28 * HOUR),
          signedAt: new Date(at + 30 * HOUR),
          auditStatus: '1',
          createdAt: new Date(at + 2 * HOUR),
          updatedAt: new Date(at + 30 * HOUR),
        })
        .returning();
      const moves: [string | null, string, string, number, number, number | null][] = [
        [null, 'CREATED', 'dispatch', carrier.id, 2, weightKg],
        ['CREATED', 'START', 'start', driver.userId ?? carrier.id, 6, null],
        ['START', 'LOAD', 'load', driver.userId ?? carrier.id, 8, weightKg],
        ['LOAD', 'UNLOAD', 'unload', driver.userId ?? carrier.id, 28, unloadKg],
        ['UNLOAD', 'SIGN', 'sign', shipper.id, 30, null],
      ];
      for (const [from, to, action, actor, h, kg] of moves) {
        await tx.insert(waybillHistory).values({
          waybillId: bill.id,
          fromStatus: from,
          toStatus: to,
          action,
          actorUserId: actor,
          weightKg: kg,
          remark: null,
          createdAt: new Date(at + h * HOUR),
        });
      }
      await tx.insert(orderEvaluations).values({
        orderId: order.id,
        shipperUserId: shipper.id,
        carrierCompanyId: carrier.companyId,
        carrierUserId: carrier.id,
        score: d.score,
        comment: d.comment,
        createdAt: new Date(at + 52 * HOUR),
      });
      made += 1;
    }
    // One preferred order still open in the pool: the platform holds its place until a preferred carrier accepts.
    const openAt = Date.now() - 5 * HOUR;
    const open = await insertTakenCargo(tx, auth, cargoOf('中厚板（优选）', 64, 2, '196.00', '平台优选承运，先接先得'), '优选订单');
    const openOrder = await insertOrder(tx, {
      cargoId: open.id,
      shipperCompanyId: shipper.companyId,
      shipperUserId: shipper.id,
      carrierCompanyId: platform.id,
      carrierUserId: platformUser.id,
      source: '7',
      status: 'WAITACCEPT',
      vehicleCount: 2,
      weightKg: 64_000,
      unitPriceFen: open.unitPriceFen,
      totalFen: orderFreightFen(open, 2, 64_000),
      releaseKind: 'preferred',
      createdAt: new Date(openAt),
      updatedAt: new Date(openAt),
    });
    await tx.insert(orderHistory).values({
      orderId: openOrder.id,
      fromStatus: null,
      toStatus: 'WAITACCEPT',
      action: 'release',
      actorUserId: shipper.id,
      remark: '发布到优选承运商池，首个接单的优选承运商承运',
      createdAt: new Date(openAt),
    });
    await tx
      .update(seedRuns)
      .set({ detail: { completed: made, open: 1 } })
      .where(eq(seedRuns.step, ORDERS_KINDS_STEP));
    return made;
  });
  if (done !== null) opts.log.info({ step: ORDERS_KINDS_STEP, completed: done }, 'seed: order kinds demo data');
}
