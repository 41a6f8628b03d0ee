// The shipper's own cargo as a list (/user/goods-list and the typed lists list-line-source,
// list-grab-source, list-bid-source): GET filters in the URL, page links, and per row the detail,
// edit (while untaken — the platform decides) and copy.
import { Form, Link, useLoaderData } from '@remix-run/react';
import { CARGO_STATUS_LABELS } from '#contract/market/cargo-labels';
import { BUSINESS_TYPE } from '#contract/market/dict';
import type { CargoStatus } from '#contract/market/marketplace';
import type { MyCargoQuery } from '#contract/market/cargo';
import type { myCargoData, typedCargoListData } from '#app/features/market/market.server';
import { RegionSelect } from '#app/components/filter-select';
import { FilterFold, ListTable, type Column } from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';
import { CARGO_COLUMNS, type CargoListRow } from '#app/features/market/cargo-columns';

const STATUSES = Object.entries(CARGO_STATUS_LABELS).map(([value, label]) => ({ value, label }));

const MY_CARGO_COLUMNS: Column<CargoListRow>[] = [
  ...CARGO_COLUMNS,
  { title: '车辆（余/总）', cell: (c) => c.vehicles },
  { title: '运价', cell: (c) => c.unitPrice },
  { title: '状态', cell: (c) => CARGO_STATUS_LABELS[c.status as CargoStatus] ?? c.status },
  { title: '发布时间', cell: (c) => c.publishedAt },
  {
    title: '操作',
    className: 'row-actions',
    cell: (c) => (
      <>
        <Link to={`/sourceManage/sourceDetail?id=${c.id}`} aria-label={`详情 ${c.sourceNo}`}>
          详情
        </Link>
        {c.status === 'draft' || (c.status === 'published' && c.vehiclesRemaining === c.vehicleCount) ? (
          <Link to={`/sourceManage/release-source?id=${c.id}`} aria-label={`编辑 ${c.sourceNo}`}>
            编辑
          </Link>
        ) : null}
        <Link to={`/sourceManage/release-source?copy=${c.id}`} aria-label={`复制 ${c.sourceNo}`}>
          复制
        </Link>
      </>
    ),
  },
];

export function MyCargoList({
  title,
  path,
  query,
  page,
  fixedType,
}: {
  title: string;
  path: string;
  query: MyCargoQuery;
  page: Awaited<ReturnType<typeof myCargoData>>;
  fixedType?: boolean;
}) {
  return (
    <section className="panel" aria-labelledby="my-cargo-title">
      <h1 id="my-cargo-title" className="page-title">
        {title}
      </h1>
      <div className="cap-actions">
        <Link to="/sourceManage/release-source" className="btn">
          发布货源
        </Link>
      </div>
      <Form method="get" action={path} className="filter-form" role="search" aria-label="筛选我的货源" key={JSON.stringify(query)}>
        <FilterFold>
          <label>
            货物名称或货源号
            <input name="keyword" defaultValue={query.keyword ?? ''} maxLength={30} />
          </label>
          {fixedType ? null : <RegionSelect name="businessType" label="业务类型" options={BUSINESS_TYPE.items} value={query.businessType} placeholder="全部" />}
          <RegionSelect name="status" label="状态" options={STATUSES} value={query.status} placeholder="全部" />
          <button type="submit" className="btn">
            查询
          </button>
          <Link to={path}>重置</Link>
        </FilterFold>
      </Form>
      <ListTable label={title} empty="没有符合条件的货源" columns={MY_CARGO_COLUMNS} rows={page.rows} rowKey={(c) => c.id} />
      <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} />
    </section>
  );
}

const TYPED_LISTS = {
  '1': { title: '线下货源', path: '/sourceManage/list-line-source' },
  '2': { title: '抢单货源', path: '/sourceManage/list-grab-source' },
  '3': { title: '竞价货源管理', path: '/sourceManage/list-bid-source' },
} as const;

/** The screen of one business type's list (its route module's default export, with its loader data). */
export function TypedCargoList({ businessType }: { businessType: keyof typeof TYPED_LISTS }) {
  const { query, page } = useLoaderData<typeof typedCargoListData>();
  return <MyCargoList {...TYPED_LISTS[businessType]} query={query} page={page} fixedType />;
}
