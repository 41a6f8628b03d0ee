// The dispatch-order reports' server side (operations, issue 48): the tab and filters from the URL
// → the tab's platform call → rows shaped for the table and the export.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { lenientQuery } from '#contract/lenient-query';
import { labelIn } from '#contract/dictionaries';
import { DISPATCH_STATUS } from '#contract/orders/dict';
import { cityCodeLabel } from '#contract/regions';
import { DISPATCH_REPORTS, dispatchReportQuery, type DispatchReport, type DispatchReportRow } from '#contract/reports/schemas';
import { api } from '#app/utils/api.server';
import { shortDateTime, yuan } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';

const CALLS = {
  has: api.reports.dispatchHas,
  not: api.reports.dispatchNot,
  checkFive: api.reports.dispatchCheckFive,
  price: api.reports.dispatchPrice,
  return: api.reports.dispatchReturn,
  way: api.reports.dispatchWay,
} as const;

export const tabOf = (params: URLSearchParams): DispatchReport => {
  const tab = params.get('tab') ?? '';
  return (DISPATCH_REPORTS as readonly string[]).includes(tab) ? (tab as DispatchReport) : 'not';
};

export type DispatchRowView = {
  id: number;
  waybillNo: string;
  status: string;
  plate: string;
  driver: string;
  line: string;
  shipper: string;
  carrier: string;
  load: string;
  freight: string;
  created: string;
  note: string;
};

const ISO = /^\d{4}-\d{2}-\d{2}T/;
const city = (code: string) => cityCodeLabel(code) || code;

export function dispatchRowView(r: DispatchReportRow): DispatchRowView {
  return {
    id: r.waybillId,
    waybillNo: r.waybillNo,
    status: labelIn(DISPATCH_STATUS, r.status) || r.status,
    plate: r.plateNo,
    driver: r.driverName,
    line: `${city(r.originCity)} → ${city(r.destCity)}`,
    shipper: r.shipperName,
    carrier: r.carrierName,
    load: tonnes(r.loadKg),
    freight: yuan(r.freightFen),
    created: shortDateTime(r.createdAt),
    // the times of the reported and on-road reports read in China time
    note: ISO.test(r.note) ? shortDateTime(r.note) : r.note,
  };
}

export async function dispatchReportData(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const tab = tabOf(params);
  const query = lenientQuery(dispatchReportQuery, params);
  const page = await CALLS[tab](args, query);
  return {
    tab,
    query: {
      waybillNo: query.waybillNo ?? '',
      plateNo: query.plateNo ?? '',
      from: query.from ?? '',
      to: query.to ?? '',
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    },
    rows: page.records.map(dispatchRowView),
    total: page.total,
  };
}
