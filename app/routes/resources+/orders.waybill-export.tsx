// GET /resources/orders/waybill-export?<the list's filters>&ids=… — the ticked waybills, or else
// every waybill the filters match, as a streamed .xlsx (exceljs WorkbookWriter) named by
// content-disposition. With no filter and no tick: back to the list with the spec's message.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { lenientQuery } from '#contract/lenient-query';
import { WAYBILL_FILTER_KEYS, waybillQuery } from '#contract/orders/schemas';
import { requireUser } from '#app/utils/auth.server';
import { exportOrBack, type ExportColumn } from '#app/features/orders/export.server';
import { waybillView } from '#app/features/orders/orders.server';
import { api } from '#app/utils/api.server';

const LISTS = [
  '/user/dispatchOrderList',
  '/order-manage/dispatchOrder',
  '/user/dispatchOrderListCheck',
  '/shipper/additional',
  '/user/deliveryWaybillList',
  '/user/receiveWaybillList',
];

const COLUMNS: ExportColumn<ReturnType<typeof waybillView>>[] = [
  { header: '派车单号', width: 20, value: (w) => w.waybillNo },
  { header: '订单号', width: 20, value: (w) => w.orderNo },
  { header: '货物', width: 12, value: (w) => w.goodsName },
  { header: '线路', width: 20, value: (w) => w.route },
  { header: '车牌号', width: 12, value: (w) => w.plateNo },
  { header: '司机', width: 20, value: (w) => w.driver },
  { header: '派车重量', width: 12, value: (w) => w.planned },
  { header: '装货重量', width: 12, value: (w) => w.loadWeight },
  { header: '卸货重量', width: 12, value: (w) => w.unloadWeight },
  { header: '途损', width: 10, value: (w) => w.loss },
  { header: '运费', width: 14, value: (w) => w.freight },
  { header: '状态', width: 10, value: (w) => w.statusLabel },
  { header: '派车时间', width: 18, value: (w) => w.createdAt },
];

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { pageNumber: _p, pageSize: _s, ...filters } = lenientQuery(waybillQuery, new URL(args.request.url).searchParams);
  return exportOrBack(args.request, {
    lists: LISTS,
    filters,
    keys: WAYBILL_FILTER_KEYS,
    load: (ids) => api.orders.waybillExport(args, { ...filters, ...(ids.length ? { ids } : {}) }),
    view: waybillView,
    sheet: { name: '派车单', columns: COLUMNS, file: { ascii: 'waybills', chinese: '派车单' } },
  });
}
