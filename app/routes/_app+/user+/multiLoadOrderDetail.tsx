// /user/multiLoadOrderDetail?orderId= — 多装多卸订单详情: the order (as on /orderDetails), its stops
// in sequence with planned vs recorded weights, and each waybill's stops — the driver (or the
// carrier's dispatcher) records the next stop here with its weight and pound slip.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { OrderStops, WaybillRoutes } from '#app/features/orders/multi-ui';
import { OrderDetailView } from '#app/features/orders/order-detail';
import { multiDetailAction, multiDetailLoader } from '#app/features/orders/multi.server';

export const loader = (args: LoaderFunctionArgs) => multiDetailLoader(args);
export const action = (args: ActionFunctionArgs) => multiDetailAction(args);

export default function MultiLoadOrderDetail() {
  const detail = useLoaderData<typeof loader>();
  return (
    <OrderDetailView detail={detail} multiView>
      <OrderStops stops={detail.stops} />
      <WaybillRoutes routes={detail.routes} detailPath={detail.detailPath} />
    </OrderDetailView>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
