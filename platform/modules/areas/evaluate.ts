// Geofence alarms (issue 47): each position of a waybill, as it is stored, is placed against the
// active key areas (alarm on, not deleted) of the waybill's parties — its shipper's and its
// carrier's company (or the user, without one); never any other company's. The episode state
// per waybill × area (key_area_presence) makes each alarm once per episode:
//   - enter (1): the point is inside an area the waybill was not in (or first seen inside);
//   - leave (2): the point is beyond the leave margin of an area it was in (hysteresis: a point in
//     the band between inside and margin changes nothing, so GPS jitter at the edge raises nothing);
//   - stay (3): still inside stopTime minutes (by the positions' recorded times) after entering;
//   - away (4): still outside exitTime minutes after leaving.
// An alarm is stored, told to the owner's users as an in-app message and, with a mobile in the
// rules, queued in the SMS outbox. It runs inside the position's transaction (decision 029), which
// holds the waybill's row lock, so two positions of one waybill are placed one after the other.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { KEY_AREA_ALARM_TYPE, KEY_AREA_TYPE, type KeyAreaAlarmType, type LngLat } from '../../contract/areas/areas';
import { labelIn } from '../../contract/dictionaries';
import type { Db, Tx } from '../../db/client';
import { keyAreaAlarms, keyAreaPresence, keyAreas, orders, smsOutbox, users, vehicles, waybills } from '../../db/schema';
import { notify } from '../workspace/notify';
import { ownedBy, type AreaOwner } from './areas';
import { AreaIndex, type AreaGeometry, type Placement } from './geometry';

/** An active area as the evaluator keeps it: its geometry and its rules. */
export type WatchedArea = AreaGeometry & {
  name: string;
  areaType: string;
  stopTime: number;
  exitTime: number;
  mobile: string;
  ownerCompanyId: number | null;
  ownerUserId: number;
};

type Owner = AreaOwner;
const keyOf = (o: Owner) => (o.companyId !== null ? `c${o.companyId}` : `u${o.userId}`);

/** Each owner's index, kept while its areas' stamp (count and last change) is the same. */
const indexes = new WeakMap<object, Map<string, { stamp: string; index: AreaIndex<WatchedArea> }>>();

export function watchedAreaOf(a: typeof keyAreas.$inferSelect): WatchedArea {
  const rules = {
    name: a.name,
    areaType: a.areaType,
    stopTime: a.stopTime,
    exitTime: a.exitTime,
    mobile: a.mobile,
    ownerCompanyId: a.ownerCompanyId,
    ownerUserId: a.ownerUserId,
  };
  return a.shape === 'circle'
    ? { id: a.id, shape: 'circle', center: [a.centerLng!, a.centerLat!], radiusM: a.radiusM!, ...rules }
    : { id: a.id, shape: 'polygon', ring: a.points, ...rules };
}

/**
 * The owner's index of active areas. One small query tells whether any of the owner's areas changed
 * since the index was built (every change moves updated_at, a delete too), so a change made by any
 * process is seen by the next position; the index is rebuilt only then.
 */
async function indexOf(db: Db | Tx, cacheKey: object, owner: Owner): Promise<AreaIndex<WatchedArea>> {
  const [s] = await db
    .select({ stamp: sql<string>`count(*)::text || '/' || coalesce(max(${keyAreas.updatedAt})::text, '')` })
    .from(keyAreas)
    .where(ownedBy(owner));
  let cache = indexes.get(cacheKey);
  if (!cache) indexes.set(cacheKey, (cache = new Map()));
  const key = keyOf(owner);
  const hit = cache.get(key);
  if (hit && hit.stamp === s.stamp) return hit.index;
  const rows = await db
    .select()
    .from(keyAreas)
    .where(and(ownedBy(owner), isNull(keyAreas.deletedAt), eq(keyAreas.alarmStatus, '1')));
  const index = new AreaIndex(rows.map(watchedAreaOf));
  cache.set(key, { stamp: s.stamp, index });
  return index;
}

export type PositionToPlace = { waybillId: number; positionId: number | null; lng: number; lat: number; at: Date };
type Presence = typeof keyAreaPresence.$inferSelect;
export type RaisedAlarm = { area: WatchedArea; alarmType: KeyAreaAlarmType; minutes: number | null };

const minutesBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / 60_000);

/**
 * The next episode state and the alarm (if any) of one area for one position: the evaluator's rule,
 * apart from the database so the tests and the bench read it alone.
 */
export function step(
  area: WatchedArea,
  placement: Placement,
  state: Pick<Presence, 'inside' | 'since' | 'leftOnce' | 'timerAlarmed' | 'lastAt'> | null,
  at: Date,
): { next: Pick<Presence, 'inside' | 'since' | 'leftOnce' | 'timerAlarmed' | 'lastAt'> | null; alarm: RaisedAlarm | null } {
  if (state && at < state.lastAt) return { next: null, alarm: null }; // an older position arriving late changes nothing
  if (placement === 'edge') return { next: state ? { ...state, lastAt: at } : null, alarm: null };
  const inside = placement === 'inside';
  if (!state) {
    const next = { inside, since: at, leftOnce: false, timerAlarmed: false, lastAt: at };
    return { next, alarm: inside ? { area, alarmType: '1', minutes: null } : null };
  }
  if (state.inside !== inside) {
    const next = { inside, since: at, leftOnce: state.leftOnce || !inside, timerAlarmed: false, lastAt: at };
    return { next, alarm: { area, alarmType: inside ? '1' : '2', minutes: null } };
  }
  const next = { ...state, lastAt: at };
  const limit = inside ? area.stopTime : state.leftOnce ? area.exitTime : 0;
  const minutes = minutesBetween(state.since, at);
  if (limit > 0 && !state.timerAlarmed && minutes >= limit) {
    return { next: { ...next, timerAlarmed: true }, alarm: { area, alarmType: inside ? '3' : '4', minutes } };
  }
  return { next, alarm: null };
}

/** Places one stored position of a waybill against its parties' areas; stores, tells and returns the alarms raised. */
export async function placePosition(tx: Tx, cacheKey: object, p: PositionToPlace): Promise<RaisedAlarm[]> {
  const [w] = await tx
    .select({
      waybillNo: waybills.waybillNo,
      plateNo: vehicles.plateNo,
      shipperCompanyId: orders.shipperCompanyId,
      shipperUserId: orders.shipperUserId,
      carrierCompanyId: orders.carrierCompanyId,
      carrierUserId: orders.carrierUserId,
    })
    .from(waybills)
    .innerJoin(orders, eq(orders.id, waybills.orderId))
    .leftJoin(vehicles, eq(vehicles.id, waybills.vehicleId))
    .where(eq(waybills.id, p.waybillId))
    .limit(1);
  if (!w) return [];
  const owners = new Map<string, Owner>();
  for (const o of [
    { companyId: w.shipperCompanyId, userId: w.shipperUserId },
    { companyId: w.carrierCompanyId, userId: w.carrierUserId },
  ])
    owners.set(keyOf(o), o);
  const point: LngLat = [p.lng, p.lat];
  const active = new Map<number, WatchedArea>();
  const placed = new Map<number, Placement>();
  for (const owner of owners.values()) {
    const index = await indexOf(tx, cacheKey, owner);
    for (const a of index.areas) active.set(a.id, a);
    for (const { area, placement } of index.near(point)) placed.set(area.id, placement);
  }
  if (!active.size) return [];
  const states = await tx
    .select()
    .from(keyAreaPresence)
    .where(and(eq(keyAreaPresence.waybillId, p.waybillId), inArray(keyAreaPresence.areaId, [...active.keys()])));
  const stateOf = new Map(states.map((s) => [s.areaId, s]));
  // Areas near the point, and areas the waybill has a state with (every other active area is 'outside' and has no episode to end).
  const ids = new Set([...placed.keys(), ...stateOf.keys()]);
  const raised: RaisedAlarm[] = [];
  for (const id of ids) {
    const area = active.get(id)!;
    const state = stateOf.get(id) ?? null;
    const { next, alarm } = step(area, placed.get(id) ?? 'outside', state, p.at);
    if (next) {
      await tx
        .insert(keyAreaPresence)
        .values({ waybillId: p.waybillId, areaId: id, ...next })
        .onConflictDoUpdate({ target: [keyAreaPresence.waybillId, keyAreaPresence.areaId], set: next });
    }
    if (alarm) raised.push(alarm);
  }
  for (const alarm of raised) await raise(tx, alarm, p, w);
  return raised;
}

/** Stores the alarm and tells the area's owner: an in-app message to its users, an SMS to the rules' mobile. */
async function raise(tx: Tx, alarm: RaisedAlarm, p: PositionToPlace, w: { waybillNo: string; plateNo: string | null }) {
  const { area } = alarm;
  await tx.insert(keyAreaAlarms).values({
    areaId: area.id,
    ownerCompanyId: area.ownerCompanyId,
    ownerUserId: area.ownerUserId,
    waybillId: p.waybillId,
    positionId: p.positionId,
    alarmType: alarm.alarmType,
    lng: p.lng,
    lat: p.lat,
    minutes: alarm.minutes,
    at: p.at,
  });
  const what = labelIn(KEY_AREA_ALARM_TYPE, alarm.alarmType);
  const duration = alarm.minutes !== null ? `（${alarm.minutes}分钟）` : '';
  const content = `派车单${w.waybillNo}${w.plateNo ? `（${w.plateNo}）` : ''}${what}${duration}：${labelIn(KEY_AREA_TYPE, area.areaType)}「${area.name}」，位置 ${p.lng.toFixed(5)}, ${p.lat.toFixed(5)}`;
  const recipients =
    area.ownerCompanyId !== null
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.companyId, area.ownerCompanyId), eq(users.status, 'active')))
          .orderBy(users.id)
          .limit(50)
      : [{ id: area.ownerUserId }];
  for (const r of recipients) {
    await notify(tx, r.id, {
      type: 'waybill',
      title: `重点区域报警：${what}`,
      content,
      link: `/my-center/areaAlertManage?waybillNo=${encodeURIComponent(w.waybillNo)}`,
    });
  }
  if (area.mobile) await tx.insert(smsOutbox).values({ mobile: area.mobile, type: 'area_alarm', content: `【运宝网络货运】${content}` });
}
