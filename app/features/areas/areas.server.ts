// The key-area screens' server side: the company's areas (filters and pages in the URL) with the
// add/edit form (?edit=new|id), the alarm rules form (?alarm=id) and the delete confirmation
// (?delete=id), all routes of the same list; and the alarms raised (filters in the URL). Forms
// post, re-validate with the contract's schemas and redirect with a flash.
import { data } from '@remix-run/node';
import { areaAlarmForm, areaAlarmQuery, keyAreaForm, keyAreaQuery, KEY_AREA_MESSAGES as M, type AreaAlarmRow, type KeyAreaRow } from '#contract/areas/areas';
import { KEY_AREA_ALARM_TYPE, KEY_AREA_TYPE } from '#contract/areas/messages';
import { labelIn } from '#contract/dictionaries';
import { filterParams } from '#app/components/list-ui';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { shortDateTime } from '#app/utils/format';
import { cityOptions, deleteAndReturn, loadOwned, loadPage, readForm, redirectWith, submitForm } from '#app/utils/forms.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { chinaMap, mapTiles } from '#app/components/map-kit.server';
import type { MapLayer, MapTone } from '#app/components/map-kit-shapes';
import { AREA_PATHS } from './paths';

const coordinates = (lng: number, lat: number) => `${lng.toFixed(5)}, ${lat.toFixed(5)}`;

function areaView(a: KeyAreaRow) {
  return {
    ...a,
    typeLabel: labelIn(KEY_AREA_TYPE, a.areaType),
    geometry: a.shape === 'circle' ? `圆形：中心 ${coordinates(a.centerLng ?? 0, a.centerLat ?? 0)}，半径 ${a.radius} 米` : `多边形：${a.points.length} 个顶点`,
    rules:
      a.alarmStatus === '1'
        ? [`进出区域`, a.stopTime ? `停留超过${a.stopTime}分钟` : '', a.exitTime ? `离开超过${a.exitTime}分钟` : ''].filter(Boolean).join('、')
        : '',
    pointsText: a.points.map(([lng, lat]) => `${lng},${lat}`).join('\n'),
  };
}
export type KeyAreaView = ReturnType<typeof areaView>;

/** Loading and unloading sites in the area tone, no-stop and restricted zones in the warning tone. */
const toneOfArea = (areaType: string): MapTone => (areaType === '3' || areaType === '4' ? 'zone' : 'area');

/**
 * The page's areas on a map fitted to them, each a link to its form (?edit=id, the list's filters
 * kept); with none, the whole country (a click on it still chooses a new circle's centre with JS).
 */
function areasMap(areas: KeyAreaRow[], url: URL) {
  const editLink = (id: number) => {
    const params = filterParams(Object.fromEntries(url.searchParams));
    for (const panel of ['edit', 'alarm', 'delete']) params.delete(panel);
    params.set('edit', String(id));
    return `${AREA_PATHS.areas}?${params}`;
  };
  const layers: MapLayer[] = areas.map((a) => {
    const label = `${a.name}（${labelIn(KEY_AREA_TYPE, a.areaType)}）`;
    const common = { label, tone: toneOfArea(a.areaType), href: editLink(a.id) };
    return a.shape === 'circle'
      ? { kind: 'circle', center: [a.centerLng ?? 0, a.centerLat ?? 0], radiusM: a.radius ?? 0, ...common }
      : { kind: 'polygon', ring: a.points, ...common };
  });
  return chinaMap({ extent: 'fit', layers });
}

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** The list, and whichever panel the URL opens: the form (?edit=new|id), the alarm rules (?alarm=id) or the delete confirmation (?delete=id). */
export async function keyAreasData(caller: Caller) {
  await requireUser(caller);
  const url = new URL(caller.request.url);
  const { query, page } = await loadPage(caller, api.keyArea.page, keyAreaQuery);
  const edit = url.searchParams.get('edit');
  const editId = idOf(edit);
  const alarmId = idOf(url.searchParams.get('alarm'));
  const deleteId = idOf(url.searchParams.get('delete'));
  const editing = editId ? areaView(await loadOwned(caller, api.keyArea.detail, editId)) : null;
  const alarming = alarmId ? areaView(await loadOwned(caller, api.keyArea.detail, alarmId)) : null;
  const deleting = deleteId ? areaView(await loadOwned(caller, api.keyArea.detail, deleteId)) : null;
  const formOpen = edit === 'new' || editing !== null;
  const map = areasMap(page.records, url);
  return {
    map,
    tiles: mapTiles(map, (await api.keyArea.mapKeys(caller)).ak),
    query: {
      name: query.name ?? '',
      areaType: query.areaType ?? '',
      alarmStatus: query.alarmStatus ?? '',
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    },
    page: { ...page, records: page.records.map(areaView) },
    form: formOpen ? { area: editing } : null,
    alarming,
    deleting,
    cities: formOpen ? cityOptions() : [],
  };
}

/** Where an action returns: the list with its filters, without the panel. */
function listOf(request: Request): string {
  const filters = filterParams(Object.fromEntries(new URL(request.url).searchParams));
  for (const panel of ['edit', 'alarm', 'delete']) filters.delete(panel);
  return `${AREA_PATHS.areas}${filters.size ? `?${filters}` : ''}`;
}

/** save | alarm | alarmStatus | delete, each by its intent; an unknown intent is a 400. */
export async function keyAreasAction(caller: Caller) {
  await requireUser(caller);
  const { request } = caller;
  const formData = await readForm(request);
  const list = listOf(request);
  switch (formData.get('intent')) {
    case 'save': {
      const result = await submitForm(formData, keyAreaForm, (value) => api.keyArea.save(caller, value));
      if (!result.ok) return result.response;
      return redirectWith(request, list, formData.get('id') ? M.edited : M.added);
    }
    case 'alarm': {
      const result = await submitForm(formData, areaAlarmForm, (value) => api.keyArea.editAlarm(caller, value));
      if (!result.ok) return result.response;
      return redirectWith(request, list, M.alarmSaved);
    }
    case 'alarmStatus': {
      const id = idOf(String(formData.get('id') ?? ''));
      const alarmStatus = formData.get('alarmStatus');
      if (!id || (alarmStatus !== '0' && alarmStatus !== '1')) throw data('参数不正确', { status: 400 });
      try {
        await api.keyArea.alarmStatus(caller, { id, alarmStatus });
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        return redirectWith(request, list, error.message, 'error');
      }
      return redirectWith(request, list, alarmStatus === '1' ? M.alarmOn : M.alarmOff);
    }
    case 'delete':
      return deleteAndReturn(caller, api.keyArea.remove, String(formData.get('id') ?? ''), list, M.deleted);
    default:
      throw new Response('未知的操作', { status: 400 });
  }
}

function alarmView(a: AreaAlarmRow) {
  return {
    ...a,
    typeLabel: labelIn(KEY_AREA_ALARM_TYPE, a.alarmType),
    areaTypeLabel: labelIn(KEY_AREA_TYPE, a.areaType),
    place: `${a.region ?? '所在地区未知'}（经纬度 ${coordinates(a.lng, a.lat)}）`,
    duration: a.minutes !== null ? `${a.minutes} 分钟` : '',
    time: shortDateTime(a.at),
  };
}
export type AreaAlarmView = ReturnType<typeof alarmView>;

/** Where the track of an alarm's waybill opens (its route and where the alarm was raised). */
export const alarmTrackPath = (a: Pick<AreaAlarmRow, 'waybillId'>) => `/shipper/dispatch/track?waybillId=${a.waybillId}`;

/** The page's alarms where they were raised, on a map fitted to them, each a link to its waybill's track. */
function alarmsMap(alarms: AreaAlarmView[]) {
  const layers: MapLayer[] = alarms.map((a) => ({
    kind: 'marker',
    at: [a.lng, a.lat],
    tone: 'alarm',
    label: `${a.typeLabel}：${a.areaName}，${a.plateNo || a.waybillNo}，${a.time}`,
    named: false,
    href: alarmTrackPath(a),
  }));
  return chinaMap({ extent: 'fit', layers });
}

/** The alarms of the company's areas (area, waybill number, type, days in the URL) and the areas to filter by. */
export async function areaAlarmsData(caller: Caller) {
  await requireUser(caller);
  const [{ query, page }, areas, keys] = await Promise.all([
    loadPage(caller, api.keyArea.alarmPage, areaAlarmQuery),
    api.keyArea.list(caller),
    api.keyArea.mapKeys(caller),
  ]);
  const records = page.records.map(alarmView);
  const map = alarmsMap(records);
  return {
    map,
    tiles: mapTiles(map, keys.ak),
    query: {
      areaId: query.areaId ? String(query.areaId) : '',
      waybillNo: query.waybillNo ?? '',
      alarmType: query.alarmType ?? '',
      startDate: query.startDate ?? '',
      endDate: query.endDate ?? '',
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    },
    page: { ...page, records },
    areas: areas.map((a) => ({ value: String(a.id), label: `${a.name}（${labelIn(KEY_AREA_TYPE, a.areaType)}）` })),
  };
}
