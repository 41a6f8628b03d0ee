// Orders and waybills over HTTP (issue #8). Paths follow the platform's style
// (`POST /<area>/pagination`, `GET /<area>/getById/{id}`); the spec names none of them.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ORDER_MESSAGES,
  abnormalBody,
  additionalBody,
  auditBody,
  abnormalQuery,
  dispatchBody,
  evaluateBody,
  exportNarrowed,
  orderExportBody,
  evaluateQuery,
  handleAbnormalBody,
  orderIdBody,
  orderQuery,
  orderReasonBody,
  orderRefuseBody,
  waybillExportBody,
  waybillMoveBody,
  waybillQuery,
} from '../../contract/orders/schemas';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { CODES, jsonResponses, ok } from '../../http/envelope';
import { attempt, refuse } from '../auth/refusal';
import { contentDisposition } from '../files/sniff';
import { storageFor } from '../files/storage';
import { files } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { abnormalPage, abnormalPhotosOf, abnormalsOfWaybill, carrierRating, evaluateOrder, evaluationPage, handleAbnormal, reportAbnormal } from './aftercare';
import {
  acceptOrder,
  auditWaybill,
  supplementWaybill,
  cancelOrder,
  confirmReceipt,
  dispatch,
  dispatchOptions,
  moveWaybill,
  orderDetail,
  orderExportRows,
  orderPage,
  refuseOrder,
  scheduleOrder,
  waybillDetail,
  waybillExportRows,
  waybillFileAllowed,
  waybillPage,
  waybillParty,
} from './service';
import { anyData, idParams, routeKit, security } from './route-kit';

const TAGS = ['订单与派车单'];
const { post, get } = routeKit(TAGS);

const routes = {
  orderPage: post('/order/pagination', '订单列表：调用方是货主方或承运方的订单（运营可见全部）', orderQuery),
  orderExport: post('/order/exportList', '按筛选条件（或勾选）导出订单，最多5000条', orderExportBody),
  orderDetail: get('/order/getById/{id}', '订单详情：派车单、状态记录与可执行的操作', ORDER_MESSAGES.orderNotFound),
  accept: post('/order/accept', '承运方接单（指定承运商等非抢单订单）', orderIdBody),
  refuse: post('/order/refuse', '承运方拒绝接单，车辆退回货源', orderRefuseBody),
  schedule: post('/order/schedule', '承运方将已接单的订单转入待调度', orderIdBody),
  cancel: post('/order/cancel', '货主取消订单（任何车辆装货之前），须填写原因', orderReasonBody),
  receipt: post('/order/receiptConfirm', '货主回单确认：已签收的订单完成', orderIdBody),
  dispatchOptions: get('/dispatchOrder/options/{id}', '派车可选车辆与司机（附不能派车的原因）', ORDER_MESSAGES.orderNotFound),
  dispatch: post('/dispatchOrder/save', '派车：为订单指定车辆、司机与重量，生成派车单', dispatchBody),
  waybillPage: post('/dispatchOrder/pagination', '派车单列表（运单）：调用方参与的派车单', waybillQuery),
  waybillExport: post('/dispatchOrder/exportList', '按筛选条件（或勾选）导出派车单，最多5000条', waybillExportBody),
  waybillDetail: get('/dispatchOrder/getById/{id}', '派车单详情：状态时间线、订单、车辆、司机与异常', ORDER_MESSAGES.waybillNotFound),
  move: post('/dispatchOrder/transition', '派车单状态变更：发车、装货、卸货、签收、拒收、作废', waybillMoveBody),
  additional: post('/dispatchOrder/additional', '运单补录（货主）：补录已过节点而缺失的装货或卸货重量，留痕', additionalBody),
  audit: post('/dispatchOrder/audit', '派车单审核（结算前，货主）：审核通过或有异议', auditBody),
  abnormalPage: post('/abnormal/pagination', '异常列表', abnormalQuery),
  abnormalReport: post('/abnormal/report', '上报派车单异常', abnormalBody),
  abnormalHandle: post('/abnormal/handle', '处理异常（货主或运营）', handleAbnormalBody),
  evaluatePage: post('/evaluate/pagination', '我的评价：待评价的已签收订单或已给出的评价', evaluateQuery),
  evaluate: post('/evaluate/save', '货主评价承运方（签收后，1-5分）', evaluateBody),
  rating: createRoute({
    method: 'get',
    path: '/evaluate/carrier/{id}',
    tags: TAGS,
    summary: '承运企业的平均评分与最近评价（信用评价）',
    request: { params: idParams('企业不存在') },
    responses: jsonResponses(anyData, '评分'),
  }),
  photo: createRoute({
    method: 'get',
    path: '/dispatchOrder/photo/{id}',
    tags: TAGS,
    summary: '派车单的磅单或异常照片（派车单各方可见）',
    security,
    request: { params: idParams(ORDER_MESSAGES.waybillNotFound), query: z.object({ uuid: z.string().regex(/^[0-9a-f-]{36}$/i, '文件不存在') }) },
    responses: { 200: { description: '图片', content: { 'application/octet-stream': { schema: z.string() } } } },
  }),
};

export const ordersModule: PlatformModule = (app, { db, env }) => {
  const run = <T>(c: Context, body: () => Promise<T>, message?: string) => attempt(c, async () => c.json(ok(await body(), message), 200));
  const storage = storageFor(env);

  app.openapi(routes.orderPage, (c) => run(c, () => orderPage(db, requireAuthOf(c), c.req.valid('json'))));
  app.openapi(routes.orderDetail, (c) => run(c, () => orderDetail(db, requireAuthOf(c), c.req.valid('param').id)));
  app.openapi(routes.accept, (c) => run(c, () => acceptOrder(db, requireAuthOf(c), c.req.valid('json').orderId), ORDER_MESSAGES.accepted));
  app.openapi(routes.refuse, (c) =>
    run(c, () => refuseOrder(db, requireAuthOf(c), c.req.valid('json').orderId, c.req.valid('json').reason || undefined), ORDER_MESSAGES.refused),
  );
  app.openapi(routes.schedule, (c) => run(c, () => scheduleOrder(db, requireAuthOf(c), c.req.valid('json').orderId), ORDER_MESSAGES.scheduled));
  app.openapi(routes.cancel, (c) =>
    run(c, () => cancelOrder(db, requireAuthOf(c), c.req.valid('json').orderId, c.req.valid('json').reason), ORDER_MESSAGES.cancelled),
  );
  app.openapi(routes.receipt, (c) => run(c, () => confirmReceipt(db, requireAuthOf(c), c.req.valid('json').orderId), ORDER_MESSAGES.receiptConfirmed));
  app.openapi(routes.dispatchOptions, (c) => run(c, () => dispatchOptions(db, requireAuthOf(c), c.req.valid('param').id)));
  app.openapi(routes.dispatch, (c) => run(c, () => dispatch(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.dispatched));
  app.openapi(routes.waybillPage, (c) => run(c, () => waybillPage(db, requireAuthOf(c), c.req.valid('json'))));
  app.openapi(routes.waybillExport, (c) =>
    run(c, async () => {
      const body = c.req.valid('json');
      if (!exportNarrowed(body)) refuse(ORDER_MESSAGES.exportEmpty);
      return waybillExportRows(db, requireAuthOf(c), body);
    }),
  );
  app.openapi(routes.orderExport, (c) =>
    run(c, async () => {
      const body = c.req.valid('json');
      if (!exportNarrowed(body)) refuse(ORDER_MESSAGES.exportEmpty);
      return orderExportRows(db, requireAuthOf(c), body);
    }),
  );
  app.openapi(routes.waybillDetail, (c) =>
    run(c, () => {
      const auth = requireAuthOf(c);
      return waybillDetail(db, auth, c.req.valid('param').id, (id) => abnormalsOfWaybill(db, auth, id));
    }),
  );
  app.openapi(routes.move, (c) =>
    attempt(c, async () => {
      const { message, ...result } = await moveWaybill(db, requireAuthOf(c), c.req.valid('json'));
      return c.json(ok(result, message), 200);
    }),
  );
  app.openapi(routes.additional, (c) => run(c, () => supplementWaybill(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.supplemented));
  app.openapi(routes.audit, (c) => run(c, () => auditWaybill(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.audited));
  app.openapi(routes.abnormalPage, (c) => run(c, () => abnormalPage(db, requireAuthOf(c), c.req.valid('json'))));
  app.openapi(routes.abnormalReport, (c) =>
    run(
      c,
      () => {
        const auth = requireAuthOf(c);
        return reportAbnormal(db, auth, c.req.valid('json'), (tx, id) => waybillParty(tx, auth, id));
      },
      ORDER_MESSAGES.reported,
    ),
  );
  app.openapi(routes.abnormalHandle, (c) => run(c, () => handleAbnormal(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.handled));
  app.openapi(routes.evaluatePage, (c) => run(c, () => evaluationPage(db, requireAuthOf(c), c.req.valid('json'))));
  app.openapi(routes.evaluate, (c) => run(c, () => evaluateOrder(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.evaluated));
  app.openapi(routes.rating, (c) => run(c, () => carrierRating(db, c.req.valid('param').id)));
  app.openapi(routes.photo, (c) =>
    attempt(c, async () => {
      const auth = requireAuthOf(c);
      const waybillId = c.req.valid('param').id;
      const { uuid } = c.req.valid('query');
      const allowed = await waybillFileAllowed(db, auth, waybillId, uuid, (id) => abnormalPhotosOf(db, id));
      const [file] = allowed ? await db.select().from(files).where(eq(files.uuid, uuid)).limit(1) : [];
      const bytes = file ? await storage.get(file.storageKey) : null;
      if (!file || !bytes) refuse('文件不存在', CODES.NOT_FOUND);
      return c.body(bytes, 200, {
        'content-type': file.mime,
        'content-length': String(bytes.byteLength),
        'content-disposition': contentDisposition('inline', file.name),
        'cache-control': 'private, no-cache',
      }) as never;
    }),
  );
};
