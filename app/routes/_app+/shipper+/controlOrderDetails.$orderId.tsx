// /shipper/controlOrderDetails/:orderId — 管控订单详情: the shipper, the contract carrier (the
// platform's operating company), the actual carrier, then the order with its waybills and moves.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { OrderDetailView } from '#app/features/orders/order-detail';
import { ControlPartiesView } from '#app/features/orders/order-kind-views';
import { controlDetailAction, controlDetailData } from '#app/features/orders/kinds.server';

export const loader = (args: LoaderFunctionArgs) => controlDetailData(args, args.params.orderId);
export const action = (args: ActionFunctionArgs) => controlDetailAction(args, args.params.orderId);

export default function ControlOrderDetails() {
  const { parties, assign, ...detail } = useLoaderData<typeof loader>();
  return (
    <>
      <OrderDetailView detail={detail} />
      <ControlPartiesView parties={parties} assign={assign} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
