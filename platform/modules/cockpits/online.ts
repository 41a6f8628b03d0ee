// 在线监控 (/cockpit/online): the caller's waybills on the road now (START / LOAD / UNLOAD), each
// with its latest position (offline once older than the chosen minutes), counted by state and by
// province, and the latest exceptions reported on their waybills. On-road waybills are the live
// trips, a bounded set (an index on the three states serves operations' platform-wide look).
import { sql } from 'drizzle-orm';
import { ON_ROAD_STATES, TOP_ROWS, UNLOCATED, VEHICLE_ROWS, type OnlineView, type ProvinceCount } from '../../contract/cockpits/schemas';
import type { Db } from '../../db/client';
import { keyAreaAlarms, keyAreas, vehicles, waybillAbnormals, waybillPositions, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { isOperator } from '../orders/access';
import { positionPlace } from '../geo/position-places';
import { provinceAt } from './provinces';
import { cockpitScope, num, rowsOf } from './scope';

type RoadRow = {
  id: number;
  waybill_no: string;
  status: string;
  plate_no: string;
  lat_e6: number | null;
  lng_e6: number | null;
  recorded_at: string | Date | null;
  province_code: string | null;
  city_code: string | null;
  district_code: string | null;
};
type AlarmRow = { id: number; waybill_no: string; area_name: string; alarm_type: string; at: string | Date };
type ExceptionRow = { id: number; waybill_no: string; abnormal_type: string; description: string; status: string; created_at: string | Date };

const iso = (t: string | Date) => new Date(t).toISOString();
const onRoad = sql.join(
  ON_ROAD_STATES.map((s) => sql`${s}`),
  sql`, `,
);

export async function onlineCockpit(db: Db, auth: Auth, offlineMinutes: number, now: Date = new Date()): Promise<OnlineView> {
  const scope = await cockpitScope(db, auth);
  // Alarms are their areas' owner's: a company sees those raised on its own areas (the other party
  // of the same waybill may keep areas of its own), operations every one.
  const ownAreas = isOperator(auth)
    ? sql`true`
    : auth.user.companyId !== null
      ? sql`a.owner_company_id = ${auth.user.companyId}`
      : sql`(a.owner_company_id is null and a.owner_user_id = ${auth.user.id})`;
  const [road, exceptions, [pending], alarms] = await Promise.all([
    rowsOf<RoadRow>(
      db.execute(sql`
        select ${waybills.id} as id, ${waybills.waybillNo} as waybill_no, ${waybills.status} as status, ${vehicles.plateNo} as plate_no,
               p.lat_e6, p.lng_e6, p.recorded_at, p.province_code, p.city_code, p.district_code
        from ${waybills}
        join ${vehicles} on ${vehicles.id} = ${waybills.vehicleId}
        left join lateral (
          select lat_e6, lng_e6, recorded_at, province_code, city_code, district_code from ${waybillPositions}
          where ${waybillPositions.waybillId} = ${waybills.id} order by ${waybillPositions.recordedAt} desc limit 1
        ) p on true
        where ${waybills.status} in (${onRoad}) and ${scope.waybills}`),
    ),
    rowsOf<ExceptionRow>(
      db.execute(sql`
        select a.id, ${waybills.waybillNo} as waybill_no, a.abnormal_type, a.description, a.status, a.created_at
        from ${waybillAbnormals} a join ${waybills} on ${waybills.id} = a.waybill_id
        where ${scope.waybills}
        order by a.created_at desc, a.id desc limit ${TOP_ROWS}`),
    ),
    rowsOf<{ n: unknown }>(
      db.execute(sql`
        select count(*) as n from ${waybillAbnormals} a join ${waybills} on ${waybills.id} = a.waybill_id
        where a.status = '0' and ${scope.waybills}`),
    ),
    rowsOf<AlarmRow>(
      db.execute(sql`
        select a.id, ${waybills.waybillNo} as waybill_no, ${keyAreas.name} as area_name, a.alarm_type, a.at
        from ${keyAreaAlarms} a
        join ${waybills} on ${waybills.id} = a.waybill_id
        join ${keyAreas} on ${keyAreas.id} = a.area_id
        where ${ownAreas} and ${scope.waybills}
        order by a.at desc, a.id desc limit ${TOP_ROWS}`),
    ),
  ]);

  const cutoff = now.getTime() - offlineMinutes * 60_000;
  const byStatus = { START: 0, LOAD: 0, UNLOAD: 0 };
  const provinces = new Map<string, ProvinceCount>();
  let online = 0;
  let offline = 0;
  let unlocated = 0;
  const located = road.map((r) => {
    byStatus[r.status as keyof typeof byStatus] += 1;
    const has = r.lat_e6 !== null && r.lng_e6 !== null && r.recorded_at !== null;
    const lat = has ? r.lat_e6! / 1e6 : null;
    const lng = has ? r.lng_e6! / 1e6 : null;
    const isOffline = has && new Date(r.recorded_at!).getTime() < cutoff;
    if (!has) unlocated += 1;
    else if (isOffline) offline += 1;
    else online += 1;
    const province = has ? provinceAt(lng!, lat!) : UNLOCATED;
    if (has) {
      const p = provinces.get(province) ?? { province, online: 0, offline: 0 };
      if (isOffline) p.offline += 1;
      else p.online += 1;
      provinces.set(province, p);
    }
    return {
      waybillId: r.id,
      waybillNo: r.waybill_no,
      plateNo: r.plate_no,
      status: r.status,
      lat,
      lng,
      recordedAt: has ? iso(r.recorded_at!) : null,
      offline: isOffline,
      province,
      place: has ? positionPlace({ provinceCode: r.province_code, cityCode: r.city_code, districtCode: r.district_code }) : null,
    };
  });
  // The latest reported first; vehicles without a position after them.
  located.sort((a, b) => (b.recordedAt ?? '').localeCompare(a.recordedAt ?? '') || b.waybillId - a.waybillId);
  return {
    generatedAt: now.toISOString(),
    offlineMinutes,
    onRoad: road.length,
    byStatus,
    online,
    offline,
    unlocated,
    byProvince: [...provinces.values()].sort((a, b) => b.online + b.offline - (a.online + a.offline) || a.province.localeCompare(b.province)),
    vehicles: located.slice(0, VEHICLE_ROWS),
    exceptions: exceptions.map((e) => ({
      id: e.id,
      waybillNo: e.waybill_no,
      abnormalType: e.abnormal_type,
      description: e.description,
      status: e.status,
      createdAt: iso(e.created_at),
    })),
    pendingExceptions: num(pending?.n),
    alarms: alarms.map((a) => ({ id: a.id, waybillNo: a.waybill_no, areaName: a.area_name, alarmType: a.alarm_type, at: iso(a.at) })),
  };
}
