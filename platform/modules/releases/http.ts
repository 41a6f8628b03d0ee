// Release versions endpoints, from the route table platform/contract/releases/api.ts.
import { releasesApi as api } from '../../contract/releases/api';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { deleteVersion, saveVersion, versionPage } from './versions';

export const releasesArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.page), async (c) => c.json(ok(await versionPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.save), async (c) => c.json(ok(await saveVersion(db, requireAuthOf(c), c.req.valid('json')), '保存成功'), 200));
  area.openapi(routeOf(api.remove), async (c) => c.json(ok(await deleteVersion(db, requireAuthOf(c), c.req.valid('param').id), '已删除'), 200));
  return area;
};
