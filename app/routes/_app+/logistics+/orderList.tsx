// /logistics/orderList — 承运订单: the orders the caller is party to, filters in the URL (GET form), page links.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { OrderListScreen } from '#app/features/orders/direction-lists';
import { orderListScreenData } from '#app/features/orders/orders.server';

export const loader = (args: LoaderFunctionArgs) => orderListScreenData(args);

export default function CarrierOrderList() {
  return <OrderListScreen path="/logistics/orderList" title="承运订单" />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
