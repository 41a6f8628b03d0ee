// Orders on behalf of a customer over HTTP (代客下单): the caller's guest orders, one for editing,
// and save (create without id, edit with it).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { GUEST_MESSAGES, guestOrderInput, guestOrderQuery } from '../../contract/orders/guest';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { attempt } from '../auth/refusal';
import { guestOrderForEdit, guestOrderPage, saveGuestOrder } from './guest';
import { anyData, routeKit, security } from './route-kit';

const TAGS = ['订单与派车单'];
const { post } = routeKit(TAGS);

const routes = {
  page: post('/guestOrder/pagination', '代客订单列表：本企业（或本人）代客户下的订单', guestOrderQuery),
  get: createRoute({
    method: 'get',
    path: '/guestOrder/getById/{id}',
    tags: TAGS,
    summary: '代客订单（编辑用）',
    security,
    request: {
      params: z.object({
        id: z.coerce
          .number()
          .int(GUEST_MESSAGES.notFound)
          .positive(GUEST_MESSAGES.notFound)
          .max(2_147_483_647, GUEST_MESSAGES.notFound)
          .openapi({ param: { name: 'id', in: 'path' } }),
      }),
    },
    responses: jsonResponses(anyData, '代客订单'),
  }),
  save: post('/guestOrder/save', '代客下单或修改代客订单（派车前）：订单属于录入方，立即为已接单', guestOrderInput),
};

export const ordersGuestModule: PlatformModule = (app, { db }) => {
  const run = <T>(c: Context, body: () => Promise<T>, message?: string) => attempt(c, async () => c.json(ok(await body(), message), 200));
  app.openapi(routes.page, (c) => run(c, () => guestOrderPage(db, requireAuthOf(c), c.req.valid('json'))));
  app.openapi(routes.get, (c) => run(c, () => guestOrderForEdit(db, requireAuthOf(c), c.req.valid('param').id)));
  app.openapi(routes.save, (c) => {
    const input = c.req.valid('json');
    return run(c, () => saveGuestOrder(db, requireAuthOf(c), input), input.id ? GUEST_MESSAGES.saved : GUEST_MESSAGES.created);
  });
};
