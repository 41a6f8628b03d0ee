// /logistics/guest/orderList — 代客下单: the orders the caller's company (or the caller) entered for
// offline customers. Filters in the URL (GET form), page links; each row opens the order (to
// dispatch) or, before dispatch, its edit form.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { FilterFold, DictBadge, FilterButtons, FilterSelect, FilterText, ListTable, dictOptions, actionsColumn, TwoLines } from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';
import { guestListData } from '#app/features/orders/guest.server';
import { GUEST_STATUSES, ORDER_STATUS } from '#contract/orders/dict';
import { HiddenText } from '#app/components/hidden-text';

const GUEST_LIST = '/logistics/guest/orderList';
const GUEST_EDIT = '/logistics/guest/orderEdit';

export const loader = (args: LoaderFunctionArgs) => guestListData(args);

const STATUS_OPTIONS = dictOptions(ORDER_STATUS).filter((o) => (GUEST_STATUSES as readonly string[]).includes(o.value));

type Row = ReturnType<typeof useLoaderData<typeof loader>>['rows'][number];

export default function GuestOrderList() {
  const { query, rows, total } = useLoaderData<typeof loader>();
  return (
    <CapPage
      id="guest-title"
      title="代客下单"
      beside={
        <div className="cap-actions">
          <Button component={Link} to={GUEST_EDIT}>
            代客下单
          </Button>
        </div>
      }
    >
      <Form method="get" action={GUEST_LIST} className="cap-filters" aria-label="筛选代客订单">
        <FilterFold>
          <FilterText name="customerName" label="客户名称" value={query.customerName ?? ''} maxLength={50} />
          <FilterText name="orderNo" label="订单号" value={query.orderNo ?? ''} maxLength={30} />
          <FilterSelect name="status" label="订单状态" value={query.status ?? ''} options={STATUS_OPTIONS} />
          <FilterButtons reset={GUEST_LIST} />
        </FilterFold>
      </Form>
      <ListTable<Row>
        label="代客订单列表"
        empty="暂无代客订单"
        rows={rows}
        rowKey={(r) => r.id}
        columns={[
          { title: '订单号', cell: (r) => <Link to={`/orderDetails/${r.id}`}>{r.orderNo}</Link> },
          { title: '客户', cell: (r) => <TwoLines main={r.customer} sub={r.contact} /> },
          { title: '货物 / 线路', cell: (r) => <TwoLines main={r.goodsName} sub={r.route} /> },
          { title: '数量', cell: (r) => <TwoLines main={r.weight} sub={r.vehicles} /> },
          { title: '已派', cell: (r) => r.dispatched },
          { title: '运费', cell: (r) => <TwoLines main={r.total} sub={r.unitPrice} /> },
          { title: '状态', cell: (r) => <DictBadge dict={ORDER_STATUS} value={r.status} /> },
          { title: '下单时间', cell: (r) => r.createdAt },
          actionsColumn((r) => (
            <>
              <Link to={`/orderDetails/${r.id}`}>
                详情<HiddenText>{` ${r.orderNo}`}</HiddenText>
              </Link>
              {r.editable ? (
                <Link to={`${GUEST_EDIT}?id=${r.id}`} aria-label={`编辑 ${r.orderNo}`}>
                  编辑
                </Link>
              ) : null}
            </>
          )),
        ]}
      />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
