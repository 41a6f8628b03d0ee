// 发布优选订单 (/user/youxuanOrderRelease): see app/components/order-release-page.tsx for the kind (preferred).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { OrderReleasePage } from '#app/features/orders/order-release-page';
import { releaseFormAction, releaseFormData } from '#app/features/orders/kinds.server';

export const loader = (args: LoaderFunctionArgs) => releaseFormData(args, 'preferred');
export const action = (args: ActionFunctionArgs) => releaseFormAction(args, 'preferred');

export default function YouxuanOrderRelease() {
  return <OrderReleasePage path="/user/youxuanOrderRelease" title="发布优选订单" />;
}

export { skipRevalidationAfterShaping as shouldRevalidate } from '#app/components/shaping';
export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
