// /open/webhooks/:id — 推送记录 (issue 51): one endpoint's deliveries, filtered by the URL; 重新推送 and 发送测试 post here.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { DeliveryLog } from '#app/features/open/delivery-log';
import { deliveryLogAction, deliveryLogData } from '#app/features/open/webhooks.server';

export const loader = (args: LoaderFunctionArgs) => deliveryLogData(args, args.params.id);

export const action = (args: ActionFunctionArgs) => deliveryLogAction(args, args.params.id);

export default function WebhookDeliveries() {
  const { endpoint, rows, total, query } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return <DeliveryLog endpoint={endpoint} rows={rows} total={total} query={query} search={search} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
