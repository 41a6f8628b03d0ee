// Waybill tracking and dispatch reports over HTTP (issue #8): positions reported from the road,
// a waybill's track, 派车报表 and 派车统计.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { TRACK_MESSAGES, positionBody, sendCarReportQuery, sendCarTotalQuery } from '../../contract/orders/track';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { attempt } from '../auth/refusal';
import { sendCarReport, sendCarTotal } from './reports';
import { reportPosition, trackOf } from './track';
import { anyData, routeKit, security } from './route-kit';

const TAGS = ['订单与派车单'];
const { post } = routeKit(TAGS);

const routes = {
  position: post('/dispatchOrder/position', '上报派车单位置（司机或承运方，运输途中，每30秒最多一次，WGS-84坐标）', positionBody),
  track: createRoute({
    method: 'get',
    path: '/dispatchOrder/track/{id}',
    tags: TAGS,
    summary: '派车单轨迹：位置点与运输节点（派车单各方可见）',
    security,
    request: {
      params: z.object({
        id: z.coerce
          .number()
          .int(ORDER_MESSAGES.waybillNotFound)
          .positive(ORDER_MESSAGES.waybillNotFound)
          .max(2_147_483_647, ORDER_MESSAGES.waybillNotFound)
          .openapi({ param: { name: 'id', in: 'path' } }),
      }),
    },
    responses: jsonResponses(anyData, '轨迹'),
  }),
  report: post('/dispatchOrder/report', '派车报表：按日期、线路或车辆汇总的派车单数、重量、亏吨与运费', sendCarReportQuery),
  total: post('/dispatchOrder/total', '派车统计：本单位派车单按状态与按月份的汇总', sendCarTotalQuery),
};

export const ordersTrackModule: PlatformModule = (app, { db }) => {
  const run = <T>(c: Context, body: () => Promise<T>, message?: string) => attempt(c, async () => c.json(ok(await body(), message), 200));
  app.openapi(routes.position, (c) => run(c, () => reportPosition(db, requireAuthOf(c), c.req.valid('json')), TRACK_MESSAGES.reported));
  app.openapi(routes.track, (c) => run(c, () => trackOf(db, requireAuthOf(c), c.req.valid('param').id)));
  app.openapi(routes.report, (c) =>
    run(c, () => {
      const body = c.req.valid('json');
      return sendCarReport(db, requireAuthOf(c), body, body.all === true);
    }),
  );
  app.openapi(routes.total, (c) => run(c, () => sendCarTotal(db, requireAuthOf(c), c.req.valid('json').months)));
};
