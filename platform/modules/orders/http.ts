// Orders and waybills over HTTP (issue #8), served from the route table
// platform/contract/orders/api.ts; the pound-slip and exception photos answer bytes, not the
// envelope, so that one route is declared here.
import { createRoute, z } from '@hono/zod-openapi';
import { ordersApi as api } from '../../contract/orders/api';
import { idParams } from '../../contract/ids';
import { ORDER_MESSAGES, exportNarrowed } from '../../contract/orders/schemas';
import { requireAuthOf } from '../../http/auth';
import { CODES, ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { attempt, refuse } from '../../http/refusal';
import { contentDisposition } from '../files/sniff';
import { storageFor } from '../files/storage';
import { abnormalPage, abnormalPhotosOf, abnormalsOfWaybill, carrierRating, evaluateOrder, evaluationPage, handleAbnormal, reportAbnormal } from './aftercare';
import { orderDetail, orderExportRows, orderPage, waybillDetail, waybillExportRows, waybillFile, waybillPage, waybillParty } from './queries';
import { dispatch, dispatchOptions } from './dispatch';
import { answer } from './http-answer';
import { acceptOrder, auditWaybill, cancelOrder, confirmReceipt, moveWaybill, refuseOrder, scheduleOrder, supplementWaybill } from './transitions';

const photoRoute = createRoute({
  method: 'get',
  path: '/dispatchOrder/photo/{id}',
  tags: ['订单与派车单'],
  summary: '派车单的磅单或异常照片（派车单各方可见）',
  security: [{ bearerAuth: [] }],
  request: { params: idParams(ORDER_MESSAGES.waybillNotFound), query: z.object({ uuid: z.string().regex(/^[0-9a-f-]{36}$/i, '文件不存在') }) },
  responses: { 200: { description: '图片', content: { 'application/octet-stream': { schema: z.string() } } } },
});

/** An export names ticked rows or a filter of the user's; the whole list is never exported by accident. */
function narrowed<B extends Record<string, unknown>>(body: B): B {
  if (!exportNarrowed(body)) refuse(ORDER_MESSAGES.exportEmpty);
  return body;
}

export const ordersArea: PlatformArea = ({ db, env }) => {
  const storage = storageFor(env);
  const area = areaRouter();
  area.openapi(routeOf(api.orderPage), (c) => answer(c, () => orderPage(db, requireAuthOf(c), c.req.valid('json'))));
  area.openapi(routeOf(api.orderExport), (c) => answer(c, () => orderExportRows(db, requireAuthOf(c), narrowed(c.req.valid('json')))));
  area.openapi(routeOf(api.orderDetail), (c) => answer(c, () => orderDetail(db, requireAuthOf(c), c.req.valid('param').id)));
  area.openapi(routeOf(api.accept), (c) => answer(c, () => acceptOrder(db, requireAuthOf(c), c.req.valid('json').orderId), ORDER_MESSAGES.accepted));
  area.openapi(routeOf(api.refuse), (c) =>
    answer(c, () => refuseOrder(db, requireAuthOf(c), c.req.valid('json').orderId, c.req.valid('json').reason || undefined), ORDER_MESSAGES.refused),
  );
  area.openapi(routeOf(api.schedule), (c) => answer(c, () => scheduleOrder(db, requireAuthOf(c), c.req.valid('json').orderId), ORDER_MESSAGES.scheduled));
  area.openapi(routeOf(api.cancel), (c) =>
    answer(c, () => cancelOrder(db, requireAuthOf(c), c.req.valid('json').orderId, c.req.valid('json').reason), ORDER_MESSAGES.cancelled),
  );
  area.openapi(routeOf(api.receipt), (c) =>
    answer(c, () => confirmReceipt(db, requireAuthOf(c), c.req.valid('json').orderId), ORDER_MESSAGES.receiptConfirmed),
  );
  area.openapi(routeOf(api.dispatchOptions), (c) => answer(c, () => dispatchOptions(db, requireAuthOf(c), c.req.valid('param').id)));
  area.openapi(routeOf(api.dispatch), (c) => answer(c, () => dispatch(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.dispatched));
  area.openapi(routeOf(api.waybillPage), (c) => answer(c, () => waybillPage(db, requireAuthOf(c), c.req.valid('json'))));
  area.openapi(routeOf(api.waybillExport), (c) => answer(c, () => waybillExportRows(db, requireAuthOf(c), narrowed(c.req.valid('json')))));
  area.openapi(routeOf(api.waybillDetail), (c) =>
    answer(c, () => {
      const auth = requireAuthOf(c);
      return waybillDetail(db, auth, c.req.valid('param').id, (id) => abnormalsOfWaybill(db, auth, id));
    }),
  );
  area.openapi(routeOf(api.move), (c) =>
    attempt(c, async () => {
      const { message, ...result } = await moveWaybill(db, requireAuthOf(c), c.req.valid('json'));
      return c.json(ok(result, message), 200);
    }),
  );
  area.openapi(routeOf(api.additional), (c) => answer(c, () => supplementWaybill(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.supplemented));
  area.openapi(routeOf(api.audit), (c) => answer(c, () => auditWaybill(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.audited));
  area.openapi(routeOf(api.abnormalPage), (c) => answer(c, () => abnormalPage(db, requireAuthOf(c), c.req.valid('json'))));
  area.openapi(routeOf(api.abnormalReport), (c) =>
    answer(
      c,
      () => {
        const auth = requireAuthOf(c);
        return reportAbnormal(db, auth, c.req.valid('json'), (tx, id) => waybillParty(tx, auth, id));
      },
      ORDER_MESSAGES.reported,
    ),
  );
  area.openapi(routeOf(api.abnormalHandle), (c) => answer(c, () => handleAbnormal(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.handled));
  area.openapi(routeOf(api.evaluatePage), (c) => answer(c, () => evaluationPage(db, requireAuthOf(c), c.req.valid('json'))));
  area.openapi(routeOf(api.evaluate), (c) => answer(c, () => evaluateOrder(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.evaluated));
  area.openapi(routeOf(api.rating), (c) => answer(c, () => carrierRating(db, c.req.valid('param').id)));
  area.openapi(photoRoute, (c) =>
    attempt(c, async () => {
      const { id, uuid } = { ...c.req.valid('param'), ...c.req.valid('query') };
      const file = await waybillFile(db, requireAuthOf(c), id, uuid, (waybillId) => abnormalPhotosOf(db, waybillId));
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
  return area;
};
