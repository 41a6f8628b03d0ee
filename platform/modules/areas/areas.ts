// Key areas (issue 47): a company's circles and polygons with their alarm rules. Every call is
// scoped to the caller's company (or to the caller, acting without one): another company's area
// answers the same 404 as a missing one. Each change is one transaction that moves the row only
// from the state it may leave (not deleted; the alarm status it had) and writes a history row;
// the change also moves updated_at, which tells the evaluator's cached index to rebuild.
import { and, desc, eq, gte, ilike, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  KEY_AREA_MESSAGES as M,
  openRing,
  type AreaAlarmInput,
  type AreaAlarmQuery,
  type AreaAlarmRow,
  type KeyAreaInput,
  type KeyAreaQuery,
  type KeyAreaRow,
  type KeyAreaShape,
} from '../../contract/areas/areas';
import { CODES } from '../../contract/codes';
import type { Page } from '../../contract/page';
import { cityCodeLabel, regionName } from '../../contract/regions';
import type { Db, Tx } from '../../db/client';
import { containing, readPage } from '../../db/paging';
import { keyAreaAlarms, keyAreaHistory, keyAreas, vehicles, waybillPositions, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { positionPlace } from '../geo/position-places';
import { selfIntersects } from './geometry';

type KeyArea = typeof keyAreas.$inferSelect;

/** Who keeps key areas: the business roles with a fleet or cargo to watch (not drivers, not operations). */
const KEEPERS = ['individual_shipper', 'enterprise_shipper', 'carrier', 'agent', 'individual_agent'];

/** Whose areas a caller keeps: the company's, or their own without a company. */
export type AreaOwner = { companyId: number | null; userId: number };

export function ownerOf(auth: Auth): AreaOwner {
  if (!KEEPERS.includes(auth.role)) refuse('您无权进行该操作');
  return { companyId: auth.user.companyId, userId: auth.user.id };
}

/** The owner's areas as a condition (the same for the list, the detail and every change). */
export function ownedBy(owner: AreaOwner): SQL {
  return owner.companyId !== null
    ? eq(keyAreas.ownerCompanyId, owner.companyId)
    : and(isNull(keyAreas.ownerCompanyId), eq(keyAreas.ownerUserId, owner.userId))!;
}

const live = (owner: AreaOwner, id: number) => and(eq(keyAreas.id, id), ownedBy(owner), isNull(keyAreas.deletedAt));

async function history(tx: Tx, areaId: number, action: string, fromStatus: string | null, toStatus: string, actorUserId: number, remark: string | null = null) {
  await tx.insert(keyAreaHistory).values({ areaId, action, fromStatus, toStatus, actorUserId, remark });
}

export function rowOf(a: KeyArea): KeyAreaRow {
  return {
    id: a.id,
    name: a.name,
    areaType: a.areaType,
    shape: a.shape as KeyAreaShape,
    cityCode: a.cityCode,
    cityLabel: cityCodeLabel(a.cityCode),
    centerLng: a.centerLng,
    centerLat: a.centerLat,
    radius: a.radiusM,
    points: a.points,
    alarmStatus: a.alarmStatus,
    stopTime: a.stopTime,
    exitTime: a.exitTime,
    mobile: a.mobile,
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** The geometry columns of a valid input; refuses a self-intersecting polygon and an unknown city at their fields. */
function geometryOf(input: KeyAreaInput) {
  if (input.cityCode && !regionName(input.cityCode)) refuse(M.cityInvalid, CODES.BAD_REQUEST, { field: 'cityCode' });
  if (input.shape === 'circle') {
    return { shape: 'circle', centerLng: input.centerLng!, centerLat: input.centerLat!, radiusM: input.radius!, points: [] as [number, number][] };
  }
  const ring = openRing(input.points!);
  if (selfIntersects(ring)) refuse(M.selfIntersecting, CODES.BAD_REQUEST, { field: 'points' });
  return { shape: 'polygon', centerLng: null, centerLat: null, radiusM: null, points: ring };
}

/** Adds (no id) or edits a key area of the caller's company. */
export async function saveKeyArea(db: Db, auth: Auth, input: KeyAreaInput): Promise<KeyArea> {
  const owner = ownerOf(auth);
  const values = { name: input.name, areaType: input.areaType, cityCode: input.cityCode ?? null, ...geometryOf(input) };
  return db.transaction(async (tx) => {
    if (input.id) {
      const [moved] = await tx
        .update(keyAreas)
        .set({ ...values, updatedAt: new Date() })
        .where(live(owner, input.id))
        .returning();
      if (!moved) refuse(M.notFound, CODES.NOT_FOUND);
      await history(tx, moved.id, 'edit', moved.alarmStatus, moved.alarmStatus, auth.user.id);
      return moved;
    }
    const [row] = await tx
      .insert(keyAreas)
      .values({ ...values, ownerCompanyId: owner.companyId, ownerUserId: owner.userId })
      .returning();
    await history(tx, row.id, 'create', null, row.alarmStatus, auth.user.id);
    return row;
  });
}

export async function keyAreaById(db: Db, auth: Auth, id: number): Promise<KeyAreaRow> {
  const [row] = await db
    .select()
    .from(keyAreas)
    .where(live(ownerOf(auth), id))
    .limit(1);
  if (!row) refuse(M.notFound, CODES.NOT_FOUND);
  return rowOf(row);
}

/** Deletes a key area (soft: its alarms keep naming it); its alarms stop with it. */
export async function deleteKeyArea(db: Db, auth: Auth, id: number): Promise<{ id: number }> {
  const owner = ownerOf(auth);
  return db.transaction(async (tx) => {
    const [moved] = await tx.update(keyAreas).set({ deletedAt: new Date(), updatedAt: new Date() }).where(live(owner, id)).returning();
    if (!moved) refuse(M.notFound, CODES.NOT_FOUND);
    await history(tx, id, 'delete', moved.alarmStatus, moved.alarmStatus, auth.user.id);
    return { id };
  });
}

/** editAreaAlarm: sets the rules of the given areas and switches their alarms on; all or none (one unknown id refuses all). */
export async function editAreaAlarm(db: Db, auth: Auth, input: AreaAlarmInput): Promise<{ ids: number[] }> {
  const owner = ownerOf(auth);
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ id: keyAreas.id, alarmStatus: keyAreas.alarmStatus })
      .from(keyAreas)
      .where(and(inArray(keyAreas.id, ids), ownedBy(owner), isNull(keyAreas.deletedAt)))
      .for('update');
    if (before.length !== ids.length) refuse(M.notFound, CODES.NOT_FOUND);
    const remark = `停留${input.stopTime}分钟，离开${input.exitTime}分钟，通知${input.mobile || '无短信'}`;
    for (const b of before) {
      await tx
        .update(keyAreas)
        .set({ stopTime: input.stopTime, exitTime: input.exitTime, mobile: input.mobile, alarmStatus: '1', updatedAt: new Date() })
        .where(eq(keyAreas.id, b.id));
      await history(tx, b.id, 'alarm', b.alarmStatus, '1', auth.user.id, remark);
    }
    return { ids };
  });
}

/** editAreaAlarmStatus/{id}/{alarmStatus}: switches one area's alarm on or off; the same status again is refused. */
export async function setAlarmStatus(db: Db, auth: Auth, id: number, alarmStatus: '0' | '1'): Promise<{ id: number; alarmStatus: string }> {
  const owner = ownerOf(auth);
  const from = alarmStatus === '1' ? '0' : '1';
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(keyAreas)
      .set({ alarmStatus, updatedAt: new Date() })
      .where(and(live(owner, id), eq(keyAreas.alarmStatus, from)))
      .returning({ id: keyAreas.id });
    if (!moved) {
      const [exists] = await tx.select({ id: keyAreas.id }).from(keyAreas).where(live(owner, id)).limit(1);
      if (!exists) refuse(M.notFound, CODES.NOT_FOUND);
      refuse(alarmStatus === '1' ? '该区域的报警已开启' : '该区域的报警已关闭');
    }
    await history(tx, id, alarmStatus === '1' ? 'alarm_on' : 'alarm_off', from, alarmStatus, auth.user.id);
    return { id, alarmStatus };
  });
}

function areaWhere(owner: AreaOwner, q: KeyAreaQuery): SQL | undefined {
  return and(
    ownedBy(owner),
    isNull(keyAreas.deletedAt),
    q.name ? ilike(keyAreas.name, containing(q.name)) : undefined,
    q.areaType ? eq(keyAreas.areaType, q.areaType) : undefined,
    q.alarmStatus ? eq(keyAreas.alarmStatus, q.alarmStatus) : undefined,
  );
}

/** getPage (and getAlarmPage: the same rows, read for their rules): the company's areas, last changed first. */
export async function keyAreaPage(db: Db, auth: Auth, q: KeyAreaQuery): Promise<Page<KeyAreaRow>> {
  const where = areaWhere(ownerOf(auth), q);
  const { rows, total } = await readPage(
    q,
    db.select().from(keyAreas).where(where).orderBy(desc(keyAreas.updatedAt), desc(keyAreas.id)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(keyAreas)
      .where(where),
  );
  return { records: rows.map(rowOf), total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** getList: every live area of the company, by name. */
export async function keyAreaList(db: Db, auth: Auth) {
  return db
    .select({ id: keyAreas.id, name: keyAreas.name, areaType: keyAreas.areaType })
    .from(keyAreas)
    .where(and(ownedBy(ownerOf(auth)), isNull(keyAreas.deletedAt)))
    .orderBy(keyAreas.name, keyAreas.id)
    .limit(1000);
}

/** China's day boundaries (UTC+8) of a YYYY-MM-DD. */
const chinaDay = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** alarmPage: the alarms raised on the company's areas, newest first. */
export async function alarmPage(db: Db, auth: Auth, q: AreaAlarmQuery): Promise<Page<AreaAlarmRow>> {
  const owner = ownerOf(auth);
  const mine =
    owner.companyId !== null
      ? eq(keyAreaAlarms.ownerCompanyId, owner.companyId)
      : and(isNull(keyAreaAlarms.ownerCompanyId), eq(keyAreaAlarms.ownerUserId, owner.userId));
  const where = and(
    mine,
    q.areaId ? eq(keyAreaAlarms.areaId, q.areaId) : undefined,
    q.alarmType ? eq(keyAreaAlarms.alarmType, q.alarmType) : undefined,
    q.waybillNo ? ilike(waybills.waybillNo, containing(q.waybillNo)) : undefined,
    q.startDate ? gte(keyAreaAlarms.at, chinaDay(q.startDate)) : undefined,
    q.endDate ? lt(keyAreaAlarms.at, new Date(chinaDay(q.endDate).getTime() + 86_400_000)) : undefined,
  );
  const { rows, total } = await readPage(
    q,
    db
      .select({
        a: keyAreaAlarms,
        areaName: keyAreas.name,
        areaType: keyAreas.areaType,
        waybillNo: waybills.waybillNo,
        plateNo: vehicles.plateNo,
        provinceCode: waybillPositions.provinceCode,
        cityCode: waybillPositions.cityCode,
        districtCode: waybillPositions.districtCode,
      })
      .from(keyAreaAlarms)
      .innerJoin(keyAreas, eq(keyAreas.id, keyAreaAlarms.areaId))
      .innerJoin(waybills, eq(waybills.id, keyAreaAlarms.waybillId))
      .leftJoin(vehicles, eq(vehicles.id, waybills.vehicleId))
      .leftJoin(waybillPositions, eq(waybillPositions.id, keyAreaAlarms.positionId))
      .where(where)
      .orderBy(desc(keyAreaAlarms.at), desc(keyAreaAlarms.id)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(keyAreaAlarms)
      .innerJoin(waybills, eq(waybills.id, keyAreaAlarms.waybillId))
      .where(where),
  );
  return {
    records: rows.map((r) => ({
      id: r.a.id,
      areaId: r.a.areaId,
      areaName: r.areaName,
      areaType: r.areaType,
      waybillId: r.a.waybillId,
      waybillNo: r.waybillNo,
      plateNo: r.plateNo ?? '',
      alarmType: r.a.alarmType,
      lng: r.a.lng,
      lat: r.a.lat,
      region: positionPlace(r),
      minutes: r.a.minutes,
      at: r.a.at.toISOString(),
    })),
    total,
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
  };
}

/** How many alarms a waybill's track shows (the newest). */
const TRACK_ALARMS_MAX = 100;

/**
 * The alarms one waybill raised that the caller may see, for its track: those of the caller's own
 * areas (a company's, or a user's without one), every one for operations, none for anyone else
 * (a driver keeps no areas). The caller's right to the waybill is the track's to check.
 */
export async function waybillAlarms(db: Db, auth: Auth, waybillId: number) {
  const mine =
    auth.role === 'operator'
      ? undefined
      : KEEPERS.includes(auth.role)
        ? auth.user.companyId !== null
          ? eq(keyAreaAlarms.ownerCompanyId, auth.user.companyId)
          : and(isNull(keyAreaAlarms.ownerCompanyId), eq(keyAreaAlarms.ownerUserId, auth.user.id))
        : sql`false`;
  const rows = await db
    .select({
      a: keyAreaAlarms,
      areaName: keyAreas.name,
      provinceCode: waybillPositions.provinceCode,
      cityCode: waybillPositions.cityCode,
      districtCode: waybillPositions.districtCode,
    })
    .from(keyAreaAlarms)
    .innerJoin(keyAreas, eq(keyAreas.id, keyAreaAlarms.areaId))
    .leftJoin(waybillPositions, eq(waybillPositions.id, keyAreaAlarms.positionId))
    .where(and(eq(keyAreaAlarms.waybillId, waybillId), mine))
    .orderBy(desc(keyAreaAlarms.at), desc(keyAreaAlarms.id))
    .limit(TRACK_ALARMS_MAX);
  return rows
    .reverse()
    .map((r) => ({ alarmType: r.a.alarmType, areaName: r.areaName, lng: r.a.lng, lat: r.a.lat, region: positionPlace(r), at: r.a.at.toISOString() }));
}
