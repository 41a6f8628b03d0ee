// GET /resources/orders/order-export?<the list's filters>&ids=… — the ticked orders, or else every
// order the filters match, as a streamed .xlsx named by content-disposition. With no filter and no
// tick (the screen's own view is no filter): back to the list with the spec's message.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { lenientQuery } from '#contract/lenient-query';
import { ORDER_FILTER_KEYS } from '#contract/orders/filters';
import { orderQuery } from '#contract/orders/schemas';
import { requireUser } from '#app/utils/auth.server';
import { exportOrBack, type ExportColumn } from '#app/features/orders/export.server';
import { orderView } from '#app/features/orders/orders.server';
import { api } from '#app/utils/api.server';

const LISTS = ['/user/salesOrderList', '/user/purchaseOrderList'];

const COLUMNS: ExportColumn<ReturnType<typeof orderView>>[] = [
  { header: '订单号', width: 20, value: (o) => o.orderNo },
  { header: '业务方向', width: 10, value: (o) => o.directionLabel },
  { header: '货物', width: 14, value: (o) => o.goodsName },
  { header: '线路', width: 22, value: (o) => o.route },
  { header: '货主', width: 24, value: (o) => o.shipperName },
  { header: '承运方', width: 24, value: (o) => o.carrierName },
  { header: '车数', width: 8, value: (o) => o.vehicles },
  { header: '重量', width: 12, value: (o) => o.weight },
  { header: '已派', width: 12, value: (o) => o.dispatched },
  { header: '运价', width: 14, value: (o) => o.unitPrice },
  { header: '运费', width: 14, value: (o) => o.total },
  { header: '来源', width: 12, value: (o) => o.sourceLabel },
  { header: '状态', width: 10, value: (o) => o.statusLabel },
  { header: '下单时间', width: 18, value: (o) => o.createdAt },
];

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { pageNumber: _p, pageSize: _s, ...filters } = lenientQuery(orderQuery, new URL(args.request.url).searchParams);
  return exportOrBack(args.request, {
    lists: LISTS,
    filters,
    keys: ORDER_FILTER_KEYS,
    load: (ids) => api.orders.orderExport(args, { ...filters, ...(ids.length ? { ids } : {}) }),
    view: orderView,
    sheet: { name: '订单', columns: COLUMNS, file: { ascii: 'orders', chinese: '订单' } },
  });
}
