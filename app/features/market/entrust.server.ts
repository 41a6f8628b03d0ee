// Server side of the entrust screens (/sourceManage/entrust, /user/high-quality-entrust,
// /user/entrustDetail): the list from the URL, the shipper's cargo that may be entrusted, the
// operator's carrier choices, and the moves (entrust, match, cancel) with their flash messages.
import { z } from 'zod';
import { ENTRUST_MESSAGES, ENTRUST_STATUS_LABELS, entrustInput, matchEntrustInput } from '#contract/market/cargo';
import type { EntrustView } from '#contract/market/views';
import { entrustApi } from '#contract/market/api';
import { readForm, redirectWith } from '#app/utils/forms.server';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { formatDateTime } from '#app/utils/format';

const listQuery = z.object({
  status: z.enum(['WAIT', 'MATCHED', 'CANCEL']).optional().catch(undefined),
  pageNumber: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export function entrustRow(e: EntrustView) {
  return {
    ...e,
    statusLabel: ENTRUST_STATUS_LABELS[e.status],
    createdAt: formatDateTime(e.createdAt, 'YYYY-MM-DD HH:mm'),
    updatedAt: formatDateTime(e.updatedAt, 'YYYY-MM-DD HH:mm'),
  };
}

export async function entrustListData(caller: Caller, withForms: boolean) {
  const url = new URL(caller.request.url);
  const query = listQuery.parse({ status: url.searchParams.get('status') || undefined, pageNumber: url.searchParams.get('pageNumber') ?? 1 });
  const page = await api.entrust.page(caller, { ...query, pageSize: 20 });
  let cargo: { value: string; label: string }[] = [];
  let carriers: { value: string; label: string }[] = [];
  if (withForms && page.operator) {
    carriers = (await api.entrust.carrierChoices(caller)).map((c) => ({ value: String(c.id), label: c.name }));
  } else if (withForms) {
    const mine = await api.cargo.mine(caller, { status: 'published', pageSize: 50 });
    cargo = mine.rows
      .filter((c) => c.vehiclesRemaining > 0)
      .map((c) => ({ value: String(c.id), label: `${c.goodsName}（${c.sourceNo}，${c.origin} → ${c.destination}，余${c.vehiclesRemaining}车）` }));
  }
  return { query, operator: page.operator, page: { ...page, rows: page.rows.map(entrustRow) }, cargo, carriers };
}

export async function entrustDetailData(caller: Caller) {
  const id = Number(new URL(caller.request.url).searchParams.get('id'));
  if (!Number.isInteger(id) || id <= 0) throw new Response(ENTRUST_MESSAGES.notFound, { status: 404 });
  try {
    const detail = await api.entrust.detail(caller, { id });
    return { ...entrustRow(detail), steps: detail.steps.map((s) => ({ ...s, createdAt: formatDateTime(s.createdAt, 'YYYY-MM-DD HH:mm:ss') })) };
  } catch (error) {
    if (error instanceof PlatformError && error.code === 404) throw new Response(ENTRUST_MESSAGES.notFound, { status: 404 });
    throw error;
  }
}

/** entrust (shipper), match (operator), cancel (shipper): each answers with a redirect and a flash. */
export async function entrustAction(caller: Caller, back: string) {
  const formData = await readForm(caller.request);
  const intent = formData.get('intent');
  // Each move validates its form, makes its call and flashes its outcome.
  async function run<S extends z.ZodTypeAny>(schema: S, call: (input: z.output<S>) => Promise<unknown>, done: string) {
    const parsed = schema.safeParse(Object.fromEntries([...formData].filter(([, v]) => v !== '')));
    if (!parsed.success) return redirectWith(caller.request, back, parsed.error.issues[0].message, 'error');
    try {
      await call(parsed.data);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return redirectWith(caller.request, back, error.message, 'error');
    }
    return redirectWith(caller.request, back, done);
  }
  switch (intent) {
    case 'entrust':
      return run(entrustInput, (input) => api.entrust.save(caller, input), ENTRUST_MESSAGES.entrusted);
    case 'match':
      return run(matchEntrustInput, (input) => api.entrust.match(caller, input), ENTRUST_MESSAGES.matched);
    case 'cancel':
      return run(entrustApi.cancel.body, (input) => api.entrust.cancel(caller, input), ENTRUST_MESSAGES.cancelled);
    default:
      throw new Response('未知的操作', { status: 400 });
  }
}
