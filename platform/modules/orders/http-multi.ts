// Multi load/unload orders and carriers' driving routes over HTTP, served from the route table
// platform/contract/orders/api-multi.ts.
import { ordersMultiApi as api } from '../../contract/orders/api-multi';
import { MULTI_MESSAGES } from '../../contract/orders/multi';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { deleteRoute, routeById, routeCandidates, routeCapacity, routePage, saveRoute } from './driving-routes';
import { multiDispatch, multiOrderDetail, recordStop } from './multi';

export const ordersMultiArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.detail), async (c) => c.json(ok(await multiOrderDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.dispatch), async (c) => c.json(ok(await multiDispatch(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.dispatched), 200));
  area.openapi(routeOf(api.stopDone), async (c) => c.json(ok(await recordStop(db, requireAuthOf(c), c.req.valid('json')), MULTI_MESSAGES.stopRecorded), 200));
  area.openapi(routeOf(api.routePage), async (c) => c.json(ok(await routePage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.routeGet), async (c) => c.json(ok(await routeById(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.routeSave), async (c) => c.json(ok(await saveRoute(db, requireAuthOf(c), c.req.valid('json')), MULTI_MESSAGES.saved), 200));
  area.openapi(routeOf(api.routeDelete), async (c) => c.json(ok(await deleteRoute(db, requireAuthOf(c), c.req.valid('json').id), MULTI_MESSAGES.deleted), 200));
  area.openapi(routeOf(api.routeCapacity), async (c) => c.json(ok(await routeCapacity(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.routeOrders), async (c) => c.json(ok(await routeCandidates(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  return area;
};
