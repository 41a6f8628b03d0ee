// Key-area endpoints, served from the route table platform/contract/areas/api.ts; areas.ts decides
// whose areas a caller sees and changes, evaluate.ts raises the alarms from positions.
import { keyAreaApi as api } from '../../contract/areas/api';
import { KEY_AREA_MESSAGES as M } from '../../contract/areas/areas';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { alarmPage, deleteKeyArea, editAreaAlarm, keyAreaById, keyAreaList, keyAreaPage, saveKeyArea, setAlarmStatus } from './areas';

export const keyAreasArea: PlatformArea = ({ db, env }) => {
  const area = areaRouter();
  // Signed-in callers only (the route table's 'signed-in'): a browser key, but not for the public.
  area.openapi(routeOf(api.mapKeys), async (c) => {
    requireAuthOf(c);
    return c.json(ok({ ak: env.MAP_AK ?? '', as: env.MAP_AS ?? '' }), 200);
  });
  area.openapi(routeOf(api.page), async (c) => c.json(ok(await keyAreaPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.list), async (c) => c.json(ok(await keyAreaList(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.detail), async (c) => c.json(ok(await keyAreaById(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.save), async (c) => {
    const input = c.req.valid('json');
    const row = await saveKeyArea(db, requireAuthOf(c), input);
    return c.json(ok({ id: row.id }, input.id ? M.edited : M.added), 200);
  });
  area.openapi(routeOf(api.remove), async (c) => c.json(ok(await deleteKeyArea(db, requireAuthOf(c), c.req.valid('param').id), M.deleted), 200));
  area.openapi(routeOf(api.alarmRules), async (c) => c.json(ok(await keyAreaPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.editAlarm), async (c) => c.json(ok(await editAreaAlarm(db, requireAuthOf(c), c.req.valid('json')), M.alarmSaved), 200));
  area.openapi(routeOf(api.alarmStatus), async (c) => {
    const { id, alarmStatus } = c.req.valid('param');
    return c.json(ok(await setAlarmStatus(db, requireAuthOf(c), id, alarmStatus), alarmStatus === '1' ? M.alarmOn : M.alarmOff), 200);
  });
  area.openapi(routeOf(api.alarmPage), async (c) => c.json(ok(await alarmPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  return area;
};
