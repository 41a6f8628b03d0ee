// Multi load/unload orders and carriers' routes over HTTP (issue #8), in the platform's style.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { MULTI_MESSAGES, multiDispatchBody, routeBody, routeIdBody, routeQuery, stopDoneBody } from '../../contract/orders/multi';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { attempt } from '../auth/refusal';
import { deleteRoute, routeById, routeCandidates, routeCapacity, routePage, saveRoute } from './carrier-routes';
import { multiDispatch, multiOrderDetail, recordStop } from './multi';
import { anyData, routeKit, security } from './route-kit';

const TAGS = ['多装多卸与常跑路线'];
const { post, get } = routeKit(TAGS);

const routes = {
  detail: get('/order/multi/{id}', '多装多卸订单详情：各站计划与实际装卸重量、派车单及其站点', ORDER_MESSAGES.orderNotFound),
  dispatch: post('/dispatchOrder/saveMulti', '多装多卸派车：一车一司机沿订单站点，各站计划重量', multiDispatchBody),
  stop: post('/dispatchOrder/stopDone', '按站登记装货或卸货重量与磅单（司机或承运方调度）', stopDoneBody),
  routePage: post('/carrierRoute/pagination', '常跑路线列表（承运方本公司）', routeQuery),
  routeGet: get('/carrierRoute/getById/{id}', '常跑路线详情', MULTI_MESSAGES.routeNotFound),
  routeSave: post('/carrierRoute/save', '新增或修改常跑路线', routeBody),
  routeDelete: post('/carrierRoute/delete', '删除常跑路线（软删除）', routeIdBody),
  routeCapacity: createRoute({
    method: 'get',
    path: '/carrierRoute/capacity',
    tags: TAGS,
    summary: '路线可选的默认车辆与司机（本公司）',
    security,
    responses: jsonResponses(anyData, '车辆与司机'),
  }),
  routeOrders: get('/carrierRoute/orders/{id}', '可按此路线派车的多装多卸订单（按匹配站点数排序）', MULTI_MESSAGES.routeNotFound),
};

export const ordersMultiModule: PlatformModule = (app, { db }) => {
  const run = <T>(c: Context, body: () => Promise<T>, message?: string) => attempt(c, async () => c.json(ok(await body(), message), 200));
  app.openapi(routes.detail, (c) => run(c, () => multiOrderDetail(db, requireAuthOf(c), c.req.valid('param').id)));
  app.openapi(routes.dispatch, (c) => run(c, () => multiDispatch(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.dispatched));
  app.openapi(routes.stop, (c) => run(c, () => recordStop(db, requireAuthOf(c), c.req.valid('json')), MULTI_MESSAGES.stopRecorded));
  app.openapi(routes.routePage, (c) => run(c, () => routePage(db, requireAuthOf(c), c.req.valid('json'))));
  app.openapi(routes.routeGet, (c) => run(c, () => routeById(db, requireAuthOf(c), c.req.valid('param').id)));
  app.openapi(routes.routeSave, (c) => run(c, () => saveRoute(db, requireAuthOf(c), c.req.valid('json')), MULTI_MESSAGES.saved));
  app.openapi(routes.routeDelete, (c) => run(c, () => deleteRoute(db, requireAuthOf(c), c.req.valid('json').id), MULTI_MESSAGES.deleted));
  app.openapi(routes.routeCapacity, (c) => run(c, () => routeCapacity(db, requireAuthOf(c))));
  app.openapi(routes.routeOrders, (c) => run(c, () => routeCandidates(db, requireAuthOf(c), c.req.valid('param').id)));
};
