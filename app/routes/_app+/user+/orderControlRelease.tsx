// 发布管控订单 (/user/orderControlRelease): see app/components/order-release-page.tsx for the kind (control).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { OrderReleasePage } from '#app/features/orders/order-release-page';
import { releaseFormAction, releaseFormData } from '#app/features/orders/kinds.server';

export const loader = (args: LoaderFunctionArgs) => releaseFormData(args, 'control');
export const action = (args: ActionFunctionArgs) => releaseFormAction(args, 'control');

export default function OrderControlRelease() {
  return <OrderReleasePage path="/user/orderControlRelease" title="发布管控订单" />;
}

export { skipRevalidationAfterShaping as shouldRevalidate } from '#app/components/shaping';
export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
