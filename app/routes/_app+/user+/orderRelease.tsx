// 发布订单 (/user/orderRelease): see app/components/order-release-page.tsx for the kind (direct).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { OrderReleasePage } from '#app/features/orders/order-release-page';
import { releaseFormAction, releaseFormData } from '#app/features/orders/kinds.server';

export const loader = (args: LoaderFunctionArgs) => releaseFormData(args, 'direct');
export const action = (args: ActionFunctionArgs) => releaseFormAction(args, 'direct');

export default function OrderRelease() {
  return <OrderReleasePage path="/user/orderRelease" title="发布订单" />;
}

export { skipRevalidationAfterShaping as shouldRevalidate } from '#app/components/shaping';
export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
