// The order detail screens (/orderDetails/:id and the shipper's, the agent's and the single-load
// views of it): the order with its waybills' page and the carriers an agent may appoint, and the
// moves of the page, the agent's among them (agent.server.ts).
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import { ORDER_MESSAGES, orderIdBody, orderReasonBody, orderRefuseBody } from '#contract/orders/schemas';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { readForm, redirectWith } from '#app/utils/forms.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { AGENT_INTENTS, agentMove, appointChoices } from './agent.server';
import { idOr404, moveAndReturn, orderDetailData, refusalReply, type Reply } from './orders.server';

/** The order with the link its waybills open (the shipper's or the carrier's waybill page). */
export async function orderDetailLoader(args: Caller, param: string | undefined) {
  await requireUser(args);
  const detail = await orderDetailData(args, idOr404(param, ORDER_MESSAGES.orderNotFound));
  const shipperSide = detail.actors.includes('shipper');
  const carriers = await appointChoices(args, detail.order.id, detail.actions);
  return { ...detail, carriers, detailPath: shipperSide ? '/shipper/shipperSendCardetail' : '/logistics/sendCardetail' };
}

/** accept / refuse / schedule post plainly; cancel is a Conform form with its reason. */
export async function orderDetailAction(args: Caller, param: string | undefined) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const orderId = idOr404(param, ORDER_MESSAGES.orderNotFound);
  const here = new URL(args.request.url);
  const back = here.pathname + here.search;
  const intent = formData.get('intent');
  const agentIntent = AGENT_INTENTS.find((i) => i === intent);
  if (agentIntent) return agentMove(args, formData, orderId, back, agentIntent);
  if (intent === 'cancel') {
    const submission = parseWithZod(formData, { schema: orderReasonBody });
    if (submission.status !== 'success') return data<Reply>({ result: submission.reply() }, { status: 400 });
    try {
      await api.orders.cancel(args, submission.value);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return refusalReply(submission.reply, error);
    }
    return redirectWith(args.request, back, ORDER_MESSAGES.cancelled);
  }
  if (intent === 'refuse') {
    const parsed = orderRefuseBody.safeParse({ orderId, reason: formData.get('reason') || undefined });
    if (!parsed.success) return redirectWith(args.request, back, parsed.error.issues[0].message, 'error');
    return moveAndReturn(args, () => api.orders.refuse(args, parsed.data), back, ORDER_MESSAGES.refused);
  }
  if (intent === 'accept' || intent === 'schedule') {
    const body = orderIdBody.parse({ orderId });
    return moveAndReturn(args, () => api.orders[intent](args, body), back, intent === 'accept' ? ORDER_MESSAGES.accepted : ORDER_MESSAGES.scheduled);
  }
  throw new Response('未知的操作', { status: 400 });
}
