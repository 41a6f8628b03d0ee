// Big orders (运输订单) over HTTP: list, detail with child orders and history, the carriers to
// contract, save (create / edit while 10), the carrier's confirm, the shipper's close and the
// release of a child order.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { BIG_MESSAGES, bigOrderIdBody, bigOrderInput, bigOrderQuery, bigReleaseInput } from '../../contract/orders/big';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { attempt } from '../auth/refusal';
import { bigOrderCarriers, bigOrderDetail, bigOrderPage, moveBigOrder, releaseChild, saveBigOrder } from './big';
import { anyData, routeKit, security } from './route-kit';

const TAGS = ['运输订单'];
const { post } = routeKit(TAGS);

const routes = {
  page: post('/bigOrder/pagination', '运输订单列表：调用方为货主或承运企业的运输订单', bigOrderQuery),
  detail: createRoute({
    method: 'get',
    path: '/bigOrder/getById/{id}',
    tags: TAGS,
    summary: '运输订单详情：子订单与状态记录',
    security,
    request: {
      params: z.object({
        id: z.coerce
          .number()
          .int(BIG_MESSAGES.notFound)
          .positive(BIG_MESSAGES.notFound)
          .max(2_147_483_647, BIG_MESSAGES.notFound)
          .openapi({ param: { name: 'id', in: 'path' } }),
      }),
    },
    responses: jsonResponses(anyData, '运输订单'),
  }),
  carriers: createRoute({
    method: 'get',
    path: '/bigOrder/carriers',
    tags: TAGS,
    summary: '可签约的承运企业（已通过资质认证）',
    security,
    responses: jsonResponses(anyData, '承运企业'),
  }),
  save: post('/bigOrder/save', '创建运输订单，或在承运商确认前修改', bigOrderInput),
  confirm: post('/bigOrder/confirm', '承运企业确认运输订单（创建 → 确认）', bigOrderIdBody),
  close: post('/bigOrder/close', '货主关闭运输订单（→ 已完成）', bigOrderIdBody),
  release: post('/bigOrder/release', '在运输订单下下达子订单：重量从剩余量中扣除，不得超过剩余量', bigReleaseInput),
};

export const ordersBigModule: PlatformModule = (app, { db }) => {
  const run = <T>(c: Context, body: () => Promise<T>, message?: string) => attempt(c, async () => c.json(ok(await body(), message), 200));
  app.openapi(routes.page, (c) => run(c, () => bigOrderPage(db, requireAuthOf(c), c.req.valid('json'))));
  app.openapi(routes.detail, (c) => run(c, () => bigOrderDetail(db, requireAuthOf(c), c.req.valid('param').id)));
  app.openapi(routes.carriers, (c) => run(c, () => bigOrderCarriers(db, requireAuthOf(c))));
  app.openapi(routes.save, (c) => {
    const input = c.req.valid('json');
    return run(c, () => saveBigOrder(db, requireAuthOf(c), input), input.id ? BIG_MESSAGES.saved : BIG_MESSAGES.created);
  });
  app.openapi(routes.confirm, (c) => run(c, () => moveBigOrder(db, requireAuthOf(c), c.req.valid('json').bigOrderId, 'confirm'), BIG_MESSAGES.confirmed));
  app.openapi(routes.close, (c) => run(c, () => moveBigOrder(db, requireAuthOf(c), c.req.valid('json').bigOrderId, 'close'), BIG_MESSAGES.closed));
  app.openapi(routes.release, (c) => run(c, () => releaseChild(db, requireAuthOf(c), c.req.valid('json')), BIG_MESSAGES.released));
};
