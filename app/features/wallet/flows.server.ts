// The fund-flow lists (/my-center/paymentDetails, /user/cashJournelAccount) and their export: the
// filters live in the URL, so a bookmarked list reopens as it was.
import { lenientQuery } from '#contract/lenient-query';
import { movementLabel } from '#contract/money/ledger';
import { flowQuery, WALLET_MESSAGES, type FlowDetail, type FlowRow } from '#contract/money/wallet';
import { BILL_PATHS } from '#app/features/money/paths';
import { xlsxResponse, type ExportColumn } from '#app/features/orders/export.server';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { formatFen, formatDateTime, yuan } from '#app/utils/format';

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

const DOCUMENT_TITLES = { bill: '结算单', withdrawal: '提现单', topup: '入金' } as const;

/** One line as its detail shows it: the line, then the document behind it with a link to a bill. */
function flowDetailView(d: FlowDetail) {
  const doc = d.document;
  const side = doc?.side ?? null;
  return {
    ...flowView(d),
    amount: `${d.amountFen > 0 ? '收入' : '支出'} ${yuan(Math.abs(d.amountFen))}`,
    document: doc
      ? {
          title: DOCUMENT_TITLES[doc.kind],
          number: doc.number,
          status: doc.status,
          href: doc.billId !== null && side ? `${BILL_PATHS[side].detail}?id=${doc.billId}` : null,
          counterpartyLabel: doc.kind === 'withdrawal' ? '到账银行卡' : side === 'pay' ? '收款方' : '付款方',
          counterparty: doc.counterparty,
          bankSerial: doc.bankSerial,
          bankMessage: doc.bankMessage,
        }
      : null,
  };
}
export type FlowDetailView = ReturnType<typeof flowDetailView>;

/** ?detail=<line id>: the line the list opens as a panel; anyone else's (or a bad id) is the 404 page. */
async function detailOf(caller: Caller, raw: string | null) {
  if (raw === null) return null;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(WALLET_MESSAGES.flowNotFound, { status: 404 });
  try {
    return flowDetailView(await api.wallet.flowDetail(caller, { id }));
  } catch (error) {
    if (error instanceof PlatformError && (error.code === 404 || error.code === 400)) throw new Response(error.message, { status: 404 });
    throw error;
  }
}

export async function flowListData(caller: Caller) {
  await requireUser(caller);
  const params = new URL(caller.request.url).searchParams;
  const query = lenientQuery(flowQuery, params);
  const [page, view, detail] = await Promise.all([api.wallet.flowPage(caller, query), api.wallet.wallet(caller), detailOf(caller, params.get('detail'))]);
  return { query, total: page.total, rows: page.records.map(flowView), hasWallet: view.wallet !== null, detail };
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
