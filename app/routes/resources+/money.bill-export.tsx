// GET /resources/money/bill-export?side=pay|receive&<the list's filters>&ids=… — the bills of the
// list (the ticked ones, else every one the filters match) as a streamed .xlsx named by
// content-disposition, through the lists' export helper; nothing to export: back to the list with
// the message.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { lenientQuery } from '#contract/lenient-query';
import { BILL_FILTER_KEYS, billFilters } from '#contract/money/bills';
import { exportOrBack, type ExportColumn } from '#app/features/orders/export.server';
import { billView, type BillView } from '#app/features/money/bills.server';
import { BILL_PATHS } from '#app/features/money/paths';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';

const COLUMNS: ExportColumn<BillView>[] = [
  { header: '结算单号', width: 22, value: (b) => b.billNo },
  { header: '付款方', width: 24, value: (b) => b.payerName },
  { header: '收款方', width: 24, value: (b) => b.payeeName },
  { header: '结算类型', width: 12, value: (b) => b.typeLabel },
  { header: '派车单数', width: 8, value: (b) => String(b.waybillCount) },
  { header: '运费合计', width: 16, value: (b) => b.freight },
  { header: '扣款合计', width: 14, value: (b) => b.deduction },
  { header: '结算金额', width: 16, value: (b) => b.total },
  { header: '已付金额', width: 16, value: (b) => b.paid },
  { header: '状态', width: 10, value: (b) => b.statusLabel },
  { header: '生成时间', width: 18, value: (b) => b.created },
];

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const filters = lenientQuery(billFilters, new URL(args.request.url).searchParams);
  const list = BILL_PATHS[filters.side].list;
  return exportOrBack(args.request, {
    lists: [list],
    filters,
    keys: BILL_FILTER_KEYS,
    load: (ids) => api.money.billExport(args, { ...filters, ...(ids.length ? { ids } : {}) }),
    view: billView,
    sheet: { name: '结算单', columns: COLUMNS, file: { ascii: 'settlement-bills', chinese: filters.side === 'pay' ? '结算单' : '账单' } },
  });
}
