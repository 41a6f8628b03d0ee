// The order-kind screens' side of the platform: the release forms (the cargo form plus the
// carrier choice of the kind), the preferred pool and its accept, the control order's parties.
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import { cargoInput } from '#contract/market/cargo';
import { ORDER_MESSAGES } from '#contract/orders/schemas';
import {
  KIND_MESSAGES,
  assignActualBody,
  carrierSearchQuery,
  preferredAcceptBody,
  preferredQuery,
  releaseFieldsFor,
  type PreferredRow,
} from '#contract/orders/kinds';
import { lenientQuery } from '#contract/lenient-query';
import { cargoFormData, regionsFor, shapeCargoForm, withoutEmpty, type CargoFormReply } from '#app/features/market/cargo-form.server';
import { requireUser } from '#app/utils/auth.server';
import { readForm, redirectWith } from '#app/utils/forms.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { formatDateTime, yuan, yuanPerTonne } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';
import { idOr404, moveAndReturn, notFoundAs404 } from './orders.server';
import { orderDetailAction, orderDetailLoader } from './order-detail.server';

export type ReleaseKindForm = 'direct' | 'preferred' | 'control';

/** Where the shipper lands after releasing an order of each kind. */
const DETAIL_OF: Record<ReleaseKindForm, (id: number) => string> = {
  direct: (id) => `/user/singleLoadOrderDetail?orderId=${id}`,
  preferred: (id) => `/user/youxuanSingleLoadOrderDetail?orderId=${id}`,
  control: (id) => `/shipper/controlOrderDetails/${id}`,
};

/** The release form: the cargo form's values and picks, and the carriers to choose from (?carrierKeyword= searches by name). */
export async function releaseFormData(caller: Caller, kind: ReleaseKindForm) {
  await requireUser(caller);
  const url = new URL(caller.request.url);
  const { keyword } = lenientQuery(carrierSearchQuery, new URLSearchParams({ keyword: url.searchParams.get('carrierKeyword') ?? '' }));
  const [form, carriers] = await Promise.all([
    cargoFormData(caller),
    kind === 'preferred' ? Promise.resolve([]) : api.ordersKinds.carriers(caller, { keyword }),
  ]);
  const chosen = url.searchParams.get('carrierCompanyId') ?? '';
  return {
    ...form,
    values: { ...form.values, businessType: '1', publishScope: 'public', carrierCompanyId: chosen },
    kind,
    keyword: keyword ?? '',
    carriers: carriers.map((c) => ({
      value: String(c.id),
      label: `${c.name}${c.frequent ? '（常用）' : ''}${c.rating !== null ? ` 评分${c.rating.toFixed(1)}` : ''}`,
    })),
  };
}

/** Shaping posts go to the cargo form; `publish` validates the cargo and the carrier, then releases. */
export async function releaseFormAction(caller: Caller, kind: ReleaseKindForm) {
  await requireUser(caller);
  const formData = await caller.request.formData();
  await validateCsrf(formData, caller.request.headers);
  const intent = String(formData.get('intent') ?? '');
  if (intent !== 'publish') return shapeCargoForm(caller, formData, intent);
  const submission = parseWithZod(formData, { schema: cargoInput });
  const fields = releaseFieldsFor(kind).safeParse({ kind, carrierCompanyId: formData.get('carrierCompanyId') || undefined });
  const regions = regionsFor(submission.payload as Record<string, unknown>);
  if (submission.status !== 'success' || !fields.success) {
    const fieldErrors = fields.success ? undefined : Object.fromEntries(fields.error.issues.map((i) => [String(i.path[0] ?? ''), [i.message]]));
    return data<CargoFormReply>({ result: submission.reply(fieldErrors ? { fieldErrors } : undefined), regions }, { status: 400 });
  }
  let saved: { orderId: number; message: string };
  try {
    // The form as typed, without its empty fields: the platform parses it with the same schema.
    const cargo = cargoInput.parse(withoutEmpty(submission.payload));
    saved = await api.ordersKinds.release(caller, { kind, carrierCompanyId: fields.data.carrierCompanyId, cargo });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const field = (error.data as { field?: string } | null)?.field;
    const result = field ? submission.reply({ fieldErrors: { [field]: [error.message] } }) : submission.reply({ formErrors: [error.message] });
    return data<CargoFormReply>({ result, regions }, { status: 400 });
  }
  return redirectWith(caller.request, DETAIL_OF[kind](saved.orderId), saved.message);
}

// ---------------------------------------------------------------------------------------------
// Preferred orders

function preferredView(r: PreferredRow) {
  return {
    id: r.id,
    orderNo: r.orderNo,
    status: r.status,
    goodsName: r.goodsName,
    route: `${r.origin} → ${r.destination}`,
    shipperName: r.shipperName,
    vehicles: `${r.vehicleCount} 车`,
    weight: tonnes(r.weightKg),
    unitPrice: yuanPerTonne(r.unitPriceFen),
    total: yuan(r.totalFen),
    loadStart: r.loadStart ? formatDateTime(r.loadStart, 'YYYY-MM-DD HH:mm') : '',
    createdAt: formatDateTime(r.createdAt, 'YYYY-MM-DD HH:mm'),
    mine: r.mine,
  };
}

/** Who sees the 优选订单 tab of /user/myOrder: the capacity side. */
export const PREFERRED_TAB_ROLES: string[] = ['carrier', 'agent', 'individual_agent'];

export async function preferredListData(caller: Caller) {
  await requireUser(caller);
  const query = lenientQuery(preferredQuery, new URL(caller.request.url).searchParams);
  const page = await api.ordersKinds.preferredPage(caller, query);
  return {
    query,
    total: page.total,
    rows: page.records.map(preferredView),
    eligible: page.eligible,
    rating: page.rating === null ? '暂无评分' : `${page.rating.toFixed(1)} 分（${page.evaluations} 条评价）`,
    rule: `平台评分达到 ${page.minRating.toFixed(1)} 分且至少 ${page.minEvaluations} 条评价的承运企业为优选承运商，可接优选订单，先接先得。`,
  };
}

const orderIdOf = (request: Request) => idOr404(new URL(request.url).searchParams.get('orderId'), ORDER_MESSAGES.orderNotFound);

/** A party reads the order (with its moves); a preferred carrier reads an open one from the pool. */
export async function preferredDetailData(caller: Caller) {
  await requireUser(caller);
  const orderId = orderIdOf(caller.request);
  const view = await notFoundAs404(() => api.ordersKinds.preferredDetail(caller, { id: orderId }), KIND_MESSAGES.notFound);
  const party = view.detail ? await orderDetailLoader(caller, String(orderId)) : null;
  return { row: preferredView(view.row), canAccept: view.canAccept, party };
}

/** acceptPreferred: the pool's first-wins accept; any other intent is the order detail's. */
export async function preferredDetailAction(caller: Caller) {
  const orderId = orderIdOf(caller.request);
  const here = new URL(caller.request.url);
  const peek = await caller.request.clone().formData();
  if (peek.get('intent') !== 'acceptPreferred') return orderDetailAction(caller, String(orderId));
  await requireUser(caller);
  await readForm(caller.request);
  const body = preferredAcceptBody.parse({ orderId });
  return moveAndReturn(caller, () => api.ordersKinds.preferredAccept(caller, body), here.pathname + here.search, KIND_MESSAGES.preferredWon);
}

// ---------------------------------------------------------------------------------------------
// Control orders

/** The control order, its parties and, for operations while no actual carrier is named, the carriers to assign (?carrierKeyword= searches). */
export async function controlDetailData(caller: Caller, param: string | undefined) {
  const orderId = idOr404(param, ORDER_MESSAGES.orderNotFound);
  const base = await orderDetailLoader(caller, String(orderId));
  const view = await notFoundAs404(() => api.ordersKinds.controlDetail(caller, { id: orderId }), KIND_MESSAGES.notFound);
  const { keyword } = lenientQuery(carrierSearchQuery, new URLSearchParams({ keyword: new URL(caller.request.url).searchParams.get('carrierKeyword') ?? '' }));
  const carriers = view.canAssign ? await api.ordersKinds.carriers(caller, { keyword }) : [];
  return {
    ...base,
    parties: view.parties,
    assign: view.canAssign
      ? {
          keyword: keyword ?? '',
          carriers: carriers.map((c) => ({ value: String(c.id), label: `${c.name}${c.rating !== null ? ` 评分${c.rating.toFixed(1)}` : ''}` })),
        }
      : null,
  };
}

/** assign (operations name the actual carrier); any other intent is the order detail's. */
export async function controlDetailAction(caller: Caller, param: string | undefined) {
  const peek = await caller.request.clone().formData();
  if (peek.get('intent') !== 'assign') return orderDetailAction(caller, param);
  await requireUser(caller);
  const formData = await readForm(caller.request);
  const here = new URL(caller.request.url);
  const parsed = assignActualBody.safeParse({
    orderId: idOr404(param, ORDER_MESSAGES.orderNotFound),
    carrierCompanyId: formData.get('carrierCompanyId') || undefined,
  });
  if (!parsed.success) return redirectWith(caller.request, here.pathname + here.search, parsed.error.issues[0].message, 'error');
  return moveAndReturn(caller, () => api.ordersKinds.controlAssign(caller, parsed.data), here.pathname, KIND_MESSAGES.assigned);
}
