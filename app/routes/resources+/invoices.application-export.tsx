// GET /resources/invoices/application-export?scope=all|issued|history&<the list's filters>&ids=… — the
// company's invoice applications of the list (the ticked ones, else every one the filters match, at
// most 5000) as a streamed .xlsx named by content-disposition, in the columns a background export
// writes too (contract/invoices/application-sheet.ts); more rows than the platform's
// EXPORT_BACKGROUND_ROWS, or background=1 (the list's 后台导出), become a background job and the user
// goes to the download centre; nothing to export or a refusal: back to the list with the message.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { applicationSheet } from '#contract/invoices/application-sheet';
import { APPLICATION_FILTER_KEYS, applicationFilters } from '#contract/invoices/listing';
import { lenientQuery } from '#contract/lenient-query';
import { INVOICE_PATHS } from '#app/features/invoices/paths';
import { exportOrBack } from '#app/features/orders/export.server';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';

const LISTS = { all: INVOICE_PATHS.records, issued: INVOICE_PATHS.issued, history: INVOICE_PATHS.history } as const;

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const filters = lenientQuery(applicationFilters, new URL(args.request.url).searchParams);
  const ticked = (ids: number[]) => (ids.length ? { ids } : {});
  return exportOrBack(args.request, {
    lists: [LISTS[filters.scope]],
    filters,
    keys: APPLICATION_FILTER_KEYS,
    start: (ids, background) => api.invoices.applicationExportStart(args, { ...filters, ...ticked(ids), background }),
    load: (ids) => api.invoices.applicationExport(args, { ...filters, ...ticked(ids) }),
    view: (row) => row,
    sheet: applicationSheet(filters.scope),
  });
}
