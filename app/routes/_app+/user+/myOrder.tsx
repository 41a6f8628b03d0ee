// /user/myOrder — 我的订单: the orders the caller is party to, filters in the URL (GET form), page links.
// ?tab=preferred (carriers and agents): 优选订单, the open preferred orders a preferred carrier may win.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { PreferredPool } from '#app/features/orders/order-kind-views';
import { OrderList } from '#app/features/orders/order-ui';
import { requireUser } from '#app/utils/auth.server';
import { PREFERRED_TAB_ROLES, preferredListData } from '#app/features/orders/kinds.server';
import { orderListData } from '#app/features/orders/orders.server';

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const tabs = PREFERRED_TAB_ROLES.includes(user.role);
  if (tabs && new URL(args.request.url).searchParams.get('tab') === 'preferred') return { tabs, pool: await preferredListData(args), list: null };
  return { tabs, pool: null, list: await orderListData(args) };
}

export default function MyOrder() {
  const { tabs, pool, list } = useLoaderData<typeof loader>();
  return (
    <>
      {tabs ? (
        <nav className="orders-tabs" aria-label="订单分类">
          <Link to="/user/myOrder" aria-current={list ? 'page' : undefined}>
            我的订单
          </Link>
          <Link to="/user/myOrder?tab=preferred" aria-current={pool ? 'page' : undefined}>
            优选订单
          </Link>
        </nav>
      ) : null}
      {pool ? (
        <PreferredPool
          rows={pool.rows}
          total={pool.total}
          pageNumber={pool.query.pageNumber}
          pageSize={pool.query.pageSize}
          eligible={pool.eligible}
          rating={pool.rating}
          rule={pool.rule}
        />
      ) : list ? (
        <OrderList path="/user/myOrder" title="我的订单" query={list.query} rows={list.rows} total={list.total} />
      ) : null}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
