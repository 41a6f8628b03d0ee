// 应付账款 (/shipper/receiveFee, the pay side) and 应收账款 (/shipper/payFee, the receive side): one
// page of what is owed per counterparty and age, the filters from the URL, amounts in yuan.
import { agingQuery, type AgingRow } from '#contract/money/bills';
import { api } from '#app/utils/api.server';
import { loadPage } from '#app/utils/forms.server';
import type { Caller } from '#app/utils/platform.server';
import { formatDateTime, yuan } from '#app/utils/format';
import type { BillSide } from './paths';

export function agingView(r: AgingRow) {
  return {
    ...r,
    unpaid: yuan(r.unpaidFen),
    confirmed: yuan(r.confirmedFen),
    buckets: { d30: yuan(r.d30), d60: yuan(r.d60), d90: yuan(r.d90), over90: yuan(r.over90) },
    oldest: formatDateTime(r.oldestAt, 'YYYY-MM-DD'),
  };
}
export type AgingView = ReturnType<typeof agingView>;

export async function agingData(caller: Caller, side: BillSide) {
  const { query, page } = await loadPage(caller, (c, q) => api.money.aging(c, { ...q, side }), agingQuery);
  return {
    query: { partyName: query.partyName ?? '', confirmedOnly: query.confirmedOnly ?? '', pageNumber: query.pageNumber, pageSize: query.pageSize },
    total: page.total,
    rows: page.records.map(agingView),
  };
}
