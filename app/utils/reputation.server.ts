// /creditEvaluation and /historicalComplaints: public lists from the platform, filters from the URL.
// Labels are resolved here so the pages ship no dictionaries to the browser.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { CODES } from '#contract/codes';
import { ABNORMAL_TYPE } from '#contract/orders/dict';
import { labelIn } from '#contract/dictionaries';
import type { Page } from '#contract/portal';
import { CREDIT_MIN_SCORES, type CarrierCredit, type HandledComplaint } from '#contract/reputation';
import { formatDateTime } from '#contract/format';
import { callPlatform } from './platform.server';

function searchOf(request: Request) {
  const url = new URL(request.url);
  return (key: string) => url.searchParams.get(key)?.trim() || undefined;
}

/** A public list call: a refused filter is shown on the page (400), anything else is an outage. */
async function publicPage<T>(args: LoaderFunctionArgs, path: string, body: Record<string, unknown>) {
  const envelope = await callPlatform<Page<T>>(args, path, { body, token: null });
  if (envelope.code !== CODES.SUCCESS && envelope.code !== CODES.BAD_REQUEST) throw new Response(envelope.message, { status: 503 });
  const bad = envelope.code === CODES.BAD_REQUEST;
  return { page: bad ? null : envelope.data, error: bad ? envelope.message : null, status: bad ? 400 : 200 };
}

const KIND_LABELS: Record<CarrierCredit['kind'], string> = { carrier: '承运商', agent: '经纪企业', individual: '个人承运人' };

export async function loadCredit(args: LoaderFunctionArgs) {
  const get = searchOf(args.request);
  const filters = { keyword: get('keyword'), minScore: get('minScore') };
  const result = await publicPage<CarrierCredit>(args, '/evaluate/creditPagination', { ...filters, pageNumber: get('pageNumber') ?? 1 });
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
  const result = await publicPage<HandledComplaint>(args, '/complaint/historyPagination', { ...filters, pageNumber: get('pageNumber') ?? 1 });
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
