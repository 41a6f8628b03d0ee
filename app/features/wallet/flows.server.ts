// The fund-flow lists (/my-center/paymentDetails, /user/cashJournelAccount) and their export: the
// filters live in the URL, so a bookmarked list reopens as it was.
import { lenientQuery } from '#contract/lenient-query';
import { formatDateTime, formatFen } from '#contract/format';
import { movementLabel } from '#contract/money/ledger';
import { flowQuery, type FlowRow } from '#contract/money/wallet';
import { xlsxResponse, type ExportColumn } from '#app/features/orders/export.server';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import type { Caller } from '#app/utils/platform.server';

export const flowView = (r: FlowRow) => ({
  id: r.id,
  // a payment is 付款 on the payer's line and 收款 on the payee's
  kind: movementLabel(r.kind, r.amountFen),
  income: r.amountFen > 0 ? formatFen(r.amountFen) : '',
  expense: r.amountFen < 0 ? formatFen(-r.amountFen) : '',
  balance: formatFen(r.balanceAfterFen),
  memo: r.memo ?? '',
  at: formatDateTime(r.createdAt, 'YYYY-MM-DD HH:mm:ss'),
});
export type FlowView = ReturnType<typeof flowView>;

export async function flowListData(caller: Caller) {
  await requireUser(caller);
  const query = lenientQuery(flowQuery, new URL(caller.request.url).searchParams);
  const [page, view] = await Promise.all([api.wallet.flowPage(caller, query), api.wallet.wallet(caller)]);
  return { query, total: page.total, rows: page.records.map(flowView), hasWallet: view.wallet !== null };
}

const COLUMNS: ExportColumn<FlowView>[] = [
  { header: '时间', width: 20, value: (r) => r.at },
  { header: '类型', width: 12, value: (r) => r.kind },
  { header: '收入（元）', width: 14, value: (r) => r.income },
  { header: '支出（元）', width: 14, value: (r) => r.expense },
  { header: '余额（元）', width: 14, value: (r) => r.balance },
  { header: '备注', width: 30, value: (r) => r.memo },
];

export async function flowExportResponse(caller: Caller) {
  await requireUser(caller);
  const query = lenientQuery(flowQuery, new URL(caller.request.url).searchParams);
  const rows = await api.wallet.flowExport(caller, query);
  return xlsxResponse('资金流水', COLUMNS, rows.map(flowView), { ascii: 'fund-flow', chinese: '资金流水' });
}
