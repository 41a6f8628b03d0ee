// 运输订单 (big orders) screens' side of the platform: the shipper's list / form / detail at
// /shipper/big/order and the carrier's section on /order-manage/logisticsOrderList (?tab=big),
// and their moves (save, release a child order, close, the carrier's confirm) with
// POST/redirect/GET and refusals at the field.
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import { lenientQuery } from '#contract/lenient-query';
import { cityOptions } from '#contract/city-options';
import { BIG_ORDER_STATUS } from '#contract/orders/dict';
import { CHARGE_NODE, GOODS_TYPE } from '#contract/market/dict';
import { labelIn } from '#contract/dictionaries';
import { BIG_MESSAGES, bigOrderIdBody, bigOrderInput, bigOrderQuery, bigReleaseInput, type BigOrderRow } from '#contract/orders/big';
import { requireUser } from '#app/utils/auth.server';
import { readForm, redirectWith, submitForm } from '#app/utils/forms.server';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { formatDateTime, yuan, yuanPerTonne } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';
import { idOr404, moveAndReturn, notFoundAs404, refusalReply, type Reply } from './orders.server';

function bigView(b: BigOrderRow) {
  return {
    ...b,
    statusLabel: labelIn(BIG_ORDER_STATUS, b.status),
    goodsTypeLabel: labelIn(GOODS_TYPE, b.goodsType),
    total: tonnes(b.totalWeightKg),
    released: tonnes(b.releasedKg),
    remainder: tonnes(b.totalWeightKg - b.releasedKg),
    unitPrice: yuanPerTonne(b.unitPriceFen),
    chargeNodeLabel: labelIn(CHARGE_NODE, b.chargeNode),
    period: `${b.periodStart} 至 ${b.periodEnd}`,
    createdAt: formatDateTime(b.createdAt, 'YYYY-MM-DD HH:mm'),
  };
}
export type BigOrderView = ReturnType<typeof bigView>;

export async function bigListData(caller: Caller) {
  const query = lenientQuery(bigOrderQuery, new URL(caller.request.url).searchParams);
  const page = await api.ordersBig.page(caller, query);
  return { query, total: page.total, rows: page.records.map(bigView) };
}

const bigOrder = (caller: Caller, id: string) =>
  notFoundAs404(() => api.ordersBig.detail(caller, { id: idOr404(id, BIG_MESSAGES.notFound) }), BIG_MESSAGES.notFound);

/** The shipper's screen: the list, plus the form (?edit=new|id) or the detail (?id=). */
export async function bigScreenData(caller: Caller) {
  await requireUser(caller);
  const url = new URL(caller.request.url);
  const edit = url.searchParams.get('edit');
  const detailId = url.searchParams.get('id');
  const list = await bigListData(caller);
  const editing = edit && edit !== 'new' ? (await bigOrder(caller, edit)).bigOrder : null;
  const detail = detailId ? await bigOrder(caller, detailId) : null;
  const form = edit === 'new' || editing ? { bigOrder: editing ? bigView(editing) : null } : null;
  const carriers = form ? await api.ordersBig.carriers(caller) : [];
  return {
    ...list,
    form,
    carriers: carriers.map((c) => ({ value: String(c.companyId), label: c.name })),
    cities: form ? cityOptions() : [],
    detail: detail
      ? {
          bigOrder: bigView(detail.bigOrder),
          children: detail.children.map((c) => ({
            ...c,
            weight: tonnes(c.weightKg),
            total: yuan(c.totalFen),
            createdAt: formatDateTime(c.createdAt, 'YYYY-MM-DD HH:mm'),
          })),
          history: detail.history.map((h) => ({
            status: labelIn(BIG_ORDER_STATUS, h.toStatus),
            actorName: h.actorName,
            remark: h.remark ?? '',
            at: formatDateTime(h.createdAt),
            weight: '',
            fileUuid: null,
          })),
        }
      : null,
  };
}

/** save / release / close (shipper) and confirm (carrier); `back` is where the page reloads. */
export async function bigAction(caller: Caller, back: (id: number | null) => string) {
  await requireUser(caller);
  const formData = await readForm(caller.request);
  const intent = formData.get('intent');
  if (intent === 'save') {
    const result = await submitForm(formData, bigOrderInput, (value) => api.ordersBig.save(caller, value));
    if (!result.ok) return result.response;
    return redirectWith(caller.request, back(null), formData.get('id') ? BIG_MESSAGES.saved : BIG_MESSAGES.created);
  }
  if (intent === 'release') {
    const submission = parseWithZod(formData, { schema: bigReleaseInput });
    if (submission.status !== 'success') return data<Reply>({ result: submission.reply() }, { status: 400 });
    try {
      await api.ordersBig.release(caller, submission.value);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return refusalReply(submission.reply, error);
    }
    return redirectWith(caller.request, back(submission.value.bigOrderId), BIG_MESSAGES.released);
  }
  if (intent === 'close' || intent === 'confirm') {
    const parsed = bigOrderIdBody.safeParse({ bigOrderId: formData.get('bigOrderId') });
    if (!parsed.success) throw new Response(BIG_MESSAGES.notFound, { status: 400 });
    return moveAndReturn(
      caller,
      () => api.ordersBig[intent](caller, parsed.data),
      back(parsed.data.bigOrderId),
      intent === 'close' ? BIG_MESSAGES.closed : BIG_MESSAGES.confirmed,
    );
  }
  throw new Response('未知的操作', { status: 400 });
}
