// /order-manage/logisticsOrderList — 承运订单: the orders the caller is party to, filters in the URL (GET form), page links.
// ?tab=big: the big orders (运输订单) addressed to the caller's company, to confirm.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CapPage } from '#app/components/cap-page';
import { BigOrderTable } from '#app/features/orders/big-order-ui';
import { FilterFold, FilterButtons, FilterSelect, UrlTabs, dictOptions } from '#app/components/list-ui';
import { OrderList } from '#app/features/orders/order-ui';
import { PageLinks } from '#app/components/page-links';
import { requireUser } from '#app/utils/auth.server';
import { bigAction, bigListData } from '#app/features/orders/big.server';
import { orderListData } from '#app/features/orders/orders.server';
import { BIG_ORDER_STATUS } from '#contract/orders/dict';

const PATH = '/order-manage/logisticsOrderList';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  if (new URL(args.request.url).searchParams.get('tab') === 'big') return { tab: 'big' as const, big: await bigListData(args), orders: null };
  return { tab: 'orders' as const, big: null, orders: await orderListData(args) };
}

/** The carrier confirms a big order addressed to it. */
export const action = (args: ActionFunctionArgs) => {
  const here = new URL(args.request.url);
  return bigAction(args, () => `${here.pathname}${here.search}`);
};

export default function LogisticsOrderList() {
  const { tab, big, orders } = useLoaderData<typeof loader>();
  const tabs = (
    <UrlTabs
      label="承运订单分类"
      current={tab}
      tabs={[
        { key: 'orders', title: '订单', href: PATH },
        { key: 'big', title: '运输订单', href: `${PATH}?tab=big` },
      ]}
    />
  );
  if (big) {
    return (
      <CapPage id="big-carrier-title" title="承运订单">
        {tabs}
        <Form method="get" action={PATH} className="cap-filters" aria-label="筛选运输订单">
          <FilterFold>
            <input type="hidden" name="tab" value="big" />
            <FilterSelect name="status" label="运输订单状态" value={big.query.status ?? ''} options={dictOptions(BIG_ORDER_STATUS)} />
            <FilterButtons reset={`${PATH}?tab=big`} />
          </FilterFold>
        </Form>
        <BigOrderTable rows={big.rows} confirm />
        <PageLinks total={big.total} pageNumber={big.query.pageNumber} pageSize={big.query.pageSize} />
      </CapPage>
    );
  }
  return (
    <>
      {tabs}
      <OrderList path={PATH} title="承运订单" query={orders!.query} rows={orders!.rows} total={orders!.total} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
