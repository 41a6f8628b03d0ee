// The reconciliation differences screens' server side (operations, issue 44): the list with the
// URL's filters and its rows as shown (amounts in yuan, kinds and states in words), reconciling a
// day now, one difference with its history, and recording the action taken (POST/redirect/GET).
import { data } from '@remix-run/node';
import {
  DIFFERENCE_ACTION_LABELS,
  DIFFERENCE_FILTER_KEYS,
  DIFFERENCE_KIND_LABELS,
  DIFFERENCE_STATUS_LABELS,
  differenceHandleForm,
  differenceQuery,
  reconcileDayForm,
  type DifferenceDetail,
  type DifferenceRow,
} from '#contract/money/reconciliation';
import { MESSAGES_8 } from '#contract/codes';
import { api } from '#app/utils/api.server';
import { idParam, loadOwned, loadPage, parseWithZod, readForm, redirectWith, submitForm, type FormReply } from '#app/utils/forms.server';
import { fenOrDash, formatDateTime } from '#app/utils/format';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { differenceHref, RECONCILIATION_PATHS } from './reconciliation-paths';

function shown(r: DifferenceRow) {
  return {
    ...r,
    kindLabel: DIFFERENCE_KIND_LABELS[r.kind],
    statusLabel: DIFFERENCE_STATUS_LABELS[r.status],
    actionLabel: r.handledAction ? DIFFERENCE_ACTION_LABELS[r.handledAction] : '',
    bankAmount: fenOrDash(r.bankAmountFen),
    platformAmount: fenOrDash(r.platformAmountFen),
    handledAtText: r.handledAt ? formatDateTime(r.handledAt, 'YYYY-MM-DD HH:mm') : '',
    foundAt: formatDateTime(r.createdAt, 'YYYY-MM-DD HH:mm'),
  };
}
export type ShownDifference = ReturnType<typeof shown>;

export async function differenceListData(caller: Caller) {
  const { query, page } = await loadPage(caller, api.wallet.differencePage, differenceQuery);
  const filters: Record<string, string> = {};
  for (const key of DIFFERENCE_FILTER_KEYS) filters[key] = query[key] ?? '';
  return {
    query: { ...filters, pageNumber: query.pageNumber, pageSize: query.pageSize },
    page: { ...page, records: page.records.map(shown) },
    today: formatDateTime(new Date(), 'YYYY-MM-DD'),
  };
}

/** POST of the list's form: reconciles the day now and shows that day's differences. */
export async function reconcileDayAction(caller: Caller) {
  const submission = parseWithZod(await readForm(caller.request), { schema: reconcileDayForm });
  if (submission.status !== 'success') return data<FormReply>({ result: submission.reply() }, { status: 400 });
  const { day } = submission.value;
  try {
    const found = await api.wallet.reconcile(caller, { day });
    const message = found.length ? `${day} 对账完成：发现 ${found.length} 条差异` : `${day} 对账完成：银行与平台记录一致`;
    return redirectWith(caller.request, `${RECONCILIATION_PATHS.list}?${new URLSearchParams({ from: day, to: day })}`, message);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return data<FormReply>({ result: submission.reply({ formErrors: [error.message || MESSAGES_8.fallbackError] }) }, { status: 400 });
  }
}

export async function differenceDetailData(caller: Caller) {
  const difference: DifferenceDetail = await loadOwned(caller, api.wallet.differenceDetail, idParam(caller.request));
  return {
    difference: {
      ...shown(difference),
      history: difference.history.map((h) => ({ ...h, key: h.id, at: formatDateTime(h.createdAt, 'YYYY-MM-DD HH:mm:ss'), what: historyLabel(h.action) })),
    },
  };
}
export type ShownDifferenceDetail = Awaited<ReturnType<typeof differenceDetailData>>['difference'];

function historyLabel(action: string): string {
  if (action === 'found') return '对账发现';
  const taken = action.replace(/^handle:/, '') as keyof typeof DIFFERENCE_ACTION_LABELS;
  return `处理：${DIFFERENCE_ACTION_LABELS[taken] ?? taken}`;
}

/** POST of the detail's form: the action taken and the note; a refusal (already handled) shows on the form. */
export async function handleDifferenceAction(caller: Caller) {
  const id = idParam(caller.request);
  if (id === null) throw new Response('参数 id 不正确', { status: 404 });
  const sent = await submitForm(await readForm(caller.request), differenceHandleForm, (value) => api.wallet.differenceHandle(caller, { ...value, id }));
  if (!sent.ok) return sent.response;
  return redirectWith(caller.request, differenceHref(id), `已记录处理结果：${DIFFERENCE_ACTION_LABELS[sent.saved.handledAction ?? 'no_action']}`);
}
