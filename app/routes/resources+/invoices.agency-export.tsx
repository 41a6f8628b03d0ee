// GET /resources/invoices/agency-export?<the list's filters>&ids=… — the individual payee's paid
// waybills with their 代开 status (the ticked ones, else every one the filters match, at most 5000) as
// a streamed .xlsx named by content-disposition, in the columns a background export writes too
// (contract/invoices/agency-sheet.ts); more rows than the platform's EXPORT_BACKGROUND_ROWS, or
// background=1 (the list's 后台导出), become a background job and the user goes to the download
// centre; nothing to export or a refusal: back to the list with the message.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { AGENCY_FILTER_KEYS, agencyWaybillFilters } from '#contract/invoices/agency';
import { AGENCY_WAYBILL_SHEET } from '#contract/invoices/agency-sheet';
import { lenientQuery } from '#contract/lenient-query';
import { AGENCY_PATHS } from '#app/features/invoices/paths';
import { exportOrBack } from '#app/features/orders/export.server';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const filters = lenientQuery(agencyWaybillFilters, new URL(args.request.url).searchParams);
  const ticked = (ids: number[]) => (ids.length ? { waybillIds: ids } : {});
  return exportOrBack(args.request, {
    lists: [AGENCY_PATHS.tickets],
    filters,
    keys: AGENCY_FILTER_KEYS,
    start: (ids, background) => api.invoices.agencyWaybillExportStart(args, { ...filters, ...ticked(ids), background }),
    load: (ids) => api.invoices.agencyWaybillExport(args, { ...filters, ...ticked(ids) }),
    view: (row) => row,
    sheet: AGENCY_WAYBILL_SHEET,
  });
}
