// GET /resources/reports/line-export?kind=details|summary&<the report's filters> — every row of the
// line report the filters match as a streamed .xlsx named by content-disposition, with the screen's
// columns; more rows than the platform's EXPORT_BACKGROUND_ROWS, or background=1, become a
// background job and the user goes to the download centre; nothing to export or a refusal: back to
// the report with the message.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { cityCodeLabel } from '#contract/regions';
import { LINE_FILTER_KEYS } from '#contract/reports/schemas';
import { exportOrBack } from '#app/features/orders/export.server';
import { LINE_SHEETS, rowView } from '#contract/reports/line-sheets';
import { lineFiltersOf } from '#app/features/reports/lines.server';
import { LINE_PATHS } from '#app/features/reports/paths';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const params = new URL(args.request.url).searchParams;
  const kind = params.get('kind') === 'details' ? 'details' : 'summary';
  const { filters } = lineFiltersOf(params);
  return exportOrBack(args.request, {
    lists: [LINE_PATHS[kind]],
    filters,
    keys: [...LINE_FILTER_KEYS],
    start: (_ids, background) => api.reports.lineExportStart(args, { ...filters, kind, background }),
    load: () => api.reports.lineExport(args, { ...filters, kind }),
    view: (row) => rowView(row, (code) => cityCodeLabel(code) || code),
    sheet: LINE_SHEETS[kind],
  });
}
