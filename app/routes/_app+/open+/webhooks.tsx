// /open/webhooks — 事件推送 (issue 51): a company administrator's webhook endpoints; ?create=1 opens
// the register form, ?delete=<id> the confirmation.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { WebhookScreen } from '#app/features/open/webhook-screen';
import { webhookAction, webhookScreenData } from '#app/features/open/webhooks.server';

export const loader = (args: LoaderFunctionArgs) => webhookScreenData(args);

export const action = (args: ActionFunctionArgs) => webhookAction(args);

export default function Webhooks() {
  const { rows, creating, deleting } = useLoaderData<typeof loader>();
  return <WebhookScreen rows={rows} creating={creating} deleting={deleting} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
