// Big orders (运输订单): the shipper creates a framework order with a certified carrier company
// (10), the carrier confirms (20), the shipper releases child orders from its remaining weight
// (the first moves it to 30; the one that uses the last of it, or the shipper closing it, to 40).
// A child order is an ordinary order of the contract carrier (source 3, accepted: the carrier
// agreed to the framework), with its own cargo row, made in the same transaction as the
// conditional update of the big order's released weight — two releases at once can never exceed
// the total. Every move writes a history row.
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  BIG_EDITABLE,
  BIG_MESSAGES,
  bigOrderActionsFor,
  bigOrderMove,
  type BigOrderAction,
  type BigOrderDetail,
  type BigOrderInput,
  type BigOrderQuery,
  type BigOrderRow,
} from '../../contract/orders/big';
import { freightFen } from '../../contract/market/marketplace';
import type { Page } from '../../contract/orders/schemas';
import { cityCodeLabel, regionName } from '../../contract/regions';
import type { Db, Tx } from '../../db/client';
import { containing, readPage } from '../../db/paging';
import { bigOrderHistory, bigOrders, cargoPoints, cargoSources, companies, orderHistory, orders, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { companyAccountId } from '../auth/users';
import { insertOrder } from '../market/orders';
import { sourceNoFor } from '../market/publish';
import { notify } from '../workspace/service';
import { certifiedCarrier } from './queries';

type BigOrder = typeof bigOrders.$inferSelect;
const SHIPPER_ROLES = ['individual_shipper', 'enterprise_shipper'];

const kg = (t: string) => Math.round(Number(t) * 1000);
const fen = (y: string) => Math.round(Number(y) * 100);
const tonnes = (v: number) => (v / 1000).toFixed(3).replace(/\.?0+$/, '');
function actorsOf(auth: Auth, b: Pick<BigOrder, 'shipperUserId' | 'shipperCompanyId' | 'carrierCompanyId'>): ('shipper' | 'carrier')[] {
  const out: ('shipper' | 'carrier')[] = [];
  if (b.shipperUserId === auth.user.id || (auth.user.companyId !== null && b.shipperCompanyId === auth.user.companyId)) out.push('shipper');
  if (auth.user.companyId !== null && b.carrierCompanyId === auth.user.companyId) out.push('carrier');
  return out;
}

/** Big orders the caller is a party to: its shipper (user or company) or its carrier company. */
function scope(auth: Auth): SQL {
  const parts: SQL[] = [eq(bigOrders.shipperUserId, auth.user.id)];
  if (auth.user.companyId !== null) parts.push(eq(bigOrders.shipperCompanyId, auth.user.companyId), eq(bigOrders.carrierCompanyId, auth.user.companyId));
  return or(...parts)!;
}

const shipperCo = sql<string | null>`(select ${companies.name} from ${companies} where ${companies.id} = ${bigOrders.shipperCompanyId})`;
const shipperName = sql<string>`(select ${users.realName} from ${users} where ${users.id} = ${bigOrders.shipperUserId})`;
const carrierName = sql<string>`(select ${companies.name} from ${companies} where ${companies.id} = ${bigOrders.carrierCompanyId})`;

function base(db: Db | Tx) {
  return db.select({ b: bigOrders, shipperCo, shipperName, carrierName }).from(bigOrders);
}
type Joined = Awaited<ReturnType<ReturnType<typeof base>['limit']>>[number];

function row(auth: Auth, r: Joined): BigOrderRow {
  const b = r.b;
  const actors = actorsOf(auth, b);
  return {
    id: b.id,
    bigOrderNo: b.bigOrderNo,
    status: b.status,
    shipperName: r.shipperCo ?? r.shipperName,
    carrierCompanyId: b.carrierCompanyId,
    carrierName: r.carrierName,
    goodsName: b.goodsName,
    goodsType: b.goodsType,
    route: `${cityCodeLabel(b.originCity)} → ${cityCodeLabel(b.destCity)}`,
    totalWeightKg: b.totalWeightKg,
    releasedKg: b.releasedKg,
    unitPriceFen: b.unitPriceFen,
    chargeNode: b.chargeNode,
    periodStart: b.periodStart,
    periodEnd: b.periodEnd,
    originCity: b.originCity,
    originAddress: b.originAddress,
    destCity: b.destCity,
    destAddress: b.destAddress,
    remark: b.remark,
    createdAt: b.createdAt.toISOString(),
    actors,
    actions: bigOrderActionsFor(b.status, actors).filter((a) => a !== 'release' || b.releasedKg < b.totalWeightKg),
    editable: actors.includes('shipper') && BIG_EDITABLE.includes(b.status as never),
  };
}

export async function bigOrderPage(db: Db, auth: Auth, q: BigOrderQuery): Promise<Page<BigOrderRow>> {
  const where = and(
    scope(auth),
    q.status ? eq(bigOrders.status, q.status) : undefined,
    q.bigOrderNo ? ilike(bigOrders.bigOrderNo, containing(q.bigOrderNo)) : undefined,
    q.goodsName ? ilike(bigOrders.goodsName, containing(q.goodsName)) : undefined,
  );
  const { rows, total } = await readPage(
    q,
    base(db).where(where).orderBy(desc(bigOrders.createdAt), desc(bigOrders.id)),
    db.select({ total: count() }).from(bigOrders).where(where),
  );
  return { records: rows.map((r) => row(auth, r)), total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function bigOrderDetail(db: Db, auth: Auth, id: number): Promise<BigOrderDetail> {
  const [r] = await base(db)
    .where(and(scope(auth), eq(bigOrders.id, id)))
    .limit(1);
  if (!r) refuse(BIG_MESSAGES.notFound, 404);
  const [children, history] = await Promise.all([
    db.select().from(orders).where(eq(orders.bigOrderId, id)).orderBy(desc(orders.id)).limit(500),
    db
      .select({ h: bigOrderHistory, realName: users.realName, mobile: users.mobile })
      .from(bigOrderHistory)
      .leftJoin(users, eq(users.id, bigOrderHistory.actorUserId))
      .where(eq(bigOrderHistory.bigOrderId, id))
      .orderBy(bigOrderHistory.createdAt, bigOrderHistory.id),
  ]);
  return {
    bigOrder: row(auth, r),
    children: children.map((o) => ({
      id: o.id,
      orderNo: o.orderNo,
      status: o.status,
      weightKg: o.weightKg,
      vehicleCount: o.vehicleCount,
      totalFen: o.totalFen,
      createdAt: o.createdAt.toISOString(),
    })),
    history: history.map(({ h, realName, mobile }) => ({
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      action: h.action,
      actorName: realName || mobile || '平台',
      remark: h.remark,
      createdAt: h.createdAt.toISOString(),
    })),
  };
}

async function writeHistory(tx: Tx, bigOrderId: number, from: string | null, to: string, action: string, actorUserId: number, remark: string) {
  await tx.insert(bigOrderHistory).values({ bigOrderId, fromStatus: from, toStatus: to, action, actorUserId, remark });
}

/** The certified carrier companies a shipper may contract (for the form's select). */
export async function bigOrderCarriers(db: Db, auth: Auth) {
  if (!SHIPPER_ROLES.includes(auth.role)) refuse(BIG_MESSAGES.notShipper);
  return db
    .select({ companyId: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.kind, 'carrier'), eq(companies.authStatus, '2')))
    .orderBy(companies.name)
    .limit(200);
}

/** Creates (no id) or edits (while 10) a big order. */
export async function saveBigOrder(db: Db, auth: Auth, input: BigOrderInput) {
  if (!SHIPPER_ROLES.includes(auth.role)) refuse(BIG_MESSAGES.notShipper);
  if (!regionName(input.originCity)) refuse(BIG_MESSAGES.cityInvalid, 400, { field: 'originCity' });
  if (!regionName(input.destCity)) refuse(BIG_MESSAGES.cityInvalid, 400, { field: 'destCity' });
  const values = {
    carrierCompanyId: input.carrierCompanyId,
    goodsName: input.goodsName,
    goodsType: input.goodsType,
    totalWeightKg: kg(input.totalWeightT),
    unitPriceFen: fen(input.unitPrice),
    chargeNode: input.chargeNode,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    originCity: input.originCity,
    originAddress: input.originAddress,
    destCity: input.destCity,
    destAddress: input.destAddress,
    remark: input.remark || null,
  };
  return db.transaction(async (tx) => {
    const carrier = await certifiedCarrier(tx, input.carrierCompanyId, BIG_MESSAGES.carrierUnknown);
    if (input.id) {
      const [b] = await tx
        .select()
        .from(bigOrders)
        .where(and(scope(auth), eq(bigOrders.id, input.id)))
        .for('update')
        .limit(1);
      if (!b || !actorsOf(auth, b).includes('shipper')) refuse(BIG_MESSAGES.notFound, 404);
      if (!BIG_EDITABLE.includes(b.status as never)) refuse(BIG_MESSAGES.notEditable);
      await tx
        .update(bigOrders)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(bigOrders.id, b.id));
      await writeHistory(tx, b.id, b.status, b.status, 'edit', auth.user.id, '修改运输订单');
      return { id: b.id, bigOrderNo: b.bigOrderNo };
    }
    const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('big_orders', 'id'))::int as id`);
    const id = Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
    const china = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
    const [b] = await tx
      .insert(bigOrders)
      .values({
        ...values,
        id,
        bigOrderNo: `YS${china}${String(id).padStart(6, '0')}`,
        shipperCompanyId: auth.user.companyId,
        shipperUserId: auth.user.id,
        status: '10',
      })
      .returning();
    await writeHistory(tx, b.id, null, '10', 'create', auth.user.id, `创建运输订单，承运企业：${carrier.name}`);
    await notify(tx, carrier.userId, {
      type: 'order',
      title: `新运输订单${b.bigOrderNo}待确认`,
      content: `货主向贵司下达运输订单${b.bigOrderNo}：${b.goodsName}，共${tonnes(b.totalWeightKg)}吨，执行期${b.periodStart}至${b.periodEnd}，请确认。`,
      link: '/order-manage/logisticsOrderList?tab=big',
    });
    return { id: b.id, bigOrderNo: b.bigOrderNo };
  });
}

async function lockBig(tx: Tx, auth: Auth, id: number) {
  const [b] = await tx.select().from(bigOrders).where(eq(bigOrders.id, id)).for('update').limit(1);
  if (!b) refuse(BIG_MESSAGES.notFound, 404);
  const actors = actorsOf(auth, b);
  if (actors.length === 0) refuse(BIG_MESSAGES.notFound, 404);
  return { b, actors };
}

function checkMove(b: BigOrder, actors: ('shipper' | 'carrier')[], action: BigOrderAction) {
  const move = bigOrderMove(b.status, action);
  if (!move) refuse(BIG_MESSAGES.notAllowed);
  if (!actors.includes(move.by)) refuse(BIG_MESSAGES.notYourMove);
  return move;
}

/** The carrier company confirms (10 → 20), or the shipper closes (→ 40). */
export async function moveBigOrder(db: Db, auth: Auth, id: number, action: 'confirm' | 'close') {
  return db.transaction(async (tx) => {
    const { b, actors } = await lockBig(tx, auth, id);
    const move = checkMove(b, actors, action);
    const [moved] = await tx
      .update(bigOrders)
      .set({ status: move.to, updatedAt: new Date() })
      .where(and(eq(bigOrders.id, b.id), eq(bigOrders.status, move.from)))
      .returning();
    if (!moved) refuse(BIG_MESSAGES.notAllowed);
    await writeHistory(tx, b.id, move.from, move.to, action, auth.user.id, move.label);
    const tell = action === 'confirm' ? b.shipperUserId : await companyAccountId(tx, b.carrierCompanyId);
    if (tell) {
      await notify(tx, tell, {
        type: 'order',
        title: `运输订单${b.bigOrderNo}${action === 'confirm' ? '已被承运商确认' : '已关闭'}`,
        content:
          action === 'confirm'
            ? `承运商已确认运输订单${b.bigOrderNo}，可以下达子订单。`
            : `货主关闭了运输订单${b.bigOrderNo}，已下达${tonnes(b.releasedKg)}吨。`,
        link: action === 'confirm' ? `/shipper/big/order?id=${b.id}` : '/order-manage/logisticsOrderList?tab=big',
      });
    }
    return { id: moved.id, status: moved.status };
  });
}

/**
 * Releases a child order of `weightKg` under the big order. The released weight grows by a
 * conditional update (never above the total), so of two releases at once the one that would
 * overshoot matches nothing and is refused.
 */
export async function releaseChild(db: Db, auth: Auth, input: { bigOrderId: number; weightT: string; vehicleCount: number }) {
  const weightKg = kg(input.weightT);
  return db.transaction(async (tx) => {
    const { b, actors } = await lockBig(tx, auth, input.bigOrderId);
    const move = checkMove(b, actors, 'release');
    const full = sql`${bigOrders.releasedKg} + ${weightKg} >= ${bigOrders.totalWeightKg}`;
    const [moved] = await tx
      .update(bigOrders)
      .set({ releasedKg: sql`${bigOrders.releasedKg} + ${weightKg}`, status: sql`case when ${full} then '40' else ${move.to} end`, updatedAt: new Date() })
      .where(and(eq(bigOrders.id, b.id), inArray(bigOrders.status, ['20', '30']), sql`${bigOrders.releasedKg} + ${weightKg} <= ${bigOrders.totalWeightKg}`))
      .returning();
    if (!moved) {
      const [now] = await tx.select().from(bigOrders).where(eq(bigOrders.id, b.id)).limit(1);
      refuse(BIG_MESSAGES.overRemainder(tonnes(Math.max(0, now.totalWeightKg - now.releasedKg))), 400, { field: 'weightT' });
    }
    const carrierUserId = await companyAccountId(tx, b.carrierCompanyId);
    if (!carrierUserId) refuse('承运企业没有可接单的账号');
    // The child's cargo: the big order's goods and route, sold out to the child order.
    const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('cargo_sources', 'id'))::int as id`);
    const cargoId = Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
    const now = new Date();
    await tx.insert(cargoSources).values({
      id: cargoId,
      sourceNo: sourceNoFor(cargoId),
      shipperCompanyId: b.shipperCompanyId,
      shipperUserId: b.shipperUserId,
      businessType: '1',
      status: 'done',
      goodsName: b.goodsName,
      goodsType: b.goodsType,
      quantity: Math.max(1, Math.ceil(weightKg / 1000)),
      quantityUnit: 'ton',
      totalWeightKg: weightKg,
      originProvince: b.originCity.slice(0, 2),
      originCity: b.originCity,
      originAddress: b.originAddress,
      destProvince: b.destCity.slice(0, 2),
      destCity: b.destCity,
      destAddress: b.destAddress,
      vehicleCount: input.vehicleCount,
      vehiclesRemaining: 0,
      unitPriceFen: b.unitPriceFen,
      payType: 'outline',
      chargeMode: 'billing',
      chargeNode: b.chargeNode,
      publishScope: 'designated',
      remark: `运输订单${b.bigOrderNo}`,
      publishedAt: now,
      updatedAt: now,
    });
    const [shipper] = await tx.select({ realName: users.realName, mobile: users.mobile }).from(users).where(eq(users.id, b.shipperUserId)).limit(1);
    await tx.insert(cargoPoints).values([
      {
        cargoId,
        kind: 'load',
        seq: 1,
        provinceCode: b.originCity.slice(0, 2),
        cityCode: b.originCity,
        address: b.originAddress,
        contactName: shipper.realName,
        contactPhone: shipper.mobile,
      },
      {
        cargoId,
        kind: 'unload',
        seq: 1,
        provinceCode: b.destCity.slice(0, 2),
        cityCode: b.destCity,
        address: b.destAddress,
        contactName: shipper.realName,
        contactPhone: shipper.mobile,
      },
    ]);
    const order = await insertOrder(
      tx,
      {
        cargoId,
        shipperCompanyId: b.shipperCompanyId,
        shipperUserId: b.shipperUserId,
        carrierCompanyId: b.carrierCompanyId,
        carrierUserId,
        source: '3',
        status: 'ACCEPT',
        vehicleCount: input.vehicleCount,
        weightKg,
        unitPriceFen: b.unitPriceFen,
        totalFen: freightFen(b.unitPriceFen, weightKg),
        bigOrderId: b.id,
      },
      { asAgent: false },
    );
    await tx.insert(orderHistory).values({
      orderId: order.id,
      fromStatus: null,
      toStatus: 'ACCEPT',
      action: 'bigOrderRelease',
      actorUserId: auth.user.id,
      remark: `运输订单${b.bigOrderNo}下达${tonnes(weightKg)}吨`,
    });
    await writeHistory(
      tx,
      b.id,
      b.status,
      moved.status,
      'release',
      auth.user.id,
      `下达子订单${order.orderNo}：${tonnes(weightKg)}吨${moved.status === '40' ? '，总量已全部下达' : ''}`,
    );
    await notify(tx, carrierUserId, {
      type: 'order',
      title: `运输订单${b.bigOrderNo}下达子订单`,
      content: `货主在运输订单${b.bigOrderNo}下达子订单${order.orderNo}：${b.goodsName}${tonnes(weightKg)}吨，${input.vehicleCount}车，请安排派车。`,
      link: `/orderDetails/${order.id}`,
    });
    return { orderId: order.id, orderNo: order.orderNo, status: moved.status, remainderKg: moved.totalWeightKg - moved.releasedKg };
  });
}
