// GET /resources/money/aging-export?side=pay|receive&partyName=…&confirmedOnly=1 — 应付账款 /
// 应收账款 as the list's filters match it, every counterparty (not one page), as a streamed .xlsx
// through the lists' export helper; nothing to export: back to the list with the message.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { lenientQuery } from '#contract/lenient-query';
import { AGE_BUCKET_LABELS, AGING_FILTER_KEYS, agingExportQuery } from '#contract/money/bills';
import { exportOrBack, type ExportColumn } from '#app/features/orders/export.server';
import { agingView, type AgingView } from '#app/features/money/aging.server';
import { AGING_PATHS } from '#app/features/money/paths';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';

const columns = (side: 'pay' | 'receive'): ExportColumn<AgingView>[] => [
  { header: side === 'pay' ? '收款方' : '付款方', width: 28, value: (r) => r.partyName },
  { header: '结算单数', width: 10, value: (r) => String(r.billCount) },
  { header: side === 'pay' ? '应付未付' : '应收未收', width: 16, value: (r) => r.unpaid },
  { header: '其中已确认', width: 16, value: (r) => r.confirmed },
  { header: AGE_BUCKET_LABELS.d30, width: 14, value: (r) => r.buckets.d30 },
  { header: AGE_BUCKET_LABELS.d60, width: 14, value: (r) => r.buckets.d60 },
  { header: AGE_BUCKET_LABELS.d90, width: 14, value: (r) => r.buckets.d90 },
  { header: AGE_BUCKET_LABELS.over90, width: 14, value: (r) => r.buckets.over90 },
  { header: '最早结算单', width: 14, value: (r) => r.oldest },
];

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const filters = lenientQuery(agingExportQuery, new URL(args.request.url).searchParams);
  const title = filters.side === 'pay' ? '应付账款' : '应收账款';
  return exportOrBack(args.request, {
    lists: [AGING_PATHS[filters.side]],
    filters,
    keys: AGING_FILTER_KEYS,
    load: () => api.money.agingExport(args, filters),
    view: agingView,
    sheet: { name: title, columns: columns(filters.side), file: { ascii: filters.side === 'pay' ? 'payables' : 'receivables', chinese: title } },
  });
}
