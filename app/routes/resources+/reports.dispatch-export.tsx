// GET /resources/reports/dispatch-export?report=<tab>&<the filters> — every row of one dispatch-order
// report (operations; at most 5000) as a streamed .xlsx; nothing to export or a refusal: back to the
// report with the message.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { lenientQuery } from '#contract/lenient-query';
import { DISPATCH_REPORT_FILTER_KEYS, DISPATCH_REPORT_LABELS, DISPATCH_REPORT_NOTES, dispatchReportQuery } from '#contract/reports/schemas';
import { exportOrBack } from '#app/features/orders/export.server';
import { dispatchRowView, tabOf, type DispatchRowView } from '#app/features/reports/dispatch.server';
import { DISPATCH_REPORT_PATH } from '#app/features/reports/paths';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const params = new URL(args.request.url).searchParams;
  const report = tabOf(new URLSearchParams({ tab: params.get('report') ?? '' }));
  const { pageNumber: _p, pageSize: _s, ...filters } = lenientQuery(dispatchReportQuery, params);
  const text = (title: string, value: (r: DispatchRowView) => string, width = 16) => ({ header: title, width, value });
  return exportOrBack(args.request, {
    lists: [DISPATCH_REPORT_PATH],
    filters,
    keys: [...DISPATCH_REPORT_FILTER_KEYS],
    load: () => api.reports.dispatchReportExport(args, { ...filters, report }),
    view: dispatchRowView,
    sheet: {
      name: DISPATCH_REPORT_LABELS[report],
      file: { ascii: `dispatch-report-${report}`, chinese: `派车单报表-${DISPATCH_REPORT_LABELS[report]}` },
      columns: [
        text('派车单号', (r) => r.waybillNo, 22),
        text('状态', (r) => r.status, 10),
        text('线路', (r) => r.line, 24),
        text('车牌号', (r) => r.plate, 12),
        text('司机', (r) => r.driver, 10),
        text('货主', (r) => r.shipper, 24),
        text('承运商', (r) => r.carrier, 24),
        text('装货重量', (r) => r.load, 12),
        text('运费', (r) => r.freight, 14),
        text('派车时间', (r) => r.created, 18),
        text(DISPATCH_REPORT_NOTES[report], (r) => r.note, 30),
      ],
    },
  });
}
