// /user/expiredOrderList — 过期订单: the caller's orders whose loading window has ended before any
// vehicle was dispatched (still waiting to be accepted, allotted or scheduled). Same filters.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { OrderListScreen } from '#app/features/orders/direction-lists';
import { orderListScreenData } from '#app/features/orders/orders.server';

export const loader = (args: LoaderFunctionArgs) => orderListScreenData(args, { expired: '1' });

export default function ExpiredOrderList() {
  return <OrderListScreen path="/user/expiredOrderList" title="过期订单" />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
