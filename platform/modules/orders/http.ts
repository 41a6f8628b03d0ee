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
import { refuse } from '../../http/refusal';
import { pdfPaperFor } from '../contracts/document-paper';
import { queueOrderContracts } from '../contracts/order-contracts';
import { contentDisposition } from '../files/sniff';
import { storageFor } from '../files/storage';
import { ORDER_EXPORT, startWaybillExport } from './export-job';
import { startListExport } from './list-export';
import { abnormalPage, abnormalPhotosOf, abnormalsOfWaybill, carrierRating, evaluateOrder, evaluationPage, handleAbnormal, reportAbnormal } from './aftercare';
import { orderDetail, orderExportRows, orderPage, waybillDetail, waybillExportRows, waybillFile, waybillPage, waybillParty, waybillAttention } from './queries';
import { dispatch, dispatchOptions } from './dispatch';
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

/**
 * An export names ticked rows or a filter of the user's; the whole list is never exported by
 * accident. The choice of the download centre (`background`) is not a filter.
 */
function narrowed<B extends Record<string, unknown>>(body: B): B {
  const { background: _choice, ...filters } = body;
  if (!exportNarrowed(filters)) refuse(ORDER_MESSAGES.exportEmpty);
  return body;
}

export const ordersArea: PlatformArea = ({ db, env, jobs, log }) => {
  const storage = storageFor(env);
  const area = areaRouter();
  area.openapi(routeOf(api.orderPage), async (c) => c.json(ok(await orderPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.orderExport), async (c) => c.json(ok(await orderExportRows(db, requireAuthOf(c), narrowed(c.req.valid('json')))), 200));
  area.openapi(routeOf(api.orderExportStart), async (c) =>
    c.json(ok(await startListExport(db, jobs, requireAuthOf(c), ORDER_EXPORT, narrowed(c.req.valid('json')), env.EXPORT_BACKGROUND_ROWS)), 200),
  );
  area.openapi(routeOf(api.orderDetail), async (c) => c.json(ok(await orderDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.accept), async (c) => {
    const auth = requireAuthOf(c);
    const accepted = await acceptOrder(db, auth, c.req.valid('json').orderId);
    // a controlled order's two contracts are made in the background (the job runner), not in this answer
    await queueOrderContracts(db, { paper: pdfPaperFor(env), storage }, jobs, log, accepted.orderId, auth.user.id);
    return c.json(ok(accepted, ORDER_MESSAGES.accepted), 200);
  });
  area.openapi(routeOf(api.refuse), async (c) =>
    c.json(ok(await refuseOrder(db, requireAuthOf(c), c.req.valid('json').orderId, c.req.valid('json').reason || undefined), ORDER_MESSAGES.refused), 200),
  );
  area.openapi(routeOf(api.schedule), async (c) =>
    c.json(ok(await scheduleOrder(db, requireAuthOf(c), c.req.valid('json').orderId), ORDER_MESSAGES.scheduled), 200),
  );
  area.openapi(routeOf(api.cancel), async (c) =>
    c.json(ok(await cancelOrder(db, requireAuthOf(c), c.req.valid('json').orderId, c.req.valid('json').reason), ORDER_MESSAGES.cancelled), 200),
  );
  area.openapi(routeOf(api.receipt), async (c) =>
    c.json(ok(await confirmReceipt(db, requireAuthOf(c), c.req.valid('json').orderId), ORDER_MESSAGES.receiptConfirmed), 200),
  );
  area.openapi(routeOf(api.dispatchOptions), async (c) => c.json(ok(await dispatchOptions(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.dispatch), async (c) => c.json(ok(await dispatch(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.dispatched), 200));
  area.openapi(routeOf(api.waybillPage), async (c) => c.json(ok(await waybillPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.waybillAttention), async (c) => c.json(ok(await waybillAttention(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.waybillExport), async (c) => c.json(ok(await waybillExportRows(db, requireAuthOf(c), narrowed(c.req.valid('json')))), 200));
  area.openapi(routeOf(api.waybillExportStart), async (c) =>
    c.json(ok(await startWaybillExport(db, jobs, requireAuthOf(c), narrowed(c.req.valid('json')), env.EXPORT_BACKGROUND_ROWS)), 200),
  );
  area.openapi(routeOf(api.waybillDetail), async (c) => {
    const auth = requireAuthOf(c);
    return c.json(ok(await waybillDetail(db, auth, c.req.valid('param').id, (id) => abnormalsOfWaybill(db, auth, id))), 200);
  });
  area.openapi(routeOf(api.move), async (c) => {
    const { message, ...result } = await moveWaybill(db, requireAuthOf(c), c.req.valid('json'));
    return c.json(ok(result, message), 200);
  });
  area.openapi(routeOf(api.additional), async (c) =>
    c.json(ok(await supplementWaybill(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.supplemented), 200),
  );
  area.openapi(routeOf(api.audit), async (c) => c.json(ok(await auditWaybill(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.audited), 200));
  area.openapi(routeOf(api.abnormalPage), async (c) => c.json(ok(await abnormalPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.abnormalReport), async (c) => {
    const auth = requireAuthOf(c);
    return c.json(ok(await reportAbnormal(db, auth, c.req.valid('json'), (tx, id) => waybillParty(tx, auth, id)), ORDER_MESSAGES.reported), 200);
  });
  area.openapi(routeOf(api.abnormalHandle), async (c) =>
    c.json(ok(await handleAbnormal(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.handled), 200),
  );
  area.openapi(routeOf(api.evaluatePage), async (c) => c.json(ok(await evaluationPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.evaluate), async (c) => c.json(ok(await evaluateOrder(db, requireAuthOf(c), c.req.valid('json')), ORDER_MESSAGES.evaluated), 200));
  area.openapi(routeOf(api.rating), async (c) => c.json(ok(await carrierRating(db, c.req.valid('param').id)), 200));
  area.openapi(photoRoute, async (c) => {
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
  });
  return area;
};
