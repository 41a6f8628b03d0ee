// Agents' orders over HTTP: the carriers an agent may appoint, appoint, and the appointed
// carrier's confirm / decline. Same style as the order routes (`POST /order/<move>`).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ORDER_MESSAGES, orderIdBody } from '../../contract/orders/schemas';
import { AGENT_MESSAGES, appointBody, declineAppointBody } from '../../contract/orders/agent';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { attempt } from '../auth/refusal';
import { appointCarrier, appointOptions, confirmAppoint, declineAppoint } from './agent';
import { anyData, routeKit, security } from './route-kit';

const TAGS = ['订单与派车单'];
const { post } = routeKit(TAGS);

const routes = {
  options: createRoute({
    method: 'get',
    path: '/order/appointOptions/{id}',
    tags: TAGS,
    summary: '代理可指派的承运商：常用承运商在前，其余为通过资质认证的承运企业',
    security,
    request: {
      params: z.object({
        id: z.coerce
          .number()
          .int(ORDER_MESSAGES.orderNotFound)
          .positive(ORDER_MESSAGES.orderNotFound)
          .max(2_147_483_647, ORDER_MESSAGES.orderNotFound)
          .openapi({ param: { name: 'id', in: 'path' } }),
      }),
    },
    responses: jsonResponses(anyData, '可指派的承运商'),
  }),
  appoint: post('/order/appoint', '代理指派承运商（待分配 → 已指派待确认）', appointBody),
  confirm: post('/order/confirmAppoint', '被指派的承运商确认承运（→ 已指派），随后可派车', orderIdBody),
  decline: post('/order/declineAppoint', '被指派的承运商拒绝（须填写原因），订单退回代理待分配', declineAppointBody),
};

export const ordersAgentModule: PlatformModule = (app, { db }) => {
  const run = <T>(c: Context, body: () => Promise<T>, message?: string) => attempt(c, async () => c.json(ok(await body(), message), 200));
  app.openapi(routes.options, (c) => run(c, () => appointOptions(db, requireAuthOf(c), c.req.valid('param').id)));
  app.openapi(routes.appoint, (c) => run(c, () => appointCarrier(db, requireAuthOf(c), c.req.valid('json')), AGENT_MESSAGES.appointed));
  app.openapi(routes.confirm, (c) => run(c, () => confirmAppoint(db, requireAuthOf(c), c.req.valid('json').orderId), AGENT_MESSAGES.confirmed));
  app.openapi(routes.decline, (c) => run(c, () => declineAppoint(db, requireAuthOf(c), c.req.valid('json')), AGENT_MESSAGES.declined));
};
