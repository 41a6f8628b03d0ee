// GET /resources/orders/waybill-export?<the list's filters>&ids=… — the ticked waybills, or else
// every waybill the filters match, as a streamed .xlsx (exceljs WorkbookWriter) named by
// content-disposition. With no filter and no tick: back to the list with the spec's message.
// More rows than the platform's EXPORT_BACKGROUND_ROWS, or background=1 (the form's 后台导出),
// become a background job instead: the user goes to the download centre.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { lenientQuery } from '#contract/lenient-query';
import { WAYBILL_FILTER_KEYS, waybillQuery } from '#contract/orders/schemas';
import { requireUser } from '#app/utils/auth.server';
import { WAYBILL_EXPORT_SHEET } from '#contract/orders/export-sheets';
import { exportOrBack } from '#app/features/orders/export.server';
import { api } from '#app/utils/api.server';

const LISTS = [
  '/user/dispatchOrderList',
  '/order-manage/dispatchOrder',
  '/user/dispatchOrderListCheck',
  '/shipper/additional',
  '/user/deliveryWaybillList',
  '/user/receiveWaybillList',
];

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { pageNumber: _p, pageSize: _s, ...filters } = lenientQuery(waybillQuery, new URL(args.request.url).searchParams);
  return exportOrBack(args.request, {
    lists: LISTS,
    filters,
    keys: WAYBILL_FILTER_KEYS,
    start: (ids, background) => api.orders.waybillExportStart(args, { ...filters, ...(ids.length ? { ids } : {}), background }),
    load: (ids) => api.orders.waybillExport(args, { ...filters, ...(ids.length ? { ids } : {}) }),
    view: (row) => row,
    sheet: WAYBILL_EXPORT_SHEET,
  });
}
