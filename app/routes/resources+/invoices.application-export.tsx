// GET /resources/invoices/application-export?scope=all|issued|history&<the list's filters>&ids=… — the
// company's invoice applications of the list (the ticked ones, else every one the filters match, at
// most 5000) as a streamed .xlsx named by content-disposition, through the lists' export helper;
// nothing to export: back to the list with the message.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { APPLICATION_FILTER_KEYS, applicationFilters } from '#contract/invoices/listing';
import { lenientQuery } from '#contract/lenient-query';
import { applicationView, type ApplicationView } from '#app/features/invoices/applications.server';
import { INVOICE_PATHS } from '#app/features/invoices/paths';
import { exportOrBack, type ExportColumn } from '#app/features/orders/export.server';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';

const COLUMNS: ExportColumn<ApplicationView>[] = [
  { header: '申请编号', width: 24, value: (a) => a.applyNo },
  { header: '发票抬头', width: 28, value: (a) => a.title },
  { header: '发票种类', width: 24, value: (a) => a.kindLabel },
  { header: '派车单数', width: 8, value: (a) => String(a.waybillCount) },
  { header: '价税合计', width: 16, value: (a) => a.amount },
  { header: '税率', width: 8, value: (a) => a.rate },
  { header: '税额', width: 14, value: (a) => a.tax },
  { header: '状态', width: 10, value: (a) => a.statusLabel },
  { header: '发票号码', width: 24, value: (a) => a.invoiceNo ?? '' },
  { header: '开票时间', width: 18, value: (a) => a.issued },
  { header: '红字确认单编号', width: 24, value: (a) => a.redConfirmationNo ?? '' },
  { header: '备注', width: 24, value: (a) => a.remark },
  { header: '申请时间', width: 18, value: (a) => a.created },
];

const LISTS = { all: INVOICE_PATHS.records, issued: INVOICE_PATHS.issued, history: INVOICE_PATHS.history } as const;

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const filters = lenientQuery(applicationFilters, new URL(args.request.url).searchParams);
  return exportOrBack(args.request, {
    lists: [LISTS[filters.scope]],
    filters,
    keys: APPLICATION_FILTER_KEYS,
    load: (ids) => api.invoices.applicationExport(args, { ...filters, ...(ids.length ? { ids } : {}) }),
    view: applicationView,
    sheet: {
      name: '开票申请',
      columns: COLUMNS,
      file: { ascii: 'invoice-applications', chinese: filters.scope === 'all' ? '开票申请记录' : filters.scope === 'issued' ? '发票列表' : '开票历史' },
    },
  });
}
