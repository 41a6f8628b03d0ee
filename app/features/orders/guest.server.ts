// 代客下单 screens' side of the platform: the list (filters from the URL), the form's data (the
// order being edited, the city and goods-type choices) and the save (POST/redirect/GET).
import { lenientQuery } from '#contract/lenient-query';
import { cityOptions } from '#contract/city-options';
import { GUEST_MESSAGES, guestOrderInput, guestOrderQuery, type GuestOrderEdit, type GuestOrderRow } from '#contract/orders/guest';
import type { Page } from '#contract/page';
import { requireUser } from '#app/utils/auth.server';
import { readForm, redirectWith, submitForm } from '#app/utils/forms.server';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { formatDateTime, yuan, yuanPerTonne } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';
import { idOr404 } from './orders.server';

const GUEST_LIST = '/logistics/guest/orderList';

export async function guestListData(caller: Caller) {
  await requireUser(caller);
  const query = lenientQuery(guestOrderQuery, new URL(caller.request.url).searchParams);
  let page: Page<GuestOrderRow>;
  try {
    page = await api.ordersGuest.page(caller, query);
  } catch (error) {
    // A shipper (or a driver) at this URL: the platform's refusal as the page's answer.
    if (error instanceof PlatformError && error.code === 400) throw new Response(error.message, { status: 403 });
    throw error;
  }
  return {
    query,
    total: page.total,
    rows: page.records.map((r) => ({
      id: r.id,
      orderNo: r.orderNo,
      status: r.status,
      customer: r.customerName,
      contact: `${r.contactName} ${r.contactPhone}`,
      goodsName: r.goodsName,
      route: r.route,
      weight: tonnes(r.weightKg),
      vehicles: `${r.vehicleCount} 车`,
      dispatched: tonnes(r.dispatchedKg),
      unitPrice: yuanPerTonne(r.unitPriceFen),
      total: yuan(r.totalFen),
      editable: r.editable,
      createdAt: formatDateTime(r.createdAt, 'YYYY-MM-DD HH:mm'),
    })),
  };
}

/** The form's data: a new order (no ?id=) or the caller's order being edited (404 when not theirs). */
export async function guestEditData(caller: Caller) {
  await requireUser(caller);
  const idParam = new URL(caller.request.url).searchParams.get('id');
  let order: GuestOrderEdit | null = null;
  if (idParam !== null) {
    const id = idOr404(idParam, GUEST_MESSAGES.notFound);
    try {
      order = await api.ordersGuest.forEdit(caller, { id });
    } catch (error) {
      if (error instanceof PlatformError && (error.code === 404 || error.code === 400)) throw new Response(error.message, { status: 404 });
      throw error;
    }
  }
  return { order, cities: cityOptions() };
}

export async function guestSaveAction(caller: Caller) {
  await requireUser(caller);
  const formData = await readForm(caller.request);
  if (formData.get('intent') !== 'save') throw new Response('未知的操作', { status: 400 });
  const result = await submitForm(formData, guestOrderInput, (value) => api.ordersGuest.save(caller, value));
  if (!result.ok) return result.response;
  return redirectWith(caller.request, GUEST_LIST, formData.get('id') ? GUEST_MESSAGES.saved : GUEST_MESSAGES.created);
}
