// GET /resources/orders/order-export?<the list's filters>&ids=… — the ticked orders, or else every
// order the filters match, as a streamed .xlsx named by content-disposition. With no filter and no
// tick (the screen's own view is no filter): back to the list with the spec's message. More rows
// than the platform's EXPORT_BACKGROUND_ROWS, or background=1 (the form's 导出到下载中心), become a
// background job instead: the user goes to the download centre.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { lenientQuery } from '#contract/lenient-query';
import { ORDER_EXPORT_SHEET } from '#contract/orders/export-sheets';
import { ORDER_FILTER_KEYS } from '#contract/orders/filters';
import { orderQuery } from '#contract/orders/schemas';
import { requireUser } from '#app/utils/auth.server';
import { exportOrBack } from '#app/features/orders/export.server';
import { api } from '#app/utils/api.server';

const LISTS = ['/user/salesOrderList', '/user/purchaseOrderList'];

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { pageNumber: _p, pageSize: _s, ...filters } = lenientQuery(orderQuery, new URL(args.request.url).searchParams);
  return exportOrBack(args.request, {
    lists: LISTS,
    filters,
    keys: ORDER_FILTER_KEYS,
    start: (ids, background) => api.orders.orderExportStart(args, { ...filters, ...(ids.length ? { ids } : {}), background }),
    load: (ids) => api.orders.orderExport(args, { ...filters, ...(ids.length ? { ids } : {}) }),
    view: (row) => row,
    sheet: ORDER_EXPORT_SHEET,
  });
}
