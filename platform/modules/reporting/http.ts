// Waybill reports over HTTP (/user/waybillPush), served from the route table
// platform/contract/reporting/api.ts. Operations only.
import { reportingApi as api } from '../../contract/reporting/api';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { createLoginkChannel } from './logink';
import { checkWaybills, pushWaybills, reportDetail, reportPage } from './service';

export const reportingArea: PlatformArea = ({ db, env }) => {
  // One channel per platform instance: its token cache lives as long as the process.
  const channel = createLoginkChannel(env);
  const area = areaRouter();
  area.openapi(routeOf(api.page), async (c) => c.json(ok(await reportPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.detail), async (c) =>
    c.json(ok(await reportDetail(db, requireAuthOf(c), channel, c.req.valid('param').id, c.req.valid('query').kind)), 200),
  );
  area.openapi(routeOf(api.check), async (c) =>
    c.json(ok(await checkWaybills(db, requireAuthOf(c), c.req.valid('json').waybillIds, c.req.valid('json').kind)), 200),
  );
  area.openapi(routeOf(api.push), async (c) =>
    c.json(ok(await pushWaybills(db, requireAuthOf(c), channel, c.req.valid('json').waybillIds, c.req.valid('json').kind)), 200),
  );
  return area;
};
