// What the seeds of finished trips share (order kinds, business direction, reporting): the steel
// shipper's warehouse and the Tianjin port yard, the cargo form they publish between them, the
// history of an order they release, and the waybills that went all the way to the signature.
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { freightFen } from '../../contract/market/marketplace';
import type { CargoInput } from '../../contract/market/cargo';
import type { Tx } from '../../db/client';
import {
  LIVE_WAYBILL,
  WAYBILL_TRANSITIONS,
  carriedMove,
  orderMove,
  type OrderAction,
  type OrderActor,
  type WaybillStatus,
  type WaybillTransition,
} from '../../contract/orders/schemas';
import { cargoHistory, cargoSources, drivers, orderHistory, type users, vehicles, waybillHistory, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { insertTakenCargo, NEW_CARGO_REMARK, sourceNoFor } from '../../modules/market/publish';
import { dispatchRemarks, nextWaybillId } from '../../modules/orders/dispatch';
import { waybillRemark } from '../../modules/orders/transitions';
import { HOUR, ymd } from '../factories';

export type Point = { provinceCode: string; cityCode: string; districtCode: string; address: string; contactName: string; contactPhone: string };

/** The steel shipper's warehouse in Tangshan (丰南). */
export const WAREHOUSE: Point = {
  provinceCode: '13',
  cityCode: '1302',
  districtCode: '130207',
  address: '丰南区钢厂路1号冀东钢铁成品库',
  contactName: '王强',
  contactPhone: '13912345678',
};

/** A yard of the Tianjin port (东疆港区). */
export const PORT_YARD: Point = {
  provinceCode: '12',
  cityCode: '1201',
  districtCode: '120116',
  address: '滨海新区东疆港区3号堆场',
  contactName: '赵磊',
  contactPhone: '13820001234',
};

/** The publishing form of a line cargo of steel (tonnes, unit price, paid offline in cash on the unloaded weight) from the warehouse to the port yard unless told otherwise. */
export function cargoInput(c: { goodsName: string; weightT: number; vehicles: number; price: string; remark: string } & Partial<CargoInput>): CargoInput {
  const { weightT, vehicles, ...given } = c;
  return {
    intent: 'publish',
    businessType: '1',
    goodsType: 'steel',
    quantity: weightT,
    quantityUnit: 'ton',
    totalWeightT: String(weightT),
    vehicleCount: vehicles,
    priceMode: 'unit',
    payType: 'outline',
    chargeMode: 'cash',
    chargeNode: 'unload',
    publishScope: 'public',
    loadPoints: [WAREHOUSE],
    unloadPoints: [PORT_YARD],
    ...given,
  } as CargoInput;
}

/** The caller a shipper's own cargo is published as. */
export const shipperAuth = (user: typeof users.$inferSelect): Auth => ({ user, role: 'enterprise_shipper', tokenHash: '' });

type Party = { id: number; companyId: number | null };

/**
 * The one history row of a cargo the shipper published at once and a single order then took whole
 * (the order writes no row of the cargo's own).
 */
export async function recordPublishedCargo(tx: Tx, cargoId: number, shipperUserId: number, at: Date): Promise<void> {
  await tx.insert(cargoHistory).values({
    cargoId,
    action: 'publish',
    fromStatus: null,
    toStatus: 'published',
    actorUserId: shipperUserId,
    remark: NEW_CARGO_REMARK.publish,
    createdAt: at,
  });
}

/**
 * The cargo of an order the shipper released at `at` (ms), made by the market module's own
 * insertTakenCargo and dated then, with its number and its one history row: released days ago,
 * its cargo was not published today.
 */
export async function takenCargoAt(tx: Tx, auth: Auth, input: CargoInput, remark: string, at: number) {
  const made = await insertTakenCargo(tx, auth, input, remark);
  const when = new Date(at);
  const [cargo] = await tx
    .update(cargoSources)
    .set({ sourceNo: sourceNoFor(made.id, when), createdAt: when, publishedAt: when, updatedAt: when })
    .where(eq(cargoSources.id, made.id))
    .returning();
  await tx.update(cargoHistory).set({ createdAt: when }).where(eq(cargoHistory.cargoId, made.id));
  return cargo;
}

/** A waybill that went all the way to the consignee's signature: its crew, its weights, and when it moved. */
export type SignedTrip = {
  truck: { id: number; plateNo: string };
  driver: { id: number; name: string };
  /** the user who starts, loads and unloads: the driver's account, or the carrier's (the dispatcher acts for the driver) */
  drivenBy: number;
  plannedKg: number;
  loadKg: number;
  unloadKg: number;
  consignee: Point;
  audited: boolean;
  /** hours after the order's release at which it was dispatched, started, loaded, unloaded and signed */
  hours: [dispatch: number, start: number, load: number, unload: number, sign: number];
};

type OrderRow = typeof orderHistory.$inferInsert;
type Happening = { at: number; seq: number; dispatch?: string; waybill?: number; to?: WaybillStatus };

/**
 * The history of an order the shipper released (orders/kinds.ts releaseOrder) and of its waybills,
 * as the platform writes it: the release, the carrier's acceptance `acceptedH` hours later (none:
 * it still waits), each waybill's dispatch and moves (dispatch.ts, moveWaybill) with the order
 * following them (carryOrder), and the shipper's receipt `receiptH` hours after the release.
 * Throws unless the order ends in the status it was inserted with.
 */
export async function recordReleasedOrder(
  tx: Tx,
  r: {
    order: { id: number; status: string; source: string };
    at: number;
    shipper: Party;
    carrier: Party;
    /** how the order began: released (orders/kinds.ts, the default) or placed with an individual carrier (ORDER_ORIGINS.placeOrder) */
    started?: 'release' | 'placeOrder';
    /** the release's remark (releaseRemark), and the acceptance's where it is not the contract's label */
    remarks: { released: string; accepted?: string };
    acceptedH?: number;
    /** the order's cargo: its unit price and cities */
    cargo: { unitPriceFen: number; originCity: string; destCity: string };
    trips?: SignedTrip[];
    receiptH?: number;
  },
): Promise<void> {
  const fail = (why: string): never => {
    throw new Error(`seed: order ${r.order.id} ${why}`);
  };
  const rows: OrderRow[] = [];
  let status: string = 'WAITACCEPT';
  rows.push({
    orderId: r.order.id,
    fromStatus: null,
    toStatus: status,
    action: r.started ?? 'release',
    actorUserId: r.shipper.id,
    remark: r.remarks.released,
    createdAt: new Date(r.at),
  });
  const move = (action: OrderAction, actor: number | null, at: number, remark?: string) => {
    const m = orderMove(status, action, r.order.source) ?? fail(`cannot ${action} from ${status}`);
    rows.push({ orderId: r.order.id, fromStatus: m.from, toStatus: m.to, action, actorUserId: actor, remark: remark ?? m.label, createdAt: new Date(at) });
    status = m.to;
  };
  if (r.acceptedH !== undefined) move('accept', r.carrier.id, r.at + r.acceptedH * HOUR, r.remarks.accepted);

  const happenings: Happening[] = [];
  for (const [i, trip] of (r.trips ?? []).entries()) {
    const [dispatched, ...moved] = trip.hours.map((h) => r.at + h * HOUR);
    const dispatchRemark = await insertSignedWaybill(tx, {
      ...trip,
      at: dispatched,
      times: moved,
      orderId: r.order.id,
      shipper: r.shipper,
      carrier: r.carrier,
      cargo: r.cargo,
    });
    happenings.push({ at: dispatched, seq: i, dispatch: dispatchRemark });
    SIGNED_WAY.forEach((s, k) => happenings.push({ at: moved[k], seq: i, waybill: i, to: s.to }));
  }
  const bills = new Map<number, WaybillStatus>();
  for (const h of happenings.sort((a, b) => a.at - b.at || a.seq - b.seq)) {
    if (h.dispatch !== undefined) {
      bills.set(h.seq, 'CREATED');
      move('dispatch', r.carrier.id, h.at, h.dispatch);
      continue;
    }
    bills.set(h.waybill!, h.to!);
    for (let a = carriedMove(status, [...bills.values()]); a; a = carriedMove(status, [...bills.values()])) move(a, null, h.at);
  }
  if (r.receiptH !== undefined) move('confirmReceipt', r.shipper.id, r.at + r.receiptH * HOUR);
  if (status !== r.order.status) fail(`ends in ${status}, not ${r.order.status}`);
  await tx.insert(orderHistory).values(rows);
}

/** The contract's way from a new waybill to the consignee's signature: start, load, unload, sign. */
const SIGNED_WAY = (() => {
  const way: WaybillTransition[] = [];
  for (let at: WaybillStatus = 'CREATED'; at !== 'SIGN'; at = way[way.length - 1].to) {
    const next = WAYBILL_TRANSITIONS.find((t) => t.from === at && t.to !== 'INVALID' && t.to !== 'REFUSE');
    if (!next) throw new Error(`seed: no waybill move from ${at} towards SIGN`);
    way.push(next);
  }
  return way;
})();

/**
 * One signed waybill with its history (dispatched at `at`, then each move of SIGNED_WAY at its
 * time); resolves to the order's remark of the dispatch.
 */
async function insertSignedWaybill(
  tx: Tx,
  w: SignedTrip & {
    at: number;
    times: number[];
    orderId: number;
    shipper: Party;
    carrier: Party;
    cargo: { unitPriceFen: number; originCity: string; destCity: string };
  },
): Promise<string> {
  const [, load, unload, sign] = w.times;
  const id = await nextWaybillId(tx);
  const [bill] = await tx
    .insert(waybills)
    .values({
      id,
      waybillNo: `PC${ymd(new Date(w.at))}${String(id).padStart(5, '0')}`,
      orderId: w.orderId,
      shipperCompanyId: w.shipper.companyId,
      carrierCompanyId: w.carrier.companyId,
      vehicleId: w.truck.id,
      driverId: w.driver.id,
      status: 'SIGN',
      plannedWeightKg: w.plannedKg,
      loadWeightKg: w.loadKg,
      unloadWeightKg: w.unloadKg,
      freightFen: freightFen(w.cargo.unitPriceFen, w.unloadKg),
      originCity: w.cargo.originCity,
      destCity: w.cargo.destCity,
      consigneeName: w.consignee.contactName,
      consigneePhone: w.consignee.contactPhone,
      loadedAt: new Date(load),
      unloadedAt: new Date(unload),
      signedAt: new Date(sign),
      auditStatus: w.audited ? '1' : '0',
      createdAt: new Date(w.at),
      updatedAt: new Date(sign),
    })
    .returning();
  const remarks = dispatchRemarks(bill.waybillNo, w.truck.plateNo, w.driver.name, w.plannedKg);
  const actor = { driver: w.drivenBy, carrier: w.drivenBy, shipper: w.shipper.id } as Record<OrderActor, number>;
  const weight: Partial<Record<WaybillStatus, number>> = { LOAD: w.loadKg, UNLOAD: w.unloadKg };
  await tx.insert(waybillHistory).values([
    {
      waybillId: bill.id,
      fromStatus: null,
      toStatus: 'CREATED',
      action: 'dispatch',
      actorUserId: w.carrier.id,
      weightKg: w.plannedKg,
      remark: remarks.waybill,
      createdAt: new Date(w.at),
    },
    ...SIGNED_WAY.map((s, k) => ({
      waybillId: bill.id,
      fromStatus: s.from,
      toStatus: s.to,
      action: s.action,
      actorUserId: actor[s.by[0]],
      weightKg: weight[s.to] ?? null,
      remark: waybillRemark(s.label),
      createdAt: new Date(w.times[k]),
    })),
  ]);
  return remarks.order;
}

/** A truck and the driver who drives it on a trip. */
export type Crew = { truck: { id: number; plateNo: string }; driver: { id: number; name: string; userId: number | null } };

/**
 * A carrier company's crews, reviewed and not deleted: each truck with the driver assigned to it,
 * then the other trucks with the other drivers, in the order they were added.
 */
export async function companyCrews(tx: Tx, companyId: number): Promise<Crew[]> {
  return crewsOf(tx, (table) => eq(table.ownerCompanyId, companyId));
}

/** An individual carrier's crews (owned by the user, no company), as companyCrews pairs them. */
export async function ownCrews(tx: Tx, userId: number): Promise<Crew[]> {
  return crewsOf(tx, (table) => and(eq(table.ownerUserId, userId), isNull(table.ownerCompanyId))!);
}

async function crewsOf(tx: Tx, owned: (table: typeof vehicles | typeof drivers) => SQL): Promise<Crew[]> {
  const usable = (table: typeof vehicles | typeof drivers) => and(owned(table), eq(table.reviewStatus, '1'), isNull(table.deletedAt));
  const trucks = await tx.select({ id: vehicles.id, plateNo: vehicles.plateNo }).from(vehicles).where(usable(vehicles)).orderBy(asc(vehicles.id));
  const people = await tx
    .select({ id: drivers.id, name: drivers.name, userId: drivers.userId, vehicleId: drivers.vehicleId })
    .from(drivers)
    .where(usable(drivers))
    .orderBy(asc(drivers.id));
  const crews: Crew[] = [];
  for (const truck of trucks) {
    const driver = people.find((p) => p.vehicleId === truck.id);
    if (driver) crews.push({ truck, driver });
  }
  const freeTrucks = trucks.filter((t) => !crews.some((c) => c.truck.id === t.id));
  const freePeople = people.filter((p) => !crews.some((c) => c.driver.id === p.id));
  for (let i = 0; i < Math.min(freeTrucks.length, freePeople.length); i++) crews.push({ truck: freeTrucks[i], driver: freePeople[i] });
  return crews;
}

/** No crew among the candidates is free for a trip (a step that may meet a database in use catches it). */
export class NoFreeCrewError extends Error {}

/**
 * For each trip (its hours after `at`, as in SignedTrip: from its dispatch to its signature), the
 * first of `candidates` whose truck and driver are on no other waybill then, nor on an earlier trip
 * of this call. A waybill holds both from its dispatch until it is signed, refused or voided
 * (LIVE_WAYBILL), as the platform's dispatch checks. Throws a NoFreeCrewError when none is free: the
 * platform would refuse that dispatch.
 */
export async function freeCrews(tx: Tx, candidates: Crew[], at: number, trips: SignedTrip['hours'][]): Promise<Crew[]> {
  const truckIds = candidates.map((c) => c.truck.id);
  const driverIds = candidates.map((c) => c.driver.id);
  const held = await tx
    .select({
      vehicleId: waybills.vehicleId,
      driverId: waybills.driverId,
      status: waybills.status,
      from: waybills.createdAt,
      signedAt: waybills.signedAt,
      updatedAt: waybills.updatedAt,
    })
    .from(waybills)
    .where(or(inArray(waybills.vehicleId, truckIds), inArray(waybills.driverId, driverIds)));
  const busy = held.map((w) => ({
    vehicleId: w.vehicleId,
    driverId: w.driverId,
    from: w.from.getTime(),
    to: LIVE_WAYBILL.includes(w.status as WaybillStatus) ? Infinity : (w.signedAt ?? w.updatedAt).getTime(),
  }));
  return trips.map(([dispatch, , , , sign]) => {
    const trip = { from: at + dispatch * HOUR, to: at + sign * HOUR };
    const crew = candidates.find((c) =>
      busy.every((b) => (b.vehicleId !== c.truck.id && b.driverId !== c.driver.id) || b.to <= trip.from || trip.to <= b.from),
    );
    if (!crew) throw new NoFreeCrewError(`seed: no crew free from ${new Date(trip.from).toISOString()} to ${new Date(trip.to).toISOString()}`);
    busy.push({ vehicleId: crew.truck.id, driverId: crew.driver.id, ...trip });
    return crew;
  });
}
