// Bulk data for performance work (npm run seed -- --waybills N, npm run bench): generated cargo
// sources, orders and waybills over the demo shippers and carriers and the last 365 days.
import { and, count as countRows, eq, gt, inArray, isNull, max, or } from 'drizzle-orm';
import { cargoNumber } from '../contract/market/cargo-number';
import { freightFen } from '../contract/market/marketplace';
import type { Db } from '../db/client';
import { cargoPoints, cargoSources, drivers, orderHistory, orders, users, vehicles, waybillHistory, waybills } from '../db/schema';
import { DEMO_ACCOUNTS } from './accounts';
import { CARGO, SHIPPER_MOBILE } from './demo/cargo';
import { waybillSteps } from './demo/orders';
import type { WaybillStatus } from './demo/types';
import { cargoPointRow, cargoRow, chunks, DAY, HOUR, MINUTE, orderRow, rng, routeColumns, waybillRow, weighings, ymd } from './factories';
import { PLACES } from './places';
import type { SeedOptions } from './steps';

/** The carrier-side accounts the bulk orders go to, with their reviewed heavy vehicles and their drivers. */
const CARRIERS = [DEMO_ACCOUNTS.carrier.mobile, DEMO_ACCOUNTS.individualAgent.mobile, DEMO_ACCOUNTS.tongjiangCarrier.mobile];

type BulkCarrier = {
  userId: number;
  companyId: number | null;
  vehicles: { id: number; loadKg: number }[];
  drivers: { id: number; userId: number | null }[];
};

const BULK_CHUNK = 2000; // waybills per transaction
const INSERT_ROWS = 1000; // rows per INSERT statement

/**
 * Inserts `rows` INSERT_ROWS at a time. `insert` writes one batch; a parent table's answers each
 * new row's id with its number (sourceNo, orderNo, waybillNo), by which the rows below it find it.
 */
async function inBatches<Row>(rows: Row[], insert: (batch: Row[]) => PromiseLike<{ id: number; no: string }[] | void>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of chunks(rows, INSERT_ROWS)) {
    for (const r of (await insert(batch)) ?? []) ids.set(r.no, r.id);
  }
  return ids;
}

/**
 * Adds `count` waybills (with their cargo sources, cargo points, orders and one history row each)
 * spread over the demo shippers and carriers and the last 365 days. Numbers continue past the
 * current maximum id, so repeated runs never collide. Requires the demo data.
 */
export async function seedBulkWaybills(db: Db, count: number, opts: SeedOptions): Promise<void> {
  const { log } = opts;
  if (!Number.isInteger(count) || count <= 0) return;
  const started = Date.now();

  const demoUsers = await db
    .select({ id: users.id, mobile: users.mobile, companyId: users.companyId })
    .from(users)
    .where(inArray(users.mobile, [...Object.values(SHIPPER_MOBILE), ...CARRIERS]));
  const byMobile = new Map(demoUsers.map((u) => [u.mobile, u]));
  const shippers = Object.values(SHIPPER_MOBILE)
    .map((m) => byMobile.get(m))
    .filter((u): u is NonNullable<typeof u> => !!u);
  const carriers: BulkCarrier[] = [];
  for (const mobile of CARRIERS) {
    const u = byMobile.get(mobile);
    if (!u) continue;
    // Reviewed heavy vehicles whose road transport permit is still valid.
    const vs = await db
      .select({ id: vehicles.id, loadKg: vehicles.loadKg })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.ownerUserId, u.id),
          eq(vehicles.reviewStatus, '1'),
          or(isNull(vehicles.transportPermitExpiry), gt(vehicles.transportPermitExpiry, new Date())),
        ),
      );
    const ds = await db.select({ id: drivers.id, userId: drivers.userId }).from(drivers).where(eq(drivers.ownerUserId, u.id));
    const heavy = vs.filter((v) => v.loadKg >= 10000);
    if (heavy.length && ds.length) carriers.push({ userId: u.id, companyId: u.companyId, vehicles: heavy, drivers: ds });
  }
  if (shippers.length === 0 || carriers.length === 0) {
    throw new Error('seedBulkWaybills: demo shippers/carriers not found; run seedDatabase first');
  }
  const shipperOf = new Map(Object.entries(SHIPPER_MOBILE).map(([k, m]) => [k, byMobile.get(m)]));
  const templates = CARGO.filter((c) => c.unit === 'ton' && shipperOf.get(c.shipper));

  const [[maxCargo], [maxOrder], [maxWaybill]] = await Promise.all([
    db.select({ m: max(cargoSources.id) }).from(cargoSources),
    db.select({ m: max(orders.id) }).from(orders),
    db.select({ m: max(waybills.id) }).from(waybills),
  ]);
  let cargoSeq = maxCargo.m ?? 0;
  let orderSeq = maxOrder.m ?? 0;
  let waybillSeq = maxWaybill.m ?? 0;
  const random = rng(0x5eed ^ waybillSeq);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const now = Date.now();
  const no = (prefix: string, when: number, seq: number) => `${prefix}${ymd(new Date(when))}${String(seq).padStart(7, '0')}`;

  let made = 0;
  while (made < count) {
    const target = Math.min(BULK_CHUNK, count - made);
    const cargoRows: (typeof cargoSources.$inferInsert)[] = [];
    const pointRows: (typeof cargoPoints.$inferInsert & { __cargoNo: string })[] = [];
    const orderRows: (typeof orders.$inferInsert & { __cargoNo: string })[] = [];
    const orderHist: (typeof orderHistory.$inferInsert & { __orderNo: string })[] = [];
    const billRows: (typeof waybills.$inferInsert & { __orderNo: string })[] = [];
    const billHist: (typeof waybillHistory.$inferInsert & { __waybillNo: string })[] = [];

    let inChunk = 0;
    while (inChunk < target) {
      // One cargo source, two orders, up to two waybills each.
      const t = pick(templates);
      const shipper = shipperOf.get(t.shipper)!;
      const ageDays = 1 + random() * 364;
      const cargoCreated = now - ageDays * DAY - 6 * HOUR;
      const from = PLACES[t.from];
      const to = PLACES[t.to[t.to.length - 1]];
      cargoSeq += 1;
      const cargoNo = cargoNumber(cargoSeq, new Date(cargoCreated));
      const ordersHere = 2;
      const perOrder = 2;
      const vehicleCount = ordersHere * perOrder + Math.floor(random() * 4);
      const old = ageDays > 10;
      const cargoStatus = old ? (random() < 0.75 ? 'done' : 'closed') : 'published';
      const loadStart = cargoCreated + 12 * HOUR;
      const priceFen = t.priceFen + Math.round((random() - 0.5) * t.priceFen * 0.1);
      cargoRows.push(
        cargoRow({
          sourceNo: cargoNo,
          shipperCompanyId: shipper.companyId,
          shipperUserId: shipper.id,
          businessType: t.bt,
          status: cargoStatus,
          goodsName: t.goods,
          goodsType: t.goodsType,
          totalWeightKg: t.perVehicleKg * vehicleCount,
          ...routeColumns(from, to),
          vehicleType: t.vType,
          vehicleLength: t.vLength,
          vehicleCount,
          vehiclesRemaining: cargoStatus === 'done' ? 0 : vehicleCount - ordersHere * perOrder,
          unitPriceFen: priceFen,
          payType: t.pay,
          chargeMode: t.mode,
          chargeNode: t.node,
          autoConfirm: t.bt === '2',
          loadStart: new Date(loadStart),
          loadEnd: new Date(loadStart + 3 * DAY),
          deadline: new Date(loadStart + 3 * DAY - 2 * HOUR),
          remark: t.remark,
          createdAt: new Date(cargoCreated),
          publishedAt: new Date(cargoCreated + 10 * MINUTE),
        }),
      );
      pointRows.push({ __cargoNo: cargoNo, ...cargoPointRow(0, 'load', from) }, { __cargoNo: cargoNo, ...cargoPointRow(0, 'unload', to) });

      for (let k = 0; k < ordersHere && inChunk < target; k += 1) {
        const carrier = pick(carriers);
        const orderCreated = cargoCreated + (1 + k * 2 + random() * 3) * HOUR;
        const orderAge = (now - orderCreated) / DAY;
        const r = random();
        const status =
          orderAge > 10
            ? r < 0.96
              ? 'COMPLETE'
              : 'SIGN'
            : orderAge > 3
              ? r < 0.5
                ? 'COMPLETE'
                : r < 0.9
                  ? 'SIGN'
                  : 'TRANSPORT'
              : r < 0.3
                ? 'WAITLOAD'
                : r < 0.8
                  ? 'TRANSPORT'
                  : 'SIGN';
        const nBills = Math.min(perOrder, target - inChunk);
        orderSeq += 1;
        const orderNo = no('DD', orderCreated, orderSeq);
        const weightKg = t.perVehicleKg * nBills;
        let orderUpdated = orderCreated + 2 * HOUR;

        for (let b = 0; b < nBills; b += 1) {
          const v = pick(carrier.vehicles);
          const d = pick(carrier.drivers);
          let wStatus: WaybillStatus;
          const q = random();
          if (status === 'WAITLOAD') wStatus = q < 0.6 ? 'CREATED' : 'START';
          else if (status === 'TRANSPORT') wStatus = b === 0 ? (q < 0.6 ? 'LOAD' : 'UNLOAD') : q < 0.3 ? 'START' : q < 0.7 ? 'LOAD' : 'UNLOAD';
          else wStatus = q < 0.985 ? 'SIGN' : 'REFUSE';
          if (random() < 0.005) wStatus = 'INVALID';
          const created = orderCreated + (2 + b * 0.3) * HOUR;
          const transitH = Math.min(14, t.km / 60);
          const loadAt = created + 3 * HOUR;
          const endAt = loadAt + transitH * HOUR + HOUR;
          const planned = Math.min(t.perVehicleKg, v.loadKg);
          const { loadKg, unloadKg } = weighings(planned, new Set(waybillSteps(wStatus).map((s) => s.to)), random);
          const nodeKg = t.node === 'load' ? loadKg : unloadKg;
          const last =
            wStatus === 'CREATED' || wStatus === 'INVALID'
              ? created + 30 * MINUTE
              : wStatus === 'START'
                ? created + HOUR
                : wStatus === 'LOAD'
                  ? loadAt
                  : wStatus === 'UNLOAD'
                    ? endAt - HOUR
                    : endAt;
          orderUpdated = Math.max(orderUpdated, last);
          waybillSeq += 1;
          const waybillNo = no('PC', created, waybillSeq);
          billRows.push({
            __orderNo: orderNo,
            ...waybillRow({
              waybillNo,
              orderId: 0,
              shipperCompanyId: shipper.companyId,
              carrierCompanyId: carrier.companyId,
              vehicleId: v.id,
              driverId: d.id,
              status: wStatus,
              plannedWeightKg: planned,
              loadWeightKg: loadKg,
              unloadWeightKg: unloadKg,
              freightFen: nodeKg === null ? null : freightFen(priceFen, nodeKg),
              originCity: from.city,
              destCity: to.city,
              consigneeName: to.contact,
              consigneePhone: to.phone,
              loadedAt: loadKg !== null ? new Date(loadAt) : null,
              signedAt: wStatus === 'SIGN' ? new Date(endAt) : null,
              createdAt: new Date(created),
              updatedAt: new Date(last),
            }),
          });
          billHist.push({
            __waybillNo: waybillNo,
            waybillId: 0,
            fromStatus: null,
            toStatus: wStatus,
            action: 'import',
            actorUserId: carrier.userId,
            weightKg: unloadKg ?? loadKg,
            remark: '批量生成（性能测试数据）',
            createdAt: new Date(last),
          });
          inChunk += 1;
        }
        const orderDone = status === 'COMPLETE' ? orderUpdated + 20 * HOUR : orderUpdated;
        orderRows.push({
          __cargoNo: cargoNo,
          ...orderRow({
            orderNo,
            cargoId: 0,
            shipperCompanyId: shipper.companyId,
            shipperUserId: shipper.id,
            carrierCompanyId: carrier.companyId,
            carrierUserId: carrier.userId,
            source: pick(['1', '1', '2', '3', '5', '6', '7', '8']),
            status,
            vehicleCount: nBills,
            weightKg,
            unitPriceFen: priceFen,
            payStatus: status === 'COMPLETE' ? '2' : status === 'SIGN' ? '1' : '0',
            createdAt: new Date(orderCreated),
            updatedAt: new Date(Math.min(orderDone, now - MINUTE)),
          }),
        });
        orderHist.push({
          __orderNo: orderNo,
          orderId: 0,
          fromStatus: null,
          toStatus: status,
          action: 'import',
          actorUserId: shipper.id,
          remark: '批量生成（性能测试数据）',
          createdAt: new Date(Math.min(orderDone, now - MINUTE)),
        });
      }
    }

    await db.transaction(async (tx) => {
      const cargoIds = await inBatches(cargoRows, (batch) =>
        tx.insert(cargoSources).values(batch).returning({ id: cargoSources.id, no: cargoSources.sourceNo }),
      );
      await inBatches(pointRows, async (batch) => {
        await tx.insert(cargoPoints).values(batch.map(({ __cargoNo, ...p }) => ({ ...p, cargoId: cargoIds.get(__cargoNo)! })));
      });
      const orderIds = await inBatches(orderRows, (batch) =>
        tx
          .insert(orders)
          .values(batch.map(({ __cargoNo, ...o }) => ({ ...o, cargoId: cargoIds.get(__cargoNo)! })))
          .returning({ id: orders.id, no: orders.orderNo }),
      );
      await inBatches(orderHist, async (batch) => {
        await tx.insert(orderHistory).values(batch.map(({ __orderNo, ...h }) => ({ ...h, orderId: orderIds.get(__orderNo)! })));
      });
      const billIds = await inBatches(billRows, (batch) =>
        tx
          .insert(waybills)
          .values(batch.map(({ __orderNo, ...w }) => ({ ...w, orderId: orderIds.get(__orderNo)! })))
          .returning({ id: waybills.id, no: waybills.waybillNo }),
      );
      await inBatches(billHist, async (batch) => {
        await tx.insert(waybillHistory).values(batch.map(({ __waybillNo, ...h }) => ({ ...h, waybillId: billIds.get(__waybillNo)! })));
      });
    });

    made += inChunk;
    if (made % 10_000 < BULK_CHUNK || made === count) {
      log.info({ waybills: made, of: count, ms: Date.now() - started }, 'seed: bulk waybills progress');
    }
  }
  const [total] = await db.select({ n: countRows() }).from(waybills);
  log.info({ added: count, totalWaybills: total.n, ms: Date.now() - started }, 'seed: bulk waybills done');
}
