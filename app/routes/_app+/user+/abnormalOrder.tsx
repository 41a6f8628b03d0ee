// /user/abnormalOrder — 异常订单: exceptions of the caller's waybills (filters in the URL); ?report=waybillId
// reports one with photos, ?handle=id marks one handled (the shipper or operations).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AbnormalScreen } from '#app/features/orders/abnormal-ui';
import { abnormalAction, abnormalScreenData } from '#app/features/orders/orders.server';

export const loader = (args: LoaderFunctionArgs) => abnormalScreenData(args);
export const action = (args: ActionFunctionArgs) => abnormalAction(args, '/user/abnormalOrder');

export default function AbnormalOrder() {
  return <AbnormalScreen path="/user/abnormalOrder" title="异常订单" {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
