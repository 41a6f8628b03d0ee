// Orders on behalf of a customer (代客下单, source 4): a carrier or agent enters an order for an
// offline customer. The order is its own — carrier and shipper columns both name the entering
// user and company, so no real shipper is a party and the existing access rules hold — and it is
// accepted at once; the customer (name, contact, phone) is kept on guest_orders. Its goods and
// route live on a cargo row of its own (business type 1, sold out to the order), created in the
// same transaction. Editable while nothing is dispatched, under the order's row lock (the same
// lock a dispatch takes), with a history row.
import { and, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { freightFen } from '../../contract/market/marketplace';
import {
  GUEST_EDITABLE,
  GUEST_MESSAGES,
  type GuestOrderEdit,
  type GuestOrderInput,
  type GuestOrderQuery,
  type GuestOrderRow,
} from '../../contract/orders/guest';
import type { Page } from '../../contract/orders/schemas';
import { regionName, routeLabel } from '../../contract/regions';
import type { Db, Tx } from '../../db/client';
import { containing, readPage } from '../../db/paging';
import { cargoPoints, cargoSources, guestOrders, orders, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { insertOrder } from '../market/orders';
import { sourceNoFor } from '../market/publish';
import { writeOrderHistory } from './transitions';

const ENTERING_ROLES = ['carrier', 'agent', 'individual_agent'];

function requireEntering(auth: Auth) {
  if (!ENTERING_ROLES.includes(auth.role)) refuse(GUEST_MESSAGES.notCarrier);
}

/** The caller's guest orders: its company's, or its own without a company. */
function owned(auth: Auth): SQL {
  return auth.user.companyId !== null
    ? eq(guestOrders.ownerCompanyId, auth.user.companyId)
    : and(isNull(guestOrders.ownerCompanyId), eq(guestOrders.ownerUserId, auth.user.id))!;
}

const tonnesToKg = (t: string) => Math.round(Number(t) * 1000);
const yuanToFen = (y: string) => Math.round(Number(y) * 100);
const dispatchedKg = sql<number>`(select coalesce(sum(${waybills.plannedWeightKg}), 0)::int from ${waybills} where ${waybills.orderId} = ${orders.id} and ${waybills.status} <> 'INVALID')`;

function base(db: Db | Tx) {
  return db
    .select({ guest: guestOrders, order: orders, cargo: cargoSources, dispatchedKg })
    .from(guestOrders)
    .innerJoin(orders, eq(orders.id, guestOrders.orderId))
    .innerJoin(cargoSources, eq(cargoSources.id, orders.cargoId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof base>['limit']>>[number];

const isEditable = (r: Pick<Joined, 'order' | 'dispatchedKg'>) => GUEST_EDITABLE.includes(r.order.status as never) && Number(r.dispatchedKg) === 0;

function row(r: Joined): GuestOrderRow {
  return {
    id: r.order.id,
    orderNo: r.order.orderNo,
    status: r.order.status,
    customerName: r.guest.customerName,
    contactName: r.guest.contactName,
    contactPhone: r.guest.contactPhone,
    goodsName: r.cargo.goodsName,
    route: routeLabel(r.cargo),
    weightKg: r.order.weightKg,
    vehicleCount: r.order.vehicleCount,
    unitPriceFen: r.order.unitPriceFen,
    totalFen: r.order.totalFen,
    dispatchedKg: Number(r.dispatchedKg),
    editable: isEditable(r),
    createdAt: r.order.createdAt.toISOString(),
  };
}

export async function guestOrderPage(db: Db, auth: Auth, q: GuestOrderQuery): Promise<Page<GuestOrderRow>> {
  requireEntering(auth);
  const where = and(
    owned(auth),
    q.customerName ? ilike(guestOrders.customerName, containing(q.customerName)) : undefined,
    q.orderNo ? ilike(orders.orderNo, containing(q.orderNo)) : undefined,
    q.status ? eq(orders.status, q.status) : undefined,
  );
  const { rows, total } = await readPage(
    q,
    base(db).where(where).orderBy(desc(guestOrders.createdAt), desc(guestOrders.orderId)),
    db.select({ total: count() }).from(guestOrders).innerJoin(orders, eq(orders.id, guestOrders.orderId)).where(where),
  );
  return { records: rows.map(row), total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function guestOrderForEdit(db: Db, auth: Auth, orderId: number): Promise<GuestOrderEdit> {
  requireEntering(auth);
  const [r] = await base(db)
    .where(and(owned(auth), eq(guestOrders.orderId, orderId)))
    .limit(1);
  if (!r) refuse(GUEST_MESSAGES.notFound, 404);
  return {
    id: r.order.id,
    orderNo: r.order.orderNo,
    editable: isEditable(r),
    customerName: r.guest.customerName,
    contactName: r.guest.contactName,
    contactPhone: r.guest.contactPhone,
    goodsName: r.cargo.goodsName,
    goodsType: r.cargo.goodsType,
    weightT: String(r.order.weightKg / 1000),
    vehicleCount: String(r.order.vehicleCount),
    unitPrice: (r.order.unitPriceFen / 100).toFixed(2),
    chargeNode: r.cargo.chargeNode as 'load' | 'unload',
    originCity: r.cargo.originCity,
    originAddress: r.cargo.originAddress,
    destCity: r.cargo.destCity,
    destAddress: r.cargo.destAddress,
    remark: r.guest.remark ?? '',
  };
}

function checkCities(input: GuestOrderInput) {
  if (!regionName(input.originCity)) refuse(GUEST_MESSAGES.cityInvalid, 400, { field: 'originCity' });
  if (!regionName(input.destCity)) refuse(GUEST_MESSAGES.cityInvalid, 400, { field: 'destCity' });
}

/** The cargo row's goods and route columns of the form. */
function cargoValues(input: GuestOrderInput) {
  const weightKg = tonnesToKg(input.weightT);
  return {
    goodsName: input.goodsName,
    goodsType: input.goodsType,
    quantity: Math.max(1, Math.ceil(weightKg / 1000)),
    quantityUnit: 'ton',
    totalWeightKg: weightKg,
    originProvince: input.originCity.slice(0, 2),
    originCity: input.originCity,
    originAddress: input.originAddress,
    destProvince: input.destCity.slice(0, 2),
    destCity: input.destCity,
    destAddress: input.destAddress,
    vehicleCount: input.vehicleCount,
    vehiclesRemaining: 0,
    unitPriceFen: yuanToFen(input.unitPrice),
    chargeNode: input.chargeNode,
    remark: input.remark || null,
  };
}

function pointValues(cargoId: number, input: GuestOrderInput) {
  const point = (kind: 'load' | 'unload', cityCode: string, address: string) => ({
    cargoId,
    kind,
    seq: 1,
    provinceCode: cityCode.slice(0, 2),
    cityCode,
    address,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
  });
  return [point('load', input.originCity, input.originAddress), point('unload', input.destCity, input.destAddress)];
}

/** Creates (no id) or edits a guest order. */
export async function saveGuestOrder(db: Db, auth: Auth, input: GuestOrderInput) {
  requireEntering(auth);
  checkCities(input);
  const weightKg = tonnesToKg(input.weightT);
  const unitPriceFen = yuanToFen(input.unitPrice);
  const totalFen = freightFen(unitPriceFen, weightKg);
  const guest = { customerName: input.customerName, contactName: input.contactName, contactPhone: input.contactPhone, remark: input.remark || null };
  return db.transaction(async (tx) => {
    if (input.id) {
      const [r] = await base(tx)
        .where(and(owned(auth), eq(guestOrders.orderId, input.id)))
        .limit(1);
      if (!r) refuse(GUEST_MESSAGES.notFound, 404);
      // The order's row lock: a dispatch of this order waits, or has already counted.
      const [order] = await tx.select().from(orders).where(eq(orders.id, r.order.id)).for('update').limit(1);
      const [{ used }] = await tx
        .select({ used: sql<number>`coalesce(sum(${waybills.plannedWeightKg}), 0)::int` })
        .from(waybills)
        .where(and(eq(waybills.orderId, order.id), sql`${waybills.status} <> 'INVALID'`));
      if (!GUEST_EDITABLE.includes(order.status as never) || Number(used) > 0) refuse(GUEST_MESSAGES.notEditable);
      await tx
        .update(cargoSources)
        .set({ ...cargoValues(input), updatedAt: new Date() })
        .where(eq(cargoSources.id, order.cargoId));
      await tx.delete(cargoPoints).where(eq(cargoPoints.cargoId, order.cargoId));
      await tx.insert(cargoPoints).values(pointValues(order.cargoId, input));
      await tx
        .update(orders)
        .set({ weightKg, vehicleCount: input.vehicleCount, unitPriceFen, totalFen, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await tx
        .update(guestOrders)
        .set({ ...guest, updatedAt: new Date() })
        .where(eq(guestOrders.orderId, order.id));
      await writeOrderHistory(tx, order.id, order.status, order.status, 'guestEdit', auth.user.id, `修改代客订单：${input.customerName}`);
      return { orderId: order.id, orderNo: order.orderNo };
    }
    const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('cargo_sources', 'id'))::int as id`);
    const cargoId = Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
    const now = new Date();
    await tx.insert(cargoSources).values({
      ...cargoValues(input),
      id: cargoId,
      sourceNo: sourceNoFor(cargoId),
      shipperUserId: auth.user.id,
      shipperCompanyId: auth.user.companyId,
      businessType: '1',
      status: 'done',
      payType: 'outline',
      chargeMode: 'cash',
      publishScope: 'designated',
      publishedAt: now,
      updatedAt: now,
    });
    await tx.insert(cargoPoints).values(pointValues(cargoId, input));
    const order = await insertOrder(
      tx,
      {
        cargoId,
        shipperCompanyId: auth.user.companyId,
        shipperUserId: auth.user.id,
        carrierCompanyId: auth.user.companyId,
        carrierUserId: auth.user.id,
        source: '4',
        status: 'ACCEPT',
        vehicleCount: input.vehicleCount,
        weightKg,
        unitPriceFen,
        totalFen,
      },
      { asAgent: false },
    );
    await tx.insert(guestOrders).values({ orderId: order.id, ownerCompanyId: auth.user.companyId, ownerUserId: auth.user.id, ...guest });
    await writeOrderHistory(tx, order.id, null, 'ACCEPT', 'guestOrder', auth.user.id, `代客下单：${input.customerName}`);
    return { orderId: order.id, orderNo: order.orderNo };
  });
}
