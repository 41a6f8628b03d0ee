// /user/singleLoadOrderDetail?orderId= — 订单详情 (the same screen as /orderDetails/:orderId under the spec's path).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { OrderDetailView } from '#app/features/orders/order-detail';
import { orderDetailAction, orderDetailLoader } from '#app/features/orders/order-detail.server';

export const loader = (args: LoaderFunctionArgs) => orderDetailLoader(args, new URL(args.request.url).searchParams.get('orderId') ?? undefined);
export const action = (args: ActionFunctionArgs) => orderDetailAction(args, new URL(args.request.url).searchParams.get('orderId') ?? undefined);

export default function SingleLoadOrderDetail() {
  return <OrderDetailView detail={useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
