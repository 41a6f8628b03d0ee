// /shipper/shipperOrderDetails/:orderId — 订单详情 (the same screen as /orderDetails/:orderId under the spec's path).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { OrderDetailView } from '#app/features/orders/order-detail';
import { orderDetailAction, orderDetailLoader } from '#app/features/orders/order-detail.server';

export const loader = (args: LoaderFunctionArgs) => orderDetailLoader(args, args.params.orderId);
export const action = (args: ActionFunctionArgs) => orderDetailAction(args, args.params.orderId);

export default function ShipperOrderDetails() {
  return <OrderDetailView detail={useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
