// /creditEvaluation and /historicalComplaints: public lists from the platform, filters from the URL.
// Labels are resolved here so the pages ship no dictionaries to the browser.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { ABNORMAL_TYPE } from '#contract/orders/dict';
import { labelIn } from '#contract/dictionaries';
import { CREDIT_MIN_SCORES } from '#contract/portal/reputation';
import type { CarrierCredit } from '#contract/portal/views';
import { api } from '#app/utils/api.server';
import { formatDateTime } from '#app/utils/format';
import { ANONYMOUS, publicList } from './portal.server';

function searchOf(request: Request) {
  const url = new URL(request.url);
  return (key: string) => url.searchParams.get(key)?.trim() || undefined;
}

const KIND_LABELS: Record<CarrierCredit['kind'], string> = { carrier: '承运商', agent: '经纪企业', individual: '个人承运人' };

export async function loadCredit(args: LoaderFunctionArgs) {
  const get = searchOf(args.request);
  const filters = { keyword: get('keyword'), minScore: get('minScore') };
  const result = await publicList(api.reputation.creditPage.envelope(args, { ...filters, pageNumber: get('pageNumber') ?? 1 }, ANONYMOUS));
  return {
    ...result,
    filters,
    scoreOptions: CREDIT_MIN_SCORES.map((s) => ({ value: s, label: `${s} 分及以上` })),
    rows: (result.page?.records ?? []).map((r) => ({
      ...r,
      kindLabel: KIND_LABELS[r.kind],
      recent: r.recent.map((c) => ({ ...c, at: formatDateTime(c.at, 'YYYY-MM-DD') })),
    })),
  };
}

export async function loadComplaintHistory(args: LoaderFunctionArgs) {
  const get = searchOf(args.request);
  const filters = { type: get('type'), keyword: get('keyword') };
  const result = await publicList(api.reputation.complaintHistory.envelope(args, { ...filters, pageNumber: get('pageNumber') ?? 1 }, ANONYMOUS));
  return {
    ...result,
    filters,
    typeOptions: ABNORMAL_TYPE.items.map((i) => ({ value: i.value, label: i.label })),
    rows: (result.page?.records ?? []).map((r) => ({
      ...r,
      typeLabel: labelIn(ABNORMAL_TYPE, r.type) || r.type,
      reportedAt: formatDateTime(r.reportedAt, 'YYYY-MM-DD HH:mm'),
      handledAt: formatDateTime(r.handledAt, 'YYYY-MM-DD HH:mm'),
    })),
  };
}
