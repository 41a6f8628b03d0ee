// Agents' orders on the order detail screens: the carriers an agent may appoint (loaded only when
// the caller may appoint) and the moves appoint / confirmAppoint / declineAppoint. Refusals come
// back at the field of the form that was sent (400), successes redirect with a flash.
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import { AGENT_MESSAGES, appointBody, declineAppointBody, type AppointOption } from '#contract/orders/agent';
import { orderIdBody } from '#contract/orders/schemas';
import { redirectWith } from '#app/utils/forms.server';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { moveAndReturn, refusalReply, type Reply } from './orders.server';

export const AGENT_INTENTS = ['appoint', 'confirmAppoint', 'declineAppoint'] as const;

/** The carriers to offer in the appoint form, or none when the caller may not appoint. */
export async function appointChoices(caller: Caller, orderId: number, actions: readonly string[]): Promise<AppointOption[]> {
  if (!actions.includes('appoint')) return [];
  return api.ordersAgent.appointOptions(caller, { id: orderId });
}

/** One agent move of the order detail page (the CSRF check was made by the caller). */
export async function agentMove(caller: Caller, formData: FormData, orderId: number, back: string, intent: (typeof AGENT_INTENTS)[number]) {
  if (intent === 'confirmAppoint') {
    return moveAndReturn(caller, () => api.ordersAgent.confirm(caller, orderIdBody.parse({ orderId })), back, AGENT_MESSAGES.confirmed);
  }
  const schema = intent === 'appoint' ? appointBody : declineAppointBody;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return data<Reply>({ result: submission.reply() }, { status: 400 });
  if (submission.value.orderId !== orderId) throw new Response('订单不存在', { status: 400 });
  try {
    const value = submission.value;
    if ('carrierCompanyId' in value) await api.ordersAgent.appoint(caller, value);
    else await api.ordersAgent.decline(caller, value);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return refusalReply(submission.reply, error);
  }
  // A declined order is no longer the carrier's: back to its order list.
  return intent === 'appoint'
    ? redirectWith(caller.request, back, AGENT_MESSAGES.appointed)
    : redirectWith(caller.request, '/user/myOrder', AGENT_MESSAGES.declined);
}
