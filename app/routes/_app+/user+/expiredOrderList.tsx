// /user/expiredOrderList — 过期订单: the caller's orders whose loading window has ended before any
// vehicle was dispatched (still waiting to be accepted, allotted or scheduled). Same filters.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { OrderList } from '#app/features/orders/order-ui';
import { requireUser } from '#app/utils/auth.server';
import { orderListData } from '#app/features/orders/orders.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return orderListData(args, { expired: '1' });
}

export default function ExpiredOrderList() {
  const { query, rows, total } = useLoaderData<typeof loader>();
  return <OrderList path="/user/expiredOrderList" title="过期订单" query={query} rows={rows} total={total} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
