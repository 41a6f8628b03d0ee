// Waybills on the road (issue #8): GPS positions reported by the driver's phone page (or a
// vehicle terminal through the carrier's account) while a waybill is START/LOAD/UNLOAD, and the
// track a party reads: the positions and the waybill's events.
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { waybillHistoryLabel } from '../../contract/orders/labels';
import {
  POSITION_MIN_INTERVAL_S,
  TRACKABLE,
  TRACKABLE_BY_HAND,
  TRACK_MESSAGES,
  ON_ROAD_MAX,
  type OnRoadQuery,
  type OnRoadView,
  type PositionBody,
  type PositionSource,
  type TrackView,
} from '../../contract/orders/track';
import { normalizePlate } from '../../contract/validators/plates';
import { cityLabel } from '../../contract/regions';
import type { Db, Tx } from '../../db/client';
import { joinWaybillParties } from '../../db/joins';
import { containing } from '../../db/paging';
import { cargoSources, drivers, orders, vehicles, waybillPositions, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { waybillAlarms } from '../areas/areas';
import { placePosition } from '../areas/evaluate';
import { placeColumns, positionPlace } from '../geo/position-places';
import { cargoPlacesOf } from './places';
import { listedWaybills, waybillHistoryOf, waybillParty } from './queries';
import { waybillList, waybillRowFor } from './views';

const E6 = 1_000_000;
/** Points drawn per track: the newest this many (a day's 30 s reports stay well under it). */
const TRACK_POINTS_MAX = 2_000;

type Role = { driver: boolean; carrier: boolean };

/** Whether the caller drives this waybill or is its carrier (company or user). */
async function reporterRole(db: Db | Tx, auth: Auth, w: { driverId: number }, o: { carrierUserId: number; carrierCompanyId: number | null }): Promise<Role> {
  const [driver] = await db.select({ userId: drivers.userId }).from(drivers).where(eq(drivers.id, w.driverId)).limit(1);
  const carrier = o.carrierUserId === auth.user.id || (auth.user.companyId !== null && o.carrierCompanyId === auth.user.companyId);
  return { driver: driver?.userId === auth.user.id, carrier };
}

/** Seconds until the waybill accepts the next position (0: now). */
async function secondsToNext(db: Db | Tx, waybillId: number): Promise<number> {
  const [last] = await db
    .select({ at: waybillPositions.createdAt })
    .from(waybillPositions)
    .where(eq(waybillPositions.waybillId, waybillId))
    .orderBy(desc(waybillPositions.createdAt))
    .limit(1);
  if (!last) return 0;
  return Math.max(0, Math.ceil(POSITION_MIN_INTERVAL_S - (Date.now() - last.at.getTime()) / 1000));
}

/**
 * Records one position. Only the waybill's driver (source driver) or its carrier (either source)
 * may report, only while it is on the road, at most one per POSITION_MIN_INTERVAL_S per waybill:
 * the waybill row is locked, so two reports at once are checked one after the other.
 */
export async function reportPosition(db: Db, auth: Auth, input: PositionBody) {
  return db.transaction(async (tx) => {
    const [w] = await tx.select().from(waybills).where(eq(waybills.id, input.waybillId)).for('update').limit(1);
    if (!w) refuse('派车单不存在', 404);
    const [o] = await tx
      .select({ carrierUserId: orders.carrierUserId, carrierCompanyId: orders.carrierCompanyId })
      .from(orders)
      .where(eq(orders.id, w.orderId))
      .limit(1);
    const role = await reporterRole(tx, auth, w, o);
    if (!role.driver && !role.carrier) refuse('派车单不存在', 404);
    if (input.source === 'device' && !role.carrier) refuse('车载终端位置须由承运方上报');
    if (!TRACKABLE.includes(w.status as never)) refuse(TRACK_MESSAGES.notOnRoad);
    if (input.manual && !TRACKABLE_BY_HAND.includes(w.status as never)) refuse(TRACK_MESSAGES.manualAfterUnload);
    const wait = await secondsToNext(tx, w.id);
    if (wait > 0) refuse(TRACK_MESSAGES.tooSoon(wait));
    const now = Date.now();
    const recordedAt = input.recordedAt ? new Date(input.recordedAt) : new Date(now);
    if (recordedAt.getTime() > now + 60_000 || recordedAt.getTime() < now - 86_400_000) refuse(TRACK_MESSAGES.recordedAtInvalid, 400, { field: 'recordedAt' });
    const [row] = await tx
      .insert(waybillPositions)
      .values({
        waybillId: w.id,
        latE6: Math.round(input.lat * E6),
        lngE6: Math.round(input.lng * E6),
        speedKmh: input.speedKmh ?? null,
        source: input.source,
        place: input.place || null,
        reporterUserId: auth.user.id,
        recordedAt,
        ...placeColumns(input.lng, input.lat), // read as a place on every page (issue 42)
      })
      .returning({ id: waybillPositions.id });
    await placePosition(tx, db, { waybillId: w.id, positionId: row.id, lng: input.lng, lat: input.lat, at: recordedAt }); // geofence alarms (decision 029)
    return { positionId: row.id, nextReportIn: POSITION_MIN_INTERVAL_S };
  });
}

/** The track of a waybill for any of its parties (shipper, carrier, driver; operators): positions and events. */
export async function trackOf(db: Db, auth: Auth, waybillId: number): Promise<TrackView> {
  await waybillParty(db, auth, waybillId); // 404 unless a party
  const [[row], points, history] = await Promise.all([
    joinWaybillParties(
      db
        .select({
          w: waybills,
          orderNo: orders.orderNo,
          cargoId: orders.cargoId,
          carrierUserId: orders.carrierUserId,
          carrierCompanyId: orders.carrierCompanyId,
          plateNo: vehicles.plateNo,
          driverName: drivers.name,
          goodsName: cargoSources.goodsName,
        })
        .from(waybills)
        .$dynamic(),
    )
      .where(eq(waybills.id, waybillId))
      .limit(1),
    db
      .select()
      .from(waybillPositions)
      .where(eq(waybillPositions.waybillId, waybillId))
      .orderBy(desc(waybillPositions.recordedAt), desc(waybillPositions.id))
      .limit(TRACK_POINTS_MAX),
    waybillHistoryOf(db, waybillId),
  ]);
  const w = row.w;
  const [role, places, alarms] = await Promise.all([reporterRole(db, auth, w, row), cargoPlacesOf(db, row.cargoId), waybillAlarms(db, auth, w.id)]);
  const onRoad = TRACKABLE.includes(w.status as never);
  return {
    waybill: {
      id: w.id,
      waybillNo: w.waybillNo,
      orderId: w.orderId,
      orderNo: row.orderNo,
      status: w.status,
      plateNo: row.plateNo,
      driverName: row.driverName,
      origin: cityLabel(w.originCity.slice(0, 2), w.originCity),
      destination: cityLabel(w.destCity.slice(0, 2), w.destCity),
      goodsName: row.goodsName,
    },
    points: points.reverse().map((p) => ({
      lat: p.latE6 / E6,
      lng: p.lngE6 / E6,
      speedKmh: p.speedKmh,
      source: p.source as PositionSource,
      place: p.place,
      region: positionPlace(p),
      recordedAt: p.recordedAt.toISOString(),
    })),
    events: history.map((h) => ({
      toStatus: h.toStatus,
      label: waybillHistoryLabel(h.action),
      actorName: h.actorName,
      remark: h.remark,
      createdAt: h.createdAt,
    })),
    canReport: onRoad && (role.driver || role.carrier),
    canReportByHand: TRACKABLE_BY_HAND.includes(w.status as never) && (role.driver || role.carrier),
    nextReportIn: onRoad ? await secondsToNext(db, w.id) : 0,
    places,
    alarms,
  };
}

/**
 * 在途车辆: the caller's waybills on the road (scoped as the caller's waybill list is), newest first,
 * at most ON_ROAD_MAX, each with its latest position (one look-up per waybill along the
 * (waybill, recorded) index). `keyword` matches part of the waybill number or of the plate.
 */
export async function onRoad(db: Db, auth: Auth, q: OnRoadQuery): Promise<OnRoadView> {
  const keyword = q.keyword ? containing(q.keyword) : null;
  const plate = q.keyword ? containing(normalizePlate(q.keyword)) : null;
  const where = and(
    await listedWaybills(db, auth, { moving: '1' }),
    keyword && plate
      ? or(ilike(waybills.waybillNo, keyword), sql`${waybills.vehicleId} in (select ${vehicles.id} from ${vehicles} where ${vehicles.plateNo} ilike ${plate})`)
      : undefined,
  );
  const rows = await waybillList(db)
    .where(where)
    .orderBy(desc(waybills.createdAt), desc(waybills.id))
    .limit(ON_ROAD_MAX + 1);
  const shown = rows.slice(0, ON_ROAD_MAX).map(waybillRowFor(auth));
  const latest = shown.length
    ? await db
        .selectDistinctOn([waybillPositions.waybillId])
        .from(waybillPositions)
        .where(
          inArray(
            waybillPositions.waybillId,
            shown.map((w) => w.id),
          ),
        )
        .orderBy(waybillPositions.waybillId, desc(waybillPositions.recordedAt), desc(waybillPositions.id))
    : [];
  const at = new Map(latest.map((p) => [p.waybillId, p]));
  return {
    vehicles: shown.map((w) => {
      const p = at.get(w.id);
      return {
        id: w.id,
        waybillNo: w.waybillNo,
        status: w.status,
        plateNo: w.plateNo,
        driverName: w.driverName,
        origin: w.origin,
        destination: w.destination,
        goodsName: w.goodsName,
        position: p
          ? { lat: p.latE6 / E6, lng: p.lngE6 / E6, speedKmh: p.speedKmh, place: p.place, region: positionPlace(p), recordedAt: p.recordedAt.toISOString() }
          : null,
      };
    }),
    capped: rows.length > ON_ROAD_MAX,
  };
}
