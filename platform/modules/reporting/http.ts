// Waybill reports over HTTP (/user/waybillPush), served from the route table
// platform/contract/reporting/api.ts. Operations only.
import { reportingApi as api } from '../../contract/reporting/api';
import { requireAuthOf } from '../../http/auth';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { answer } from '../orders/http-answer';
import { createLoginkChannel } from './logink';
import { checkWaybills, pushWaybills, reportDetail, reportPage } from './service';

export const reportingArea: PlatformArea = ({ db, env }) => {
  // One channel per platform instance: its token cache lives as long as the process.
  const channel = createLoginkChannel(env);
  const area = areaRouter();
  area.openapi(routeOf(api.page), (c) => answer(c, () => reportPage(db, requireAuthOf(c), c.req.valid('json'))));
  area.openapi(routeOf(api.detail), (c) => answer(c, () => reportDetail(db, requireAuthOf(c), channel, c.req.valid('param').id, c.req.valid('query').kind)));
  area.openapi(routeOf(api.check), (c) => answer(c, () => checkWaybills(db, requireAuthOf(c), c.req.valid('json').waybillIds, c.req.valid('json').kind)));
  area.openapi(routeOf(api.push), (c) =>
    answer(c, () => pushWaybills(db, requireAuthOf(c), channel, c.req.valid('json').waybillIds, c.req.valid('json').kind)),
  );
  return area;
};
