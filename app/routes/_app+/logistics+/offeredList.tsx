// /logistics/offeredList — 报价记录: the caller's side's quotes on bid cargo and grabs of grab
// cargo, across all cargo (cargo, route, price, vehicles, status, time). Filters and page in the
// URL (GET form), pagination links.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Badge } from '#app/components/badge';
import { CapPage } from '#app/components/cap-page';
import { OFFER_KIND_LABELS, OFFER_KINDS } from '#contract/capacity/review-labels';
import { offeredQuery } from '#app/features/capacity/review-schemas.server';
import type { OfferView } from '#contract/capacity/rows';
import { api } from '#app/utils/api.server';
import { FilterFold, DictBadge, FilterSelect, FilterText, type Column, FilterButtons, TwoLines } from '#app/components/list-ui';
import { PagedTable } from '#app/components/page-links';
import { requireUser } from '#app/utils/auth.server';
import { loadPage } from '#app/utils/forms.server';
import { BIDDING_STATUS } from '#contract/market/dict';
import { ORDER_STATUS } from '#contract/orders/dict';
import { formatFen } from '#app/utils/format';
import { chinaDateTime } from '#contract/capacity/display';

const PATH = '/logistics/offeredList';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return loadPage(args, api.capacity.offeredPage, offeredQuery);
}

const COLUMNS: Column<OfferView>[] = [
  {
    title: '类型',
    cell: (r) => (
      <Badge radius="sm" color={r.kind === 'quote' ? 'blue' : 'grape'}>
        {OFFER_KIND_LABELS[r.kind]}
      </Badge>
    ),
  },
  { title: '货源', cell: (r) => <TwoLines main={<Link to={`/sourceManage/supplyDetail?id=${r.cargoId}`}>{r.goodsName}</Link>} sub={r.sourceNo} /> },
  { title: '货主', cell: (r) => r.shipperName },
  { title: '线路', cell: (r) => `${r.originLabel} → ${r.destLabel}` },
  { title: '单价（元/吨）', cell: (r) => formatFen(r.unitPriceFen) },
  { title: '车数', cell: (r) => r.vehicleCount },
  { title: '状态', cell: (r) => <DictBadge dict={r.kind === 'quote' ? BIDDING_STATUS : ORDER_STATUS} value={r.status} /> },
  { title: '订单号', cell: (r) => r.orderNo ?? '—' },
  { title: '时间', cell: (r) => chinaDateTime(r.createdAt) },
];

export default function OfferedList() {
  const { query, page } = useLoaderData<typeof loader>();
  return (
    <CapPage id="offered-title" title="报价记录" row>
      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选报价记录">
        <FilterFold>
          <FilterSelect name="kind" label="类型" value={query.kind} options={OFFER_KINDS.map((k) => ({ value: k, label: OFFER_KIND_LABELS[k] }))} />
          <FilterText name="keyword" label="货物或货源号" value={query.keyword} placeholder="货物名称、货源编号" maxLength={50} />
          {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
          <FilterButtons reset={PATH} />
        </FilterFold>
      </Form>
      <PagedTable label="报价记录列表" empty="暂无报价或抢单记录" rowKey={(r) => `${r.kind}-${r.id}`} page={page} query={query} columns={COLUMNS} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
