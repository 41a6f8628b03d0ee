// GET /resources/money/bill-export?side=pay|receive&<the list's filters>&ids=… — the bills of the
// list (the ticked ones, else every one the filters match) as a streamed .xlsx named by
// content-disposition, through the lists' export helper; nothing to export: back to the list with
// the message. More rows than the platform's EXPORT_BACKGROUND_ROWS, or background=1 (the list's
// 导出到下载中心), become a background job instead: the user goes to the download centre.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { lenientQuery } from '#contract/lenient-query';
import { BILL_FILTER_KEYS, billFilters } from '#contract/money/bills';
import { billExportSheet } from '#contract/money/export-sheets';
import { exportOrBack } from '#app/features/orders/export.server';
import { BILL_PATHS } from '#app/features/money/paths';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const filters = lenientQuery(billFilters, new URL(args.request.url).searchParams);
  const list = BILL_PATHS[filters.side].list;
  return exportOrBack(args.request, {
    lists: [list],
    filters,
    keys: BILL_FILTER_KEYS,
    start: (ids, background) => api.money.billExportStart(args, { ...filters, ...(ids.length ? { ids } : {}), background }),
    load: (ids) => api.money.billExport(args, { ...filters, ...(ids.length ? { ids } : {}) }),
    view: (row) => row,
    sheet: billExportSheet(filters.side),
  });
}
