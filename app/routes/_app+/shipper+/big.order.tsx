// /shipper/big/order — 运输订单: the shipper's big orders (framework orders with a contract carrier).
// Status tabs and filters live in the URL; ?edit=new|id shows the form, ?id= the detail with its
// child orders, the release form and the history.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { BigOrderDetailView, BigOrderForm, BigOrderTable } from '#app/features/orders/big-order-ui';
import { FilterFold, FilterButtons, FilterText, UrlTabs, filterParams } from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';
import { bigAction, bigScreenData } from '#app/features/orders/big.server';

const BIG_PATH = '/shipper/big/order';

export const loader = (args: LoaderFunctionArgs) => bigScreenData(args);
export const action = (args: ActionFunctionArgs) => bigAction(args, (id) => (id ? `${BIG_PATH}?id=${id}` : BIG_PATH));

const TABS = [
  ['', '全部'],
  ['10', '创建'],
  ['20', '确认'],
  ['30', '执行中'],
  ['40', '已完成'],
] as const;

export default function BigOrderScreen() {
  const { query, rows, total, form, carriers, cities, detail } = useLoaderData<typeof loader>();
  const { status: _status, pageNumber: _page, pageSize: _size, ...rest } = query;
  const tabHref = (status: string) => {
    const params = filterParams({ ...rest, ...(status ? { status } : {}) } as Record<string, string>);
    return `${BIG_PATH}${params.size ? `?${params}` : ''}`;
  };
  return (
    <CapPage
      id="big-title"
      title="运输订单"
      beside={
        <div className="cap-actions">
          <Button component={Link} to={`${BIG_PATH}?edit=new`}>
            新建运输订单
          </Button>
        </div>
      }
    >
      {form ? (
        <BigOrderForm
          key={form.bigOrder?.id ?? 'new'}
          bigOrder={form.bigOrder}
          carriers={carriers}
          cities={cities}
          cancel={BIG_PATH}
          action={`${BIG_PATH}?edit=${form.bigOrder?.id ?? 'new'}`}
        />
      ) : null}
      {detail ? <BigOrderDetailView key={detail.bigOrder.id} detail={detail} editHref={`${BIG_PATH}?edit=${detail.bigOrder.id}`} /> : null}
      <UrlTabs label="运输订单状态" current={query.status ?? ''} tabs={TABS.map(([key, title]) => ({ key, title, href: tabHref(key) }))} />
      <Form method="get" action={BIG_PATH} className="cap-filters" aria-label="筛选运输订单">
        <FilterFold>
          {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
          <FilterText name="bigOrderNo" label="运输订单号" value={query.bigOrderNo ?? ''} maxLength={30} />
          <FilterText name="goodsName" label="货物名称" value={query.goodsName ?? ''} maxLength={30} />
          <FilterButtons reset={BIG_PATH} />
        </FilterFold>
      </Form>
      <BigOrderTable rows={rows} detailHref={(id) => `${BIG_PATH}?id=${id}`} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
