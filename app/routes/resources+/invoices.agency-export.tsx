// GET /resources/invoices/agency-export?<the list's filters>&ids=… — the individual payee's paid
// waybills with their 代开 status (the ticked ones, else every one the filters match, at most 5000) as
// a streamed .xlsx named by content-disposition; nothing to export: back to the list with the message.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { AGENCY_FILTER_KEYS, agencyWaybillFilters } from '#contract/invoices/agency';
import { lenientQuery } from '#contract/lenient-query';
import { agencyWaybillView, type AgencyWaybillView } from '#app/features/invoices/agency.server';
import { AGENCY_PATHS } from '#app/features/invoices/paths';
import { exportOrBack, type ExportColumn } from '#app/features/orders/export.server';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';

const COLUMNS: ExportColumn<AgencyWaybillView>[] = [
  { header: '派车单号', width: 24, value: (w) => w.waybillNo },
  { header: '结算单号', width: 24, value: (w) => w.billNo },
  { header: '起运地', width: 14, value: (w) => w.origin },
  { header: '到达地', width: 14, value: (w) => w.destination },
  { header: '车牌号', width: 12, value: (w) => w.plateNo },
  { header: '货物名称', width: 16, value: (w) => w.goodsName },
  { header: '签收时间', width: 18, value: (w) => w.signed },
  { header: '已收运费', width: 14, value: (w) => w.paid },
  { header: '代开状态', width: 10, value: (w) => w.statusLabel },
  { header: '代开申请编号', width: 24, value: (w) => w.applyNo ?? '' },
  { header: '发票号码', width: 24, value: (w) => w.invoiceNo ?? '' },
];

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const filters = lenientQuery(agencyWaybillFilters, new URL(args.request.url).searchParams);
  return exportOrBack(args.request, {
    lists: [AGENCY_PATHS.tickets],
    filters,
    keys: AGENCY_FILTER_KEYS,
    load: (ids) => api.invoices.agencyWaybillExport(args, { ...filters, ...(ids.length ? { waybillIds: ids } : {}) }),
    view: agencyWaybillView,
    sheet: { name: '代开派车单', columns: COLUMNS, file: { ascii: 'agency-waybills', chinese: '代开派车单' } },
  });
}
