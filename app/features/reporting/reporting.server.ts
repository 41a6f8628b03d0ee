// The /user/waybillPush screen's side of the platform: the report list (tabs and filters from the
// URL), one waybill's report (?detail=id), and the actions 五证校验 / 上报 / 重新上报 of one row or
// of the ticked rows, answered by a flash on the same list.
import { lenientQuery } from '#contract/lenient-query';
import {
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  REPORT_MESSAGES,
  REPORT_STATUS_LABELS,
  REPORT_TAB_LABELS,
  REPORT_TABS,
  reportActionBody,
  reportQuery,
  type ReportKind,
  type ReportOutcome,
  type ReportRow,
} from '#contract/reporting/schemas';
import { requireOperator } from '#app/utils/auth.server';
import { notFoundAs404 } from '#app/features/orders/orders.server';
import { readForm, redirectWith } from '#app/utils/forms.server';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { formatDateTime } from '#app/utils/format';

const WAYBILL_PUSH_PATH = '/user/waybillPush';

const time = (iso: string | null) => (iso ? formatDateTime(iso, 'YYYY-MM-DD HH:mm') : '');

/**
 * A row's handle in the form (checkbox value, intent suffix): the waybill id for its 电子运单, as
 * before there were two kinds, and `freight_charges:id` for its 资金流水单.
 */
export const rowKey = (kind: ReportKind, waybillId: number) => (kind === 'waybill' ? String(waybillId) : `${kind}:${waybillId}`);
const KEY = /^(?:(waybill|freight_charges):)?(\d{1,9})$/;

function rowView(r: ReportRow) {
  return {
    key: rowKey(r.kind, r.waybillId),
    kind: r.kind,
    kindLabel: REPORT_KIND_LABELS[r.kind],
    waybillId: r.waybillId,
    waybillNo: r.waybillNo,
    orderId: r.orderId,
    orderNo: r.orderNo,
    plateNo: r.plateNo,
    driverName: r.driverName,
    route: r.route,
    signedAt: time(r.signedAt),
    /** null: not checked yet */
    checkErrors: r.checkErrors,
    checkedAt: time(r.checkedAt),
    status: r.status,
    statusLabel: REPORT_STATUS_LABELS[r.status] ?? r.status,
    messageRef: r.messageRef ?? '',
    last: r.lastCode ? `${r.lastCode} ${r.lastMessage ?? ''}`.trim() : '',
    attempts: r.attempts,
    reportedAt: time(r.reportedAt),
  };
}
export type PushRowView = ReturnType<typeof rowView>;

/**
 * The message laid out one element a line, for reading (the exact text sent is shown beside it).
 * Text content is escaped in our messages, so every '<' starts a tag.
 */
export function indentXml(xml: string): string {
  const tokens = xml.match(/<[^>]+>|[^<]+/g) ?? [];
  const lines: string[] = [];
  let depth = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    const pad = (d: number) => '  '.repeat(Math.max(d, 0));
    if (t.startsWith('<?')) lines.push(t);
    else if (t.startsWith('</')) lines.push(pad((depth -= 1)) + t);
    else if (t.startsWith('<')) {
      const [next, after] = [tokens[i + 1], tokens[i + 2]];
      if (next !== undefined && !next.startsWith('<') && after?.startsWith('</')) {
        lines.push(pad(depth) + t + next + after);
        i += 2;
      } else if (next?.startsWith('</')) {
        lines.push(pad(depth) + t + next);
        i += 1;
      } else lines.push(pad((depth += 1) - 1) + t);
    } else lines.push(pad(depth) + t);
  }
  return lines.join('\n');
}

/** ?detail=key: one report (see rowKey), or null. */
const detailOf = (url: URL) => {
  const m = KEY.exec(url.searchParams.get('detail') ?? '');
  return m && Number(m[2]) > 0 ? { id: Number(m[2]), kind: (m[1] ?? 'waybill') as ReportKind } : null;
};

export async function waybillPushData(caller: Caller) {
  await requireOperator(caller);
  const url = new URL(caller.request.url);
  const query = lenientQuery(reportQuery, url.searchParams);
  const one = detailOf(url);
  const [page, detail] = await Promise.all([
    api.reporting.page(caller, query),
    one === null ? Promise.resolve(null) : notFoundAs404(() => api.reporting.detail(caller, one), REPORT_MESSAGES.notFound),
  ]);
  const back = new URLSearchParams(url.searchParams);
  back.delete('detail');
  return {
    query,
    total: page.total,
    rows: page.records.map(rowView),
    back: `${WAYBILL_PUSH_PATH}${back.size ? `?${back}` : ''}`,
    tabs: REPORT_TABS.map((key) => ({ key, title: REPORT_TAB_LABELS[key], href: `${WAYBILL_PUSH_PATH}?tab=${key}` })),
    detail: detail && {
      row: rowView(detail.row),
      check: detail.check,
      xml: detail.xml,
      xmlIndented: indentXml(detail.xml),
      xmlIsPreview: detail.xmlIsPreview,
      configured: detail.configured,
      attempts: detail.attempts.map((a) => ({ ...a, at: time(a.at) })),
    },
  };
}

/** intent = check | push (the ticked rows) or check:key | push:key | resubmit:key (one row, see rowKey). */
const INTENT = /^(check|push|resubmit)(?::((?:waybill:|freight_charges:)?\d{1,9}))?$/;

export async function waybillPushAction(caller: Caller) {
  await requireOperator(caller);
  const formData = await readForm(caller.request);
  const match = INTENT.exec(String(formData.get('intent') ?? ''));
  if (!match) throw new Response('未知的操作', { status: 400 });
  const [, intent, one] = match;
  const url = new URL(caller.request.url);
  const here = `${url.pathname}${url.search}`;
  // the ticked rows, split by kind: the platform takes one kind a call
  const keys = (one ? [one] : formData.getAll('ids').map(String)).map((k) => KEY.exec(k));
  const byKind = REPORT_KINDS.map((kind) => ({
    kind,
    waybillIds: keys.filter((m) => m && (m[1] ?? 'waybill') === kind).map((m) => m![2]),
  })).filter((b) => b.waybillIds.length > 0);
  const parsed = byKind.map((b) => reportActionBody.safeParse(b));
  const bad = parsed.find((p) => !p.success) ?? (parsed.length === 0 ? reportActionBody.safeParse({ waybillIds: [] }) : null);
  if (bad && !bad.success) return redirectWith(caller.request, here, bad.error.issues[0].message, 'error');
  const outcomes: ReportOutcome[] = [];
  try {
    for (const p of parsed) {
      if (!p.success) continue;
      outcomes.push(...(await (intent === 'check' ? api.reporting.check(caller, p.data) : api.reporting.push(caller, p.data))));
    }
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return redirectWith(caller.request, here, error.message, 'error');
  }
  const failed = outcomes.filter((o) => !o.ok);
  const lines = outcomes.map((o) => `${o.waybillNo || `#${o.waybillId}`}${o.kind === 'waybill' ? '' : ` ${REPORT_KIND_LABELS[o.kind]}`}：${o.message}`);
  const checked = outcomes.every((o) => o.kind === 'waybill') ? REPORT_MESSAGES.checked : REPORT_MESSAGES.checkedMixed;
  const head = intent === 'check' ? checked : `上报 ${outcomes.length - failed.length} 条成功，${failed.length} 条未成功`;
  // A check that finds problems did its job (success); a push that did not send is an error.
  return redirectWith(caller.request, here, `${head}。${lines.join('；')}`, failed.length && intent !== 'check' ? 'error' : 'success');
}
