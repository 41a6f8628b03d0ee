// /user/salesOrderList — 销售物流订单: my company's orders as shipper whose cargo it sells and ships out (业务方向 销售);
// filters in the URL (GET form), page links, export of the filter or the ticked rows.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { OrderList } from '~/components/order-ui';
import { requireUser } from '~/utils/auth.server';
import { orderListData } from '~/utils/orders.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return orderListData(args, { view: 'sales' });
}

export default function SalesOrderList() {
  const { query, rows, total } = useLoaderData<typeof loader>();
  return <OrderList path="/user/salesOrderList" title="销售物流订单" view="sales" query={query} rows={rows} total={total} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
