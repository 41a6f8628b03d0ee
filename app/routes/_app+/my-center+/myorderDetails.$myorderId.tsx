// /my-center/myorderDetails/:myorderId — 订单详情 (the same screen as /orderDetails/:orderId under the spec's path).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { OrderDetailView } from '#app/features/orders/order-detail';
import { orderDetailAction, orderDetailLoader } from '#app/features/orders/order-detail.server';

export const loader = (args: LoaderFunctionArgs) => orderDetailLoader(args, args.params.myorderId);
export const action = (args: ActionFunctionArgs) => orderDetailAction(args, args.params.myorderId);

export default function MyOrderDetails() {
  return <OrderDetailView detail={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
