// /open/webhooks and /open/webhooks/:id, the server side (issue 51): the company's webhook
// endpoints, the register form (?create=1), the delete confirmation (?delete=<id>), pause/resume
// and the test event as posted buttons; an endpoint's delivery log with its filters in the URL and
// 重新推送. The secret is in the flash of the redirect after registering: shown once.
import { z } from 'zod';
import { DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES as M, WEBHOOK_STATUS_LABELS, type WebhookEvent } from '#contract/open/webhook-messages';
import { deliveryQuery } from '#contract/open/webhooks';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { formatDateTime } from '#app/utils/format';
import { idParam, loadPage, readForm, redirectWith, submitForm } from '#app/utils/forms.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { webhookFormSchema } from './forms';
import { OPEN_PATHS, webhookLogPath } from './paths';

const eventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type as WebhookEvent] ?? type;

export async function webhookScreenData(caller: Caller) {
  await requireUser(caller);
  const url = new URL(caller.request.url);
  const endpoints = await api.open.webhookList(caller);
  const rows = endpoints.map((e) => ({
    ...e,
    statusLabel: WEBHOOK_STATUS_LABELS[e.status],
    eventList: e.events.map(eventLabel).join('、'),
    created: `${e.createdBy} ${formatDateTime(e.createdAt)}`,
  }));
  const deleteId = idParam(caller.request, 'delete');
  return { rows, creating: url.searchParams.get('create') === '1', deleting: rows.find((r) => r.id === deleteId) ?? null };
}

/** A posted id: a positive whole number, or the request is malformed. */
function postedId(formData: FormData, name = 'id'): number {
  const id = Number(formData.get(name));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new Response(M.endpointNotFound, { status: 400 });
  return id;
}

/** A refused button press comes back as an error flash on the page it was pressed on. */
async function pressed(caller: Caller, back: string, press: () => Promise<unknown>, done: string) {
  try {
    await press();
    return redirectWith(caller.request, back, done);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return redirectWith(caller.request, back, error.message, 'error');
  }
}

export async function webhookAction(caller: Caller) {
  await requireUser(caller);
  const formData = await readForm(caller.request);
  const back = OPEN_PATHS.webhooks;
  switch (formData.get('intent')) {
    case 'create': {
      const saved = await submitForm(formData, webhookFormSchema, (value) => api.open.webhookCreate(caller, value));
      if (!saved.ok) return saved.response;
      return redirectWith(caller.request, back, `${M.created}${saved.saved.url}　签名密钥：${saved.saved.secret}`);
    }
    case 'pause':
    case 'resume': {
      const paused = formData.get('intent') === 'pause';
      return pressed(caller, back, () => api.open.webhookPause(caller, { id: postedId(formData), paused }), paused ? M.paused : M.resumed);
    }
    case 'ping': {
      const id = postedId(formData);
      return pressed(caller, webhookLogPath(id), () => api.open.webhookPing(caller, { id }), M.pinged);
    }
    case 'delete':
      return pressed(caller, back, () => api.open.webhookDelete(caller, { id: postedId(formData) }), M.deleted);
    default:
      throw new Response('未知的操作', { status: 400 });
  }
}

export async function deliveryLogData(caller: Caller, endpointId: string | undefined) {
  await requireUser(caller);
  if (!endpointId || !/^\d{1,9}$/.test(endpointId)) throw new Response(M.endpointNotFound, { status: 404 });
  const schema = deliveryQuery.extend({ endpointId: z.literal(Number(endpointId)).catch(Number(endpointId)) });
  const { query, page } = await loadPage(caller, api.open.webhookDeliveries, schema);
  const rows = page.records.map((d) => ({
    ...d,
    typeLabel: eventLabel(d.type),
    statusLabel: DELIVERY_STATUS_LABELS[d.status],
    lastAttempt: d.lastAttemptAt ? formatDateTime(d.lastAttemptAt) : '未推送',
    nextAttempt: d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : '',
    latency: d.lastLatencyMs === null ? '—' : `${d.lastLatencyMs} 毫秒`,
    created: formatDateTime(d.createdAt),
  }));
  const endpoint = { ...page.endpoint, statusLabel: WEBHOOK_STATUS_LABELS[page.endpoint.status] };
  return {
    endpoint,
    rows,
    total: page.total,
    query: { status: query.status ?? '', type: query.type ?? '', pageNumber: query.pageNumber, pageSize: query.pageSize },
  };
}

export async function deliveryLogAction(caller: Caller, endpointId: string | undefined) {
  await requireUser(caller);
  const formData = await readForm(caller.request);
  const id = Number(endpointId);
  if (!Number.isInteger(id) || id <= 0) throw new Response(M.endpointNotFound, { status: 404 });
  const back = `${webhookLogPath(id)}${new URL(caller.request.url).search}`;
  switch (formData.get('intent')) {
    case 'redeliver': {
      const deliveryId = postedId(formData, 'deliveryId');
      return pressed(caller, back, () => api.open.webhookRedeliver(caller, { deliveryId }), M.resent);
    }
    case 'ping':
      return pressed(caller, back, () => api.open.webhookPing(caller, { id }), M.pinged);
    default:
      throw new Response('未知的操作', { status: 400 });
  }
}
