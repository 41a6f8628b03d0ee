// Multi load/unload orders and carriers' driving routes over HTTP, served from the route table
// platform/contract/orders/api-multi.ts.
import { ordersMultiApi as api } from '../../contract/orders/api-multi';
import { MULTI_MESSAGES } from '../../contract/orders/multi';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { requireAuthOf } from '../../http/auth';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { deleteRoute, routeById, routeCandidates, routeCapacity, routePage, saveRoute } from './driving-routes';
import { answer } from './http-answer';
import { multiDispatch, multiOrderDetail, recordStop } from './multi';

export const ordersMultiArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.detail), (c) => answer(c, () => multiOrderDetail(db, requireAuthOf(c), c.req.valid('param').id)));
  area.openapi(routeOf(api.dispatch), (c) => answer(c, () => multiDispatch(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.dispatched));
  area.openapi(routeOf(api.stopDone), (c) => answer(c, () => recordStop(db, requireAuthOf(c), c.req.valid('json')), MULTI_MESSAGES.stopRecorded));
  area.openapi(routeOf(api.routePage), (c) => answer(c, () => routePage(db, requireAuthOf(c), c.req.valid('json'))));
  area.openapi(routeOf(api.routeGet), (c) => answer(c, () => routeById(db, requireAuthOf(c), c.req.valid('param').id)));
  area.openapi(routeOf(api.routeSave), (c) => answer(c, () => saveRoute(db, requireAuthOf(c), c.req.valid('json')), MULTI_MESSAGES.saved));
  area.openapi(routeOf(api.routeDelete), (c) => answer(c, () => deleteRoute(db, requireAuthOf(c), c.req.valid('json').id), MULTI_MESSAGES.deleted));
  area.openapi(routeOf(api.routeCapacity), (c) => answer(c, () => routeCapacity(db, requireAuthOf(c))));
  area.openapi(routeOf(api.routeOrders), (c) => answer(c, () => routeCandidates(db, requireAuthOf(c), c.req.valid('param').id)));
  return area;
};
