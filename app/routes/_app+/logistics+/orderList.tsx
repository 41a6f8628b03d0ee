// /logistics/orderList — 承运订单: the orders the caller is party to, filters in the URL (GET form), page links.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { OrderList } from '#app/features/orders/order-ui';
import { requireUser } from '#app/utils/auth.server';
import { orderListData } from '#app/features/orders/orders.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return orderListData(args);
}

export default function CarrierOrderList() {
  const { query, rows, total } = useLoaderData<typeof loader>();
  return <OrderList path="/logistics/orderList" title="承运订单" query={query} rows={rows} total={total} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
